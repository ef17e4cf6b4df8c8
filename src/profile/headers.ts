// Extra headers of an interface (`a.headers`, `b.headers`): a gateway key or a tenant id sent on every
// request. They may not take the place of the credential header or of the headers the client itself manages.
import { UsageError } from '../errors.ts';

/** Set by the HTTP client from the request itself; a profile value would clash with it. */
const MANAGED = new Set(['host', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'upgrade', 'te', 'expect', 'proxy-authorization']);

/** Names lower-cased (HTTP names are case-insensitive, and the checks' own headers then win cleanly). */
export function resolveExtraHeaders(headers: Record<string, string> | undefined, authHeader: string, where: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    const lower = name.toLowerCase();
    if (lower === authHeader.toLowerCase()) throw new UsageError(`${where}.${name} would replace the credential header ${authHeader}: give the credential as such, not as an extra header`);
    if (MANAGED.has(lower)) throw new UsageError(`${where}.${name} is set by the client itself and cannot be configured`);
    if (lower in out) throw new UsageError(`${where}.${name} is given twice (header names ignore case)`);
    out[lower] = value;
  }
  return out;
}

/** The shell variable a curl line names instead of an extra header's value: X-Tenant-Id → $CONFORMANCE_HEADER_X_TENANT_ID. */
export function headerEnvName(name: string): string {
  return `CONFORMANCE_HEADER_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}
