// The reproduction of a failure: a POSIX shell script that sends the chain of requests that showed it
// (create, patch, read back…), with what it needs and nothing secret: it gets its own credentials from the
// environment (a client-credentials grant when the run used one), carries each id a create answered with
// into the requests that follow, and deletes what it created at the end. curl sends, node (present
// wherever the tool ran) reads ids from the answers: no jq needed.
import { curlUrl, shellQuote, shellWord } from '../http/curl.ts';
import { parseJson } from '../http/json.ts';
import { BODY_FILE_MARKER } from './largeBodies.ts';
import type { Chain } from './chain.ts';
import { entryKey } from './ledger.ts';
import type { LedgerEntry } from './ledger.ts';
import type { Exchange } from './types.ts';

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
      tokenUrl: string;
      /** The configured client id, when it is no secret: the default of CONFORMANCE_CLIENT_ID. */
      clientId?: string;
      scope?: string;
      authMethod: 'client_secret_basic' | 'client_secret_post';
    };

export interface ScriptInput {
  check: { id: string; title: string; level: string; specRef: string };
  message: string;
  replay?: string[];
  chain: Chain;
  auth?: ScriptAuth;
  /** For each created resource (by entry key), a curl line (toCurl) that deletes it; none: it cannot be. */
  deletes: Map<string, string>;
  maxRequests: number;
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
  'if(v===null||v===undefined||typeof v==="object")process.exit(1);process.stdout.write(String(v))',
].join('');

/** RFC 6749 2.3.1: id and secret form-encoded before they are joined for Basic. */
const BASIC_JS =
  'const e=s=>encodeURIComponent(s).replace(/%20/g,"+");process.stdout.write(Buffer.from(e(process.env.CONFORMANCE_CLIENT_ID)+":"+e(process.env.CONFORMANCE_CLIENT_SECRET)).toString("base64"))';

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
    return undefined;
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
 * small id elsewhere (`limit=5`) is left alone.
 */
function urlWord(url: string, vars: IdVar[]): string {
  if (vars.length === 0) return shellQuote(url);
  const alternatives = vars.map((v) => encodeURIComponent(v.id).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const query = url.indexOf('?');
  const re = new RegExp(`(?<=/|[?&](?:id|[A-Za-z0-9]*(?:Id|ID|[_-]id))=)(${alternatives.join('|')})(?=[/?&#]|$)`, 'g');
  const parts: string[] = [];
  let last = 0;
  for (const m of url.matchAll(re)) {
    // Path segments only before the query; in the query, only id-named parameters (the lookbehind).
    if (query >= 0 && m.index > query && url[m.index - 1] === '/') continue;
    const v = vars.find((x) => encodeURIComponent(x.id) === m[0])!;
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
  // One request: a curl line does, unless its token must first be fetched with the grant.
  return auth?.kind === 'oauth' && chain.exchanges[0].reproduce.includes(TOKEN_VAR);
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

  const lines = steps.map((x, i) => withVars(x.reproduce, x.request.method, vars.filter((v) => v.from < i)));
  const uses = (v: string) => lines.some((l) => l.includes(v)) || [...input.deletes.values()].some((l) => l.includes(v));

  const out: string[] = [
    '#!/bin/sh',
    comment(`Reproduces ${check.id} (${check.level}, ${check.specRef}): ${check.title}`),
    comment(`The run saw: ${input.message}`),
  ];
  if (input.replay?.length) out.push(comment(`The check alone: npx conformance run ${input.replay.map(shellWord).join(' ')}`, 2000));
  const profile = auth?.secretInProfile;
  out.push(`# Needs curl and node. Secrets come from the environment${profile ? `, else from the profile ${profile.file}` : ''}; none is written here.`);
  if (chain.exchanges.length > steps.length) out.push(`# The chain had ${chain.exchanges.length} requests: this script sends the first ${steps.length}.`);
  out.push(
    'set -u',
    ...(input.bodyFiles?.size ? ['here=$(cd "$(dirname "$0")" && pwd) || exit 1'] : []),
    'out=$(mktemp -d) || exit 1',
    `trap 'rm -rf "$out"' EXIT`,
    `show() { printf '\\n=== %s\\n' "$1"; cat "$2"; printf '\\n'; }`,
    `field() { node -e '${FIELD_JS}' "$1" "$2"; }`,
  );
  /** `VAR=${VAR:-<its value in the profile>}`: the environment wins, as it did for the run. */
  const fromProfile = (variable: string) => {
    if (profile) out.push(`${variable}=\${${variable}:-$(field ${shellQuote(profile.file)} ${shellQuote(JSON.stringify(profile.path))})}`);
  };
  const orProfile = profile ? ` (or keep it in ${profile.path.join('.')} of ${profile.file})` : '';

  if (auth?.kind === 'oauth' && uses(TOKEN_VAR)) {
    if (auth.clientId) out.push(`CONFORMANCE_CLIENT_ID=\${CONFORMANCE_CLIENT_ID:-${shellQuote(auth.clientId)}}`);
    fromProfile('CONFORMANCE_CLIENT_SECRET');
    out.push(
      ': "${CONFORMANCE_CLIENT_ID:?set CONFORMANCE_CLIENT_ID to the OAuth client id}"',
      `: "\${CONFORMANCE_CLIENT_SECRET:?set CONFORMANCE_CLIENT_SECRET to the OAuth client secret${orProfile}}"`,
      'export CONFORMANCE_CLIENT_ID CONFORMANCE_CLIENT_SECRET',
      `# An access token through the client credentials grant (${auth.authMethod}), as the run got its own.`,
    );
    const scope = auth.scope ? ` --data-urlencode ${shellQuote(`scope=${auth.scope}`)}` : '';
    if (auth.authMethod === 'client_secret_post') {
      out.push(
        `curl -sS -X POST ${shellQuote(auth.tokenUrl)} -H 'accept: application/json' -d grant_type=client_credentials --data-urlencode "client_id=$CONFORMANCE_CLIENT_ID" --data-urlencode "client_secret=$CONFORMANCE_CLIENT_SECRET"${scope} > "$out/token"`,
      );
    } else {
      out.push(
        `basic=$(node -e '${BASIC_JS}') || exit 1`,
        `curl -sS -X POST ${shellQuote(auth.tokenUrl)} -H 'accept: application/json' -H "Authorization: Basic $basic" -d grant_type=client_credentials${scope} > "$out/token"`,
      );
    }
    out.push(`CONFORMANCE_BEARER_TOKEN=$(field "$out/token" '["access_token"]') || { echo 'no access token:'; cat "$out/token"; exit 1; }`);
  } else if (uses(TOKEN_VAR)) {
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
      out.push(`${v.name}=$(field "$out/${n}" ${shellQuote(JSON.stringify(v.path))}) || { echo 'the answer of step ${n} carries no ${v.path.join('.')}: stopping'; exit 1; }`);
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
    out.push(`${withVars(del, method, [v])} > "$out/${n}"`, `show ${shellQuote(`${n}. ${method} (delete what step ${v.from + 1} created)`)} "$out/${n}"`);
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
