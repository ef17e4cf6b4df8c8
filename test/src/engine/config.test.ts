import { afterAll, describe, it, expect } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateKeyPairSync } from 'node:crypto';
import { resolveRunConfig } from '../../../src/engine/config.ts';
import { UsageError } from '../../../src/errors.ts';

const dir = mkdtempSync(join(tmpdir(), 'cf-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
function profile(content: string): string {
  const file = join(dir, `p${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, content);
  return file;
}
function usage(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(UsageError);
    return (err as Error).message;
  }
  throw new Error('expected a UsageError');
}

describe('resolveRunConfig', () => {
  it('defaults to the embedded reference of both interfaces', () => {
    const c = resolveRunConfig({}, {});
    expect(c.embedded).toBe(true);
    expect(c.interfaces).toEqual(['a', 'b']);
    expect(c.a.operations.createDocument).toEqual({ method: 'POST', path: '/suppliers/{supplier-id}/documents', headers: {} });
    expect(c.b.operations.getAction.path).toBe('/v2/development-actions/{id}');
    expect(c.runs).toBe(100);
    expect(c.reporters).toEqual(['console']);
  });

  it('flags win over environment twins, which win over the profile', () => {
    const file = profile(JSON.stringify({ a: { apiKey: 'from-profile', apiKeyHeader: 'X-Docs-Key' } }));
    expect(resolveRunConfig({ target: 'http://127.0.0.1:1', interface: ['a'], config: file }, {}).a.apiKey).toBe('from-profile');
    expect(resolveRunConfig({ target: 'http://127.0.0.1:1', interface: ['a'], config: file }, { CONFORMANCE_API_KEY: 'from-env' }).a.apiKey).toBe('from-env');
    const c = resolveRunConfig({ target: 'http://127.0.0.1:1', interface: ['a'], config: file, apiKey: 'flag' }, { CONFORMANCE_API_KEY: 'from-env' });
    expect(c.a.apiKey).toBe('flag');
    expect(c.a.apiKeyHeader).toBe('X-Docs-Key');
  });

  it('takes operations from the profile, with headers', () => {
    const file = profile(
      JSON.stringify({ a: { operations: { createDocument: { method: 'POST', path: '/documents', headers: { 'X-Supplier-Id': '{supplier-id}' } }, queryDocuments: 'GET /products/{materialId}/files' } } }),
    );
    const c = resolveRunConfig({ config: file, interface: ['a'] }, {});
    expect(c.a.operations.createDocument.headers).toEqual({ 'X-Supplier-Id': '{supplier-id}' });
    expect(c.a.operations.queryDocuments.path).toBe('/products/{materialId}/files');
    expect(c.a.operations.replaceDocument.path).toBe('/suppliers/{supplier-id}/documents');
  });

  it('names the file, the field and the reason of a bad profile', () => {
    expect(usage(() => resolveRunConfig({ config: profile('{ nope') }, {}))).toMatch(/^profile .*\.json: not valid JSON/);
    expect(usage(() => resolveRunConfig({ config: profile('{"a":{"apiKeyHeadr":"x"}}') }, {}))).toMatch(/field a: unknown field "apiKeyHeadr"/);
    expect(usage(() => resolveRunConfig({ config: profile('{"b":{"fixtures":{"categoryIds":["x"]}}}') }, {}))).toMatch(/field b\.fixtures\.categoryIds\.0: must be integer/);
    expect(usage(() => resolveRunConfig({ config: profile('{"a":{"operations":{"createDocument":"POST documents"}}}') }, {}))).toMatch(
      /field a\.operations\.createDocument: must be "METHOD \/path"/,
    );
    expect(usage(() => resolveRunConfig({ config: profile('{"b":{"target":"127.0.0.1:8082"}}') }, {}))).toMatch(/field b\.target: must be an http/);
    expect(usage(() => resolveRunConfig({ config: join(dir, 'missing.json') }, {}))).toMatch(/missing\.json: cannot be read \(no such file\)/);
  });

  it('refuses bad flags with one line', () => {
    expect(usage(() => resolveRunConfig({ target: '127.0.0.1:8080' }, {}))).toMatch(/--target "127\.0\.0\.1:8080" must start with http/);
    expect(usage(() => resolveRunConfig({ target: 'not a url' }, {}))).toMatch(/must start with http/);
    expect(usage(() => resolveRunConfig({ interface: ['c'] }, {}))).toMatch(/--interface must be a or b/);
    expect(usage(() => resolveRunConfig({ runs: 0 }, {}))).toMatch(/--runs must be a whole number/);
    expect(usage(() => resolveRunConfig({ requestTimeout: -5 }, {}))).toMatch(/--request-timeout/);
    expect(usage(() => resolveRunConfig({ loadMaxSeconds: Infinity }, {}))).toMatch(/--load-max-seconds/);
  });

  it('asks for credentials of a real target', () => {
    expect(usage(() => resolveRunConfig({ target: 'http://127.0.0.1:1', interface: ['a'] }, {}))).toMatch(/interface A: no API key/);
    expect(usage(() => resolveRunConfig({ target: 'http://127.0.0.1:1', interface: ['b'] }, {}))).toMatch(/interface B: no credentials/);
    expect(usage(() => resolveRunConfig({ target: 'http://127.0.0.1:1', interface: ['b'], clientId: 'x' }, {}))).toMatch(/--client-secret/);
    const c = resolveRunConfig({ target: 'http://127.0.0.1:1/base', interface: ['b'], clientId: 'x' }, { CONFORMANCE_CLIENT_SECRET: 's3cret' });
    expect(c.b.oauth).toMatchObject({ tokenUrl: 'http://127.0.0.1:1/oauth/token', clientId: 'x', clientSecret: 's3cret' });
  });

  it('takes the bounds of a run: --max-time in seconds, --max-failures, --exclude; refuses values that bound nothing', () => {
    const c = resolveRunConfig({ maxTime: 1.5, maxFailures: 3, exclude: ['B.throttling-*'] }, {});
    expect(c.maxTimeMs).toBe(1500);
    expect(c.maxFailures).toBe(3);
    expect(c.exclude).toEqual(['B.throttling-*']);
    const d = resolveRunConfig({}, {});
    expect([d.maxTimeMs, d.maxFailures, d.exclude]).toEqual([undefined, undefined, undefined]);
    expect(usage(() => resolveRunConfig({ maxTime: 0 }, {}))).toMatch(/^--max-time must be a number of seconds above 0/);
    expect(usage(() => resolveRunConfig({ maxTime: Number.NaN }, {}))).toMatch(/^--max-time/);
    expect(usage(() => resolveRunConfig({ maxFailures: 0 }, {}))).toMatch(/^--max-failures must be a whole number from 1/);
    expect(usage(() => resolveRunConfig({ maxFailures: 1.5 }, {}))).toMatch(/^--max-failures/);
  });

  it('configures only the selected interfaces: secrets and profile sections of the other one are not demanded', () => {
    const both = profile(JSON.stringify({ a: { target: 'http://127.0.0.1:1' }, b: { target: 'http://127.0.0.1:2', oauth: { tokenUrl: 'http://127.0.0.1:2/oauth/token' } } }));
    const a = resolveRunConfig({ config: both, interface: ['a'] }, { CONFORMANCE_API_KEY: 'k', CONFORMANCE_CLIENT_SECRET: 's' });
    expect(a.interfaces).toEqual(['a']);
    expect(a.b.oauth).toBeUndefined();
    const b = resolveRunConfig({ config: both, interface: ['b'], clientId: 'c' }, { CONFORMANCE_API_KEY: 'k', CONFORMANCE_CLIENT_SECRET: 's' });
    expect(b.b.oauth).toMatchObject({ tokenUrl: 'http://127.0.0.1:2/oauth/token', clientId: 'c' });
    // Both selected: interface B's missing client id is still an error.
    expect(usage(() => resolveRunConfig({ config: both }, { CONFORMANCE_API_KEY: 'k', CONFORMANCE_CLIENT_SECRET: 's' }))).toMatch(/interface B: --client-id/);
  });

  it('refuses a placeholder that names no parameter of its operation, with the one it meant', () => {
    expect(usage(() => resolveRunConfig({ config: profile('{"b":{"operations":{"deleteAction":"DELETE /actions/{actionId}"}}}') }, {}))).toMatch(
      /field b\.operations\.deleteAction: placeholder \{actionId\} names no parameter of deleteAction \(B5; its parameters: id\): write \{id\}$/,
    );
    expect(usage(() => resolveRunConfig({ config: profile('{"a":{"operations":{"queryDocuments":"GET /m/{material}"}}}') }, {}))).toMatch(/placeholder \{material\} names no parameter of queryDocuments \(A3; its parameters: materialId, revision\): write \{materialId\}$/);
    expect(usage(() => resolveRunConfig({ config: profile('{"b":{"operations":{"createAction":"POST /a/{id}"}}}') }, {}))).toMatch(/placeholder \{id\} names no parameter of createAction \(B2; it takes no parameter\)$/);
    // Parameters of B1 may travel anywhere, also in the path.
    expect(resolveRunConfig({ config: profile('{"b":{"operations":{"listActions":"GET /actions/{direction}"}}}') }, {}).b.operations.listActions.path).toBe('/actions/{direction}');
  });

  describe('how interface B proves itself to its authorization server', () => {
    const T = 'http://127.0.0.1:1';
    const b = (flags: Parameters<typeof resolveRunConfig>[0], env: NodeJS.ProcessEnv = {}) => resolveRunConfig({ target: T, interface: ['b'], ...flags }, env);
    const pem = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;

    it('an issuer instead of a token endpoint, kept as given (trailing slash included)', () => {
      const c = b({ issuer: 'https://tenant.example.com/', clientId: 'cid', clientSecret: 'sec' });
      expect(c.b.oauth).toMatchObject({ issuer: 'https://tenant.example.com/', clientId: 'cid' });
      expect(c.b.oauth?.tokenUrl).toBeUndefined();
    });

    it('a key and no secret means private_key_jwt; the key comes from the flag, the environment or the profile (its folder)', () => {
      writeFileSync(join(dir, 'client.pem'), pem);
      const fromEnv = b({ tokenUrl: `${T}/token`, clientId: 'cid' }, { CONFORMANCE_CLIENT_KEY: pem });
      expect(fromEnv.b.oauth).toMatchObject({ authMethod: 'private_key_jwt', privateKey: { source: 'CONFORMANCE_CLIENT_KEY' } });
      const file = profile(JSON.stringify({ b: { oauth: { tokenUrl: `${T}/token`, clientId: 'cid', privateKeyFile: 'client.pem', keyId: 'k1', algorithm: 'ES256' } } }));
      const fromProfile = b({ config: file });
      expect(fromProfile.b.oauth).toMatchObject({ authMethod: 'private_key_jwt', keyId: 'k1', algorithm: 'ES256' });
      expect(fromProfile.b.oauth?.privateKey?.text).toBe(pem);
      expect(b({ config: file, clientKeyId: 'k2' }).b.oauth?.keyId).toBe('k2');
    });

    it('refuses, in one line, an unknown method, a missing key or certificate, a key that cannot sign, and a secret method without its secret', () => {
      expect(usage(() => b({ tokenUrl: `${T}/token`, clientId: 'cid', clientSecret: 's', authMethod: 'client_secret_jwt' }))).toMatch(/^--auth-method must be one of client_secret_basic, client_secret_post, private_key_jwt/);
      expect(usage(() => b({ tokenUrl: `${T}/token`, clientId: 'cid', authMethod: 'private_key_jwt' }))).toMatch(/private_key_jwt needs the private key/);
      expect(usage(() => b({ tokenUrl: `${T}/token`, clientId: 'cid', authMethod: 'tls_client_auth' }))).toMatch(/tls_client_auth needs the client certificate: give --cert and --key/);
      expect(usage(() => b({ tokenUrl: `${T}/token`, clientId: 'cid', authMethod: 'client_secret_post' }))).toMatch(/--client-secret .* is missing$/);
      const file = profile(JSON.stringify({ b: { oauth: { tokenUrl: `${T}/token`, clientId: 'cid', privateKeyFile: 'client.pem', algorithm: 'RS256' } } }));
      writeFileSync(join(dir, 'client.pem'), pem);
      expect(usage(() => b({ config: file }))).toMatch(/field b\.oauth\.privateKeyFile: .*client\.pem: a ec key on P-256 cannot sign RS256$/);
      expect(usage(() => b({ tokenUrl: `${T}/token`, clientId: 'cid', clientKey: join(dir, 'absent.pem') }))).toMatch(/^--client-key .*absent\.pem: cannot be read \(no such file\)$/);
    });

    it('extra token parameters from the profile; the profile refuses a method it does not know', () => {
      const file = profile(JSON.stringify({ b: { oauth: { tokenUrl: `${T}/token`, clientId: 'cid', clientSecret: 's', params: { audience: 'api://platform' } } } }));
      expect(b({ config: file }).b.oauth?.params).toEqual({ audience: 'api://platform' });
      const bad = profile(JSON.stringify({ b: { oauth: { authMethod: 'client_secret_jwt' } } }));
      expect(usage(() => b({ config: bad }))).toMatch(/field b\.oauth\.authMethod: must be equal to one of the allowed values/);
    });
  });
});
