// The reproduction script of a failure gets its own token from a real authorization server (oidc-provider,
// test/e2e/idp/provider.ts) with the client authentication the run used: a signed assertion made by the
// script (the key read from the file the run read, or from CONFORMANCE_CLIENT_KEY), the client certificate
// of --cert/--key, a secret with the token request parameters of b.oauth.params. A platform whose read
// answers 200 for an unknown id (the get-unknown-id-200 mutant) gives one cheap failing check with a token.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './cli.ts';
import { CLIENTS, PLATFORM_AUDIENCE, SCOPE, startIdp, startPlatformFor, type TestIdp } from './idp/provider.ts';
import { notReproduced, replayReproduction } from './replayReproduction.ts';
import { mutant } from '../../reference/mutants/interface-b/get-unknown-id-200.ts';
import type { StartedPlatform } from '../../reference/interface-b/index.ts';
import type { RunReport } from '../../src/engine/types.ts';

const CHECK = mutant.breaks;

let dir: string;
let idp: TestIdp;
let platform: StartedPlatform;
let jwtKey: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'conformance-idp-reproduce-'));
  // Tokens live long enough for a run and its replay: this file is about how the script gets one.
  idp = await startIdp(dir, { accessTokenSeconds: 300 });
  platform = await startPlatformFor(idp, mutant.options);
  jwtKey = await readFile(idp.files.jwtKey, 'utf8');
}, 60_000);

afterAll(async () => {
  await platform?.close();
  await idp?.close();
  rmSync(dir, { recursive: true, force: true });
});

const keyLines = () => jwtKey.split('\n').filter((l) => l.length > 20 && !l.startsWith('-----'));

let runs = 0;
/** The failing run of CHECK with the given b.oauth, its report, the check's script (as the report shows it and as written) and the replay of the written one. */
async function failAndReplay(oauth: Record<string, unknown>, args: string[], env: Record<string, string>, replayEnv: Record<string, string>) {
  const out = join(dir, `run-${++runs}`);
  const profile = join(dir, `profile-${runs}.json`);
  writeFileSync(profile, JSON.stringify({ b: { target: platform.url, oauth: { scope: SCOPE, ...oauth } } }));
  const res = await runCli(['run', '--interface', 'b', '--config', profile, '--ca', idp.files.ca, '--seed', '7', '--only', CHECK, '--reporter', 'json', '--output-dir', out, ...args], {
    env: { CONFORMANCE_CLIENT_ID: undefined, CONFORMANCE_CLIENT_SECRET: undefined, CONFORMANCE_CLIENT_KEY: undefined, CONFORMANCE_BEARER_TOKEN: undefined, ...env },
  });
  expect(res.stderr).toBe('');
  const text = await readFile(join(out, 'conformance-report.json'), 'utf8');
  const report = JSON.parse(text) as RunReport;
  const check = report.checks.find((c) => c.id === CHECK)!;
  expect(check.status, check.message).toBe('failed');
  expect(res.code).toBe(1);
  const file = join(out, 'reproduce', `${CHECK}.sh`);
  const script = await readFile(file, 'utf8');
  expect(check.reproduce).toBe(script);
  expect(script).not.toContain('CONFORMANCE_BEARER_TOKEN:?');
  const issuedBefore = idp.tokensIssued;
  const replay = await replayReproduction(script, replayEnv, file);
  // The failure again, with a token the provider issued to the script.
  expect(notReproduced(replay, check.evidence?.response?.status), `${replay.stdout.slice(-2000)}\n${replay.stderr}`).toEqual([]);
  expect(idp.tokensIssued - issuedBefore).toBe(1);
  // No token (the run's nor the script's) in the report, the script, the run's console or what the script printed.
  for (const token of idp.issued) expect(text + script + res.stdout + replay.stdout + replay.stderr).not.toContain(token);
  return { text: text + res.stdout, script, replay };
}

describe('the reproduction script gets its token from the authorization server', () => {
  it('private_key_jwt, the key from the profile\'s file, the endpoint read from the issuer\'s metadata', async () => {
    const { text, script, replay } = await failAndReplay(
      { issuer: idp.issuer, clientId: CLIENTS.jwt.id, authMethod: 'private_key_jwt', privateKeyFile: idp.files.jwtKey, keyId: CLIENTS.jwt.kid },
      [],
      {},
      {},
    );
    expect(script).toContain(`CONFORMANCE_CLIENT_KEY_FILE=\${CONFORMANCE_CLIENT_KEY_FILE:-'${idp.files.jwtKey}'}`);
    expect(script).toContain(`'${idp.issuer}/token'`);
    expect(script).toContain(`'ES256' '${idp.issuer}/token' '${CLIENTS.jwt.kid}'`);
    // The key, and the assertion the script signed, stay out of everything written or printed.
    for (const line of keyLines()) expect(text + script + replay.stdout).not.toContain(line);
    expect(replay.stdout).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/);
  }, 120_000);

  it('private_key_jwt, the key from CONFORMANCE_CLIENT_KEY: the script asks for it and replays with it', async () => {
    const { script, text } = await failAndReplay(
      { tokenUrl: `${idp.issuer}/token`, clientId: CLIENTS.jwt.id, authMethod: 'private_key_jwt', keyId: CLIENTS.jwt.kid },
      [],
      { CONFORMANCE_CLIENT_KEY: jwtKey },
      { CONFORMANCE_CLIENT_KEY: jwtKey },
    );
    expect(script).toContain('${CONFORMANCE_CLIENT_KEY:?set CONFORMANCE_CLIENT_KEY');
    for (const line of keyLines()) expect(text + script).not.toContain(line);
    const without = await replayReproduction(script, {});
    expect(without.code).not.toBe(0);
    expect(without.stderr).toContain('set CONFORMANCE_CLIENT_KEY to the private key');
    expect(without.steps).toEqual([]);
  }, 120_000);

  it('tls_client_auth, the client certificate of --cert/--key and the CA of --ca', async () => {
    const { script } = await failAndReplay({ issuer: idp.issuer, clientId: CLIENTS.mtls.id, authMethod: 'tls_client_auth' }, ['--cert', idp.files.clientCert, '--key', idp.files.clientKey], {}, {});
    expect(script).toContain(`--cacert '${idp.files.ca}' --cert '${idp.files.clientCert}' --key '${idp.files.clientKey}'`);
    expect(script).toContain(`--data-urlencode "client_id=$CONFORMANCE_CLIENT_ID"`);
  }, 120_000);

  it('client_secret_post with b.oauth.params: the script asks for the platform\'s audience as the run did', async () => {
    const { text, script, replay } = await failAndReplay(
      { tokenUrl: `${idp.issuer}/token`, clientId: CLIENTS.audience.id, authMethod: 'client_secret_post', params: { resource: PLATFORM_AUDIENCE } },
      [],
      { CONFORMANCE_CLIENT_SECRET: CLIENTS.audience.secret },
      { CONFORMANCE_CLIENT_SECRET: CLIENTS.audience.secret },
    );
    expect(script).toContain(`--data-urlencode 'resource=${PLATFORM_AUDIENCE}'`);
    expect(text + script + replay.stdout).not.toContain(CLIENTS.audience.secret);
    // Without the parameter this client's token is not the platform's: the script would not reproduce.
    const bare = await replayReproduction(script.replace(` --data-urlencode 'resource=${PLATFORM_AUDIENCE}'`, ''), { CONFORMANCE_CLIENT_SECRET: CLIENTS.audience.secret });
    expect(notReproduced(bare, 200)).not.toEqual([]);
  }, 120_000);
});
