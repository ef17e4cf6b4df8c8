// The throwaway certificates of a judged client's https server: parsed by node:crypto and OpenSSL as RFC
// 5280 structures, chained to their CA, and good for a real TLS handshake by either name of loopback.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { describe, expect, it } from 'vitest';
import { makeCertificate } from '../../../reference/common/certificates.ts';

const ca = makeCertificate({ commonName: 'judge test CA', ca: true });
const server = makeCertificate({ commonName: '127.0.0.1', issuer: ca, serverNames: ['127.0.0.1', 'localhost'] });
const client = makeCertificate({ commonName: 'client-1', issuer: ca, client: true });
const selfSigned = makeCertificate({ commonName: 'self', client: true });

describe('throwaway certificates', () => {
  it('chain to their CA and say what they are for', () => {
    expect(ca.x509.ca).toBe(true);
    expect(server.x509.ca).toBe(false);
    expect(server.x509.issuer).toBe('CN=judge test CA');
    expect(server.x509.subjectAltName).toBe('IP Address:127.0.0.1, DNS:localhost');
    expect(server.x509.checkIssued(ca.x509) && server.x509.verify(ca.x509.publicKey)).toBe(true);
    expect(client.x509.verify(ca.x509.publicKey)).toBe(true);
    expect(selfSigned.x509.verify(selfSigned.x509.publicKey)).toBe(true);
    expect(selfSigned.x509.verify(ca.x509.publicKey)).toBe(false);
    expect(server.x509.checkPrivateKey(server.privateKey)).toBe(true);
  });

  it('pass OpenSSL verification for their purpose', () => {
    const dir = mkdtempSync(join(tmpdir(), 'certs-'));
    try {
      for (const [n, c] of Object.entries({ ca, server, client })) writeFileSync(join(dir, `${n}.pem`), c.cert);
      const verify = (purpose: string, file: string) => execFileSync('/usr/bin/openssl', ['verify', '-purpose', purpose, '-CAfile', join(dir, 'ca.pem'), join(dir, file)], { encoding: 'utf8' });
      expect(verify('sslserver', 'server.pem')).toContain('OK');
      expect(verify('sslclient', 'client.pem')).toContain('OK');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each(['127.0.0.1', 'localhost'])('serve TLS to a client that trusts the CA, reaching %s, and carry its certificate', async (host) => {
    const srv = createServer({ cert: server.cert, key: server.key, requestCert: true, rejectUnauthorized: false }, (req, res) => {
      res.end((req.socket as TLSSocket).getPeerX509Certificate()?.subject ?? 'none');
    });
    await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = srv.address() as AddressInfo;
      const body = await new Promise<string>((resolve, reject) => {
        const r = request({ host, port, ca: ca.cert, cert: client.cert, key: client.key, agent: false }, (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += String(c)));
          res.on('end', () => resolve(text));
        });
        r.on('error', reject);
        r.end();
      });
      expect(body).toBe('CN=client-1');
    } finally {
      srv.close();
    }
  });
});
