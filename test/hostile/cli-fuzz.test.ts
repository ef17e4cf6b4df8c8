// Fuzzing the command line and the profile: whatever the arguments or the profile file hold, the tool exits
// 0, 1 or 2, prints no stack trace, and every refusal is one line. Generated inputs can never start a long
// run or a server: `serve` and `simulate` never appear, and every `run` is pointed at a closed loopback port,
// so it ends at the latest in the preflight.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusedPort } from './servers.ts';
import { runInProcess, STACK_TRACE, tempDir, warmUp, type CliResult } from './harness.ts';

const tmp = tempDir();
let closed = '';
let profileFiles: string[] = [];
beforeAll(async () => {
  await warmUp();
  closed = (await refusedPort()).url;
  profileFiles = [
    ['valid.json', JSON.stringify({ a: { apiKeyHeader: 'X-Docs-Key' }, b: { fixtures: { userIds: [1] } } })],
    ['broken.json', '{"a": {'],
    ['schema.json', JSON.stringify({ a: { target: 7 } })],
  ].map(([name, text]) => {
    const file = join(tmp.dir, name);
    writeFileSync(file, text);
    return file;
  });
});
afterAll(() => tmp.remove());

/** Commands and words that would start something long: never generated as an argument. */
const FORBIDDEN = new Set(['serve', 'simulate', 'run']);

function checkOutcome(argv: string[], run: CliResult): void {
  const context = `argv: ${JSON.stringify(argv)}\nstderr: ${run.stderr}`;
  expect([0, 1, 2], context).toContain(run.code);
  expect(run.stderr, context).not.toMatch(STACK_TRACE);
  expect(run.stdout, context).not.toMatch(STACK_TRACE);
  expect(run.stderr, context).not.toMatch(/internal error/);
  if (run.code === 2) {
    expect(run.stderr, context).toMatch(/^conformance: [^\n]+\n$/);
  }
  // No bound on its duration: it ended by itself with one of the codes above (a hang fails at the test's bound).
}

describe('command-line fuzzing', () => {
  const value = () =>
    fc.oneof(
      fc.constantFrom('a', 'b', 'a,b', 'A', 'c', '', ' ', '-1', '0', '1', '1.5', '1e400', 'NaN', 'Infinity', '-0', '0x10', 'abc'),
      fc.constantFrom('json', 'junit', 'html', 'console', 'xml', 'text', 'markdown', 'A.*', 'B2.*', '*', '[', '\\'),
      fc.constantFrom('http://127.0.0.1:1', 'ftp://x', '127.0.0.1:8080', 'http://[::1', 'http://exa mple', 'https://'),
      fc.constantFrom('X-API-KEY', 'bad header', 'a\nb', '\u001b[2J', '--', '-', '--=', '-h'),
      fc.string({ maxLength: 12 }),
      fc.string({ unit: 'grapheme', maxLength: 8 }),
    );
  const flag = fc.constantFrom(
    '--target',
    '--interface',
    '--api-key',
    '--api-key-header',
    '--token-url',
    '--client-id',
    '--client-secret',
    '--scope',
    '--bearer-token',
    '--reporter',
    '--seed',
    '--runs',
    '--only',
    '--request-timeout',
    '--load-max-requests',
    '--load-max-seconds',
    '--concurrency',
    '--format',
    '--port',
    '--unknown-flag',
    '-x',
  );
  const bool = fc.constantFrom('--load', '--insecure', '--no-load', '--help', '-h', '--version');
  const arg = fc.oneof(
    { weight: 5, arbitrary: fc.tuple(flag, value()).map(([f, v]) => [f, v]) },
    { weight: 2, arbitrary: fc.tuple(flag, value()).map(([f, v]) => [`${f}=${v}`]) },
    { weight: 1, arbitrary: bool.map((b) => [b]) },
    { weight: 1, arbitrary: flag.map((f) => [f]) },
    // Files are chosen, never generated: an output directory or profile path is always one the test owns.
    { weight: 1, arbitrary: fc.constantFrom('out-a', 'out-b').map((d) => ['--output-dir', join(tmp.dir, d)]) },
    { weight: 1, arbitrary: fc.nat(2).map((i) => ['--config', profileFiles[i]]) },
    { weight: 1, arbitrary: value().map((v) => [v]) },
  );
  const argv = fc
    .tuple(fc.constantFrom('run', 'checks', '', 'help', 'frob'), fc.array(arg, { maxLength: 6 }))
    .map(([command, parts]) => {
      const rest = parts.flat().filter((a) => !FORBIDDEN.has(a.trim()));
      if (command === 'run') return ['run', '--target', closed, ...rest];
      return command ? [command, ...rest] : rest;
    });

  it('any argument list: exit 0, 1 or 2, never a stack trace, a refusal is one line', async () => {
    await fc.assert(
      fc.asyncProperty(argv, async (args) => {
        checkOutcome(args, await runInProcess(args));
      }),
      { numRuns: 40, seed: Number(process.env.FUZZ_SEED ?? 20_260_101) },
    );
  });
});

describe('profile fuzzing', () => {
  const anything = fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }), fc.object({ maxDepth: 1 }));
  const url = fc.oneof(fc.constantFrom('http://127.0.0.1:1', 'https://127.0.0.1:1/x', 'ftp://x', 'http://', '127.0.0.1'), fc.string({ maxLength: 10 }));
  const operation = fc.oneof(fc.constantFrom('GET /x', 'POST /a/{id}', 'FETCH', '/x', 'GET x', ''), fc.record({ method: anything, path: anything }, { requiredKeys: [] }), anything);
  const either = <T>(good: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: good }, { weight: 1, arbitrary: anything });
  const profileLike = fc.record(
    {
      a: either(
        fc.record(
          {
            target: url,
            apiKey: either(fc.string({ maxLength: 10 })),
            apiKeyHeader: either(fc.constantFrom('X-Docs-Key', 'bad header', '')),
            operations: either(fc.dictionary(fc.constantFrom('createDocument', 'replaceDocument', 'queryDocuments', 'deleteDocument'), operation)),
            materialLink: either(fc.record({ materialKey: anything, revisionKey: anything }, { requiredKeys: [] })),
          },
          { requiredKeys: [] },
        ),
      ),
      b: either(
        fc.record(
          {
            target: url,
            bearerToken: either(fc.string({ maxLength: 10 })),
            oauth: either(fc.record({ tokenUrl: url, clientId: anything, clientSecret: anything, authMethod: either(fc.constantFrom('client_secret_basic', 'client_secret_post', 'none')) }, { requiredKeys: [] })),
            operations: either(fc.dictionary(fc.constantFrom('listActions', 'createAction', 'getAction', 'updateAction', 'deleteAction'), operation)),
            fixtures: either(fc.record({ categoryIds: either(fc.array(fc.integer(), { maxLength: 3 })), userIds: anything, companyIds: anything }, { requiredKeys: [] })),
          },
          { requiredKeys: [] },
        ),
      ),
      load: either(fc.record({ maxRequests: anything, maxSeconds: anything, connections: anything }, { requiredKeys: [] })),
      extra: anything,
    },
    { requiredKeys: [] },
  );
  const text = fc.oneof(
    { weight: 4, arbitrary: profileLike.map((p) => JSON.stringify(p)) },
    { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
    // Cut JSON and plain noise.
    { weight: 1, arbitrary: fc.tuple(profileLike, fc.nat()).map(([p, n]) => JSON.stringify(p).slice(0, n % 40)) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  );

  it('any profile: exit 2 with one line naming the file (or the next problem), never a stack trace', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(text, async (content) => {
        const file = join(tmp.dir, `fuzz-${n++}.json`);
        writeFileSync(file, content);
        const args = ['run', '--target', closed, '--config', file, '--api-key', 'fuzz-key', '--bearer-token', 'fuzz-token'];
        const run = await runInProcess(args);
        checkOutcome([...args, content], run);
        // Nothing can be run: the profile is refused, or the closed port is.
        expect(run.code, run.stderr).toBe(2);
        expect(run.stderr).toMatch(/^conformance: (profile \S+fuzz-\d+\.json: |target .* cannot be reached|--|interface [AB]: )/);
      }),
      { numRuns: 40, seed: Number(process.env.FUZZ_SEED ?? 20_260_102) },
    );
  });
});
