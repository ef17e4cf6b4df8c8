// How an operation of either interface is placed on the wire: method, path template and headers.
// The contract lets a profile write an operation as "METHOD /path" or as an object; both end up here.

export interface OperationSpec {
  method: string;
  /** Path template relative to the target's base URL, e.g. `/suppliers/{supplier-id}/documents`. */
  path: string;
  /** Header templates, e.g. `{ "X-Supplier-Id": "{supplier-id}" }`. */
  headers: Record<string, string>;
}

export type OperationInput = string | { method: string; path: string; headers?: Record<string, string> };

import { pathSegment } from '../http/pathSegment.ts';

const PLACEHOLDER = /\{([^{}]+)\}/g;

export function parseOperation(input: OperationInput): OperationSpec {
  if (typeof input === 'string') {
    const m = /^\s*([A-Za-z]+)\s+(\/\S*)\s*$/.exec(input);
    if (!m) throw new Error(`expected "METHOD /path", got ${JSON.stringify(input)}`);
    return { method: m[1].toUpperCase(), path: m[2], headers: {} };
  }
  return { method: input.method.toUpperCase(), path: input.path, headers: { ...(input.headers ?? {}) } };
}

export function formatOperation(op: OperationSpec): string {
  const h = Object.entries(op.headers).map(([k, v]) => ` ${k}: ${v}`).join(',');
  return `${op.method} ${op.path}${h ? ` (headers:${h})` : ''}`;
}

/** Names of the parameters an operation carries in its path. */
export function pathParams(op: OperationSpec): string[] {
  return [...op.path.matchAll(PLACEHOLDER)].map((m) => m[1]);
}

/** Parameter name → header name, for parameters an operation carries in a header. */
export function headerParams(op: OperationSpec): Map<string, string> {
  const out = new Map<string, string>();
  for (const [header, value] of Object.entries(op.headers)) {
    for (const m of value.matchAll(PLACEHOLDER)) out.set(m[1], header);
  }
  return out;
}

export type ParamPlace = 'path' | 'header' | 'query';

/** Where a parameter travels, by the contract's rule: path placeholder, header placeholder, else query. */
export function placeOf(op: OperationSpec, param: string): ParamPlace {
  if (pathParams(op).includes(param)) return 'path';
  if (headerParams(op).has(param)) return 'header';
  return 'query';
}

export interface PlacedRequest {
  method: string;
  /** Path plus query string, relative to the base URL. */
  pathAndQuery: string;
  headers: Record<string, string>;
}

/**
 * Places parameters: path ones URL-encoded into the path (a value that would address the collection itself
 * or a level above it, `.`, `..` or empty in any decoding, throws UnsafePathSegment: no such request is sent), header ones into their header, the rest into
 * the query string. A parameter whose value is `undefined` is left out wherever it would travel
 * (that is how a check sends a request with a required parameter missing).
 */
export function placeParams(op: OperationSpec, params: Record<string, string | number | undefined>): PlacedRequest {
  const used = new Set<string>();
  const path = op.path.replace(PLACEHOLDER, (_, name: string) => {
    used.add(name);
    const v = params[name];
    // Never the collection itself or a level above it, whoever made the value (src/http/pathSegment.ts).
    return v === undefined ? '' : pathSegment(String(v), { loose: true });
  });
  const headers: Record<string, string> = {};
  for (const [header, template] of Object.entries(op.headers)) {
    let missing = false;
    const value = template.replace(PLACEHOLDER, (_, name: string) => {
      used.add(name);
      const v = params[name];
      if (v === undefined) missing = true;
      return v === undefined ? '' : String(v);
    });
    if (!missing) headers[header] = value;
  }
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (!used.has(k) && v !== undefined) query.append(k, String(v));
  }
  const qs = query.toString();
  return { method: op.method, pathAndQuery: qs ? `${path}?${qs}` : path, headers };
}

interface Matcher {
  regex: RegExp;
  names: string[];
  /** Header (lower case) and parameter of each header template that is a single placeholder. */
  headerParams: [string, string][];
}

const matchers = new WeakMap<OperationSpec, Matcher>();

/** The path template as a regular expression, built once per operation (servers match every request). */
function compiled(op: OperationSpec): Matcher {
  let m = matchers.get(op);
  if (!m) {
    const names: string[] = [];
    const pattern = op.path
      .split(PLACEHOLDER)
      .map((part, i) => {
        if (i % 2 === 1) {
          names.push(part);
          return '([^/]*)';
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
    const headerParams: [string, string][] = [];
    for (const [header, template] of Object.entries(op.headers)) {
      const single = /^\{([^{}]+)\}$/.exec(template);
      if (single) headerParams.push([header.toLowerCase(), single[1]]);
    }
    m = { regex: new RegExp(`^${pattern}/?$`), names, headerParams };
    matchers.set(op, m);
  }
  return m;
}

/**
 * Matches an incoming request against an operation (used by the reference servers, so that they can be
 * served under the same profile the tool is given). Returns the extracted parameters or null.
 */
export function matchOperation(
  op: OperationSpec,
  method: string,
  pathname: string,
  headers: Record<string, string | string[] | undefined>,
  query: URLSearchParams,
): Record<string, string | undefined> | null {
  if (method !== op.method && method.toUpperCase() !== op.method) return null;
  const { regex, names, headerParams } = compiled(op);
  const m = regex.exec(pathname);
  if (!m) return null;
  const out: Record<string, string | undefined> = {};
  for (let i = 0; i < names.length; i++) {
    const raw = m[i + 1];
    out[names[i]] = raw === '' ? undefined : decodeURIComponent(raw);
  }
  for (const [header, param] of headerParams) {
    const hv = headers[header];
    const value = Array.isArray(hv) ? hv[0] : hv;
    out[param] = value === undefined || value === '' ? undefined : value;
  }
  for (const [k, v] of query) if (!(k in out)) out[k] = v;
  return out;
}
