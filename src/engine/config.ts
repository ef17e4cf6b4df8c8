// Turns flags, environment and profile into one validated run configuration. Flags win over their
// environment twins, which win over the profile; defaults come from src/defaults.ts.
import {
  DEFAULTS,
  DEFAULT_API_KEY_HEADER,
  DEFAULT_FIXTURES_B,
  DEFAULT_MATERIAL_LINK,
  DEFAULT_OPERATIONS_A,
  DEFAULT_OPERATIONS_B,
  DEFAULT_TOKEN_PATH,
  LOAD_DEFAULTS,
} from '../defaults.ts';
import { UsageError } from '../errors.ts';
import { checkProfile, loadProfile, type Profile } from '../profile/load.ts';
import { parseOperation, type OperationInput, type OperationSpec } from '../profile/operations.ts';
import type { InterfaceId } from './types.ts';
import { baselineOf, checkBaselineInterfaces, loadBaseline, type Baseline } from '../gate/baseline.ts';
import { FAIL_ON_VALUES, type FailOn } from '../gate/gate.ts';
import { dirname, resolve as resolvePath } from 'node:path';
import { resolveExtraHeaders } from '../profile/headers.ts';
import { readClientTls } from '../profile/tls.ts';
import type { ClientTls } from '../http/dispatcher.ts';
import { clientAuthMethod, usesSecret, type ClientAuthMethod } from '../auth/methods.ts';
import { certificateThumbprints, checkClientKey, readClientKeyFile, type ClientKeyText } from '../auth/clientKey.ts';

export interface RunFlags {
  target?: string;
  interface?: string[];
  config?: string;
  apiKey?: string;
  apiKeyHeader?: string;
  tokenUrl?: string;
  clientId?: string;
  clientSecret?: string;
  scope?: string;
  /** The authorization server's issuer: the token endpoint and its methods are read from its metadata. */
  issuer?: string;
  authMethod?: string;
  /** private_key_jwt: the private key (PEM or JWK file) and its kid. */
  clientKey?: string;
  clientKeyId?: string;
  bearerToken?: string;
  reporter?: string[];
  outputDir?: string;
  seed?: number;
  runs?: number;
  /** false (--no-shrink): a failing property reports its first failing case as it is. */
  shrink?: boolean;
  only?: string[];
  exclude?: string[];
  /** Seconds the whole run may take (--max-time). */
  maxTime?: number;
  maxFailures?: number;
  requestTimeout?: number;
  load?: boolean;
  insecure?: boolean;
  concurrency?: number;
  maxRate?: number;
  loadMaxRequests?: number;
  loadMaxSeconds?: number;
  keepFailed?: boolean;
  /** TLS client certificate, its key, and extra CAs (PEM files) for both interfaces; override the profile's. */
  cert?: string;
  key?: string;
  ca?: string;
  /** A profile given as an object (the programmatic API) instead of a file; checked against the same schema. */
  profile?: Profile;
  /** A baseline file or JSON report (`--baseline`), or its parsed content (the programmatic API). */
  baseline?: string | Record<string, unknown>;
  /** `must` (default) or `should`: which results fail the run. */
  failOn?: string;
}

export interface ConfigA {
  target?: string;
  apiKey?: string;
  apiKeyHeader: string;
  operations: Record<keyof typeof DEFAULT_OPERATIONS_A, OperationSpec>;
  materialLink: { materialKey: string; revisionKey: string };
  /** Extra headers on every request (names lower case). */
  headers?: Record<string, string>;
  tls?: ClientTls;
  /** The absolute paths of the TLS files read into `tls`: a reproduction script hands them to curl. */
  tlsFiles?: TlsFiles;
}

export interface TlsFiles {
  cert?: string;
  key?: string;
  ca?: string;
}

export interface OAuthConfig {
  /** The token endpoint; unset with an issuer until its metadata is read (the run sets it then). */
  tokenUrl?: string;
  issuer?: string;
  clientId: string;
  clientSecret?: string;
  scope?: string;
  authMethod?: ClientAuthMethod;
  privateKey?: ClientKeyText;
  keyId?: string;
  algorithm?: string;
  certificate?: ClientKeyText;
  assertionAudience?: string;
  params?: Record<string, string>;
}

export interface ConfigB {
  target?: string;
  bearerToken?: string;
  oauth?: OAuthConfig;
  operations: Record<keyof typeof DEFAULT_OPERATIONS_B, OperationSpec>;
  fixtures: { categoryIds: number[]; userIds: number[]; companyIds: number[]; benefits?: Record<string, unknown> };
  /** Extra headers on every request (names lower case); sent to the token endpoint too when it shares the target's origin. */
  headers?: Record<string, string>;
  tls?: ClientTls;
  /** The absolute paths of the TLS files read into `tls`: a reproduction script hands them to curl. */
  tlsFiles?: TlsFiles;
}

export interface RunConfig {
  interfaces: InterfaceId[];
  /** No target given anywhere: the embedded reference servers are started and tested. */
  embedded: boolean;
  a: ConfigA;
  b: ConfigB;
  reporters: string[];
  outputDir: string;
  seed: number;
  runs: number;
  /** Failing properties shrink their counterexample (false: --no-shrink). */
  shrink: boolean;
  only?: string[];
  /** Check ids left out (globs, like `only`). */
  exclude?: string[];
  /** The whole run's time bound, when one is given. */
  maxTimeMs?: number;
  /** Stop after this many MUST failures, when given. */
  maxFailures?: number;
  /** Transport failures in a row after which the target counts as unresponsive. */
  unresponsiveAfter: number;
  /** The profile file given, for the report. */
  profileFile?: string;
  requestTimeoutMs: number;
  load: boolean;
  loadBounds: { maxRequests: number; maxSeconds: number; connections: number };
  insecure: boolean;
  concurrency: number;
  /** Keep the resources of failed checks on the target (listed by id). */
  keepFailed: boolean;
  /** The profile file and the --target flag as given: replay hints repeat them. */
  profilePath?: string;
  /**
   * The secrets the run took from the profile file (neither a flag nor the environment gave them), and the
   * file's absolute path: reproduction scripts read them from there when the environment does not give them.
   */
  secretsInProfile?: { file: string; apiKey: boolean; clientSecret: boolean; bearerToken: boolean };
  targetFlag?: string;
  /**
   * The setup flags given that hold no secret (where the key header is, the token endpoint or issuer, the
   * client id, the method, and the paths of key and certificate files), as given: replay hints repeat
   * them, so that a run set up by flags replays without its profile. Secrets stay in the environment.
   */
  setupFlags?: string[];
  /** Requests per second at most (`--max-rate`); undefined: unbounded. */
  maxRate?: number;
  /** Which results fail the run (`--fail-on`). */
  failOn: FailOn;
  /** The failures accepted for now (`--baseline`): known ones do not fail the run. */
  baseline?: Baseline;
}


function operations<K extends string>(defaults: Record<K, string>, overrides: Record<string, OperationInput> | undefined): Record<K, OperationSpec> {
  const out = {} as Record<K, OperationSpec>;
  for (const name of Object.keys(defaults) as K[]) out[name] = parseOperation(overrides?.[name] ?? defaults[name]);
  return out;
}

export function checkUrl(value: string, what: string): string {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) throw new UsageError(`${what} "${value}" must start with http:// or https:// (e.g. http://127.0.0.1:8080)`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`${what} "${value}" is not a URL (expected e.g. http://127.0.0.1:8080)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`${what} "${value}" must use http:// or https://`);
  return value.replace(/\/+$/, '');
}

/** Flags of `run` that set the run up without holding a secret, in the order `--help` lists them. */
const SETUP_FLAGS = {
  apiKeyHeader: '--api-key-header',
  tokenUrl: '--token-url',
  clientId: '--client-id',
  scope: '--scope',
  issuer: '--issuer',
  authMethod: '--auth-method',
  clientKey: '--client-key',
  clientKeyId: '--client-key-id',
  cert: '--cert',
  key: '--key',
  ca: '--ca',
} as const satisfies Partial<Record<keyof RunFlags, string>>;

function setupFlagsOf(flags: RunFlags): { setupFlags?: string[] } {
  const given = Object.entries(SETUP_FLAGS).flatMap(([k, flag]) => {
    const v = flags[k as keyof typeof SETUP_FLAGS];
    return v === undefined ? [] : [flag, v];
  });
  return given.length > 0 ? { setupFlags: given } : {};
}

export function resolveRunConfig(flags: RunFlags, env: NodeJS.ProcessEnv = process.env): RunConfig {
  if (flags.profile && flags.config) throw new UsageError('give the profile as an object or as a file (config), not both');
  const profile: Profile = flags.profile ? checkProfile(flags.profile, 'given as options') : flags.config ? loadProfile(flags.config) : {};
  const interfaces = normaliseInterfaces(flags.interface);
  const targetFlag = flags.target ? checkUrl(flags.target, '--target') : undefined;
  const targetA = targetFlag ?? profile.a?.target;
  const targetB = targetFlag ?? profile.b?.target;
  const embedded = interfaces.every((i) => (i === 'a' ? !targetA : !targetB));
  if (!embedded && interfaces.some((i) => (i === 'a' ? !targetA : !targetB))) {
    const missing = interfaces.filter((i) => (i === 'a' ? !targetA : !targetB));
    throw new UsageError(`no target for interface ${missing.join(', ')}: give --target or ${missing.map((i) => `${i}.target`).join(', ')} in the profile`);
  }

  const a: ConfigA = {
    target: targetA,
    apiKey: flags.apiKey ?? env.CONFORMANCE_API_KEY ?? profile.a?.apiKey,
    apiKeyHeader: flags.apiKeyHeader ?? profile.a?.apiKeyHeader ?? DEFAULT_API_KEY_HEADER,
    operations: operations(DEFAULT_OPERATIONS_A, profile.a?.operations),
    materialLink: { ...DEFAULT_MATERIAL_LINK, ...(profile.a?.materialLink ?? {}) },
  };
  const wantsA = interfaces.includes('a');
  const wantsB = interfaces.includes('b');
  if (wantsA && !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(a.apiKeyHeader)) throw new UsageError(`--api-key-header "${a.apiKeyHeader}" is not a valid header name`);

  const po = profile.b?.oauth;
  const tokenUrl = flags.tokenUrl ?? po?.tokenUrl;
  const issuer = flags.issuer ?? po?.issuer;
  const clientId = flags.clientId ?? env.CONFORMANCE_CLIENT_ID ?? po?.clientId;
  const clientSecret = flags.clientSecret ?? env.CONFORMANCE_CLIENT_SECRET ?? po?.clientSecret;
  const givenMethod = clientAuthMethod(flags.authMethod) ?? po?.authMethod;
  const profileDir = dirname(flags.config ?? '');
  const privateKey = !interfaces.includes('b')
    ? undefined
    : flags.clientKey !== undefined
      ? readClientKeyFile(flags.clientKey, '--client-key')
      : env.CONFORMANCE_CLIENT_KEY
        ? { text: env.CONFORMANCE_CLIENT_KEY, source: 'CONFORMANCE_CLIENT_KEY' }
        : po?.privateKeyFile !== undefined
          ? readClientKeyFile(resolvePath(profileDir, po.privateKeyFile), `profile ${flags.config ?? ''}: field b.oauth.privateKeyFile:`)
          : undefined;
  // A key and no secret: the key is how the client proves itself.
  const authMethod = givenMethod ?? (privateKey && !clientSecret ? 'private_key_jwt' : undefined);
  const b: ConfigB = {
    target: targetB,
    bearerToken: flags.bearerToken ?? env.CONFORMANCE_BEARER_TOKEN ?? profile.b?.bearerToken,
    operations: operations(DEFAULT_OPERATIONS_B, profile.b?.operations),
    fixtures: {
      categoryIds: [...(profile.b?.fixtures?.categoryIds ?? DEFAULT_FIXTURES_B.categoryIds)],
      userIds: [...(profile.b?.fixtures?.userIds ?? DEFAULT_FIXTURES_B.userIds)],
      companyIds: [...(profile.b?.fixtures?.companyIds ?? DEFAULT_FIXTURES_B.companyIds)],
      ...(profile.b?.fixtures?.benefits ? { benefits: { ...profile.b.fixtures.benefits } } : {}),
    },
  };
  networkSettings(flags, profile, interfaces, a, b);
  // Only the selected interfaces are configured: CI often holds the secrets of both in its environment,
  // and a run of interface A alone must not stop over interface B's credentials.
  if (wantsB && (clientId || clientSecret || tokenUrl || issuer || privateKey)) {
    const url = tokenUrl ?? (issuer ? undefined : targetB ? `${new URL(targetB).origin}${DEFAULT_TOKEN_PATH}` : undefined);
    const secretNeeded = usesSecret(authMethod);
    if (!embedded) {
      if (!clientId) throw new UsageError('interface B: --client-id (or CONFORMANCE_CLIENT_ID, or b.oauth.clientId) is missing');
      if (secretNeeded && !clientSecret) throw new UsageError(`interface B: --client-secret (or CONFORMANCE_CLIENT_SECRET, or b.oauth.clientSecret) is missing${authMethod ? '' : ' (or set --auth-method to a method without a secret)'}`);
      if (authMethod === 'private_key_jwt' && !privateKey) throw new UsageError('interface B: private_key_jwt needs the private key: give --client-key, CONFORMANCE_CLIENT_KEY or b.oauth.privateKeyFile');
      if ((authMethod === 'tls_client_auth' || authMethod === 'self_signed_tls_client_auth') && !b.tls?.cert)
        throw new UsageError(`interface B: ${authMethod} needs the client certificate: give --cert and --key (or b.tls.cert and b.tls.key)`);
    }
    const keyId = flags.clientKeyId ?? po?.keyId;
    const certificate =
      po?.certificateFile !== undefined ? readClientKeyFile(resolvePath(profileDir, po.certificateFile), `profile ${flags.config ?? ''}: field b.oauth.certificateFile:`) : undefined;
    if (authMethod === 'private_key_jwt' && privateKey) {
      checkClientKey(privateKey, po?.algorithm, keyId);
      if (certificate) certificateThumbprints(certificate, privateKey);
    }
    if ((url || issuer) && clientId && (clientSecret || !secretNeeded)) {
      b.oauth = {
        ...(url ? { tokenUrl: checkUrl(url, '--token-url') } : {}),
        // Kept as given: the metadata's issuer must equal it exactly (RFC 8414 3.3), trailing slash included.
        ...(issuer ? { issuer: (checkUrl(issuer, '--issuer'), issuer) } : {}),
        clientId,
        ...(clientSecret !== undefined ? { clientSecret } : {}),
        scope: flags.scope ?? po?.scope,
        authMethod,
        ...(authMethod === 'private_key_jwt' && privateKey ? { privateKey } : {}),
        ...(keyId !== undefined ? { keyId } : {}),
        ...(po?.algorithm !== undefined ? { algorithm: po.algorithm } : {}),
        ...(certificate ? { certificate } : {}),
        ...(po?.assertionAudience !== undefined ? { assertionAudience: po.assertionAudience } : {}),
        ...(po?.params ? { params: { ...po.params } } : {}),
      };
    }
  }

  if (!embedded) {
    if (wantsA && !a.apiKey)
      throw new UsageError('interface A: no API key: give --api-key, CONFORMANCE_API_KEY or a.apiKey in the profile');
    if (wantsB && !b.oauth && !b.bearerToken)
      throw new UsageError('interface B: no credentials: give --token-url (or --issuer)/--client-id/--client-secret (or --client-key), or --bearer-token (or their profile fields)');
  }

  const positive = (v: number | undefined, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
    if (v === undefined) return fallback;
    if (!Number.isFinite(v) || !Number.isInteger(v) || v < 1 || v > max) throw new UsageError(`${name} must be a whole number from 1 to ${max}, got ${v}`);
    return v;
  };
  const seed = flags.seed ?? Math.floor(Math.random() * 2 ** 31);
  if (!Number.isInteger(seed)) throw new UsageError(`--seed must be a whole number, got ${flags.seed}`);
  const loadSeconds = flags.loadMaxSeconds ?? profile.load?.maxSeconds ?? LOAD_DEFAULTS.maxSeconds;
  if (!Number.isFinite(loadSeconds) || loadSeconds <= 0 || loadSeconds > 3600) throw new UsageError(`--load-max-seconds must be above 0 and at most 3600, got ${loadSeconds}`);
  if (flags.maxTime !== undefined && (!Number.isFinite(flags.maxTime) || flags.maxTime <= 0 || flags.maxTime > 86_400))
    throw new UsageError(`--max-time must be a number of seconds above 0 and at most 86400, got ${flags.maxTime}`);

  const failOn = (flags.failOn ?? profile.failOn ?? DEFAULTS.failOn).toLowerCase();
  if (!(FAIL_ON_VALUES as readonly string[]).includes(failOn)) throw new UsageError(`--fail-on must be ${FAIL_ON_VALUES.join(' or ')}, got "${flags.failOn ?? profile.failOn}"`);
  const baseline = resolveBaseline(flags, profile);
  if (baseline) checkBaselineInterfaces(baseline, interfaces);

  return {
    interfaces,
    embedded,
    a,
    b,
    failOn: failOn as FailOn,
    ...(baseline ? { baseline } : {}),
    reporters: flags.reporter && flags.reporter.length ? flags.reporter : ['console'],
    outputDir: flags.outputDir ?? DEFAULTS.outputDir,
    seed,
    runs: positive(flags.runs, '--runs', DEFAULTS.runs, 100_000),
    shrink: flags.shrink !== false,
    only: flags.only,
    exclude: flags.exclude,
    maxTimeMs: flags.maxTime === undefined ? undefined : Math.round(flags.maxTime * 1000),
    maxFailures: flags.maxFailures === undefined ? undefined : positive(flags.maxFailures, '--max-failures', 1, 100_000),
    unresponsiveAfter: DEFAULTS.unresponsiveAfter,
    profileFile: flags.config,
    requestTimeoutMs: positive(flags.requestTimeout, '--request-timeout', DEFAULTS.requestTimeoutMs, 600_000),
    load: Boolean(flags.load),
    loadBounds: {
      maxRequests: positive(flags.loadMaxRequests ?? profile.load?.maxRequests, '--load-max-requests', LOAD_DEFAULTS.maxRequests, 10_000_000),
      maxSeconds: loadSeconds,
      connections: profile.load?.connections ?? LOAD_DEFAULTS.connections,
    },
    insecure: Boolean(flags.insecure),
    concurrency: positive(flags.concurrency, '--concurrency', DEFAULTS.concurrency, 256),
    keepFailed: Boolean(flags.keepFailed),
    maxRate: rate(flags.maxRate),
    ...(flags.config ? { profilePath: flags.config } : {}),
    ...(targetFlag ? { targetFlag } : {}),
    ...setupFlagsOf(flags),
    ...(flags.config
      ? {
          secretsInProfile: {
            file: resolvePath(flags.config),
            apiKey: flags.apiKey === undefined && env.CONFORMANCE_API_KEY === undefined && profile.a?.apiKey !== undefined,
            clientSecret: flags.clientSecret === undefined && env.CONFORMANCE_CLIENT_SECRET === undefined && po?.clientSecret !== undefined,
            bearerToken: flags.bearerToken === undefined && env.CONFORMANCE_BEARER_TOKEN === undefined && profile.b?.bearerToken !== undefined,
          },
        }
      : {}),
  };
}

/** Extra headers and TLS files of each interface: flags for TLS win over the profile, paths of which are taken from its folder. */
function networkSettings(flags: RunFlags, profile: Profile, interfaces: InterfaceId[], a: ConfigA, b: ConfigB): void {
  const file = flags.config ?? '';
  const fromProfile = (p: string | undefined) => (p === undefined ? undefined : resolvePath(dirname(file), p));
  for (const [side, config, authHeader] of [['a', a, a.apiKeyHeader], ['b', b, 'Authorization']] as const) {
    if (!interfaces.includes(side)) continue;
    config.headers = resolveExtraHeaders(profile[side]?.headers, authHeader, `profile ${file}: field ${side}.headers`);
    const p = profile[side]?.tls;
    const named = (key: 'cert' | 'key' | 'ca') => (flags[key] === undefined && p?.[key] !== undefined ? `profile ${file}: field ${side}.tls.${key}:` : `--${key}`);
    const files = { cert: flags.cert ?? fromProfile(p?.cert), key: flags.key ?? fromProfile(p?.key), ca: flags.ca ?? fromProfile(p?.ca) };
    config.tls = readClientTls(
      files,
      { cert: named('cert'), key: named('key'), ca: named('ca') },
      side,
    );
    // Absolute: a reproduction script runs wherever it is pasted, not where the run was started.
    if (config.tls) config.tlsFiles = Object.fromEntries(Object.entries(files).filter(([, v]) => v !== undefined).map(([k, v]) => [k, resolvePath(v!)])) as TlsFiles;
  }
}

/** `--baseline` wins over the profile's `baseline`, whose path is taken from the profile file's folder. */
function resolveBaseline(flags: RunFlags, profile: Profile): Baseline | undefined {
  if (flags.baseline !== undefined) {
    if (typeof flags.baseline === 'string') {
      if (flags.baseline === '') throw new UsageError('--baseline needs a file: --baseline <baseline.json|conformance-report.json>');
      return loadBaseline(flags.baseline);
    }
    return baselineOf(flags.baseline, 'the baseline option');
  }
  if (profile.baseline === undefined) return undefined;
  return loadBaseline(flags.config ? resolvePath(dirname(flags.config), profile.baseline) : profile.baseline);
}

function rate(v: number | undefined): number | undefined {
  if (v === undefined) return undefined;
  if (!Number.isFinite(v) || v <= 0 || v > 1_000_000) throw new UsageError(`--max-rate must be a number of requests per second above 0 and at most 1000000, got ${v}`);
  return v;
}

function normaliseInterfaces(values: string[] | undefined): InterfaceId[] {
  if (!values || values.length === 0) return ['a', 'b'];
  const out = new Set<InterfaceId>();
  for (const v of values.flatMap((x) => String(x).split(','))) {
    const i = v.trim().toLowerCase();
    if (i !== 'a' && i !== 'b') throw new UsageError(`--interface must be a or b, got "${v}"`);
    out.add(i);
  }
  return [...out].sort() as InterfaceId[];
}
