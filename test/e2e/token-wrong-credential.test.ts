// B.token-rejects-wrong-secret under private_key_jwt: the run's client signs its assertions with a key the
// reference platform registered; the check sends one made as the run's own (algorithm, kid, audience) but
// signed by another key. The platform passes it; a platform that reads the claims without checking the
// signature hands that assertion a token, and the check warns (a SHOULD), with the exchange as evidence.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type StartedPlatform } from '../../reference/interface-b/index.ts';
import type { RunReport } from '../../src/engine/types.ts';
import { runCli } from './cli.ts';
import { notReproduced, replayReproduction } from './replayReproduction.ts';

const ID = 'B.token-rejects-wrong-secret';
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'conformance-wrong-credential-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// An elliptic-curve and an RSA client (each key's own algorithm): the stranger's key follows the run's.
describe.each([
  ['ES256', () => generateKeyPairSync('ec', { namedCurve: 'prime256v1' })],
  ['RS256', () => generateKeyPairSync('rsa', { modulusLength: 2048 })],
] as const)('%s client assertions', (alg, pair) => {
  const keys = pair();
  const keyFile = () => join(dir, `client-${alg}.pem`);
  let platforms: StartedPlatform[] = [];
  beforeAll(() => writeFileSync(keyFile(), keys.privateKey.export({ type: 'pkcs8', format: 'pem' })));
  afterAll(async () => {
    for (const p of platforms) await p.close();
    platforms = [];
  });

  async function runAgainst(mutation: { checkAssertionSignature?: boolean }): Promise<{ code: number; report: RunReport; stdout: string }> {
    const p = await startPlatform({ clients: [{ clientId: 'tool', clientSecret: 'unused-secret', userId: 1, assertionKey: keys.publicKey }], tokenAuthMethods: ['private_key_jwt'], mutation });
    platforms.push(p);
    const out = join(dir, `out-${alg}-${platforms.length}`);
    const res = await runCli(
      ['run', '--target', p.url, '--interface', 'b', '--token-url', p.tokenUrl, '--client-id', 'tool', '--auth-method', 'private_key_jwt', '--client-key', keyFile(), '--client-key-id', 'key-1',
        '--only', ID, '--reporter', 'json', '--output-dir', out],
      { env: { CONFORMANCE_CLIENT_SECRET: undefined, CONFORMANCE_CLIENT_KEY: undefined } },
    );
    expect(res.stderr).toBe('');
    return { code: res.code, report: JSON.parse(readFileSync(join(out, 'conformance-report.json'), 'utf8')) as RunReport, stdout: res.stdout };
  }

  it('a platform that checks the signature passes', async () => {
    const { code, report } = await runAgainst({});
    const check = report.checks.find((c) => c.id === ID)!;
    expect(`${check.status} ${check.message ?? ''}`.trim()).toBe('passed');
    expect(code).toBe(0);
  });

  it('a platform that takes an assertion signed by another key is warned, the exchange in evidence and no token shown', async () => {
    const { report } = await runAgainst({ checkAssertionSignature: false });
    const check = report.checks.find((c) => c.id === ID)!;
    expect(check.status).toBe('warning');
    expect(check.message).toMatch(/with a client assertion signed by a key that is not the client's/);
    expect(check.evidence?.response?.status).toBe(200);
    expect(check.evidence?.response?.body).not.toMatch(/"access_token":"(?!<redacted>)/);
    expect(check.evidence?.request?.body).toMatch(/client_assertion_type=urn%3Aietf%3Aparams%3Aoauth%3Aclient-assertion-type%3Ajwt-bearer/);
    // The curl line as printed, twice: each makes its own assertion, and each gets a token again.
    for (let i = 0; i < 2; i++) {
      const replay = await replayReproduction(check.reproduce!, {});
      expect(notReproduced(replay, 200), `${replay.stdout}\n${replay.stderr}`).toEqual([]);
      expect(replay.stdout).toMatch(/"access_token"/);
    }
  });
});
