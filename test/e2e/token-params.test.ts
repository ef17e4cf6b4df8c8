// B.token-rejects-wrong-secret asks the token endpoint as the run's own token requests do, but for the
// credential: the parameters of b.oauth.params and the scope go with it. The endpoint here is a provider
// that wants an audience and answers a request without it (403 access_denied) before it looks at the client,
// as some do; with the audience it hands the request to the reference platform's own endpoint.
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type StartedPlatform } from '../../reference/interface-b/index.ts';
import type { RunReport } from '../../src/engine/types.ts';
import { runCli } from './cli.ts';

const ID = 'B.token-rejects-wrong-secret';
const AUDIENCE = 'urn:platform:actions';
const SECRET = 'token-params-secret';

let dir: string;
let platform: StartedPlatform;
let provider: Server;
let tokenUrl: string;
/** Every token request body the provider got, in order. */
const bodies: URLSearchParams[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'conformance-token-params-'));
  platform = await startPlatform({ clients: [{ clientId: 'tool', clientSecret: SECRET, userId: 1 }] });
  provider = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const form = new URLSearchParams(body);
      bodies.push(form);
      if (form.get('audience') !== AUDIENCE) {
        res.writeHead(403, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'access_denied', error_description: 'no audience was given' }));
        return;
      }
      void fetch(platform.tokenUrl, { method: 'POST', headers: { 'content-type': req.headers['content-type'] ?? '', ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}) }, body }).then(
        async (answer) => res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(await answer.text()),
        () => res.writeHead(502).end(),
      );
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const address = provider.address();
  tokenUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/token`;
});

afterAll(async () => {
  await new Promise((resolve) => provider?.close(resolve));
  await platform?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.each(['client_secret_basic', 'client_secret_post'])('%s', (authMethod) => {
  it('sends b.oauth.params and the scope with the wrong secret, and passes a provider that wants them', async () => {
    const profile = join(dir, `profile-${authMethod}.json`);
    writeFileSync(profile, JSON.stringify({ b: { target: platform.url, oauth: { tokenUrl, clientId: 'tool', authMethod, scope: 'actions', params: { audience: AUDIENCE } } } }));
    const out = join(dir, `out-${authMethod}`);
    const before = bodies.length;
    const res = await runCli(['run', '--config', profile, '--interface', 'b', '--only', ID, '--reporter', 'json', '--output-dir', out], { env: { CONFORMANCE_CLIENT_SECRET: SECRET } });
    expect(res.stderr).toBe('');
    const report = JSON.parse(readFileSync(join(out, 'conformance-report.json'), 'utf8')) as RunReport;
    const check = report.checks.find((c) => c.id === ID);
    expect(check, res.stdout).toMatchObject({ status: 'passed' });
    expect(res.code).toBe(0);
    // The run's own token request and the check's: both with the audience and the scope.
    const sent = bodies.slice(before);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    for (const form of sent) expect([form.get('audience'), form.get('scope'), form.get('grant_type')]).toEqual([AUDIENCE, 'actions', 'client_credentials']);
  });
});
