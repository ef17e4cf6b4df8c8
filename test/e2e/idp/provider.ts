// A real, independently written authorization server for the end-to-end tests: oidc-provider (OpenID
// Certified) on loopback over https, with a test CA made here by openssl. It offers the client credentials
// grant to four clients, one per client authentication method (client_secret_basic, client_secret_post,
// private_key_jwt, tls_client_auth) and a fifth that gets the platform's audience only when it asks for it,
// and issues short-lived JWT access tokens for the platform's audience (any other audience a client asks
// for by `resource` is issued too, for the tests of a wrong audience).
// The reference platform checks those tokens against the provider's JWKS through its token verifier,
// written here with jose, so that shipped code needs neither library.
import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { writeFileSync, readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { join } from 'node:path';
import { createLocalJWKSet, exportJWK, exportPKCS8, generateKeyPair, jwtVerify, type JWK } from 'jose';
import Provider, { errors } from 'oidc-provider';
import { startPlatform, type PlatformOptions, type StartedPlatform } from '../../../reference/interface-b/index.ts';

/** The audience of the platform's tokens (RFC 8707 resource indicator). */
export const PLATFORM_AUDIENCE = 'urn:conformance:platform';
export const SCOPE = 'actions';

export const CLIENTS = {
  basic: { id: 'idp-basic', secret: 'idp-basic-secret-Zq8Wm3Tn5Kd' },
  post: { id: 'idp-post', secret: 'idp-post-secret-Hv4Lp9Rc2Xs' },
  jwt: { id: 'idp-jwt', kid: 'idp-jwt-key-1' },
  mtls: { id: 'idp-mtls', subject: 'CN=conformance client' },
  /** A client_secret_post client that gets a token for the platform only when it asks for it (resource, RFC 8707): no default resource. */
  audience: { id: 'idp-audience', secret: 'idp-audience-secret-Ty6Np3Qw8Jb' },
} as const;

export interface TestFiles {
  ca: string;
  serverCert: string;
  serverKey: string;
  clientCert: string;
  clientKey: string;
  /** The private key of the private_key_jwt client (PKCS #8 PEM), and one the provider does not know. */
  jwtKey: string;
  strangerJwtKey: string;
}

/** A CA, the provider's certificate for 127.0.0.1 and a client certificate, all signed by the CA (as test/network/mtls.test.ts makes them). */
function makeCertificates(dir: string): Pick<TestFiles, 'ca' | 'serverCert' | 'serverKey' | 'clientCert' | 'clientKey'> {
  const ssl = (...args: string[]) => execFileSync('/usr/bin/openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  const key = (name: string) => ssl('genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256', '-out', `${name}.key`);
  key('ca');
  ssl('req', '-x509', '-new', '-key', 'ca.key', '-subj', '/CN=conformance test CA', '-days', '2', '-out', 'ca.pem');
  const signed = (name: string, cn: string, ext: string) => {
    key(name);
    ssl('req', '-new', '-key', `${name}.key`, '-subj', `/CN=${cn}`, '-out', `${name}.csr`);
    writeFileSync(join(dir, `${name}.ext`), ext);
    ssl('x509', '-req', '-in', `${name}.csr`, '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-days', '2', '-extfile', `${name}.ext`, '-out', `${name}.pem`);
  };
  signed('server', '127.0.0.1', 'subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n');
  signed('client', 'conformance client', 'extendedKeyUsage=clientAuth\n');
  const p = (f: string) => join(dir, f);
  return { ca: p('ca.pem'), serverCert: p('server.pem'), serverKey: p('server.key'), clientCert: p('client.pem'), clientKey: p('client.key') };
}

export interface TestIdp {
  issuer: string;
  files: TestFiles;
  /** Token requests the provider answered with a token. */
  readonly tokensIssued: number;
  /** Requests to the token endpoint. */
  readonly tokenRequests: number;
  /** Every access token issued (none may reach a report). */
  issued: Set<string>;
  close(): Promise<void>;
}

/** GET over https trusting the test CA. */
function getJson(url: string, ca: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const req = request(url, { ca: readFileSync(ca) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        } catch (err) {
          reject(err);
        }
      });
    });
    req.on('error', reject);
    req.end();
  });
}

export async function startIdp(dir: string, options: { accessTokenSeconds: number }): Promise<TestIdp> {
  const certs = makeCertificates(dir);
  const signing = await generateKeyPair('ES256', { extractable: true });
  const providerKey = { ...(await exportJWK(signing.privateKey)), kid: 'idp-signing-1', alg: 'ES256', use: 'sig' };
  const client = await generateKeyPair('ES256', { extractable: true });
  const clientPublic: JWK = { ...(await exportJWK(client.publicKey)), kid: CLIENTS.jwt.kid, alg: 'ES256', use: 'sig' };
  const stranger = await generateKeyPair('ES256', { extractable: true });
  const files: TestFiles = { ...certs, jwtKey: join(dir, 'jwt-client.pem'), strangerJwtKey: join(dir, 'jwt-stranger.pem') };
  writeFileSync(files.jwtKey, await exportPKCS8(client.privateKey));
  writeFileSync(files.strangerJwtKey, await exportPKCS8(stranger.privateKey));

  const state = { tokenRequests: 0, tokensIssued: 0 };
  const issued = new Set<string>();
  let handler: ((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void) | undefined;
  const server: Server = createServer(
    { key: readFileSync(certs.serverKey), cert: readFileSync(certs.serverCert), ca: readFileSync(certs.ca), requestCert: true, rejectUnauthorized: false },
    (req, res) => handler!(req, res),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The provider signs with ES256 alone: its clients' (unused) ID tokens say so too.
  const common = { grant_types: ['client_credentials'], response_types: [], redirect_uris: [], scope: SCOPE, id_token_signed_response_alg: 'ES256' };
  const peer = (socket: unknown) => (socket as TLSSocket).getPeerX509Certificate?.();
  const provider = new Provider(issuer, {
    clients: [
      { ...common, client_id: CLIENTS.basic.id, client_secret: CLIENTS.basic.secret, token_endpoint_auth_method: 'client_secret_basic' },
      { ...common, client_id: CLIENTS.post.id, client_secret: CLIENTS.post.secret, token_endpoint_auth_method: 'client_secret_post' },
      { ...common, client_id: CLIENTS.jwt.id, jwks: { keys: [clientPublic] }, token_endpoint_auth_method: 'private_key_jwt', token_endpoint_auth_signing_alg: 'ES256' },
      { ...common, client_id: CLIENTS.mtls.id, token_endpoint_auth_method: 'tls_client_auth', tls_client_auth_subject_dn: CLIENTS.mtls.subject },
      { ...common, client_id: CLIENTS.audience.id, client_secret: CLIENTS.audience.secret, token_endpoint_auth_method: 'client_secret_post' },
    ],
    cookies: { keys: ['idp-test-cookie-key-4Rt8Wq'] },
    clientAuthMethods: ['client_secret_basic', 'client_secret_post', 'private_key_jwt', 'tls_client_auth'],
    jwks: { keys: [providerKey as JWK & { kid: string }] },
    scopes: [SCOPE],
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      introspection: { enabled: false },
      revocation: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: (_ctx: unknown, client: { clientId: string }) => (client.clientId === CLIENTS.audience.id ? undefined : PLATFORM_AUDIENCE),
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: unknown, resource: string) => {
          if (!/^(urn|https?):/.test(resource)) throw new errors.InvalidTarget();
          return { scope: SCOPE, audience: resource, accessTokenTTL: options.accessTokenSeconds, accessTokenFormat: 'jwt', jwt: { sign: { alg: 'ES256' } } };
        },
      },
      mTLS: {
        enabled: true,
        tlsClientAuth: true,
        certificateBoundAccessTokens: false,
        getCertificate: (ctx: { socket: unknown }) => peer(ctx.socket)?.toString(),
        certificateAuthorized: (ctx: { socket: unknown }) => (ctx.socket as TLSSocket).authorized === true,
        certificateSubjectMatches: (ctx: { socket: unknown }, property: string, expected: string) =>
          property === 'tls_client_auth_subject_dn' && (peer(ctx.socket) as X509Certificate | undefined)?.subject === expected.replace(/,\s*/g, '\n'),
      },
    },
  } as ConstructorParameters<typeof Provider>[1]);
  provider.on('server_error', (_ctx: unknown, err: Error) => process.stderr.write(`oidc-provider: ${err.message}\n`));
  const callback = provider.callback();
  handler = (req, res) => {
    if (new URL(req.url ?? '/', issuer).pathname === '/token') {
      state.tokenRequests++;
      // The answer is one JSON write: catch the access token on its way out.
      const end = res.end.bind(res) as (...args: unknown[]) => unknown;
      res.end = ((...args: unknown[]) => {
        const chunk = args[0];
        if (typeof chunk === 'string' || Buffer.isBuffer(chunk)) {
          try {
            const token = (JSON.parse(chunk.toString()) as { access_token?: string }).access_token;
            if (token) {
              issued.add(token);
              state.tokensIssued++;
            }
          } catch {
            // not JSON
          }
        }
        return end(...args);
      }) as typeof res.end;
    }
    callback(req, res);
  };
  return {
    issuer,
    files,
    issued,
    get tokenRequests() {
      return state.tokenRequests;
    },
    get tokensIssued() {
      return state.tokensIssued;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The reference platform accepting the provider's JWT access tokens only: signed by a key of the
 * provider's JWKS (read through its metadata), from its issuer, for the platform's audience, unexpired.
 * Each provider client acts for the first fixture user.
 */
export async function startPlatformFor(idp: TestIdp, options: PlatformOptions = {}): Promise<StartedPlatform> {
  const metadata = (await getJson(`${idp.issuer}/.well-known/openid-configuration`, idp.files.ca)) as { jwks_uri: string };
  const jwks = createLocalJWKSet((await getJson(metadata.jwks_uri, idp.files.ca)) as { keys: JWK[] });
  const verify = async (token: string) => {
    const { payload } = await jwtVerify(token, jwks, { issuer: idp.issuer, audience: PLATFORM_AUDIENCE, typ: 'at+jwt' });
    return typeof payload.client_id === 'string' ? payload.client_id : undefined;
  };
  const clients = [CLIENTS.basic.id, CLIENTS.post.id, CLIENTS.jwt.id, CLIENTS.mtls.id, CLIENTS.audience.id].map((clientId) => ({ clientId, clientSecret: `unused-${clientId}`, userId: 1 }));
  return startPlatform({ rateLimit: false, ...options, port: 0, clients, tokenVerifier: verify });
}
