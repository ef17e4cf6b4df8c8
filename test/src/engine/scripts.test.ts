// How a reproduction script gets its credentials (scriptAuth): for every client authentication method a
// token of its own, at the endpoint the run used, with the run's parameters, TLS files and assertion
// settings; never a secret, neither the client secret nor the key nor a parameter registered as secret.
import { afterAll, describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveRunConfig, type RunFlags } from '../../../src/engine/config.ts';
import { scriptAuth } from '../../../src/engine/scripts.ts';
import { Secrets } from '../../../src/http/secrets.ts';

const dir = mkdtempSync(join(tmpdir(), 'cf-scripts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TARGET = 'https://platform.example.com';
const TOKEN_URL = 'https://login.example.com/token';
const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const PEM = ec.privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
const keyFile = join(dir, 'client.pem');
writeFileSync(keyFile, PEM);

function auth(oauth: Record<string, unknown>, flags: RunFlags = {}, env: NodeJS.ProcessEnv = {}, secrets = new Secrets()) {
  const file = join(dir, `p${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify({ b: { target: TARGET, oauth: { tokenUrl: TOKEN_URL, clientId: 'my-client', ...oauth } } }));
  const config = resolveRunConfig({ interface: ['b'], config: file, ...flags }, env);
  return scriptAuth('b', config, secrets);
}

describe('scriptAuth', () => {
  it('a client secret: the grant with the method, and the profile named when it holds the secret', () => {
    expect(auth({ clientSecret: 's3cret-in-profile', authMethod: 'client_secret_post' })).toMatchObject({
      kind: 'oauth',
      tokenUrl: TOKEN_URL,
      clientId: 'my-client',
      authMethod: 'client_secret_post',
      secretInProfile: { path: ['b', 'oauth', 'clientSecret'] },
    });
    expect(auth({}, {}, { CONFORMANCE_CLIENT_SECRET: 'from-env' })).toMatchObject({ kind: 'oauth', authMethod: 'client_secret_basic' });
  });

  it('private_key_jwt: the algorithm, kid, audience and the key file the run used, never the key', () => {
    const a = auth({ authMethod: 'private_key_jwt', privateKeyFile: keyFile, keyId: 'kid-1', assertionAudience: 'https://login.example.com' });
    expect(a).toMatchObject({ kind: 'oauth', authMethod: 'private_key_jwt', assertion: { alg: 'ES256', kid: 'kid-1', aud: 'https://login.example.com', keyFile } });
    expect(JSON.stringify(a)).not.toContain(PEM.split('\n')[1]);
    // From the environment: no file to name; the audience defaults to the token endpoint (RFC 7523 3).
    const fromEnv = auth({ authMethod: 'private_key_jwt' }, {}, { CONFORMANCE_CLIENT_KEY: PEM });
    expect(fromEnv).toMatchObject({ assertion: { alg: 'ES256', aud: TOKEN_URL } });
    expect(fromEnv.kind === 'oauth' && fromEnv.assertion?.keyFile).toBeFalsy();
    expect(JSON.stringify(fromEnv)).not.toContain(PEM.split('\n')[1]);
  });

  it('the TLS methods: the certificate, key and CA files, absolute', () => {
    const certDir = mkdtempSync(join(dir, 'tls-'));
    execFileSync('/usr/bin/openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', 'k.pem', '-out', 'c.pem', '-subj', '/CN=client', '-days', '1'], {
      cwd: certDir,
      stdio: 'ignore',
    });
    const a = auth({ authMethod: 'tls_client_auth' }, { cert: join(certDir, 'c.pem'), key: join(certDir, 'k.pem'), ca: join(certDir, 'c.pem') });
    expect(a).toMatchObject({ kind: 'oauth', authMethod: 'tls_client_auth', tls: { cert: join(certDir, 'c.pem'), key: join(certDir, 'k.pem'), ca: join(certDir, 'c.pem') } });
    // A secret method presents the same certificate (as the run does: a gateway may ask for it) and trusts the same CA.
    const post = auth({ authMethod: 'client_secret_post', clientSecret: 'x-secret-value' }, { cert: join(certDir, 'c.pem'), key: join(certDir, 'k.pem'), ca: join(certDir, 'c.pem') });
    expect(post).toMatchObject({ tls: { cert: join(certDir, 'c.pem'), key: join(certDir, 'k.pem'), ca: join(certDir, 'c.pem') } });
  });

  it('b.oauth.params are sent; one whose value is a secret comes from a variable, as a secret client id is left out', () => {
    const secrets = new Secrets();
    secrets.add('aud-that-is-secret');
    secrets.add('my-client');
    const a = auth({ clientSecret: 'x-secret-value', params: { audience: 'https://api.example.com', resource: 'aud-that-is-secret' } }, {}, {}, secrets);
    expect(a).toMatchObject({
      params: [
        { name: 'audience', value: 'https://api.example.com' },
        { name: 'resource', variable: 'CONFORMANCE_TOKEN_PARAM_2' },
      ],
    });
    expect(JSON.stringify(a)).not.toContain('aud-that-is-secret');
    expect(a.kind === 'oauth' && a.clientId).toBeFalsy();
  });

  it('an issuer: the endpoint the run read from its metadata, and the issuer for the comment', () => {
    const file = join(dir, 'issuer.json');
    writeFileSync(file, JSON.stringify({ b: { target: TARGET, oauth: { issuer: 'https://login.example.com', clientId: 'my-client', clientSecret: 'x-secret-value' } } }));
    const config = resolveRunConfig({ interface: ['b'], config: file }, {});
    // Before the run has read the metadata there is no endpoint to name: the script takes a token.
    expect(scriptAuth('b', config, new Secrets())).toEqual({ kind: 'bearer' });
    config.b.oauth!.tokenUrl = 'https://login.example.com/oauth2/v1/token';
    expect(scriptAuth('b', config, new Secrets())).toMatchObject({ kind: 'oauth', tokenUrl: 'https://login.example.com/oauth2/v1/token', issuer: 'https://login.example.com' });
  });

  it('a bearer token stays a bearer token', () => {
    const file = join(dir, 'bearer.json');
    writeFileSync(file, JSON.stringify({ b: { target: TARGET, bearerToken: 'tok-in-profile' } }));
    expect(scriptAuth('b', resolveRunConfig({ interface: ['b'], config: file }, {}), new Secrets())).toMatchObject({ kind: 'bearer', secretInProfile: { path: ['b', 'bearerToken'] } });
  });
});
