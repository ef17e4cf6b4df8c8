// Synthetic run reports for the reporter tests: every status, evidence with a property, a bigint
// where the types say string, and strings a hostile target could send.
import { Writable } from 'node:stream';
import type { CheckResult, RunInfo, RunReport } from '../../src/engine/types.ts';

/** Terminal escape, characters XML forbids, a CDATA end, markup, a lone surrogate and a bidi override. */
export const HOSTILE =
  '<script>alert(1)</script> \x1b[31mred\x1b[0m ]]> \x00\x01\x0b\x7f \uFFFE \uD800 & "quoted" \'single\' \u202Eevil';

export const info: RunInfo = {
  tool: { name: 'conformance', version: '0.1.0' },
  seed: 42,
  runs: 100,
  startedAt: '2024-05-01T12:00:00.000Z',
  targets: { a: 'http://127.0.0.1:8081/api', b: 'http://127.0.0.1:8082' },
  embedded: false,
  interfaces: ['a', 'b'],
  planned: 7,
};

function check(partial: Partial<CheckResult> & Pick<CheckResult, 'id' | 'interface' | 'status'>): CheckResult {
  return {
    operation: partial.id.split('.')[0],
    title: `title of ${partial.id}`,
    level: 'MUST',
    specRef: 'part 4',
    message: '',
    durationMs: 120,
    requests: 1,
    retries: 0,
    ...partial,
  };
}

export function sampleChecks(): CheckResult[] {
  return [
    // Deliberately out of order: the reporters sort by interface, operation and id.
    check({ id: 'B.token-rejects-bad-secret', interface: 'b', status: 'passed', specRef: 'part 6' }),
    check({
      id: 'B2.rejects-missing-required-field',
      interface: 'b',
      status: 'failed',
      specRef: 'part 7',
      title: 'Rejects a body missing a required field',
      message: `expected 400, got 500\nserver said: ${HOSTILE}`,
      durationMs: 2345,
      requests: 40,
      retries: 2,
      evidence: {
        request: {
          method: 'POST',
          url: 'http://127.0.0.1:8082/v2/development-actions',
          headers: { 'content-type': 'application/json', authorization: 'Bearer <redacted>' },
          body: `{"name":"${HOSTILE}"}`,
          bodyBytes: 64,
        },
        response: {
          status: 500,
          headers: { 'content-type': 'text/html', 'x-hostile': HOSTILE },
          body: `<html>${HOSTILE}</html>`,
          bodyBytes: 120,
          timeMs: 12.5,
        },
        exchanges: 3,
      },
      reproduce: `curl -sS -i -X POST 'http://127.0.0.1:8082/v2/development-actions' -H "Authorization: Bearer $CONFORMANCE_TOKEN" --data-binary '{"name":"]]>"}'`,
      property: { seed: 7, path: '3:1:0', counterexample: `[{"name":"${HOSTILE}"}]`, numRuns: 100, shrinks: 4 },
      replay: ['--seed', '42', '--only', 'B2.rejects-missing-required-field', '--interface', 'b', '--runs', '20'],
    }),
    check({
      id: 'B1.sends-cache-headers',
      interface: 'b',
      level: 'SHOULD',
      status: 'warning',
      specRef: 'part 4.2 B1',
      message: 'no Cache-Control header',
      evidence: {
        request: { method: 'GET', url: 'http://127.0.0.1:8082/v2/development-actions?limit=5', headers: {} },
        response: {
          status: 200,
          headers: { 'content-type': 'application/json' },
          // The types say string; a reporter must survive a number too large for JSON.
          body: 12345678901234567890n as unknown as string,
          bodyBytes: 20,
          timeMs: 3,
        },
      },
      reproduce: "curl -sS -i -X GET 'http://127.0.0.1:8082/v2/development-actions?limit=5'",
    }),
    check({ id: 'A3.finds-by-revision', interface: 'a', status: 'skipped', message: 'the profile names no revision key' }),
    check({ id: 'A.requires-api-key', interface: 'a', status: 'passed', specRef: 'part 2.2' }),
    check({ id: 'A1.creates-document', interface: 'a', status: 'passed', specRef: 'part 3.1', message: 'created in 12ms' }),
    check({ id: 'B1.limit-bounds', interface: 'b', status: 'passed', specRef: 'part 4.2 B1' }),
  ];
}

export function sampleReport(overrides: Partial<RunReport> = {}): RunReport {
  const checks = sampleChecks();
  return {
    ...info,
    summary: { passed: 4, failed: 1, warnings: 1, skipped: 1, durationMs: 2300, requests: 540, retries: 3 },
    checks,
    cleanup: {
      created: 12,
      deleted: 10,
      leftBehind: [{ interface: 'b', id: '99', reason: `DELETE answered 500 ${HOSTILE}` }],
      undeletable: 3,
    },
    exitCode: 1,
    ...overrides,
  };
}

/** A stream that keeps what is written to it. */
export function memoryStream(): { stream: Writable; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _enc, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}
