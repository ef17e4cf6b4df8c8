// The reference server of one interface behind a fault-injecting front, with fresh credentials: what a
// client under judgement talks to, and the environment that tells the client where and how.
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { DEFAULT_API_KEY_HEADER, DEFAULT_OPERATIONS_A, DEFAULT_OPERATIONS_B, DEFAULT_TOKEN_PATH, type OperationNameA, type OperationNameB } from '../../src/defaults.ts';
import { matchOperation, parseOperation, type OperationInput } from '../../src/profile/operations.ts';
import { startFaultyFront, type FaultyFront } from './front.ts';
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
}

export interface JudgedServer {
  iface: 'a' | 'b';
  /** Base URL the client is given (the front). */
  url: string;
  /** The variables a client needs, secrets included: for the client's environment only, never for a report. */
  env: Record<string, string>;
  /** Values that must never appear in any output. */
  secrets: string[];
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
    // The reference's own throttle is off: the only 429s are those of the plan, which the judge knows.
    const platform = await startPlatform({ host, clients: [{ clientId, clientSecret, userId: 1 }], rateLimit: false, operations: options.operations });
    const front = await startFaultyFront({
      upstream: platform.url,
      host,
      plan,
      inspect: options.inspect,
      maxRequests: options.maxRequests,
      secrets: [clientSecret],
      credentials: { scheme: 'bearer', tokenPath: DEFAULT_TOKEN_PATH },
      classify: classifierB(options.operations),
    }).catch(async (err: unknown) => {
      await platform.close();
      throw err;
    });
    return {
      iface: 'b',
      url: front.url,
      env: {
        CONFORMANCE_TARGET: front.url,
        CONFORMANCE_TOKEN_URL: front.url + DEFAULT_TOKEN_PATH,
        CONFORMANCE_CLIENT_ID: clientId,
        CONFORMANCE_CLIENT_SECRET: clientSecret,
      },
      secrets: [clientSecret],
      front,
      close: async () => {
        await front.close();
        await platform.close();
      },
    };
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
    secrets: [apiKey],
    front,
    close: async () => {
      await front.close();
      await holder.close();
    },
  };
}
