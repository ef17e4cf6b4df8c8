// The reproduction of a failure: a POSIX shell script that sends the chain of requests that showed it
// (create, patch, read back…), with what it needs and nothing secret: it gets its own credentials from the
// environment (a client-credentials grant when the run used one), carries each id a create answered with
// into the requests that follow, and deletes what it created at the end. curl sends, node (present
// wherever the tool ran) reads ids from the answers: no jq needed.
import { curlUrl, shellQuote, shellWord } from '../http/curl.ts';
import { parseJson } from '../http/json.ts';
import { DEFAULTS } from '../defaults.ts';
import { BODY_FILE_MARKER } from './largeBodies.ts';
import type { Chain } from './chain.ts';
import { entryKey } from './ledger.ts';
import type { LedgerEntry } from './ledger.ts';
import type { Exchange } from './types.ts';
import type { ClientAuthMethod } from '../auth/methods.ts';
import type { AssertionShape } from '../auth/clientKey.ts';

/** Where the profile file the run read holds the secret: the script reads it there unless the environment gives it. */
export interface SecretInProfile {
  file: string;
  path: string[];
}

/** How the script gets the credentials the run used; the secret comes from the environment, else from the profile. */
export type ScriptAuth =
  | { kind: 'apiKey'; header: string; secretInProfile?: SecretInProfile }
  | { kind: 'bearer'; secretInProfile?: SecretInProfile }
  | {
      kind: 'oauth';
      secretInProfile?: SecretInProfile;
      /** The token endpoint the run used: given, or read from the issuer's metadata (`issuer`). */
      tokenUrl: string;
      issuer?: string;
      /** The configured client id, when it is no secret: the default of CONFORMANCE_CLIENT_ID. */
      clientId?: string;
      scope?: string;
      /** Extra token request parameters (b.oauth.params): the value, or the variable that must give it when the value is a secret. */
      params?: { name: string; value?: string; variable?: string }[];
      authMethod: ClientAuthMethod;
      /** private_key_jwt: how the run signed its assertions; the key itself never: the file it read, else CONFORMANCE_CLIENT_KEY. */
      assertion?: AssertionShape & { keyFile?: string };
      /** Files of the token request's TLS: the CA the run trusted, and the client certificate of the TLS methods. */
      tls?: { cert?: string; key?: string; ca?: string };
      /** The run accepted an untrusted certificate of the token endpoint (--insecure). */
      insecure?: boolean;
    };

/**
 * How the script's curl reaches the target as the run did: the client certificate and key of a mutual-TLS
 * target or gateway and the CA it was trusted by (the files' paths, never what is in them), or no check of
 * its certificate at all (--insecure).
 */
export interface ScriptConnection {
  cert?: string;
  key?: string;
  ca?: string;
  insecure?: boolean;
}

export interface ScriptInput {
  check: { id: string; title: string; level: string; specRef: string };
  message: string;
  replay?: string[];
  chain: Chain;
  auth?: ScriptAuth;
  /** For each created resource (by entry key), a curl line (toCurl) that deletes it; none: it cannot be. */
  deletes: Map<string, string>;
  maxRequests: number;
  /** TLS of the requests to the target (the token request has its own, in `auth`). */
  connection?: ScriptConnection;
  /** Files beside the script holding the bodies too large for a curl line, by step index (0-based). */
  bodyFiles?: ReadonlyMap<number, string>;
}

const TOKEN_VAR = '$CONFORMANCE_BEARER_TOKEN';
const KEY_VAR = '$CONFORMANCE_API_KEY';

/** A JSON field of an answer saved by `curl -i` (or a bare body); integers beyond 2^53 stay exact. */
const FIELD_JS = [
  'const fs=require("fs");let t=fs.readFileSync(process.argv[1],"utf8");',
  'while(/^HTTP\\/[0-9.]+ /.test(t)){const m=/\\r?\\n\\r?\\n/.exec(t);if(!m){t="";break}t=t.slice(m.index+m[0].length)}',
  't=t.replace(/([:\\[,]\\s*)(-?\\d{16,})(?=\\s*[,\\]}])/g,"$1\\"$2\\"");',
  'let v;try{v=JSON.parse(t)}catch(e){process.exit(1)}',
  'for(const k of JSON.parse(process.argv[2])){if(v===null||typeof v!=="object")process.exit(1);v=v[k]}',
  'if(v===null||v===undefined||typeof v==="object")process.exit(1);let s=String(v);',
  // With "segment": an id that goes into a path, by the run's own rule (src/http/pathSegment.ts): one segment
  // inside its collection in every decoding, or the script stops before it sends anything built on it.
  'if(process.argv[3]==="segment"){let f=s,why=s===""?"is empty":s.length>' + String(DEFAULTS.maxPathSegmentChars) + '?"is too long":"";',
  'for(let r=0;!why;r++){if(f==="."||f==="..")why="reads as "+f;else if(/[\\/\\\\]/.test(f))why="holds a path separator";',
  'else if(/[\\u0000-\\u001f\\u007f-\\u009f]/.test(f))why="holds a control character";else if(!/%[0-9a-f]{2}/i.test(f))break;',
  'else if(r===3)why="is percent-encoded more than three times over";',
  'else{try{f=decodeURIComponent(f)}catch(e){f=f.replace(/%([0-7][0-9a-f])/gi,(_,h)=>String.fromCharCode(parseInt(h,16)))}}}',
  'if(why){process.stderr.write("the id "+JSON.stringify(s.slice(0,60))+" "+why+", so it is no single path segment\\n");process.exit(1)}s=encodeURIComponent(s)}',
  'process.stdout.write(s)',
].join('');

/** RFC 6749 2.3.1: id and secret form-encoded before they are joined for Basic. */
const BASIC_JS =
  'const e=s=>encodeURIComponent(s).replace(/%20/g,"+");process.stdout.write(Buffer.from(e(process.env.CONFORMANCE_CLIENT_ID)+":"+e(process.env.CONFORMANCE_CLIENT_SECRET)).toString("base64"))';

/**
 * A client assertion for private_key_jwt (RFC 7523 3), made as the run made its own: header alg, kid and
 * x5t as given, claims iss = sub = the client id, the audience, a fresh jti, iat, nbf, exp a minute on;
 * signed through node:crypto with the key of CONFORMANCE_CLIENT_KEY (PEM or JWK text) when set, else of the
 * file CONFORMANCE_CLIENT_KEY_FILE names. ECDSA signatures in the JOSE form (r || s), RSA-PSS salted with
 * the hash's length (RFC 7518 3.5).
 */
const ASSERTION_JS = [
  'const c=require("crypto"),fs=require("fs");const [alg,aud,kid,x5t]=process.argv.slice(1);',
  'const t=(process.env.CONFORMANCE_CLIENT_KEY||fs.readFileSync(process.env.CONFORMANCE_CLIENT_KEY_FILE,"utf8")).trim();',
  'const k=t.startsWith("{")?c.createPrivateKey({key:JSON.parse(t),format:"jwk"}):c.createPrivateKey(t);',
  'const id=process.env.CONFORMANCE_CLIENT_ID,now=Math.floor(Date.now()/1000);',
  'const h=Object.assign({alg},kid?{kid}:{},x5t?JSON.parse(x5t):{});',
  'const p={jti:c.randomBytes(32).toString("base64url"),aud,exp:now+60,iat:now,nbf:now,iss:id,sub:id};',
  'const b=o=>Buffer.from(JSON.stringify(o)).toString("base64url");const d=b(h)+"."+b(p),n="sha"+alg.slice(2);',
  'const s=alg==="EdDSA"?c.sign(null,Buffer.from(d),k):alg[0]==="P"?c.sign(n,Buffer.from(d),{key:k,padding:c.constants.RSA_PKCS1_PSS_PADDING,saltLength:Number(alg.slice(2))/8})',
  ':alg[0]==="E"?c.sign(n,Buffer.from(d),{key:k,dsaEncoding:"ieee-p1363"}):c.sign(n,Buffer.from(d),k);',
  'process.stdout.write(d+"."+s.toString("base64url"))',
].join('');

type OAuthScript = Extract<ScriptAuth, { kind: 'oauth' }>;

/**
 * The lines that get an access token into CONFORMANCE_BEARER_TOKEN by the client credentials grant, with
 * the client authentication, endpoint, parameters and TLS files the run used. Secrets stay in variables
 * (the client secret) or in files of the script's temporary folder (the signed assertion, a credential for
 * its minute): only paths and public values are written.
 */
function tokenLines(auth: OAuthScript, secretFromProfile: string[], orProfile: string): string[] {
  const out: string[] = [];
  if (auth.clientId) out.push(`CONFORMANCE_CLIENT_ID=\${CONFORMANCE_CLIENT_ID:-${shellQuote(auth.clientId)}}`);
  out.push(': "${CONFORMANCE_CLIENT_ID:?set CONFORMANCE_CLIENT_ID to the OAuth client id}"');
  const method = auth.authMethod;
  const exported = ['CONFORMANCE_CLIENT_ID'];
  if (method === 'client_secret_basic' || method === 'client_secret_post') {
    out.push(...secretFromProfile, `: "\${CONFORMANCE_CLIENT_SECRET:?set CONFORMANCE_CLIENT_SECRET to the OAuth client secret${orProfile}}"`);
    exported.push('CONFORMANCE_CLIENT_SECRET');
  } else if (method === 'private_key_jwt') {
    if (auth.assertion?.keyFile) {
      out.push(
        `# The private key: CONFORMANCE_CLIENT_KEY (PEM or JWK text) when set, else the file the run read it from.`,
        `CONFORMANCE_CLIENT_KEY_FILE=\${CONFORMANCE_CLIENT_KEY_FILE:-${shellQuote(auth.assertion.keyFile)}}`,
      );
      exported.push('CONFORMANCE_CLIENT_KEY_FILE');
    } else out.push(': "${CONFORMANCE_CLIENT_KEY:?set CONFORMANCE_CLIENT_KEY to the private key (PEM or JWK text) of the OAuth client}"');
  }
  for (const p of auth.params ?? [])
    if (p.variable) out.push(`: "\${${p.variable}:?set ${p.variable} to the value of the token request parameter ${p.name} (b.oauth.params.${p.name}), a secret of the run}"`);
  out.push(`export ${exported.join(' ')}`);
  out.push(comment(`An access token through the client credentials grant (${method}), as the run got its own${auth.issuer ? `, at the token endpoint the run read from the metadata of ${auth.issuer}` : ''}.`));

  // The TLS of the token request as the run's: the CA it trusted, and for the TLS methods the client
  // certificate that authenticates the client (RFC 8705 2), which curl presents in the handshake.
  const tls = curlTlsFlags({ ...auth.tls, insecure: auth.insecure });
  const extra = [
    ...(auth.scope ? ['--data-urlencode', shellQuote(`scope=${auth.scope}`)] : []),
    ...(auth.params ?? []).flatMap((p) => ['--data-urlencode', p.variable ? `${shellQuote(`${p.name}=`)}"$${p.variable}"` : shellQuote(`${p.name}=${p.value ?? ''}`)]),
  ];
  const post = (auth_: string[]) =>
    ['curl', '-sS', ...tls, '-X', 'POST', shellQuote(auth.tokenUrl), "-H 'accept: application/json'", '-d', 'grant_type=client_credentials', ...auth_, ...extra, '> "$out/token"'].join(' ');
  const clientIdField = ['--data-urlencode', '"client_id=$CONFORMANCE_CLIENT_ID"'];
  switch (method) {
    case 'client_secret_basic':
      out.push(`basic=$(node -e '${BASIC_JS}') || exit 1`, post(['-H', '"Authorization: Basic $basic"']));
      break;
    case 'client_secret_post':
      out.push(post([...clientIdField, '--data-urlencode', '"client_secret=$CONFORMANCE_CLIENT_SECRET"']));
      break;
    case 'private_key_jwt': {
      const a = auth.assertion;
      const args = [a?.alg ?? 'RS256', a?.aud ?? auth.tokenUrl, a?.kid ?? '', a?.x5t ? JSON.stringify(a.x5t) : ''].map(shellQuote).join(' ');
      out.push(
        `node -e '${ASSERTION_JS}' ${args} > "$out/assertion" || { echo 'no client assertion: the private key could not be read or cannot sign ${a?.alg ?? 'RS256'}'; exit 1; }`,
        post([...clientIdField, '--data-urlencode', "'client_assertion_type=urn:ietf:params:oauth:client-assertion-type:jwt-bearer'", '--data-urlencode', '"client_assertion@$out/assertion"']),
      );
      break;
    }
    case 'tls_client_auth':
    case 'self_signed_tls_client_auth':
      if (!auth.tls?.cert) out.push('# (the run had no client certificate files to name here: add --cert and --key to the next line)');
      out.push(post(clientIdField));
      break;
  }
  out.push(`CONFORMANCE_BEARER_TOKEN=$(field "$out/token" '["access_token"]') || { echo 'no access token:'; cat "$out/token"; exit 1; }`);
  return out;
}

/** Lines of a comment: one line each, no control characters, bounded. */
function comment(text: string, max = 600): string {
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ');
  return `# ${flat.length > max ? `${flat.slice(0, max)}…` : flat}`;
}

/** Where `id` sits in a JSON answer (a key named `id` first), as a path of keys. */
function pathOf(body: string | undefined, id: string): (string | number)[] | undefined {
  if (!body) return undefined;
  let root: unknown;
  try {
    root = parseJson(body);
  } catch {
    // An answer too large to keep whole is kept as its first characters: its own id may still be among them.
    return body.trimStart().startsWith('{') ? leadingIdPath(body, id) : undefined;
  }
  const same = (v: unknown) => (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'string') && String(v) === id;
  let level: { value: unknown; path: (string | number)[] }[] = [{ value: root, path: [] }];
  for (let depth = 0; depth < 4 && level.length > 0; depth++) {
    const next: typeof level = [];
    for (const { value, path } of level) {
      if (value === null || typeof value !== 'object') continue;
      const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value as Record<string, unknown>);
      const hit = entries.find(([k, v]) => k === 'id' && same(v)) ?? entries.find(([, v]) => same(v));
      if (hit) return [...path, hit[0]];
      for (const [k, v] of entries) next.push({ value: v, path: [...path, k] });
    }
    level = next;
  }
  return undefined;
}

/**
 * The path of the id in an object answer of which only the first characters were kept: a member "id" of the
 * object itself (not of one nested in it) whose value is the id. Strings are skipped whole, so a brace or
 * an "id" inside a text counts for nothing.
 */
function leadingIdPath(body: string, id: string): string[] | undefined {
  const tokens = /"(?:[^"\\]|\\.)*"|[{}[\]]/g;
  let depth = 0;
  for (let m = tokens.exec(body); m; m = tokens.exec(body)) {
    const token = m[0];
    if (token === '{' || token === '[') depth++;
    else if (token === '}' || token === ']') depth--;
    else if (depth === 1 && token === '"id"') {
      const value = /^\s*:\s*(?:"((?:[^"\\]|\\.)*)"|(-?\d+))/.exec(body.slice(tokens.lastIndex));
      if (value && (value[1] ?? value[2]) === id) return ['id'];
    }
  }
  return undefined;
}

interface IdVar {
  name: string;
  id: string;
  /** Index of the exchange whose answer names it. */
  from: number;
  path: (string | number)[];
}

/**
 * The URL as a shell word in which each carried id is a variable reference: where it is a whole path
 * segment, or the whole value of a query parameter named like an id (`id`, `actionId`, `action_id`). A
 * small id elsewhere (`limit=5`) is left alone. A numeric id followed by letters to the end of its segment
 * (`12abc`, a check's near miss of the id) keeps the letters after the variable.
 */
function urlWord(url: string, vars: IdVar[]): string {
  if (vars.length === 0) return shellQuote(url);
  const alternatives = vars.map((v) => encodeURIComponent(v.id).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const query = url.indexOf('?');
  const re = new RegExp(`(?<=/|[?&](?:id|[A-Za-z0-9]*(?:Id|ID|[_-]id))=)(${alternatives.join('|')})(?=[A-Za-z]*(?:[/?&#]|$))`, 'g');
  const parts: string[] = [];
  let last = 0;
  for (const m of url.matchAll(re)) {
    // Path segments only before the query; in the query, only id-named parameters (the lookbehind).
    if (query >= 0 && m.index > query && url[m.index - 1] === '/') continue;
    const v = vars.find((x) => encodeURIComponent(x.id) === m[0])!;
    // Letters after the match belong to the id's segment only when the id ends in a digit (`12abc`).
    if (/[A-Za-z]/.test(url[m.index + m[0].length] ?? '') && !/\d$/.test(v.id)) continue;
    if (m.index > last) parts.push(shellQuote(url.slice(last, m.index)));
    parts.push(`"$${v.name}"`);
    last = m.index + m[0].length;
  }
  if (last < url.length) parts.push(shellQuote(url.slice(last)));
  return parts.join('') || "''";
}

/** The curl line with the carried ids in its URL replaced by their variables. */
function withVars(line: string, method: string, vars: IdVar[]): string {
  const at = curlUrl(line, method);
  if (!at || vars.length === 0) return line;
  return `${line.slice(0, at.start)}${urlWord(at.url, vars)}${line.slice(at.end)}`;
}

function stepTitle(n: string, x: Exchange): string {
  const outcome = x.response ? `the run got ${x.response.status}` : `the run got no answer: ${x.error ?? 'transport error'}`;
  let where = x.request.url;
  try {
    const u = new URL(x.request.url);
    where = `${u.pathname}${u.search}`;
  } catch {
    // kept whole
  }
  return `${n}. ${x.request.method} ${where} (${outcome})`.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ');
}

/** True when the chain is better shown as a script than as the curl line of its one request. */
export function needsScript(chain: Chain, auth: ScriptAuth | undefined): boolean {
  if (chain.exchanges.length !== 1 || chain.created.length > 0) return chain.exchanges.length > 0;
  // One request: a curl line does, unless its token must first be fetched with the grant, or its body was
  // too large to inline (a script is written beside the file that holds it; a lone curl line would send none).
  const line = chain.exchanges[0].reproduce;
  return line.includes(BODY_FILE_MARKER) || (auth?.kind === 'oauth' && line.includes(TOKEN_VAR));
}

export function reproductionScript(input: ScriptInput): string {
  const { chain, auth, check } = input;
  const steps = chain.exchanges.slice(0, input.maxRequests);
  const vars: IdVar[] = [];
  for (const { entry, after } of chain.created) {
    if (vars.some((v) => v.id === entry.id)) continue;
    const candidates = [after, ...steps.keys()].filter((i) => i >= 0 && i < steps.length);
    for (const i of candidates) {
      const path = pathOf(steps[i].response?.body, entry.id);
      if (path) {
        vars.push({ name: `ID_${vars.length + 1}`, id: entry.id, from: i, path });
        break;
      }
    }
  }

  const reach = connectionFlags(input.connection);
  const lines = steps.map((x, i) => reach(withVars(x.reproduce, x.request.method, vars.filter((v) => v.from < i))));
  const uses = (v: string) => lines.some((l) => l.includes(v)) || [...input.deletes.values()].some((l) => l.includes(v));

  const out: string[] = [
    '#!/bin/sh',
    comment(`Reproduces ${check.id} (${check.level}, ${check.specRef}): ${check.title}`),
    comment(`The run saw: ${input.message}`),
  ];
  if (input.replay?.length) out.push(comment(`The check alone: npx conformance run ${input.replay.map(shellWord).join(' ')}`, 2000));
  const profile = auth?.secretInProfile;
  const keyFile = auth?.kind === 'oauth' ? auth.assertion?.keyFile : undefined;
  const elsewhere = [profile ? `the profile ${profile.file}` : '', keyFile ? `the key file ${keyFile}` : ''].filter(Boolean).join(' or ');
  out.push(comment(`Needs curl and node. Secrets come from the environment${elsewhere ? `, else from ${elsewhere}` : ''}; none is written here.`, 2000));
  if (chain.exchanges.length > steps.length) out.push(`# The chain had ${chain.exchanges.length} requests: this script sends the first ${steps.length}.`);
  out.push(
    'set -u',
    ...(input.bodyFiles?.size ? ['here=$(cd "$(dirname "$0")" && pwd) || exit 1'] : []),
    'out=$(mktemp -d) || exit 1',
    `trap 'rm -rf "$out"' EXIT`,
    `show() { printf '\\n=== %s\\n' "$1"; cat "$2"; printf '\\n'; }`,
    `field() { node -e '${FIELD_JS}' "$1" "$2" "\${3-}"; }`,
  );
  /** `VAR=${VAR:-<its value in the profile>}`: the environment wins, as it did for the run. */
  const profileLine = (variable: string): string[] =>
    profile ? [`${variable}=\${${variable}:-$(field ${shellQuote(profile.file)} ${shellQuote(JSON.stringify(profile.path))})}`] : [];
  const fromProfile = (variable: string) => out.push(...profileLine(variable));
  const orProfile = profile ? ` (or keep it in ${profile.path.join('.')} of ${profile.file})` : '';

  if (auth?.kind === 'oauth' && uses(TOKEN_VAR)) out.push(...tokenLines(auth, profileLine('CONFORMANCE_CLIENT_SECRET'), orProfile));
  else if (uses(TOKEN_VAR)) {
    fromProfile('CONFORMANCE_BEARER_TOKEN');
    out.push(`: "\${CONFORMANCE_BEARER_TOKEN:?set CONFORMANCE_BEARER_TOKEN to an access token of the platform${orProfile}}"`);
  }
  if (auth?.kind === 'apiKey' && uses(KEY_VAR)) {
    fromProfile('CONFORMANCE_API_KEY');
    out.push(`: "\${CONFORMANCE_API_KEY:?set CONFORMANCE_API_KEY to the interface A key (header ${auth.header})${orProfile}}"`);
  }

  steps.forEach((x, i) => {
    const n = String(i + 1);
    out.push('', comment(stepTitle(n, x)));
    // A curl line's trailing comment would swallow the redirection appended to it: it goes on a line of its own.
    let line = lines[i].replace(/ # body of \d+ bytes not inlined: see the report$/, '');
    const bodyFile = input.bodyFiles?.get(i);
    if (bodyFile !== undefined && line.includes(BODY_FILE_MARKER)) {
      out.push(`# (its body, too large to write here, is ${bodyFile}, beside this script)`);
      line = line.replace(BODY_FILE_MARKER, `--data-binary @"$here/"${shellQuote(bodyFile)}`);
    } else if (line.includes(BODY_FILE_MARKER)) out.push('# (its body was too large to write here: see the report; save it as body.json where you run this)');
    out.push(`${line} > "$out/${n}"`, `show ${shellQuote(stepTitle(n, x))} "$out/${n}"`);
    for (const v of vars.filter((v) => v.from === i)) {
      out.push(`${v.name}=$(field "$out/${n}" ${shellQuote(JSON.stringify(v.path))} segment) || { echo 'the answer of step ${n} carries no usable ${v.path.join('.')}: stopping'; exit 1; }`);
    }
  });

  const left = chain.created.filter(({ entry }) => !chain.removed.has(entryKey(entry)));
  if (left.length > 0) out.push('', '# Cleanup: delete what this script created.');
  const noDelete: LedgerEntry[] = [];
  const seen = new Set<string>();
  for (const { entry } of left) {
    if (seen.has(entry.id)) continue;
    seen.add(entry.id);
    const v = vars.find((x) => x.id === entry.id);
    const del = input.deletes.get(entryKey(entry));
    if (!v || !del) {
      noDelete.push(entry);
      continue;
    }
    const method = /^curl -sS -i -X (\S+) /.exec(del)?.[1] ?? 'DELETE';
    const n = `cleanup-${v.name}`;
    out.push(`${reach(withVars(del, method, [v]))} > "$out/${n}"`, `show ${shellQuote(`${n}. ${method} (delete what step ${v.from + 1} created)`)} "$out/${n}"`);
  }
  if (noDelete.length > 0) {
    out.push(
      comment(
        `Not deleted by this script (${noDelete.length}): the interface offers no delete, or no answer named the new id: ${noDelete.map((e) => `${e.kind} ${e.id}`).join(', ')}`,
      ),
    );
  }
  return `${out.join('\n')}\n`;
}

/**
 * A curl line (toCurl) with the connection's flags after `curl -sS -i`: how each request reaches the target
 * (a script's steps, and a failure's one curl line: a mutual-TLS target refuses it without them).
 */
export function connectionFlags(c: ScriptConnection | undefined): (line: string) => string {
  const flags = curlTlsFlags(c);
  if (flags.length === 0) return (line) => line;
  return (line) => line.replace(/^curl -sS -i /, `curl -sS -i ${flags.join(' ')} `);
}

/** curl's flags for a connection: no check of the server's certificate, the CA to trust, the client identity. */
function curlTlsFlags(c: ScriptConnection | undefined): string[] {
  return [
    ...(c?.insecure ? ['-k'] : []),
    ...(c?.ca ? ['--cacert', shellQuote(c.ca)] : []),
    ...(c?.cert && c.key ? ['--cert', shellQuote(c.cert), '--key', shellQuote(c.key)] : []),
  ];
}
