// What a reviewer of a report needs besides the verdict: the configuration the run used (secrets shown as
// `<redacted>`, never their value) and where each operation put its parameters on the wire.
import { DEFAULT_OPERATIONS_A, DEFAULT_OPERATIONS_B } from '../defaults.ts';
import { headerParams, pathParams, type OperationSpec } from '../profile/operations.ts';
import type { Secrets } from '../http/secrets.ts';
import type { RunConfig } from './config.ts';
import type { InterfaceId, OperationMapping } from './types.ts';

const REDACTED = '<redacted>';

/** The resolved configuration of the run, as a plain object, secrets replaced. */
export function describeProfile(config: RunConfig, secrets: Secrets): Record<string, unknown> {
  const secret = (v: string | undefined) => (v === undefined ? undefined : REDACTED);
  const out: Record<string, unknown> = {
    ...(config.profileFile ? { file: config.profileFile } : {}),
    interfaces: config.interfaces,
    embedded: config.embedded,
  };
  if (config.interfaces.includes('a')) {
    const a = config.a;
    out.a = { target: a.target, apiKeyHeader: a.apiKeyHeader, apiKey: secret(a.apiKey), materialLink: a.materialLink };
  }
  if (config.interfaces.includes('b')) {
    const b = config.b;
    out.b = {
      target: b.target,
      ...(b.bearerToken ? { bearerToken: REDACTED } : {}),
      ...(b.oauth
        ? {
            oauth: {
              tokenUrl: b.oauth.tokenUrl,
              ...(b.oauth.issuer ? { issuer: b.oauth.issuer } : {}),
              clientId: b.oauth.clientId,
              ...(b.oauth.clientSecret !== undefined ? { clientSecret: REDACTED } : {}),
              ...(b.oauth.privateKey ? { privateKey: REDACTED, ...(b.oauth.keyId ? { keyId: b.oauth.keyId } : {}) } : {}),
              scope: b.oauth.scope,
              authMethod: b.oauth.authMethod,
              ...(b.oauth.params ? { params: Object.keys(b.oauth.params) } : {}),
            },
          }
        : {}),
      fixtures: b.fixtures,
    };
  }
  out.run = {
    seed: config.seed,
    runs: config.runs,
    // Said only when off: a report without it shrank, as every run before the flag did.
    ...(config.shrink ? {} : { shrink: false }),
    only: config.only,
    exclude: config.exclude,
    requestTimeoutMs: config.requestTimeoutMs,
    maxTimeMs: config.maxTimeMs,
    maxFailures: config.maxFailures,
    concurrency: config.concurrency,
    load: config.load,
    ...(config.load ? { loadBounds: config.loadBounds } : {}),
  };
  // A secret may also sit inside a value (a target URL with credentials in it).
  return redactDeep(out, secrets) as Record<string, unknown>;
}

function redactDeep(value: unknown, secrets: Secrets): unknown {
  if (typeof value === 'string') return secrets.redact(value);
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, secrets));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => [k, redactDeep(v, secrets)]));
  }
  return value;
}

/** The operations of the interfaces under test, in the order of the specification (A1…A3, B1…B5). */
export function describeOperations(config: RunConfig): Partial<Record<InterfaceId, OperationMapping[]>> {
  const out: Partial<Record<InterfaceId, OperationMapping[]>> = {};
  for (const iface of config.interfaces) {
    const names = Object.keys(iface === 'a' ? DEFAULT_OPERATIONS_A : DEFAULT_OPERATIONS_B);
    const ops: Record<string, OperationSpec> = iface === 'a' ? config.a.operations : config.b.operations;
    out[iface] = names.map((name, i) => {
      const op = ops[name];
      const params: OperationMapping['params'] = [
        ...pathParams(op).map((p) => ({ name: p, in: 'path' as const })),
        ...[...headerParams(op)].map(([p, header]) => ({ name: p, in: 'header' as const, header })),
      ];
      return { operation: `${iface.toUpperCase()}${i + 1}`, name, method: op.method, path: op.path, params };
    });
  }
  return out;
}
