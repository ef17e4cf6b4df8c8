// A client assertion (RFC 7523) made exactly as the run makes its own (algorithm, kid, x5t, audience,
// claims) but signed by a key made here, which no authorization server has registered: what a token
// endpoint that reads the assertion's claims without checking its signature would take for the client.
import { randomUUID, sign } from 'node:crypto';
import { jwsCrypto, keyPairFor, type AssertionShape } from '../../src/auth/clientKey.ts';
import { shellQuote } from '../../src/http/curl.ts';

/** A fresh, well-formed assertion for `clientId`, valid a minute, signed by a key nobody registered. */
export function strangerAssertion(clientId: string, shape: AssertionShape, nowMs = Date.now()): string {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const now = Math.floor(nowMs / 1000);
  const header = { alg: shape.alg, typ: 'JWT', ...(shape.kid !== undefined ? { kid: shape.kid } : {}), ...(shape.x5t ?? {}) };
  const claims = { iss: clientId, sub: clientId, aud: shape.aud, jti: randomUUID(), iat: now, exp: now + 60 };
  const input = `${b64(header)}.${b64(claims)}`;
  const signer = jwsCrypto(shape.alg, keyPairFor(shape.alg).privateKey);
  return `${input}.${sign(signer.hash, Buffer.from(input, 'ascii'), signer.key).toString('base64url')}`;
}

/**
 * The same in a reproduction: a node:crypto program (no quote in it) that makes a fresh key and prints a fresh
 * assertion, so that each replay sends one never seen before (an endpoint remembers the jti of one it took).
 */
const STRANGER_ASSERTION_JS = [
  'const c=require("crypto"),g=c.generateKeyPairSync;const[alg,aud,id,kid,x5t]=process.argv.slice(1);',
  'const k=(alg==="EdDSA"?g("ed25519"):alg[0]==="E"?g("ec",{namedCurve:{ES256:"prime256v1",ES384:"secp384r1",ES512:"secp521r1"}[alg]}):g("rsa",{modulusLength:2048})).privateKey;',
  'const now=Math.floor(Date.now()/1000),h=Object.assign({alg,typ:"JWT"},kid?{kid}:{},x5t?JSON.parse(x5t):{});',
  'const p={iss:id,sub:id,aud,jti:c.randomUUID(),iat:now,exp:now+60};',
  'const b=o=>Buffer.from(JSON.stringify(o)).toString("base64url"),d=b(h)+"."+b(p),n="sha"+alg.slice(2);',
  'const s=alg==="EdDSA"?c.sign(null,Buffer.from(d),k):alg[0]==="P"?c.sign(n,Buffer.from(d),{key:k,padding:c.constants.RSA_PKCS1_PSS_PADDING,saltLength:c.constants.RSA_PSS_SALTLEN_DIGEST})',
  ':alg[0]==="E"?c.sign(n,Buffer.from(d),{key:k,dsaEncoding:"ieee-p1363"}):c.sign(n,Buffer.from(d),k);',
  'process.stdout.write(d+"."+s.toString("base64url"))',
].join('');

/** The node command that prints a stranger's assertion (for tests and for `strangerAssertionArgument`). */
export function strangerAssertionCommand(clientId: string, shape: AssertionShape): string[] {
  return ['node', '-e', STRANGER_ASSERTION_JS, shape.alg, shape.aud, clientId, shape.kid ?? '', shape.x5t ? JSON.stringify(shape.x5t) : ''];
}

/** A curl argument sending a fresh stranger's assertion as the form field client_assertion. */
export function strangerAssertionArgument(clientId: string, shape: AssertionShape): string {
  return `--data-urlencode "client_assertion=$(${strangerAssertionCommand(clientId, shape).map(shellQuote).join(' ')})"`;
}
