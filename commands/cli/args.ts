// Reading parsed flags with one set of rules for every command: a flag given twice, given without a
// value, or given a non-number where a number is due is a usage error (exit 2), never a silent default.
import { UsageError } from '../../src/errors.ts';

export function argReaders(a: Record<string, unknown>) {
  return {
    num(k: string): number | undefined {
      const v = a[k];
      if (v === undefined) return undefined;
      if (Array.isArray(v)) throw new UsageError(`--${k} is given more than once`);
      if (typeof v !== 'number' || Number.isNaN(v)) throw new UsageError(`--${k} must be a number`);
      return v;
    },
    str(k: string): string | undefined {
      const v = a[k];
      if (v === undefined) return undefined;
      if (Array.isArray(v)) throw new UsageError(`--${k} is given more than once`);
      if (typeof v !== 'string' || v === '') throw new UsageError(`--${k} needs a value`);
      return v;
    },
    list(k: string): string[] | undefined {
      const v = a[k] as unknown[] | undefined;
      // `--only` with no value would otherwise mean "every check", and `--interface` alone "both".
      if (v !== undefined && (v.length === 0 || v.some((x) => String(x).trim() === ''))) throw new UsageError(`--${k} needs a value`);
      return v?.map(String);
    },
    bool(k: string): boolean | undefined {
      return a[k] as boolean | undefined;
    },
  };
}

/** The flags of `targetOptions` (./options.ts): target, credentials and request bounds. */
export function targetFlags(a: Record<string, unknown>) {
  const { num, str, bool } = argReaders(a);
  return {
    target: str('target'),
    config: str('config'),
    apiKey: str('api-key'),
    apiKeyHeader: str('api-key-header'),
    tokenUrl: str('token-url'),
    clientId: str('client-id'),
    clientSecret: str('client-secret'),
    scope: str('scope'),
    issuer: str('issuer'),
    authMethod: str('auth-method'),
    clientKey: str('client-key'),
    clientKeyId: str('client-key-id'),
    bearerToken: str('bearer-token'),
    outputDir: str('output-dir'),
    requestTimeout: num('request-timeout'),
    insecure: bool('insecure'),
    cert: str('cert'),
    key: str('key'),
    ca: str('ca'),
  };
}

/** `--interface` values as sides, both when none is given. */
export function sidesOf(values: string[] | undefined): ('a' | 'b')[] {
  if (!values || values.length === 0) return ['a', 'b'];
  const out = new Set<'a' | 'b'>();
  for (const v of values.flatMap((x) => x.split(','))) {
    const i = v.trim().toLowerCase();
    if (i === 'both') {
      out.add('a');
      out.add('b');
    } else if (i === 'a' || i === 'b') out.add(i);
    else throw new UsageError(`--interface must be a or b, got "${v}"`);
  }
  return [...out].sort();
}
