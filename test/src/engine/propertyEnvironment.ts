// The environment a check runs its properties in, for tests that run property checks without a target:
// an interface A target nobody listens on (the checks here send no request), the given seed and concurrency.
import { Ledger } from '../../../src/engine/ledger.ts';
import { ApiKeyAuth } from '../../../src/auth/provider.ts';
import type { HttpClient } from '../../../src/http/client.ts';
import type { ContextEnvironment } from '../../../src/engine/context.ts';

export function propertyEnvironment(http: HttpClient, seed: number, propertyConcurrency: number): ContextEnvironment {
  return {
    http,
    ledger: new Ledger(),
    seed,
    runs: 100,
    signal: new AbortController().signal,
    targets: { a: { iface: 'a', baseUrl: 'http://127.0.0.1:9', operations: {}, auth: new ApiKeyAuth('X-API-KEY', 'k') } },
    shared: new Map(),
    settings: { fixtures: { categoryIds: [1], userIds: [1], companyIds: [1] }, materialLink: { materialKey: 'm', revisionKey: 'r' }, load: { maxRequests: 1, maxSeconds: 1, connections: 1 }, embedded: true },
    propertyConcurrency,
  };
}
