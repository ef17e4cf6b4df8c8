// Reads the PEM files of a TLS client identity and of extra CAs (`--cert`, `--key`, `--ca`, or `a.tls` /
// `b.tls` in the profile) once, before the run, so that an unreadable file, something that is not PEM or a
// key that does not belong to its certificate is exit 2 with one line rather than a failed handshake later.
import { X509Certificate, createPrivateKey } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { UsageError } from '../errors.ts';
import type { ClientTls } from '../http/dispatcher.ts';

/** A PEM file is small: a bundle of a few hundred CAs stays well under this. */
const MAX_PEM_BYTES = 1024 * 1024;

export interface TlsPaths {
  cert?: string;
  key?: string;
  ca?: string;
}

/** `what` names where the paths came from, e.g. `--cert` or `a.tls.cert in profile.json`. */
export function readClientTls(paths: TlsPaths, what: { cert: string; key: string; ca: string }, side: string): ClientTls | undefined {
  if (!paths.cert && !paths.key && !paths.ca) return undefined;
  if (paths.cert && !paths.key) throw new UsageError(`${what.cert} is given without its private key: give --key (or ${side}.tls.key in the profile) too`);
  if (paths.key && !paths.cert) throw new UsageError(`${what.key} is given without its certificate: give --cert (or ${side}.tls.cert in the profile) too`);
  const tls: ClientTls = {};
  if (paths.cert && paths.key) {
    tls.cert = readPem(paths.cert, what.cert);
    tls.key = readPem(paths.key, what.key);
    let cert: X509Certificate;
    try {
      cert = new X509Certificate(tls.cert);
    } catch (err) {
      throw new UsageError(`${what.cert} ${paths.cert}: not a PEM certificate (${(err as Error).message})`);
    }
    let key: ReturnType<typeof createPrivateKey>;
    try {
      key = createPrivateKey(tls.key);
    } catch (err) {
      const encrypted = /ENCRYPTED/.test(tls.key);
      throw new UsageError(`${what.key} ${paths.key}: ${encrypted ? 'an encrypted private key; give it unencrypted (openssl pkey -in key.pem -out plain.pem)' : `not a PEM private key (${(err as Error).message})`}`);
    }
    if (!cert.checkPrivateKey(key)) throw new UsageError(`${what.key} ${paths.key} is not the private key of the certificate ${paths.cert}`);
  }
  if (paths.ca) {
    tls.ca = readPem(paths.ca, what.ca);
    const blocks = tls.ca.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
    if (blocks.length === 0) throw new UsageError(`${what.ca} ${paths.ca}: no PEM certificate in it`);
    for (const block of blocks) {
      try {
        new X509Certificate(block);
      } catch (err) {
        throw new UsageError(`${what.ca} ${paths.ca}: a certificate in it cannot be read (${(err as Error).message})`);
      }
    }
  }
  return tls;
}

function readPem(path: string, what: string): string {
  try {
    const stat = statSync(path);
    if (!stat.isFile()) throw new UsageError(`${what} ${path}: not a regular file`);
    if (stat.size > MAX_PEM_BYTES) throw new UsageError(`${what} ${path}: larger than ${MAX_PEM_BYTES} bytes, not a PEM file`);
    const text = readFileSync(path, 'utf8');
    if (!/-----BEGIN [A-Z0-9 ]+-----/.test(text)) throw new UsageError(`${what} ${path}: not a PEM file (no -----BEGIN line)`);
    return text;
  } catch (err) {
    if (err instanceof UsageError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    throw new UsageError(`${what} ${path}: cannot be read (${code === 'ENOENT' ? 'no such file' : (code ?? String(err))})`);
  }
}
