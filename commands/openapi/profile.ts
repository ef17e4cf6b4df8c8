// `conformance init --from-openapi`: a profile from an OpenAPI description. Each operation of the
// specification is matched to the description's operations by method, by the parameters it must carry
// (where they travel and under which names), by its bodies, then by the hints of operationId and summary.
// Nothing is guessed: an operation that no candidate fits, or that two fit equally, is left out with a `//`
// comment in the profile and one line saying so.
import { DEFAULT_OPERATIONS_A, DEFAULT_OPERATIONS_B, type OperationName } from '../../src/defaults.ts';
import { OPERATION_LABELS, OPERATION_PARAMS } from '../../src/profile/parameters.ts';
import type { OperationInput } from '../../src/profile/operations.ts';
import { schemaFor, type SchemaId } from '../../schemas/index.ts';
import { NAMES, OPERATION_KEY, OPERATION_METHODS, PARAMETER_KEY, type Side } from './describe.ts';
import type { OpenApiDocument, OpenApiServer } from './load.ts';

type Obj = Record<string, unknown>;

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The parameters the specification requires of each operation (part 4). */
const REQUIRED_PARAMS = new Set(['supplier-id', 'materialId', 'id']);

const REQUEST_BODY: Partial<Record<OperationName, SchemaId>> = {
  createDocument: 'interface-a/documentBody',
  replaceDocument: 'interface-a/documentBody',
  createAction: 'interface-b/actionCreate',
  updateAction: 'interface-b/actionPatch',
};
const RESPONSE_BODY: Partial<Record<OperationName, SchemaId>> = {
  queryDocuments: 'interface-a/documentQueryResponse',
  listActions: 'interface-b/actionList',
  getAction: 'interface-b/action',
  updateAction: 'interface-b/action',
  deleteAction: 'interface-b/deleteResponse',
};

/** Words an operationId or summary uses for each operation: its verbs, then its nouns. */
const HINTS: Record<OperationName, [string[], string[]]> = {
  createDocument: [['create', 'upload', 'add', 'new', 'post', 'store'], ['document', 'documents', 'doc', 'docs', 'file', 'files']],
  replaceDocument: [['replace', 'update', 'put', 'overwrite'], ['document', 'documents', 'doc', 'docs', 'file', 'files']],
  queryDocuments: [['query', 'list', 'search', 'find', 'get'], ['document', 'documents', 'doc', 'docs', 'file', 'files', 'material', 'materials']],
  listActions: [['list', 'query', 'search', 'find', 'all'], ['action', 'actions']],
  createAction: [['create', 'add', 'new', 'post'], ['action', 'actions']],
  getAction: [['get', 'read', 'show', 'fetch', 'one', 'single', 'by'], ['action', 'actions']],
  updateAction: [['update', 'patch', 'modify', 'edit', 'change'], ['action', 'actions']],
  deleteAction: [['delete', 'remove', 'destroy'], ['action', 'actions']],
};

interface CandidateParam {
  name: string;
  in: string;
  required: boolean;
  /** The parameter of the specification it says it carries (x-conformance-parameter). */
  tag?: string;
}

export interface Candidate {
  method: string;
  path: string;
  operationId?: string;
  words: Set<string>;
  params: CandidateParam[];
  requestProps: Set<string>;
  responseProps: Set<string>;
  serves?: string[];
  security?: Record<string, string[]>[];
  servers?: OpenApiServer[];
}

const label = (c: Candidate) => `${c.method} ${c.path}${c.operationId ? ` (${c.operationId})` : ''}`;

/** A name without case, separators or an `X-` prefix (`X-Supplier-Id`, `supplierId` and `supplier_id` are one). */
function norm(name: string, place = ''): string {
  const n = name.toLowerCase();
  return (place === 'header' && n.startsWith('x-') ? n.slice(2) : n).replace(/[^a-z0-9]/g, '');
}

function words(...texts: (string | undefined)[]): Set<string> {
  const out = new Set<string>();
  for (const t of texts) {
    if (!t) continue;
    for (const w of t.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/)) if (w) out.add(w);
  }
  return out;
}

/** Top-level property names of a (resolved) schema, through allOf, oneOf and anyOf. */
function propsOf(schema: unknown, depth = 0): Set<string> {
  const out = new Set<string>();
  if (!schema || typeof schema !== 'object' || depth > 5) return out;
  const s = schema as Obj;
  for (const k of Object.keys((s.properties as Obj | undefined) ?? {})) out.add(k);
  for (const key of ['allOf', 'oneOf', 'anyOf']) for (const sub of (s[key] as unknown[] | undefined) ?? []) for (const k of propsOf(sub, depth + 1)) out.add(k);
  return out;
}

function jsonSchemaOf(content: unknown): unknown {
  if (!content || typeof content !== 'object') return undefined;
  const entries = Object.entries(content as Obj);
  const json = entries.find(([type]) => /^application\/(.+\+)?json\b/i.test(type)) ?? entries[0];
  return (json?.[1] as Obj | undefined)?.schema;
}

/** Every operation of the description, its parameters merged from the path item and the operation. */
export function candidatesOf(doc: OpenApiDocument): Candidate[] {
  const out: Candidate[] = [];
  for (const [path, itemRaw] of Object.entries(doc.paths ?? {})) {
    const item = itemRaw as Obj;
    for (const method of HTTP_METHODS) {
      const op = item[method] as Obj | undefined;
      if (!op) continue;
      const params = new Map<string, CandidateParam>();
      for (const p of [...((item.parameters as Obj[] | undefined) ?? []), ...((op.parameters as Obj[] | undefined) ?? [])]) {
        const name = String(p.name);
        const place = String(p.in);
        params.set(`${place}:${name}`, { name, in: place, required: p.required === true || place === 'path', ...(typeof p[PARAMETER_KEY] === 'string' ? { tag: p[PARAMETER_KEY] as string } : {}) });
      }
      const responses = (op.responses as Obj | undefined) ?? {};
      const success = Object.entries(responses).find(([status]) => /^2/.test(status))?.[1] as Obj | undefined;
      const serves = op[OPERATION_KEY];
      out.push({
        method: method.toUpperCase(),
        path,
        ...(typeof op.operationId === 'string' ? { operationId: op.operationId } : {}),
        words: words(op.operationId as string | undefined, op.summary as string | undefined),
        params: [...params.values()],
        requestProps: propsOf(jsonSchemaOf((op.requestBody as Obj | undefined)?.content)),
        responseProps: propsOf(jsonSchemaOf(success?.content)),
        ...(Array.isArray(serves) ? { serves: serves.map(String) } : typeof serves === 'string' ? { serves: [serves] } : {}),
        ...(Array.isArray(op.security) ? { security: op.security as Record<string, string[]>[] } : Array.isArray(doc.security) ? { security: doc.security } : {}),
        ...(Array.isArray(op.servers) && op.servers.length ? { servers: op.servers as OpenApiServer[] } : Array.isArray(item.servers) && item.servers.length ? { servers: item.servers as OpenApiServer[] } : Array.isArray(doc.servers) && doc.servers.length ? { servers: doc.servers } : {}),
      });
    }
  }
  return out;
}

const ALL_PARAMS = new Set(Object.values(OPERATION_PARAMS).flatMap((ps) => ps.map((p) => norm(p))));

interface Fit {
  candidate: Candidate;
  /** Score from structure: parameters bound, bodies that agree, the description's own tag. */
  structure: number;
  /** Score from the words of operationId and summary. */
  hint: number;
  operation: OperationInput;
  /** What the profile cannot carry (a required header no parameter fills). */
  remarks: string[];
}

/** How a candidate fits an operation of the specification, or why not. */
function fit(name: OperationName, c: Candidate): Fit | { reason: string } {
  if (c.method !== OPERATION_METHODS[name]) return { reason: 'method' };
  if (c.serves && !c.serves.includes(name)) return { reason: `it says it serves ${c.serves.join(', ')}` };
  const known = OPERATION_PARAMS[name];
  const bound = new Map<CandidateParam, string>();
  const taken = new Set<string>();
  const bind = (cp: CandidateParam, p: string) => {
    bound.set(cp, p);
    taken.add(p);
  };
  for (const cp of c.params) {
    if (cp.tag !== undefined) {
      if (known.includes(cp.tag) && !taken.has(cp.tag)) bind(cp, cp.tag);
      continue;
    }
    if (cp.in === 'cookie') continue;
    const p = cp.in === 'query' ? known.find((k) => k === cp.name) : known.find((k) => norm(k) === norm(cp.name, cp.in));
    if (p !== undefined && !taken.has(p)) bind(cp, p);
  }
  // The one required parameter of an operation may travel in the candidate's one path parameter under
  // another name (`/actions/{actionId}`), unless that name is another operation's parameter.
  const requiredHere = known.filter((p) => REQUIRED_PARAMS.has(p));
  const freePath = c.params.filter((cp) => cp.in === 'path' && !bound.has(cp));
  if (requiredHere.length === 1 && !taken.has(requiredHere[0]) && freePath.length === 1 && !ALL_PARAMS.has(norm(freePath[0].name))) bind(freePath[0], requiredHere[0]);
  // Without a path parameter, it may travel in the one required header whose name ends with its own
  // (`X-Action-Id` for id).
  const freeHeaders = c.params.filter((cp) => cp.in === 'header' && cp.required && !bound.has(cp) && cp.tag === undefined);
  if (requiredHere.length === 1 && !taken.has(requiredHere[0]) && freePath.length === 0) {
    const ending = freeHeaders.filter((cp) => norm(cp.name, 'header').endsWith(norm(requiredHere[0])) && !ALL_PARAMS.has(norm(cp.name, 'header')));
    if (ending.length === 1) bind(ending[0], requiredHere[0]);
  }
  for (const p of requiredHere) if (!taken.has(p)) return { reason: `no parameter carries ${p}` };
  const remarks: string[] = [];
  for (const cp of c.params) {
    if (bound.has(cp)) continue;
    if (cp.in === 'path') return { reason: `path parameter {${cp.name}} is none of ${name}'s` };
    if (cp.required && (ALL_PARAMS.has(norm(cp.name, cp.in)) || cp.tag !== undefined)) return { reason: `it requires ${cp.name}, a parameter of another operation` };
    if (cp.required) remarks.push(`${label(c)} requires the ${cp.in} parameter ${cp.name}, which the tool does not send${cp.in === 'header' ? ` (set it in ${OPERATION_LABELS[name].startsWith('A') ? 'a' : 'b'}.headers)` : ''}`);
  }
  // An optional parameter the operation does not name still travels, in the query under its own name (the
  // list's many filters excepted: a description often names only a few of them).
  if (name !== 'listActions') {
    for (const p of known) if (!taken.has(p)) remarks.push(`${label(c)} names no parameter ${p}: the tool sends it in the query string as ${p}`);
  }
  let structure = bound.size * 3 + (c.serves?.includes(name) ? 100 : 0);
  const request = REQUEST_BODY[name];
  if (request && c.requestProps.size > 0) {
    const expected = propsOf(schemaFor(request));
    const overlap = [...c.requestProps].filter((k) => expected.has(k)).length;
    if (overlap === 0) return { reason: 'its request body has none of the fields' };
    structure += Math.min(overlap, 5);
  }
  const response = RESPONSE_BODY[name];
  if (response && c.responseProps.size > 0) {
    const expected = propsOf(schemaFor(response));
    structure += Math.min([...c.responseProps].filter((k) => expected.has(k)).length, 3);
  }
  const [verbs, nouns] = HINTS[name];
  let hint = c.operationId?.toLowerCase() === name.toLowerCase() ? 10 : 0;
  if (verbs.some((w) => c.words.has(w))) hint += 1;
  if (nouns.some((w) => c.words.has(w))) hint += 1;
  if (structure === 0 && hint === 0) return { reason: 'nothing in it ties it to the operation' };
  // The operation as the profile writes it: bound path parameters renamed, header ones as templates.
  let path = c.path;
  const headers: Record<string, string> = {};
  for (const [cp, p] of bound) {
    if (cp.in === 'path') path = path.split(`{${cp.name}}`).join(`{${p}}`);
    else if (cp.in === 'header') headers[cp.name] = `{${p}}`;
  }
  const operation: OperationInput = Object.keys(headers).length ? { method: c.method, path, headers } : `${c.method} ${path}`;
  return { candidate: c, structure, hint, operation, remarks };
}

export interface Mapping {
  operations: Partial<Record<OperationName, OperationInput>>;
  /** Operation name → the comment written in its place. */
  comments: Partial<Record<OperationName, string>>;
  /** The candidate chosen for each operation. */
  chosen: Partial<Record<OperationName, Candidate>>;
  /** One line each: what is missing, ambiguous or chosen by its name alone. */
  notes: string[];
  /** The best score of each chosen candidate (structure and hints). */
  scores: Map<Candidate, number>;
}

export function mapOperations(all: Candidate[], side: Side, excluded: ReadonlySet<Candidate> = new Set()): Mapping {
  const candidates = all.filter((c) => !excluded.has(c));
  const m: Mapping = { operations: {}, comments: {}, chosen: {}, notes: [], scores: new Map() };
  for (const name of NAMES[side]) {
    const tag = `${OPERATION_LABELS[name]} ${name}`;
    const fits = candidates.map((c) => fit(name, c)).filter((f): f is Fit => 'candidate' in f);
    const defaults: Record<string, string> = side === 'a' ? DEFAULT_OPERATIONS_A : DEFAULT_OPERATIONS_B;
    if (fits.length === 0) {
      const text = `no operation of the description fits ${tag} (${OPERATION_METHODS[name]}${REQUIRED_PARAMS.has(OPERATION_PARAMS[name][0] ?? '') ? ` carrying ${OPERATION_PARAMS[name][0]}` : ''}); the default ${defaults[name]} applies until it is set here`;
      m.comments[name] = text;
      m.notes.push(`${tag}: ${text}`);
      continue;
    }
    const best = Math.max(...fits.map((f) => f.structure));
    const top = fits.filter((f) => f.structure === best);
    let chosen: Fit;
    if (top.length === 1) chosen = top[0];
    else {
      const bestHint = Math.max(...top.map((f) => f.hint));
      const byHint = top.filter((f) => f.hint === bestHint);
      if (byHint.length > 1) {
        const text = `ambiguous: ${byHint.map((f) => label(f.candidate)).join(' and ')} fit ${tag} alike; none was chosen: set it here (the default ${defaults[name]} applies until then)`;
        m.comments[name] = text;
        m.notes.push(`${tag}: ${text}`);
        continue;
      }
      chosen = byHint[0];
      const others = top.filter((f) => f !== chosen).map((f) => label(f.candidate));
      const text = `${label(chosen.candidate)} chosen over ${others.join(' and ')} by its operationId or summary: check it`;
      m.comments[name] = text;
      m.notes.push(`${tag}: ${text}`);
    }
    m.operations[name] = chosen.operation;
    m.chosen[name] = chosen.candidate;
    m.scores.set(chosen.candidate, Math.max(m.scores.get(chosen.candidate) ?? 0, chosen.structure + chosen.hint));
    for (const r of chosen.remarks) m.notes.push(`${tag}: ${r}`);
  }
  return m;
}

/**
 * Both sides mapped, so that one operation of the description serves one interface only: an operation
 * both sides chose stays with the side it fits best, and the other side is matched again without it.
 */
export function mapBothSides(candidates: Candidate[]): Record<Side, Mapping> {
  const a = mapOperations(candidates, 'a');
  const b = mapOperations(candidates, 'b');
  const lostByA = new Set<Candidate>();
  const lostByB = new Set<Candidate>();
  for (const [c, scoreA] of a.scores) {
    const scoreB = b.scores.get(c);
    if (scoreB === undefined) continue;
    if (scoreA >= scoreB) lostByB.add(c);
    else lostByA.add(c);
  }
  return {
    a: lostByA.size ? mapOperations(candidates, 'a', lostByA) : a,
    b: lostByB.size ? mapOperations(candidates, 'b', lostByB) : b,
  };
}

/** A server's URL with its variables at their defaults, made absolute against the document's own URL. */
function serverUrl(server: OpenApiServer, base: string | undefined): string | undefined {
  let url = server.url.replace(/\{([^{}]+)\}/g, (whole, v: string) => server.variables?.[v]?.default ?? whole);
  if (/\{/.test(url)) return undefined;
  if (!/^https?:\/\//i.test(url)) {
    if (!base) return undefined;
    url = new URL(url, base).href;
  }
  return url.replace(/\/+$/, '');
}

export interface FromOpenApiOptions {
  sides: Side[];
  /** The URL the document was read from (relative server URLs resolve against it). */
  sourceUrl?: string;
  /** Targets given on the command line: they win over the description's servers. */
  targets?: Partial<Record<Side, string>>;
}

export interface FromOpenApi {
  /** The sections of the profile (`a`, `b`), with `//` comments. */
  sections: Partial<Record<Side, Obj>>;
  notes: string[];
}

function schemesOf(doc: OpenApiDocument): Record<string, Obj> {
  return (doc.components?.securitySchemes ?? {}) as Record<string, Obj>;
}

/** The security requirements of the chosen operations: scheme name → scopes asked. */
function requirementsOf(chosen: Candidate[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const c of chosen) for (const req of c.security ?? []) for (const [name, scopes] of Object.entries(req)) {
    const set = out.get(name) ?? new Set<string>();
    for (const s of scopes ?? []) set.add(s);
    out.set(name, set);
  }
  return out;
}

export function profileFromOpenApi(doc: OpenApiDocument, options: FromOpenApiOptions): FromOpenApi {
  const candidates = candidatesOf(doc);
  const sections: Partial<Record<Side, Obj>> = {};
  const notes: string[] = [];
  const schemes = schemesOf(doc);
  const mappings = mapBothSides(candidates);
  for (const side of options.sides) {
    const SIDE = side.toUpperCase();
    const m = mappings[side];
    const chosen = Object.values(m.chosen) as Candidate[];
    const ambiguous = Object.values(m.comments).some((t) => t?.startsWith('ambiguous'));
    if (chosen.length === 0 && !ambiguous) {
      notes.push(`interface ${SIDE}: no operation of the description fits it; its section is left out (--interface limits the profile to one side)`);
      continue;
    }
    notes.push(...m.notes);
    const section: Obj = {
      '//': side === 'a' ? 'Interface A, the document holder, from its OpenAPI description. The API key: CONFORMANCE_API_KEY in the environment.' : 'Interface B, the platform, from its OpenAPI description. The client secret: CONFORMANCE_CLIENT_SECRET in the environment.',
    };
    // The target: the command line's, else the server of the chosen operations.
    const given = options.targets?.[side];
    if (given) section.target = given;
    else {
      const urls = new Set<string>();
      let unusable: string | undefined;
      for (const c of chosen) {
        const s = c.servers?.[0];
        if (!s) continue;
        const u = serverUrl(s, options.sourceUrl);
        if (u) urls.add(u);
        else unusable = s.url;
      }
      if (urls.size === 1) section.target = [...urls][0];
      else {
        const why = urls.size > 1 ? `its operations name several servers (${[...urls].join(', ')})` : unusable ? `its server ${unusable} is not an absolute http(s) URL` : 'the description names no server';
        section['// target'] = `${why}: give --target, or set "target" here`;
        notes.push(`interface ${SIDE}: ${why}: give --target, or set "target" in the profile`);
      }
    }
    const reqs = requirementsOf(chosen);
    const used = [...reqs.keys()].filter((n) => schemes[n]);
    if (side === 'a') {
      const keys = (used.length ? used : Object.keys(schemes)).map((n) => [n, schemes[n]] as const).filter(([, s]) => s?.type === 'apiKey');
      const inHeader = keys.filter(([, s]) => s.in === 'header');
      const names = [...new Set(inHeader.map(([, s]) => String(s.name)))];
      if (names.length === 1) section.apiKeyHeader = names[0];
      else {
        const why =
          names.length > 1
            ? `the description names several API key headers (${names.join(', ')})`
            : keys.length > 0
              ? `its API key travels in the ${String(keys[0][1].in)}, and the tool sends it in a header only`
              : 'the description has no apiKey scheme in a header';
        section['// apiKeyHeader'] = `${why}: the default X-API-KEY applies until "apiKeyHeader" is set here`;
        notes.push(`interface A: ${why}; the default X-API-KEY applies`);
      }
    } else {
      const oauths = (used.length ? used : Object.keys(schemes)).map((n) => [n, schemes[n]] as const).filter(([, s]) => s?.type === 'oauth2');
      const flows = oauths.filter(([, s]) => (s.flows as Obj | undefined)?.clientCredentials);
      const oauth: Obj = { '//': 'Client credentials grant. authMethod: client_secret_basic or client_secret_post (unset: Basic, then post once if refused).' };
      if (flows.length === 1) {
        const [name, scheme] = flows[0];
        const flow = (scheme.flows as Obj).clientCredentials as { tokenUrl?: string; scopes?: Record<string, string> };
        const base = (section.target as string | undefined) ?? options.sourceUrl;
        let tokenUrl: string | undefined;
        try {
          tokenUrl = flow.tokenUrl && (/^https?:\/\//i.test(flow.tokenUrl) ? flow.tokenUrl : base ? new URL(flow.tokenUrl, base.endsWith('/') ? base : `${base}/`).href : undefined);
        } catch {
          tokenUrl = undefined;
        }
        if (tokenUrl) oauth.tokenUrl = tokenUrl;
        else {
          oauth['// tokenUrl'] = `the token URL ${String(flow.tokenUrl)} is relative and no server says to what: set "tokenUrl" here`;
          notes.push(`interface B: the token URL ${String(flow.tokenUrl)} is relative to no known server: set b.oauth.tokenUrl`);
        }
        const asked = [...(reqs.get(name) ?? [])];
        const offered = Object.keys(flow.scopes ?? {});
        if (asked.length) oauth.scope = asked.join(' ');
        else if (offered.length === 1) oauth.scope = offered[0];
        else if (offered.length > 1) {
          oauth['// scope'] = `the operations ask no scope and the flow offers several (${offered.join(', ')}): set "scope" here if the platform needs one`;
          notes.push(`interface B: the operations ask no scope and the flow offers ${offered.join(', ')}: none is requested`);
        }
      } else {
        const why = flows.length > 1 ? `several oauth2 client credentials flows (${flows.map(([n]) => n).join(', ')})` : oauths.length ? 'an oauth2 scheme without a client credentials flow, the grant the tool uses' : 'no oauth2 scheme';
        oauth['// tokenUrl'] = `the description has ${why}: set "tokenUrl" here (default: the target's origin + /oauth/token)`;
        notes.push(`interface B: the description has ${why}; the token URL defaults to the target's origin + /oauth/token`);
      }
      oauth['// clientId'] = 'set "clientId" here, or CONFORMANCE_CLIENT_ID in the environment';
      section.oauth = oauth;
    }
    const operations: Obj = { '//': 'Matched to the description. {name} in a path travels in the path, in a header value in that header, anything else in the query.' };
    for (const name of NAMES[side]) {
      if (m.comments[name]) operations[`// ${name}`] = m.comments[name];
      if (m.operations[name] !== undefined) operations[name] = m.operations[name];
    }
    section.operations = operations;
    sections[side] = section;
  }
  return { sections, notes };
}
