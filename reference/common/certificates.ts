// Throwaway X.509 certificates for a server that must speak TLS for a while (a CA, a server certificate for
// loopback, client certificates): node:crypto makes keys and signatures but no certificates, so the few
// DER structures of RFC 5280 needed are written here rather than pulled in with a certificate library.
// Every key is ECDSA P-256 and every signature ecdsa-with-SHA256.
import { generateKeyPairSync, randomBytes, sign, X509Certificate, type KeyObject } from 'node:crypto';
import { isIPv4 } from 'node:net';

function length(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.unshift(v % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

const tlv = (tag: number, ...content: Buffer[]): Buffer => {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), length(body.length), body]);
};
const seq = (...parts: Buffer[]) => tlv(0x30, ...parts);
const set = (...parts: Buffer[]) => tlv(0x31, ...parts);
const explicit = (n: number, ...parts: Buffer[]) => tlv(0xa0 + n, ...parts);
const utf8 = (s: string) => tlv(0x0c, Buffer.from(s, 'utf8'));
const octets = (b: Buffer) => tlv(0x04, b);
const TRUE = tlv(0x01, Buffer.from([0xff]));

/** A non-negative INTEGER: a leading zero byte keeps the high bit from making it negative. */
function integer(b: Buffer): Buffer {
  let i = 0;
  while (i < b.length - 1 && b[i] === 0) i++;
  const v = b.subarray(i);
  return tlv(0x02, v[0] & 0x80 ? Buffer.concat([Buffer.from([0]), v]) : v);
}

function oid(dotted: string): Buffer {
  const [a, b, ...rest] = dotted.split('.').map(Number);
  const out = [40 * a + b];
  for (const n of rest) {
    const chunk = [n & 0x7f];
    for (let v = Math.floor(n / 128); v > 0; v = Math.floor(v / 128)) chunk.unshift(0x80 | (v & 0x7f));
    out.push(...chunk);
  }
  return tlv(0x06, Buffer.from(out));
}

/** A BIT STRING of whole bytes whose trailing zero bits DER counts as unused (named bit lists, RFC 5280 4.2.1.3). */
function namedBits(byte: number): Buffer {
  let unused = 0;
  while (unused < 7 && !(byte & (1 << unused))) unused++;
  return tlv(0x03, Buffer.from([unused, byte]));
}
const bitString = (b: Buffer) => tlv(0x03, Buffer.from([0]), b);

/** UTCTime up to 2049, GeneralizedTime after (RFC 5280 4.1.2.5). */
function time(d: Date): Buffer {
  const iso = d.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return d.getUTCFullYear() < 2050 ? tlv(0x17, Buffer.from(`${iso.slice(2)}Z`)) : tlv(0x18, Buffer.from(`${iso}Z`));
}

const name = (cn: string) => seq(set(seq(oid('2.5.4.3'), utf8(cn))));
const ECDSA_SHA256 = seq(oid('1.2.840.10045.4.3.2'));
const extension = (id: string, critical: boolean, value: Buffer) => seq(oid(id), ...(critical ? [TRUE] : []), octets(value));

export interface CertificateAndKey {
  /** PEM of the certificate. */
  cert: string;
  /** PEM (PKCS #8) of its private key: a secret. */
  key: string;
  x509: X509Certificate;
  privateKey: KeyObject;
}

export interface CertificateRequest {
  /** The subject's common name (the whole subject DN is `CN=<commonName>`). */
  commonName: string;
  /** The CA that signs it; absent, the certificate signs itself. */
  issuer?: CertificateAndKey;
  /** A CA certificate (basicConstraints cA, keyCertSign). */
  ca?: boolean;
  /** Server certificate: the DNS names and IP addresses it is for (subjectAltName, serverAuth). */
  serverNames?: readonly string[];
  /** A client certificate (clientAuth). */
  client?: boolean;
  validDays?: number;
  now?: number;
}

/** A fresh key pair and its certificate. */
export function makeCertificate(req: CertificateRequest): CertificateAndKey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const now = req.now ?? Date.now();
  // An hour back covers a client whose clock is a little behind.
  const notBefore = new Date(Math.floor(now / 1000) * 1000 - 3600_000);
  const notAfter = new Date(now + (req.validDays ?? 1) * 86_400_000);
  const issuerName = req.issuer ? req.issuer.x509.subject.replace(/^CN=/, '') : req.commonName;
  const signer = req.issuer?.privateKey ?? privateKey;
  const extensions: Buffer[] = [];
  extensions.push(extension('2.5.29.19', true, req.ca ? seq(TRUE) : seq()));
  // digitalSignature for a leaf; keyCertSign and cRLSign for a CA.
  extensions.push(extension('2.5.29.15', true, namedBits(req.ca ? 0x06 : 0x80)));
  const usages = [...(req.serverNames ? ['1.3.6.1.5.5.7.3.1'] : []), ...(req.client ? ['1.3.6.1.5.5.7.3.2'] : [])];
  if (usages.length > 0) extensions.push(extension('2.5.29.37', false, seq(...usages.map(oid))));
  if (req.serverNames) {
    const names = req.serverNames.map((n) => (isIPv4(n) ? tlv(0x87, Buffer.from(n.split('.').map(Number))) : tlv(0x82, Buffer.from(n, 'ascii'))));
    extensions.push(extension('2.5.29.17', false, seq(...names)));
  }
  const serial = randomBytes(16);
  serial[0] &= 0x7f;
  const tbs = seq(
    explicit(0, integer(Buffer.from([2]))),
    integer(serial),
    ECDSA_SHA256,
    name(issuerName),
    seq(time(notBefore), time(notAfter)),
    name(req.commonName),
    publicKey.export({ type: 'spki', format: 'der' }),
    explicit(3, seq(...extensions)),
  );
  const der = seq(tbs, ECDSA_SHA256, bitString(sign('sha256', tbs, signer)));
  const cert = `-----BEGIN CERTIFICATE-----\n${der.toString('base64').replace(/(.{64})/g, '$1\n').replace(/\n$/, '')}\n-----END CERTIFICATE-----\n`;
  return { cert, key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), x509: new X509Certificate(cert), privateKey };
}
