// `conformance doctor`: the run's configuration resolved and the target probed, without running checks.
// Prints the operations (method, path, where each parameter travels), the credentials in use (by name,
// never by value) and what the setup probe saw; exit 0 when the setup looks usable, 2 otherwise.
import { resolveRunConfig, type RunConfig, type RunFlags } from '../../src/engine/config.ts';
import { UsageError } from '../../src/errors.ts';
import { assertReachable } from '../../src/engine/preflight.ts';
import { probeInterface } from '../run/probe.ts';
import { authFor } from '../run/run.ts';
import { startEmbeddedTarget } from '../run/embedded.ts';
import { HttpClient } from '../../src/http/client.ts';
import { Secrets } from '../../src/http/secrets.ts';
import { OAuthClientCredentials } from '../../src/auth/oauth.ts';
import { DEFAULT_MATERIAL_LINK, type OperationName } from '../../src/defaults.ts';
import { headerParams, pathParams, type OperationSpec } from '../../src/profile/operations.ts';
import { OPERATION_LABELS, OPERATION_PARAMS } from '../../src/profile/parameters.ts';
import type { InterfaceTarget } from '../../src/engine/api.ts';
import type { InterfaceId } from '../../src/engine/types.ts';
import { toRunFlags } from './run.ts';

export async function doctorCommand(args: Record<string, unknown>, io: { stdout: NodeJS.WritableStream; stderr?: NodeJS.WritableStream }): Promise<number> {
  const flags = toRunFlags(args);
  const env = process.env;
  const config = resolveRunConfig(flags, env);
  const out = (line = '') => io.stdout.write(`${line}\n`);
  const problems: string[] = [];
  const secrets = new Secrets();
  const stops: (() => Promise<void>)[] = [];
  const controller = new AbortController();
  try {
    if (config.embedded) for (const iface of config.interfaces) stops.push(await startEmbeddedTarget(iface, config, 'conformance-doctor'));
    secrets.add(config.a.apiKey);
    secrets.addHeaderName(config.a.apiKeyHeader);
    secrets.add(config.b.bearerToken);
    const http = new HttpClient({ secrets, requestTimeoutMs: config.requestTimeoutMs, insecure: config.insecure });
    stops.push(() => http.destroy());
    if (flags.config) out(`profile      ${flags.config}`);
    for (const iface of config.interfaces) {
      const side = iface === 'a' ? config.a : config.b;
      const base = side.target!;
      out(`interface ${iface.toUpperCase()}`);
      out(`  target       ${base}${config.embedded ? ' (the embedded reference, started for this command)' : ''}`);
      for (const line of credentialLines(iface, config, flags, env)) out(`  ${line}`);
      out('  operations');
      const ops = side.operations as Record<string, OperationSpec>;
      const width = Math.max(...Object.keys(ops).map((n) => n.length));
      for (const [name, op] of Object.entries(ops)) {
        out(`    ${OPERATION_LABELS[name as OperationName]} ${name.padEnd(width)}  ${op.method} ${op.path}${placements(name as OperationName, op)}`);
      }
      if (iface === 'a') {
        const { materialKey, revisionKey } = config.a.materialLink;
        const isDefault = materialKey === DEFAULT_MATERIAL_LINK.materialKey && revisionKey === DEFAULT_MATERIAL_LINK.revisionKey;
        out(`  materialLink metaData key "${materialKey}" names the material, "${revisionKey}" its revision${isDefault ? ' (the default: if A3 finds none of the documents A1 creates, the holder uses other keys: set a.materialLink)' : ''}`);
      }
      if (iface === 'b') out(`  fixtures     categoryIds ${config.b.fixtures.categoryIds.join(',')}; userIds ${config.b.fixtures.userIds.join(',')}; companyIds ${config.b.fixtures.companyIds.join(',')}`);

      const problem = await probe(iface, base, config, secrets, http, controller.signal, out);
      out(`  verdict      ${problem ?? 'the setup looks usable'}`);
      if (problem) problems.push(problem);
    }
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  }
  const stderr = io.stderr ?? process.stderr;
  for (const p of problems) stderr.write(`conformance: ${p.replace(/[\r\n]+/g, ' ')}\n`);
  return problems.length ? 2 : 0;
}

/** Reachability, credentials and the setup probe of one interface; the setup mistake found, if any. */
async function probe(
  iface: InterfaceId,
  base: string,
  config: RunConfig,
  secrets: Secrets,
  http: HttpClient,
  signal: AbortSignal,
  out: (line?: string) => void,
): Promise<string | undefined> {
  try {
    await assertReachable(base, config.requestTimeoutMs, config.insecure);
    const auth = await authFor(iface, config, secrets, (line) => out(`  note         ${line}`));
    if (auth instanceof OAuthClientCredentials) for (const line of tokenLines(auth, config)) out(`  ${line}`);
    const target: InterfaceTarget = { iface, baseUrl: base, operations: iface === 'a' ? config.a.operations : config.b.operations, auth };
    const outcome = await probeInterface(target, http, config, signal);
    out('  probe');
    for (const a of outcome.answers) {
      const label = OPERATION_LABELS[a.operation as OperationName] ?? a.operation;
      const seen = a.status !== undefined ? `${a.status}${a.contentType ? ` ${a.contentType.split(';')[0]}` : ''}${a.html ? ' (an HTML page)' : ''}` : `no answer: ${a.error}`;
      out(`    ${label} ${a.method} ${secrets.redact(a.url)} -> ${secrets.redact(seen)}`);
    }
    if (outcome.leftBehind.length) out(`  left behind  ${outcome.leftBehind.join(', ')} (created by the probe, could not be deleted)`);
    if (outcome.notOurs.length) out(`  not ours     ${outcome.notOurs.join(', ')} (a probe create answered with it, yet it reads back as a record the run did not create: left untouched)`);
    // A run leaves unanswered requests to its checks (they are findings, with evidence); here nothing was
    // learnt about the setup, so it cannot be called usable.
    const unanswered = outcome.answers.filter((a) => a.status === undefined);
    if (!outcome.problem && unanswered.length === outcome.answers.length && unanswered.length > 0) {
      return secrets.redact(`interface ${iface.toUpperCase()}: no operation answered the probe (e.g. ${unanswered[0].method} ${unanswered[0].url}: ${unanswered[0].error}): is --target the API, and does it answer within --request-timeout ${config.requestTimeoutMs} ms?`);
    }
    return outcome.problem;
  } catch (err) {
    if (err instanceof UsageError) return err.message;
    throw err;
  }
}

/** The token obtained, by its properties only: the method, the endpoint (and where it was read), the lifetime. Never the token. */
function tokenLines(auth: OAuthClientCredentials, config: RunConfig): string[] {
  const lifetime = auth.lifetimeSeconds === undefined ? 'no lifetime given (expires_in absent, not a JWT with exp): renewed hourly and after a 401' : `lifetime ${Math.round(auth.lifetimeSeconds)} s`;
  const lines = [`token        obtained (client authentication ${auth.method}; ${auth.tokenFormat === 'jwt' ? 'a JWT' : 'opaque'}, ${lifetime})`];
  if (config.b.oauth?.issuer) {
    lines.push(`endpoint     ${auth.tokenEndpoint}, read from the metadata of ${config.b.oauth.issuer} (methods offered: ${auth.supportedMethods?.join(', ') ?? 'none listed'})`);
  }
  return lines;
}

/** Where each parameter of the operation travels: path, header (named) or query. */
function placements(name: OperationName, op: OperationSpec): string {
  const inPath = new Set(pathParams(op));
  const inHeader = headerParams(op);
  const params = OPERATION_PARAMS[name];
  if (params.length === 0) return '';
  const parts: string[] = [];
  const inQuery: string[] = [];
  for (const p of params) {
    if (inPath.has(p)) parts.push(`${p}: path`);
    else if (inHeader.has(p)) parts.push(`${p}: header ${inHeader.get(p)}`);
    else inQuery.push(p);
  }
  if (inQuery.length) parts.push(inQuery.length > 4 && parts.length === 0 ? 'every parameter: query' : inQuery.length > 4 ? 'the others: query' : `${inQuery.join(', ')}: query`);
  return `   (${parts.join('; ')})`;
}

/** The credentials in use, by where they came from; never their values. */
function credentialLines(iface: InterfaceId, config: RunConfig, flags: RunFlags, env: NodeJS.ProcessEnv): string[] {
  const from = (flag: string | undefined, flagName: string, envName: string, profileKey: string) =>
    flag !== undefined ? flagName : env[envName] !== undefined ? envName : `${profileKey} in the profile`;
  if (iface === 'a') {
    const source = config.embedded ? 'generated for the embedded reference' : from(flags.apiKey, '--api-key', 'CONFORMANCE_API_KEY', 'a.apiKey');
    return [`credentials  API key in header ${config.a.apiKeyHeader}, from ${source}`];
  }
  if (config.b.bearerToken) return [`credentials  static bearer token, from ${from(flags.bearerToken, '--bearer-token', 'CONFORMANCE_BEARER_TOKEN', 'b.bearerToken')}`];
  const o = config.b.oauth;
  if (!o) return ['credentials  none'];
  if (config.embedded) return [`credentials  OAuth 2.0 client credentials generated for the embedded reference; token endpoint ${o.tokenUrl}`];
  const method = o.authMethod ?? (o.issuer ? undefined : 'client_secret_basic, then client_secret_post once if Basic is refused');
  const proof =
    o.authMethod === 'private_key_jwt'
      ? `private key from ${o.privateKey?.source.replace(/:$/, '') ?? 'none'}${o.keyId ? `, kid ${o.keyId}` : ''}`
      : o.authMethod === 'tls_client_auth' || o.authMethod === 'self_signed_tls_client_auth'
        ? 'the client certificate of --cert (or b.tls.cert)'
        : `secret from ${from(flags.clientSecret, '--client-secret', 'CONFORMANCE_CLIENT_SECRET', 'b.oauth.clientSecret')}`;
  const where = o.tokenUrl ?? `from the metadata of issuer ${o.issuer}`;
  return [
    `credentials  OAuth 2.0 client credentials: client id from ${from(flags.clientId, '--client-id', 'CONFORMANCE_CLIENT_ID', 'b.oauth.clientId')}, ${proof}`,
    `token        ${where}, ${method ?? 'the method chosen from the methods the issuer lists'}${o.scope !== undefined ? `, scope from ${flags.scope !== undefined ? '--scope' : 'b.oauth.scope in the profile'}` : ''}${o.params ? `, extra parameters ${Object.keys(o.params).join(', ')}` : ''}`,
  ];
}
