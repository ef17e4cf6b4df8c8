// Options of the reference platform and their defaults.
import { randomBytes } from 'node:crypto';
import { DEFAULT_OPERATIONS_B, DEFAULT_TOKEN_PATH } from '../../src/defaults.ts';
import { parseOperation, type OperationInput, type OperationSpec } from '../../src/profile/operations.ts';
import { behaviourWith, type PlatformBehaviour, type RetryAfterFormat } from './behaviour.ts';
import { Directory, type FixturesInput } from './fixtures.ts';
import type { OperationNameB } from './model.ts';
import { TOKEN_AUTH_METHODS, type ClientCredentials, type TokenAuthMethod, type TokenVerifier } from './oauth.ts';
import { DEFAULT_RATE_LIMIT, type RateLimit } from './throttle.ts';
import type { TransportOptions } from '../common/transport.ts';

/** An action that exists before the run, authored by a fixture user through no client. */
export interface SeedAction {
  authorUserId: number | bigint;
  /** A creation body (part 2.2), validated like one sent to B2. */
  body: Record<string, unknown>;
  /** Initiator of its CREATED history item. */
  initiator?: string;
  /** Comments with their replies: no operation creates them, so only an action present before a run has any. */
  comments?: SeedComment[];
}

export interface SeedComment {
  authorUserId: number | bigint;
  comment: string;
  replies?: { authorUserId: number | bigint; comment: string }[];
}

export interface PlatformOptions {
  /** OAuth clients; default one client (clientId/clientSecret below, else random) acting for the first user. */
  clients?: ClientCredentials[];
  clientId?: string;
  clientSecret?: string;
  tokenLifetimeSeconds?: number;
  /** Where the operations are served; default DEFAULT_OPERATIONS_B. */
  operations?: Partial<Record<OperationNameB, OperationInput>>;
  tokenPath?: string;
  /** Client authentication methods the token endpoint takes; default both. */
  tokenAuthMethods?: readonly TokenAuthMethod[];
  /** What a client assertion's aud may name; default the token endpoint and origin of the request's Host. */
  assertionAudiences?: () => readonly string[];
  /** A header in which a TLS-terminating front passes on the client's certificate (see TokenIssuer). */
  clientCertificateHeader?: string;
  /**
   * Accept the tokens of another authorization server: the verifier names the client a token was issued
   * to (one of `clients`), or undefined. Set, the platform's own tokens are not accepted.
   */
  tokenVerifier?: TokenVerifier;
  fixtures?: FixturesInput;
  /** Token bucket per client; false turns throttling off. */
  rateLimit?: RateLimit | false;
  retryAfterFormat?: RetryAfterFormat;
  /** First id of actions, tasks and files; may exceed 2^53. */
  idStart?: bigint | number;
  maxBodyBytes?: number;
  /** Deeper JSON bodies are refused with 400 before parsing. */
  maxJsonDepth?: number;
  /** Overrides of the platform's rules: how a mutant breaks one of them. */
  mutation?: Partial<PlatformBehaviour>;
  seedActions?: SeedAction[];
  /** Clock in milliseconds since the epoch (timestamps, token expiry, throttling); a fraction gives timestamps microseconds. */
  now?: () => number;
  /** Compression of answers and keep-alive; default neither compressed nor closed. */
  transport?: TransportOptions;
}

export const DEFAULT_TOKEN_LIFETIME_SECONDS = 3600;
export const DEFAULT_MAX_BODY_BYTES = 50 * 1024 * 1024;
export const DEFAULT_MAX_JSON_DEPTH = 64;

export interface ResolvedOptions {
  clients: ClientCredentials[];
  tokenLifetimeSeconds: number;
  operations: Record<OperationNameB, OperationSpec>;
  tokenPath: string;
  tokenAuthMethods: readonly TokenAuthMethod[];
  assertionAudiences?: () => readonly string[];
  clientCertificateHeader?: string;
  tokenVerifier?: TokenVerifier;
  directory: Directory;
  rateLimit: RateLimit | false;
  retryAfterFormat: RetryAfterFormat;
  idStart: bigint;
  maxBodyBytes: number;
  maxJsonDepth: number;
  behaviour: PlatformBehaviour;
  seedActions: SeedAction[];
  now: () => number;
  transport: TransportOptions;
}

export function resolveOptions(options: PlatformOptions = {}): ResolvedOptions {
  const directory = new Directory(options.fixtures);
  const firstUser = [...directory.users.keys()][0];
  if (firstUser === undefined) throw new Error('the platform needs at least one fixture user');
  const clients = options.clients ?? [
    {
      clientId: options.clientId ?? `client-${randomBytes(6).toString('hex')}`,
      clientSecret: options.clientSecret ?? randomBytes(24).toString('base64url'),
      userId: firstUser,
    },
  ];
  if (clients.length === 0) throw new Error('the platform needs at least one client');
  for (const c of clients) {
    if (!directory.users.has(BigInt(c.userId))) throw new Error(`client ${c.clientId} acts for unknown user ${c.userId}`);
  }
  const operations = Object.fromEntries(
    (Object.keys(DEFAULT_OPERATIONS_B) as OperationNameB[]).map((name) => [name, parseOperation(options.operations?.[name] ?? DEFAULT_OPERATIONS_B[name])]),
  ) as Record<OperationNameB, OperationSpec>;
  return {
    clients,
    tokenLifetimeSeconds: options.tokenLifetimeSeconds ?? DEFAULT_TOKEN_LIFETIME_SECONDS,
    operations,
    tokenPath: options.tokenPath ?? DEFAULT_TOKEN_PATH,
    tokenAuthMethods: options.tokenAuthMethods ?? TOKEN_AUTH_METHODS,
    ...(options.assertionAudiences ? { assertionAudiences: options.assertionAudiences } : {}),
    ...(options.clientCertificateHeader ? { clientCertificateHeader: options.clientCertificateHeader } : {}),
    ...(options.tokenVerifier ? { tokenVerifier: options.tokenVerifier } : {}),
    directory,
    rateLimit: options.rateLimit ?? DEFAULT_RATE_LIMIT,
    retryAfterFormat: options.retryAfterFormat ?? 'seconds',
    idStart: BigInt(options.idStart ?? 1),
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    maxJsonDepth: options.maxJsonDepth ?? DEFAULT_MAX_JSON_DEPTH,
    behaviour: behaviourWith(options.mutation),
    seedActions: options.seedActions ?? [],
    now: options.now ?? Date.now,
    transport: options.transport ?? {},
  };
}
