// Options of each command, kept apart from the handlers so that parsing loads no engine code.
import type { Argv } from 'yargs';
import { DEFAULTS, DEFAULT_API_KEY_HEADER, JUDGE_DEFAULTS } from '../../src/defaults.ts';

/** Reporter names, known without loading the reporters. */
export const REPORTER_NAMES = ['console', 'json', 'junit', 'html', 'markdown'] as const;

/** The target, its credentials and the request bounds: the same for `run` and `simulate`. */
export function targetOptions(y: Argv) {
  return y
    .option('target', { type: 'string', describe: 'base URL of the implementation under test (omitted: the embedded reference)' })
    .option('config', { type: 'string', describe: 'profile file (JSON); flags override it' })
    .option('api-key', { type: 'string', describe: 'interface A key (prefer CONFORMANCE_API_KEY: argv can end up in logs)' })
    .option('api-key-header', { type: 'string', describe: `interface A key header (default ${DEFAULT_API_KEY_HEADER})` })
    .option('token-url', { type: 'string', describe: 'interface B OAuth 2.0 token endpoint' })
    .option('client-id', { type: 'string', describe: 'interface B client id (also CONFORMANCE_CLIENT_ID)' })
    .option('client-secret', { type: 'string', describe: 'interface B client secret (prefer CONFORMANCE_CLIENT_SECRET)' })
    .option('scope', { type: 'string', describe: 'interface B scope to request' })
    .option('issuer', { type: 'string', describe: 'interface B authorization server: token endpoint and methods read from its metadata (RFC 8414), instead of --token-url' })
    .option('auth-method', { type: 'string', describe: 'interface B client authentication: client_secret_basic, client_secret_post, private_key_jwt, tls_client_auth, self_signed_tls_client_auth' })
    .option('client-key', { type: 'string', describe: 'interface B private_key_jwt: the private key (PEM or JWK file; also CONFORMANCE_CLIENT_KEY, the key itself)' })
    .option('client-key-id', { type: 'string', describe: 'interface B private_key_jwt: the kid of the client assertion' })
    .option('bearer-token', { type: 'string', describe: 'interface B static access token (prefer CONFORMANCE_BEARER_TOKEN)' })
    .option('output-dir', { type: 'string', describe: `where report files go (default ${DEFAULTS.outputDir})` })
    .option('request-timeout', { type: 'number', describe: `ms one request may take, headers and body (default ${DEFAULTS.requestTimeoutMs})` })
    .option('insecure', { type: 'boolean', describe: 'accept an https target whose certificate is not trusted' })
    .option('cert', { type: 'string', describe: 'TLS client certificate (PEM file) for a mutual-TLS target or gateway; also a.tls/b.tls in the profile' })
    .option('key', { type: 'string', describe: 'private key (PEM file, unencrypted) of --cert' })
    .option('ca', { type: 'string', describe: "CA certificate(s) (PEM file) to trust for the target, besides the system's" });
}

export function runOptions(y: Argv) {
  return targetOptions(y)
    .option('interface', { type: 'string', array: true, describe: 'interface(s) to test: a, b (repeatable; default both)' })
    .option('reporter', { type: 'string', array: true, describe: `report format(s): ${REPORTER_NAMES.join(', ')} (repeatable; default console)` })
    .option('seed', { type: 'number', describe: 'property-based seed: the same seed replays a run' })
    .option('runs', { type: 'number', describe: `runs per property (default ${DEFAULTS.runs})` })
    .option('shrink', { type: 'boolean', describe: 'shrink a failing property to a smaller counterexample (default true; --no-shrink reports the first failing case as it is, for a faster verdict)' })
    .option('only', { type: 'string', array: true, describe: 'run the checks whose id matches (glob, e.g. "B2.*")' })
    .option('exclude', { type: 'string', array: true, describe: 'leave out the checks whose id matches (glob, e.g. "B.throttling-*"; repeatable)' })
    .option('max-time', { type: 'number', describe: 'seconds the whole run may take; then running checks stop, the rest are skipped, cleanup runs' })
    .option('max-failures', { type: 'number', describe: 'stop after this many MUST failures (the rest skipped, cleanup runs; with --baseline, new ones only)' })
    .option('load', { type: 'boolean', describe: 'add the throttling phase (burst load, 429 and Retry-After rules)' })
    .option('load-max-requests', { type: 'number', describe: 'request bound of the throttling phase' })
    .option('load-max-seconds', { type: 'number', describe: 'time bound of the throttling phase' })
    .option('concurrency', { type: 'number', describe: `requests in flight at once, across checks and property runs (default ${DEFAULTS.concurrency})` })
    .option('max-rate', { type: 'number', describe: 'requests per second at most, retries included (a politeness bound for shared systems)' })
    .option('keep-failed', { type: 'boolean', describe: 'keep the resources of failed checks on the target (listed by id) instead of deleting them' })
    .option('baseline', { type: 'string', describe: 'failures accepted for now (a file `conformance baseline` wrote, or a JSON report): those it holds are reported known and do not fail the run' })
    .option('fail-on', { type: 'string', describe: `what fails the run: must (MUST failures) or should (warnings too) (default ${DEFAULTS.failOn})` })
    .option('certify', { type: 'string', describe: 'write a certification bundle to this new directory and <dir>.tar.gz (a complete run only)' })
    .option('product', { type: 'string', describe: 'with --certify (required there): the product under test, "<name> <version>"' })
    .option('sign-key', { type: 'string', describe: 'with --certify: Ed25519 private key (PEM file) that signs SHA256SUMS' });
}

export function baselineOptions(y: Argv) {
  return y
    .positional('report', { type: 'string', describe: 'the JSON report of a run (conformance-report.json)' })
    .option('output', { type: 'string', describe: 'file to write (default conformance-baseline.json); reasons already written in it are kept' })
    .option('product', { type: 'string', describe: 'the product the baseline is of, "<name> <version>" (written in the file)' });
}

export function compareOptions(y: Argv) {
  return y
    .positional('old', { type: 'string', describe: 'the JSON report of the earlier run' })
    .positional('new', { type: 'string', describe: 'the JSON report of the later run' })
    .option('format', { choices: ['text', 'json', 'markdown'] as const, default: 'text' as const, describe: 'output format' });
}

export function verifyOptions(y: Argv) {
  return y
    .positional('bundle', { type: 'string', describe: 'certification bundle: its directory or <dir>.tar.gz' })
    .option('public-key', { type: 'string', describe: 'the vendor\'s Ed25519 public key (PEM file) to check the signature against (default: the key in the bundle)' });
}

export function serveOptions(y: Argv) {
  return y
    .option('interface', { type: 'string', array: true, describe: 'interface(s) to serve: a, b (default both)' })
    .option('host', { type: 'string', default: '127.0.0.1', describe: 'address to listen on' })
    .option('port', { type: 'number', describe: 'port of the single interface served (default A 8081, B 8082; 0 = any free port)' })
    .option('port-a', { type: 'number', describe: 'port of interface A when both are served (default 8081)' })
    .option('port-b', { type: 'number', describe: 'port of interface B when both are served (default 8082)' })
    .option('api-key', { type: 'string', describe: 'interface A key (default: random, printed)' })
    .option('api-key-header', { type: 'string', default: DEFAULT_API_KEY_HEADER, describe: 'interface A key header' })
    .option('client-id', { type: 'string', default: 'conformance', describe: 'interface B OAuth client id' })
    .option('client-secret', { type: 'string', describe: 'interface B client secret (default: random, printed)' })
    .option('token-lifetime', { type: 'number', describe: 'interface B token lifetime in seconds (default 3600)' })
    .option('rate-limit', { type: 'number', describe: 'interface B throttling: requests per second per client (0 = off)' })
    .option('burst', { type: 'number', describe: 'interface B throttling: bucket capacity (default 2x the rate)' })
    .option('retry-after-format', { choices: ['seconds', 'http-date'] as const, default: 'seconds' as const });
}

export function checksOptions(y: Argv) {
  return y
    .option('interface', { type: 'string', array: true, choices: ['a', 'b'], describe: 'interface(s) to list' })
    .option('only', { type: 'string', array: true, describe: 'list the checks whose id matches (glob)' })
    .option('format', { choices: ['text', 'markdown', 'json'] as const, default: 'text' as const, describe: 'output format' });
}

export function requirementsOptions(y: Argv) {
  return y.option('format', { choices: ['text', 'markdown', 'json'] as const, default: 'text' as const, describe: 'output format' });
}

export function initOptions(y: Argv) {
  return y
    .option('from-openapi', { type: 'string', describe: 'an OpenAPI 3.0 or 3.1 description (JSON or YAML file, or http(s) URL) to map the operations, credentials and target from' })
    .option('interface', { type: 'string', array: true, describe: 'interface(s) the profile is for: a, b (default both; asked on a terminal)' })
    .option('target-a', { type: 'string', describe: 'base URL of the interface A document holder' })
    .option('target-b', { type: 'string', describe: 'base URL of the interface B platform' })
    .option('issuer', { type: 'string', describe: 'interface B authorization server: token endpoint and methods read from its metadata, instead of --token-url' })
    .option('token-url', { type: 'string', describe: 'interface B OAuth 2.0 token endpoint (default: the target\'s origin + /oauth/token)' })
    .option('client-id', { type: 'string', describe: 'interface B client id (or CONFORMANCE_CLIENT_ID at run time)' })
    .option('auth-method', { type: 'string', describe: 'interface B client authentication: client_secret_basic, client_secret_post, private_key_jwt, tls_client_auth, self_signed_tls_client_auth' })
    .option('client-key', { type: 'string', describe: 'interface B private_key_jwt: the private key file (PEM or JWK), written as its path' })
    .option('client-key-id', { type: 'string', describe: 'interface B private_key_jwt: the kid of the client assertion' })
    .option('cert', { type: 'string', describe: 'interface B TLS client certificate (PEM file) of tls_client_auth / self_signed_tls_client_auth' })
    .option('key', { type: 'string', describe: 'private key (PEM file) of --cert' })
    .option('output', { type: 'string', describe: 'file to write (default conformance.profile.json)' })
    .option('force', { type: 'boolean', describe: 'overwrite the file if it exists' });
}

export function judgeClientOptions(y: Argv) {
  return y
    .usage('$0 judge-client --interface a|b [options] [-- <command> [args…]]')
    .option('interface', { type: 'string', describe: 'interface the client speaks: a (it calls a document holder) or b (it calls the platform)' })
    .option('seed', { type: 'number', describe: 'seed of the faults injected: the same seed replays them' })
    .option('config', { type: 'string', describe: 'profile file (JSON): its operations (and a.apiKeyHeader) say where the server serves' })
    .option('duration', { type: 'number', describe: `seconds the client may run, or the server is served without a command (default ${JUDGE_DEFAULTS.durationSeconds})` })
    .option('reporter', { type: 'string', array: true, describe: `report format(s): ${REPORTER_NAMES.join(', ')} (repeatable; default console)` })
    .option('output-dir', { type: 'string', describe: `where report files go (default ${DEFAULTS.outputDir})` })
    .option('fault', { type: 'string', array: true, describe: 'force a fault instead of drawing them: <kind>:<nth>:<429|500|503>[:<seconds>[:date]] or expire:<token>:<uses> (repeatable)' })
    .option('auth-method', { type: 'string', describe: 'interface B: how the client authenticates to the token endpoint: client_secret_basic, client_secret_post, private_key_jwt, tls_client_auth, self_signed_tls_client_auth (default either secret method)' })
    .option('client-key', { type: 'string', describe: "with private_key_jwt: the client's public key (PEM, JWK or JWK set; a private key's public half is used); omitted, a key pair is made and the private key handed to the client" })
    .option('client-cert', { type: 'string', describe: 'with tls_client_auth / self_signed_tls_client_auth: the certificate (PEM) the client will present; omitted, one is made and handed to the client' });
}
