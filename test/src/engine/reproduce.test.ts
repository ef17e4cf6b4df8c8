// The reproduction script of a chain, built from recorded exchanges: ids carried where they stand for the
// created resource and nowhere else, what the script needs named, nothing secret.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { constants, createPublicKey, generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { curlUrl, toCurl } from '../../../src/http/curl.ts';
import { newChain } from '../../../src/engine/chain.ts';
import { needsScript, reproductionScript, type ScriptAuth } from '../../../src/engine/reproduce.ts';
import { BODY_FILE_MARKER } from '../../../src/engine/largeBodies.ts';
import type { Exchange } from '../../../src/engine/types.ts';
import type { AssertionAlgorithm } from '../../../src/auth/clientKey.ts';

const BASE = 'http://127.0.0.1:9/v2/development-actions';
const ENV = { authorization: 'Bearer $CONFORMANCE_BEARER_TOKEN' };

function exchange(method: string, url: string, status: number, answer?: string, body?: string): Exchange {
  return {
    request: { method, url, headers: {} },
    response: { status, headers: {}, body: answer, bodyBytes: answer?.length ?? 0, timeMs: 1 },
    reproduce: toCurl({ method, url, headers: { Authorization: 'Bearer secret-token-value' }, body, envHeaders: ENV }),
  };
}

const OAUTH: ScriptAuth = { kind: 'oauth', tokenUrl: 'http://127.0.0.1:9/oauth/token', clientId: 'my-client', authMethod: 'client_secret_post' };

function script(exchanges: Exchange[], created: { id: string; after: number }[], removed: string[] = [], auth: ScriptAuth = OAUTH) {
  const chain = newChain({});
  chain.exchanges.push(...exchanges);
  for (const c of created) chain.created.push({ entry: { interface: 'b', kind: 'action', id: c.id }, after: c.after });
  for (const r of removed) chain.removed.add(`b:action:${r}`);
  const deletes = new Map(created.map((c) => [`b:action:${c.id}`, toCurl({ method: 'DELETE', url: `${BASE}/${c.id}`, headers: {}, envHeaders: ENV })]));
  return reproductionScript({ check: { id: 'B4.x', title: 't', level: 'MUST', specRef: 'part 4.2 B4' }, message: 'm', chain, auth, deletes, maxRequests: 200 });
}

describe('reproduction script', () => {
  it('takes a created id from an answer kept only in part, from the object itself, not from a member nested in it or a text', () => {
    // The evidence keeps the first characters of a large answer (src/http/client.ts): no JSON to parse.
    const cut = (json: string) => `${json.slice(0, 60)}… (2000000 bytes)`;
    const large = `{"files":[{"id":7}],"note":"{\\"id\\":7}","id":7,"description":"${'x'.repeat(200)}"}`;
    const s = script([exchange('POST', BASE, 201, cut(large), '{"title":"x"}'), exchange('GET', `${BASE}/7`, 200, cut(large))], [{ id: '7', after: 0 }]);
    expect(s).toContain(`ID_1=$(field "$out/1" '["id"]' segment)`);
    expect(s).toContain(`'${BASE}/'"$ID_1"`);
    // An id seen only nested (a file's id) or inside a text is not the created resource's.
    const nested = `{"files":[{"id":8}],"note":"\\"id\\":8","description":"${'x'.repeat(200)}"}`;
    const none = script([exchange('POST', BASE, 201, cut(nested), '{"title":"x"}'), exchange('GET', `${BASE}/8`, 200, cut(nested))], [{ id: '8', after: 0 }]);
    expect(none).not.toContain('ID_1=');
  });

  it('reads the URL back from a curl line, quotes included', () => {
    const url = `${BASE}/it's?q=a b`;
    const line = toCurl({ method: 'GET', url, headers: {} });
    const at = curlUrl(line, 'GET')!;
    expect(at.url).toBe(url);
    expect(line.slice(at.end)).toBe('');
  });

  it('carries a created id into later path segments and id-named query parameters, not into other values', () => {
    const s = script(
      [
        exchange('POST', BASE, 201, '{"id":5,"title":"x"}', '{"title":"x"}'),
        exchange('GET', `${BASE}/5?limit=5&action_id=5`, 200, '{"id":5}'),
      ],
      [{ id: '5', after: 0 }],
    );
    expect(s).toContain(`ID_1=$(field "$out/1" '["id"]' segment)`);
    expect(s).toContain(`'${BASE}/'"$ID_1"'?limit=5&action_id='"$ID_1"`);
    // Not deleted by the chain: the script deletes it at the end, by its own id.
    expect(s).toContain(`curl -sS -i -X DELETE '${BASE}/'"$ID_1"`);
  });

  it('puts an id the replayed server answers into a path only as one encoded segment, else stops', () => {
    const s = script([exchange('POST', BASE, 201, '{"id":5}', '{}'), exchange('GET', `${BASE}/5`, 200, '{"id":5}')], [{ id: '5', after: 0 }]);
    const field = s.split('\n').find((l) => l.startsWith('field() {'))!;
    const dir = mkdtempSync(join(tmpdir(), 'conformance-field-'));
    try {
      const ask = (id: unknown) => {
        writeFileSync(join(dir, 'answer'), `HTTP/1.1 201 Created\r\ncontent-type: application/json\r\n\r\n${JSON.stringify({ id })}`);
        try {
          return { out: execFileSync('sh', ['-c', `${field}\nfield "$1" '["id"]' segment`, 'sh', join(dir, 'answer')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }) };
        } catch (err) {
          const e = err as { status: number; stderr: string };
          return { code: e.status, err: e.stderr };
        }
      };
      expect(ask(42)).toEqual({ out: '42' });
      expect(ask('a b/c?')).toEqual({ code: 1, err: 'the id "a b/c?" holds a path separator, so it is no single path segment\n' });
      expect(ask('a b?&')).toEqual({ out: 'a%20b%3F%26' });
      for (const bad of ['', '.', '..', '%2e%2E', 'x%252Fy', 'a\u0000', 'x'.repeat(257)]) expect(ask(bad).code, JSON.stringify(bad)).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds an id nested in the answer and keeps ids beyond 2^53 as text', () => {
    const big = '1152921504606846977';
    const s = script([exchange('POST', BASE, 201, `{"data":{"id":${big}}}`), exchange('DELETE', `${BASE}/${big}`, 200, '{}')], [{ id: big, after: 0 }], [big]);
    expect(s).toContain(`field "$out/1" '["data","id"]'`);
    expect(s).toContain(`'${BASE}/'"$ID_1"`);
    expect(s).not.toContain('# Cleanup');
  });

  it('gets a token by the configured grant, never writes a secret, and needs no script for one tokenless request', () => {
    const s = script([exchange('GET', `${BASE}/1`, 404, '{}')], []);
    expect(s).not.toContain('secret-token-value');
    expect(s).toContain('--data-urlencode "client_secret=$CONFORMANCE_CLIENT_SECRET"');
    expect(s).toContain("CONFORMANCE_CLIENT_ID=${CONFORMANCE_CLIENT_ID:-'my-client'}");
    const basic = script([exchange('GET', `${BASE}/1`, 404, '{}')], [], [], { ...OAUTH, authMethod: 'client_secret_basic' });
    expect(basic).toContain('-H "Authorization: Basic $basic"');
    const chain = newChain({});
    chain.exchanges.push({ request: { method: 'GET', url: BASE, headers: {} }, reproduce: `curl -sS -i -X GET '${BASE}'` });
    expect(needsScript(chain, OAUTH)).toBe(false);
    expect(needsScript(chain, { kind: 'apiKey', header: 'X-API-KEY' })).toBe(false);
    chain.exchanges[0] = exchange('GET', BASE, 200, '{}');
    expect(needsScript(chain, OAUTH)).toBe(true);
    expect(needsScript(chain, { kind: 'bearer' })).toBe(false);
    // A body too large for the line: the script is written beside the file that holds it.
    chain.exchanges[0] = { ...exchange('POST', BASE, 413, '{}'), reproduce: `curl -sS -i -X POST '${BASE}' ${BODY_FILE_MARKER} # body of 2000000 bytes not inlined` };
    expect(needsScript(chain, { kind: 'apiKey', header: 'X-API-KEY' })).toBe(true);
  });

  it('private_key_jwt: signs its own assertion with the key of the file or of CONFORMANCE_CLIENT_KEY, never inlined', () => {
    const jwt: ScriptAuth = {
      ...OAUTH,
      authMethod: 'private_key_jwt',
      issuer: 'http://127.0.0.1:9',
      params: [{ name: 'audience', value: 'https://api.example.com' }, { name: 'resource', variable: 'CONFORMANCE_TOKEN_PARAM_2' }],
      assertion: { alg: 'ES256', aud: 'http://127.0.0.1:9', kid: 'kid-1', keyFile: '/keys/client.pem' },
    };
    const s = script([exchange('GET', `${BASE}/1`, 404, '{}')], [], [], jwt);
    expect(s).toContain("CONFORMANCE_CLIENT_KEY_FILE=${CONFORMANCE_CLIENT_KEY_FILE:-'/keys/client.pem'}");
    expect(s).toContain(`' 'ES256' 'http://127.0.0.1:9' 'kid-1' '' > "$out/assertion"`);
    expect(s).toContain(`--data-urlencode "client_assertion@$out/assertion"`);
    expect(s).toContain("--data-urlencode 'client_assertion_type=urn:ietf:params:oauth:client-assertion-type:jwt-bearer'");
    expect(s).toContain("--data-urlencode 'audience=https://api.example.com' --data-urlencode 'resource='\"$CONFORMANCE_TOKEN_PARAM_2\"");
    expect(s).toContain('${CONFORMANCE_TOKEN_PARAM_2:?set CONFORMANCE_TOKEN_PARAM_2');
    expect(s).toContain('read from the metadata of http://127.0.0.1:9');
    expect(s).not.toContain('CONFORMANCE_CLIENT_SECRET');
    const fromEnv = script([exchange('GET', `${BASE}/1`, 404, '{}')], [], [], { ...jwt, assertion: { alg: 'ES256', aud: 'x' } });
    expect(fromEnv).toContain('${CONFORMANCE_CLIENT_KEY:?set CONFORMANCE_CLIENT_KEY');
    expect(fromEnv).not.toContain('CONFORMANCE_CLIENT_KEY_FILE=');
  });

  it('the TLS methods: curl presents the client certificate and trusts the run\'s CA; -k only after --insecure', () => {
    const tls: ScriptAuth = { ...OAUTH, authMethod: 'tls_client_auth', tls: { cert: '/c/client.pem', key: '/c/client.key', ca: '/c/ca.pem' } };
    const s = script([exchange('GET', `${BASE}/1`, 404, '{}')], [], [], tls);
    expect(s).toContain(`curl -sS --cacert '/c/ca.pem' --cert '/c/client.pem' --key '/c/client.key' -X POST 'http://127.0.0.1:9/oauth/token' -H 'accept: application/json' -d grant_type=client_credentials --data-urlencode "client_id=$CONFORMANCE_CLIENT_ID" > "$out/token"`);
    expect(s).not.toMatch(/CONFORMANCE_CLIENT_SECRET|client_assertion| -k /);
    expect(script([exchange('GET', `${BASE}/1`, 404, '{}')], [], [], { ...tls, insecure: true })).toContain('curl -sS -k --cacert');
  });

  describe('the assertion the script signs verifies with the public key, in the JOSE form of each algorithm', () => {
    const keys: [AssertionAlgorithm, 'pem' | 'jwk', KeyObject][] = [
      ['ES256', 'pem', generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey],
      ['ES384', 'jwk', generateKeyPairSync('ec', { namedCurve: 'P-384' }).privateKey],
      ['RS256', 'jwk', generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey],
      ['PS256', 'pem', generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey],
      ['EdDSA', 'pem', generateKeyPairSync('ed25519').privateKey],
    ];
    it.each(keys)('%s (key as %s)', (alg, format, key) => {
      const x5t = { x5t: 'c2hhMQ', 'x5t#S256': 'c2hhMjU2' };
      const s = script([exchange('GET', `${BASE}/1`, 404, '{}')], [], [], { ...OAUTH, authMethod: 'private_key_jwt', assertion: { alg, aud: 'https://as.example/token', kid: 'k1', x5t } });
      const line = s.split('\n').find((l) => l.startsWith('node -e ') && l.includes('"$out/assertion"'))!;
      const text = format === 'pem' ? (key.export({ format: 'pem', type: 'pkcs8' }) as string) : JSON.stringify({ ...key.export({ format: 'jwk' }), kid: 'other', use: 'sig' });
      const dir = mkdtempSync(join(tmpdir(), 'cf-assertion-'));
      try {
        // The script's own line, run by sh with the key in the environment.
        const jws = execFileSync('sh', ['-c', `out="$1"; ${line} && cat "$out/assertion"`, 'sh', dir], {
          env: { PATH: process.env.PATH, CONFORMANCE_CLIENT_ID: 'my-client', CONFORMANCE_CLIENT_KEY: text },
          encoding: 'utf8',
        });
        const [h, p, sig] = jws.split('.');
        const header = JSON.parse(Buffer.from(h, 'base64url').toString()) as Record<string, unknown>;
        const payload = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
        expect(header).toEqual({ alg, kid: 'k1', ...x5t });
        expect(payload).toMatchObject({ iss: 'my-client', sub: 'my-client', aud: 'https://as.example/token' });
        expect(payload.exp).toBe((payload.iat as number) + 60);
        expect(String(payload.jti).length).toBeGreaterThanOrEqual(32);
        const pub = createPublicKey(key);
        const data = Buffer.from(`${h}.${p}`);
        const signature = Buffer.from(sig, 'base64url');
        const hash = alg === 'EdDSA' ? null : `sha${alg.slice(2)}`;
        const options = alg.startsWith('ES') ? { key: pub, dsaEncoding: 'ieee-p1363' as const } : alg.startsWith('PS') ? { key: pub, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 } : pub;
        expect(verify(hash, data, options, signature)).toBe(true);
        // A key file instead of the environment gives a fresh assertion (another jti).
        writeFileSync(join(dir, 'key'), text);
        const again = execFileSync('sh', ['-c', `out="$1"; CONFORMANCE_CLIENT_KEY_FILE="$1/key"; export CONFORMANCE_CLIENT_KEY_FILE; ${line} && cat "$out/assertion"`, 'sh', dir], {
          env: { PATH: process.env.PATH, CONFORMANCE_CLIENT_ID: 'my-client' },
          encoding: 'utf8',
        });
        expect(JSON.parse(Buffer.from(again.split('.')[1], 'base64url').toString()).jti).not.toBe(payload.jti);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});
