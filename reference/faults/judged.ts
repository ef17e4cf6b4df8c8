// The reference server of one interface behind a fault-injecting front, with fresh credentials: what a
// client under judgement talks to, and the environment that tells the client where and how.
import { generateKeyPairSync, randomBytes, type KeyObject, type X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeCertificate } from '../common/certificates.ts';
import type { ClientCredentials, RegisteredCertificate, TokenAuthMethod } from '../interface-b/oauth.ts';
import { DEFAULT_API_KEY_HEADER, DEFAULT_OPERATIONS_A, DEFAULT_OPERATIONS_B, DEFAULT_TOKEN_PATH, type OperationNameA, type OperationNameB } from '../../src/defaults.ts';
import { matchOperation, parseOperation, type OperationInput } from '../../src/profile/operations.ts';
import { CLIENT_CERTIFICATE_HEADER, startFaultyFront, type FaultyFront } from './front.ts';
import { FaultPlan, type FaultSettings } from './plan.ts';

/** Names the interface B operation a request is (read and list share no path by default: the one whose parameters are all there wins). */
export function classifierB(operations?: Partial<Record<OperationNameB, OperationInput>>) {
  const ops = (Object.keys(DEFAULT_OPERATIONS_B) as OperationNameB[]).map((name) => [name, parseOperation(operations?.[name] ?? DEFAULT_OPERATIONS_B[name])] as const);
  return (method: string, pathname: string, headers: IncomingHttpHeaders, query: URLSearchParams): string => {
    const hits = ops.filter(([, op]) => matchOperation(op, method, pathname, headers, query) !== null);
    const full = hits.find(([, op]) => Object.values(matchOperation(op, method, pathname, headers, query)!).every((v) => v !== undefined));
    return (full ?? hits[0])?.[0] ?? 'other';
  };
}

export interface JudgedServerOptions {
  iface: 'a' | 'b';
  faults: FaultSettings;
  /** Problems of a request body by the rules of part 2 (from the interface's client suite). */
  inspect?(kind: string, body: Buffer): string[] | undefined;
  /** Where the operations are served (a profile's `a.operations` or `b.operations`); default those of the contract. */
  operations?: Record<string, OperationInput>;
  /** Interface A: the header of the key (a profile's `a.apiKeyHeader`). */
  apiKeyHeader?: string;
  host?: string;
  maxRequests?: number;
  /** Interface B: how the client authenticates to the token endpoint; default with its secret (Basic or post). */
  auth?: JudgedAuth;
}

/**
 * Interface B client authentication. private_key_jwt: the client's public key, or none to have a key pair
 * made and the private key handed to the client. TLS methods: the certificate the client will present, or
 * none to have one made (issued by the server's CA for tls_client_auth, self-signed otherwise).
 */
export type JudgedAuth =
  | { method: 'client_secret'; only?: 'client_secret_basic' | 'client_secret_post' }
  | { method: 'private_key_jwt'; publicKey?: KeyObject }
  | { method: 'tls_client_auth' | 'self_signed_tls_client_auth'; certificate?: X509Certificate };

export interface JudgedServer {
  iface: 'a' | 'b';
  /** Base URL the client is given (the front). */
  url: string;
  /** The variables a client needs, secrets included: for the client's environment only, never for a report. */
  env: Record<string, string>;
  /** Values that must never appear in any output. */
  secrets: string[];
  /** `env` as printed for a client driven by hand: a multi-line key is shown as the file that holds it. */
  shownEnv: Record<string, string>;
  front: FaultyFront;
  close(): Promise<void>;
}

export async function startJudgedServer(options: JudgedServerOptions): Promise<JudgedServer> {
  const host = options.host ?? '127.0.0.1';
  const plan = new FaultPlan(options.faults);
  if (options.iface === 'b') {
    const { startPlatform } = await import('../interface-b/index.ts');
    const clientId = `client-${randomBytes(4).toString('hex')}`;
    const clientSecret = randomBytes(24).toString('base64url');
    const setup = clientAuthentication(options.auth ?? { method: 'client_secret' }, clientId, host);
    let front: FaultyFront | undefined;
    const tokenUrls = () => (front ? loopbackNames(front.url).flatMap((base) => [base + DEFAULT_TOKEN_PATH, base]) : []);
    try {
      // The reference's own throttle is off: the only 429s are those of the plan, which the judge knows.
      const platform = await startPlatform({
        host,
        clients: [{ clientId, clientSecret, userId: 1, ...setup.registration }],
        rateLimit: false,
        operations: options.operations,
        tokenAuthMethods: setup.methods,
        assertionAudiences: tokenUrls,
        ...(setup.tls ? { clientCertificateHeader: CLIENT_CERTIFICATE_HEADER } : {}),
      });
      front = await startFaultyFront({
        upstream: platform.url,
        host,
        plan,
        inspect: options.inspect,
        maxRequests: options.maxRequests,
        secrets: [clientSecret, ...setup.secrets],
        credentials: { scheme: 'bearer', tokenPath: DEFAULT_TOKEN_PATH },
        classify: classifierB(options.operations),
        ...(setup.tls ? { tls: setup.tls } : {}),
      }).catch(async (err: unknown) => {
        await platform.close();
        throw err;
      });
      const started = front;
      const env: Record<string, string> = {
        CONFORMANCE_TARGET: started.url,
        CONFORMANCE_TOKEN_URL: started.url + DEFAULT_TOKEN_PATH,
        CONFORMANCE_CLIENT_ID: clientId,
        ...(setup.methods.some((m) => m === 'client_secret_basic' || m === 'client_secret_post') ? { CONFORMANCE_CLIENT_SECRET: clientSecret } : {}),
        ...setup.env,
      };
      return {
        iface: 'b',
        url: started.url,
        env,
        shownEnv: { ...env, ...setup.shownEnv },
        secrets: [clientSecret, ...setup.secrets],
        front: started,
        close: async () => {
          try {
            await started.close();
            await platform.close();
          } finally {
            setup.cleanup();
          }
        },
      };
    } catch (err) {
      setup.cleanup();
      throw err;
    }
  }
  const { startDocumentHolder, randomApiKey } = await import('../interface-a/index.ts');
  const apiKey = randomApiKey();
  const apiKeyHeader = options.apiKeyHeader ?? DEFAULT_API_KEY_HEADER;
  const holder = await startDocumentHolder({ host, apiKey, apiKeyHeader, operations: options.operations });
  const ops = (Object.keys(DEFAULT_OPERATIONS_A) as OperationNameA[]).map((name) => [name, parseOperation(options.operations?.[name] ?? DEFAULT_OPERATIONS_A[name])] as const);
  const front = await startFaultyFront({
    upstream: holder.url,
    host,
    plan,
    inspect: options.inspect,
    maxRequests: options.maxRequests,
    secrets: [apiKey],
    credentials: { scheme: 'api-key', header: apiKeyHeader, key: apiKey },
    classify: (method, pathname, headers, query) => ops.find(([, op]) => matchOperation(op, method, pathname, headers, query) !== null)?.[0] ?? 'other',
  }).catch(async (err: unknown) => {
    await holder.close();
    throw err;
  });
  return {
    iface: 'a',
    url: front.url,
    env: { CONFORMANCE_TARGET: front.url, CONFORMANCE_API_KEY: apiKey, CONFORMANCE_API_KEY_HEADER: apiKeyHeader },
    shownEnv: { CONFORMANCE_TARGET: front.url, CONFORMANCE_API_KEY: apiKey, CONFORMANCE_API_KEY_HEADER: apiKeyHeader },
    secrets: [apiKey],
    front,
    close: async () => {
      await front.close();
      await holder.close();
    },
  };
}

/** The base URL under each name a loopback server is reached by (the server certificate carries both). */
function loopbackNames(url: string): string[] {
  const u = new URL(url);
  const names = u.hostname === '127.0.0.1' || u.hostname === 'localhost' ? ['127.0.0.1', 'localhost'] : [u.hostname];
  return names.map((h) => `${u.protocol}//${h}:${u.port}`);
}

interface ClientAuthSetup {
  methods: readonly TokenAuthMethod[];
  registration: Partial<ClientCredentials>;
  tls?: { cert: string; key: string };
  env: Record<string, string>;
  shownEnv: Record<string, string>;
  secrets: string[];
  cleanup(): void;
}

/** The lines of a PEM private key, each a secret: a report must not carry even a part of it. */
function keySecrets(pem: string): string[] {
  return [pem, pem.trim(), ...pem.split(/\r?\n/).filter((l) => !l.startsWith('-----') && l.trim().length >= 16).map((l) => l.trim())];
}

/**
 * What the token endpoint registers for the client and what the client is handed. Files it is handed
 * (certificate, key, CA) live in a temporary folder removed by cleanup, whatever way the judgement ends.
 */
function clientAuthentication(auth: JudgedAuth, clientId: string, host: string): ClientAuthSetup {
  const none = { env: {}, shownEnv: {}, secrets: [], cleanup: () => {} };
  if (auth.method === 'client_secret') return { ...none, env: auth.only ? { CONFORMANCE_AUTH_METHOD: auth.only } : {}, methods: auth.only ? [auth.only] : ['client_secret_basic', 'client_secret_post'], registration: {} };
  const dir = mkdtempSync(join(tmpdir(), 'conformance-judge-'));
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  try {
    const write = (name: string, text: string) => {
      const path = join(dir, name);
      writeFileSync(path, text, { mode: 0o600 });
      return path;
    };
    if (auth.method === 'private_key_jwt') {
      if (auth.publicKey) return { ...none, cleanup, methods: ['private_key_jwt'], registration: { assertionKey: auth.publicKey }, env: { CONFORMANCE_AUTH_METHOD: 'private_key_jwt' } };
      const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const pem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      const keyFile = write('client-key.pem', pem);
      const kid = `judge-${randomBytes(4).toString('hex')}`;
      return {
        methods: ['private_key_jwt'],
        registration: { assertionKey: pair.publicKey },
        // The key itself, as `run` reads CONFORMANCE_CLIENT_KEY.
        env: { CONFORMANCE_AUTH_METHOD: 'private_key_jwt', CONFORMANCE_CLIENT_KEY: pem, CONFORMANCE_CLIENT_KEY_ID: kid },
        shownEnv: { CONFORMANCE_CLIENT_KEY: `"$(cat ${keyFile})"` },
        secrets: keySecrets(pem),
        cleanup,
      };
    }
    const ca = makeCertificate({ commonName: `conformance judge CA ${randomBytes(4).toString('hex')}`, ca: true });
    const server = makeCertificate({ commonName: host, issuer: ca, serverNames: [...new Set([host, '127.0.0.1', 'localhost'])] });
    const env: Record<string, string> = { CONFORMANCE_AUTH_METHOD: auth.method, CONFORMANCE_CA: write('ca.pem', ca.cert) };
    const secrets = keySecrets(server.key);
    let registered: RegisteredCertificate;
    if (auth.certificate) {
      registered = auth.method === 'self_signed_tls_client_auth' ? { kind: 'self-signed', publicKey: auth.certificate.publicKey } : { kind: 'subject', subject: auth.certificate.subject };
    } else {
      const client = makeCertificate({ commonName: clientId, client: true, ...(auth.method === 'tls_client_auth' ? { issuer: ca } : {}) });
      registered = auth.method === 'self_signed_tls_client_auth' ? { kind: 'self-signed', publicKey: client.x509.publicKey } : { kind: 'subject', subject: client.x509.subject, ca: ca.x509 };
      env.CONFORMANCE_CERT = write('client-cert.pem', client.cert);
      env.CONFORMANCE_KEY = write('client-key.pem', client.key);
      secrets.push(...keySecrets(client.key));
    }
    return { methods: [auth.method], registration: { certificate: registered }, tls: { cert: server.cert, key: server.key }, env, shownEnv: {}, secrets, cleanup };
  } catch (err) {
    cleanup();
    throw err;
  }
}
