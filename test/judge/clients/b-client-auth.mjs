// A well-behaved interface B client that authenticates as CONFORMANCE_AUTH_METHOD says: a signed client
// assertion (private_key_jwt, RFC 7523) with CONFORMANCE_CLIENT_KEY, or its TLS client certificate
// (CONFORMANCE_CERT / CONFORMANCE_KEY, trusting CONFORMANCE_CA) for tls_client_auth and
// self_signed_tls_client_auth. Then a few valid requests.
//   argv[2] = wrong-key: the assertion is signed by a key of its own, not the one it was given
//   argv[2] = replay: a second token request sends the first assertion again (the same jti)
//   argv[2] = leak, argv[3] = a file: writes its assertion, token and key to the file and sends them where
//   they do not belong (a URL, a header), for the test to look for them in everything the judgement wrote
import { createPrivateKey, generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { Agent, fetch } from 'undici';
import { ACTIONS, env, validAction } from './lib.mjs';

const method = env('CONFORMANCE_AUTH_METHOD');
const mode = process.argv[2];
const tls = method === 'tls_client_auth' || method === 'self_signed_tls_client_auth';
const dispatcher = tls
  ? new Agent({ connect: { ca: readFileSync(env('CONFORMANCE_CA')), cert: readFileSync(env('CONFORMANCE_CERT')), key: readFileSync(env('CONFORMANCE_KEY')) } })
  : undefined;
const send = (url, init) => fetch(url, { ...init, ...(dispatcher ? { dispatcher } : {}) });

const b64 = (v) => Buffer.from(JSON.stringify(v)).toString('base64url');

function assertion() {
  const key = mode === 'wrong-key' ? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey : createPrivateKey(env('CONFORMANCE_CLIENT_KEY'));
  const now = Math.floor(Date.now() / 1000);
  const clientId = env('CONFORMANCE_CLIENT_ID');
  const input = `${b64({ alg: 'ES256', typ: 'JWT', kid: process.env.CONFORMANCE_CLIENT_KEY_ID })}.${b64({ iss: clientId, sub: clientId, aud: env('CONFORMANCE_TOKEN_URL'), iat: now, exp: now + 60, jti: randomUUID() })}`;
  return `${input}.${sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
}

async function token(body) {
  const res = await send(env('CONFORMANCE_TOKEN_URL'), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
  const answer = await res.json();
  return { status: res.status, answer };
}

const form = (extra) => new URLSearchParams({ grant_type: 'client_credentials', ...extra }).toString();
const jwtForm = (a) => form({ client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer', client_assertion: a });

const first = method === 'private_key_jwt' ? assertion() : undefined;
const got = await token(first ? jwtForm(first) : form({ client_id: env('CONFORMANCE_CLIENT_ID') }));
if (got.status !== 200) {
  console.error(`token refused: ${got.status} ${got.answer.error}`);
  process.exit(3);
}
if (mode === 'replay') {
  const again = await token(jwtForm(first));
  console.error(`replayed assertion: ${again.status} ${again.answer.error}`);
}
const auth = { authorization: `Bearer ${got.answer.access_token}` };
if (mode === 'leak') {
  const keyLine = (process.env.CONFORMANCE_CLIENT_KEY ?? '').split('\n')[1];
  writeFileSync(process.argv[3], JSON.stringify({ assertion: first, token: got.answer.access_token, keyLine }));
  const res = await send(`${env('CONFORMANCE_TARGET')}${ACTIONS}?limit=5&assertion=${first}&token=${got.answer.access_token}`, { headers: { ...auth, 'x-debug-key': keyLine } });
  await res.arrayBuffer();
}
const call = async (m, path, body) => {
  const res = await send(env('CONFORMANCE_TARGET') + path, { method: m, headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${m} ${path}: ${res.status}`);
  return text ? JSON.parse(text) : undefined;
};
await call('GET', `${ACTIONS}?limit=5`);
const created = await call('POST', ACTIONS, validAction('judged client auth'));
await call('GET', `${ACTIONS}/${created.id}`);
await dispatcher?.close();
