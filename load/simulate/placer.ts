// An operation compiled once for the simulator: its URL built from pieces cut out of the path template and
// header templates in advance. Places parameters exactly as placeParams does (path values URI-encoded, and
// refused when `.`, `..` or empty; header values as they are, a header left out when one of its values is
// missing, every other parameter in the query, form-encoded in the order given), without a regular
// expression, a Set or a URLSearchParams per request.
import { joinUrl } from '../../src/engine/api.ts';
import type { OperationSpec } from '../../src/profile/operations.ts';
import { pathSegment } from '../../src/http/pathSegment.ts';

type Params = Record<string, string | number | undefined>;

/** A template as literal text and parameter names, alternating: text, name, text, ..., text. */
type Pieces = string[];

export interface PlacedCall {
  method: string;
  url: string;
  /** Headers of the operation itself (placeholders filled); undefined when it has none. */
  headers?: Record<string, string>;
}

export class Placer {
  readonly method: string;
  private readonly path: Pieces;
  private readonly headers: [string, Pieces][];
  private readonly used: Set<string>;
  /** The base URL without its trailing slash, when the path template starts with one (the usual case). */
  private readonly prefix?: string;

  constructor(
    op: OperationSpec,
    private readonly baseUrl: string,
  ) {
    this.method = op.method;
    this.path = pieces(op.path);
    this.headers = Object.entries(op.headers).map(([h, t]) => [h, pieces(t)]);
    this.used = new Set([...names(this.path), ...this.headers.flatMap(([, p]) => names(p))]);
    // A path that starts with "/" can never read as an absolute address: joinUrl comes down to a concatenation.
    if (op.path.startsWith('/')) this.prefix = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  }

  place(params: Params): PlacedCall {
    const p = this.path;
    let path = p[0];
    for (let i = 1; i < p.length; i += 2) {
      const v = params[p[i]];
      path += (v === undefined ? '' : pathSegment(String(v), { loose: true })) + p[i + 1];
    }
    let query = '';
    for (const k in params) {
      const v = params[k];
      if (v === undefined || this.used.has(k)) continue;
      query += `${query ? '&' : ''}${formEncode(k)}=${formEncode(String(v))}`;
    }
    const pathAndQuery = query ? `${path}?${query}` : path;
    const url = this.prefix !== undefined ? this.prefix + pathAndQuery : joinUrl(this.baseUrl, pathAndQuery);
    if (this.headers.length === 0) return { method: this.method, url };
    const headers: Record<string, string> = {};
    for (const [header, t] of this.headers) {
      let value = t[0];
      let missing = false;
      for (let i = 1; i < t.length; i += 2) {
        const v = params[t[i]];
        if (v === undefined) missing = true;
        value += (v === undefined ? '' : String(v)) + t[i + 1];
      }
      if (!missing) headers[header] = value;
    }
    return { method: this.method, url, headers };
  }
}

function pieces(template: string): Pieces {
  // split() with a capturing group alternates text and captured names, as Pieces wants.
  return template.split(/\{([^{}]+)\}/);
}

function names(p: Pieces): string[] {
  return p.filter((_, i) => i % 2 === 1);
}

const FORM_PLAIN = /^[A-Za-z0-9*\-._]*$/;

/** application/x-www-form-urlencoded, as URLSearchParams writes it; most values need no encoding at all. */
function formEncode(s: string): string {
  if (FORM_PLAIN.test(s)) return s;
  const q = new URLSearchParams();
  q.append('', s);
  return q.toString().slice(1);
}
