// Expected against seen, where a chain shows both: a write that sent a body (POST, PUT, PATCH) answered
// with success, then a read (GET) of the same resource. Every field of the sent body is looked up in what
// the read returned, and those that read back with another value are listed: path, sent, read back.
// Generic on purpose (no check's own knowledge): the resource is the URL the write went to (PUT, PATCH)
// or the one the create answer names (its Location header, else its `id` under the collection's URL).
import type { ChainExchange } from '../../src/engine/types.ts';
import { excerpt } from '../../src/output/text.ts';
import { member, parseTree, sameValue, type JsonNode } from './jsonTree.ts';

export interface FieldDifference {
  /** `benefits.annualSpend`, `tasks[0].status`. */
  path: string;
  /** The values as written in the bodies (cut to a readable length). */
  sent: string;
  readBack: string;
}

export interface ReadBack {
  /** Indexes in the chain (0-based) of the write and of the read. */
  write: number;
  read: number;
  differences: FieldDifference[];
  /** Differences beyond those listed. */
  more: number;
  /** Sent fields the read-back has no field of that name for: a different shape, not a different value. */
  notCompared: string[];
}

const MAX_ROWS = 40;
const VALUE_CHARS = 160;

const ok = (x: ChainExchange) => x.response !== undefined && x.response.status >= 200 && x.response.status < 300;
const method = (x: ChainExchange) => String(x.request.method).toUpperCase();

/** The resource a URL names: origin and path, without query or trailing slash. */
function resourceKey(url: string, base?: string): string | undefined {
  try {
    const u = new URL(url, base);
    return `${u.origin}${u.pathname.replace(/\/+$/, '')}`;
  } catch {
    return undefined;
  }
}

function header(headers: Record<string, string> | undefined, name: string): string | undefined {
  const found = Object.entries(headers ?? {}).find(([k]) => k.toLowerCase() === name);
  return found ? String(found[1]) : undefined;
}

/** The resource a successful write wrote: itself for PUT and PATCH, the one a POST's answer names. */
function written(x: ChainExchange): string | undefined {
  if (method(x) !== 'POST') return resourceKey(x.request.url);
  const location = header(x.response?.headers, 'location');
  if (location) return resourceKey(location, x.request.url);
  const answer = typeof x.response?.body === 'string' ? parseTree(x.response.body) : undefined;
  const id = answer && member(answer, 'id');
  if (!id || (id.kind !== 'string' && id.kind !== 'number')) return undefined;
  const collection = resourceKey(x.request.url);
  return collection && resourceKey(`${collection}/${encodeURIComponent(id.kind === 'string' ? id.value : id.raw)}`);
}

const isScalar = (n: JsonNode) => n.kind !== 'object' && n.kind !== 'array';

class Walk {
  readonly differences: FieldDifference[] = [];
  readonly notCompared: string[] = [];
  more = 0;

  differ(path: string, sent: JsonNode, read: JsonNode | undefined): void {
    if (this.differences.length >= MAX_ROWS) {
      this.more++;
      return;
    }
    this.differences.push({ path: path || '(the body)', sent: excerpt(sent.raw, VALUE_CHARS), readBack: read ? excerpt(read.raw, VALUE_CHARS) : '(absent)' });
  }

  /** Objects field by field, lists of objects item by item, lists of values and values as a whole. */
  compare(sent: JsonNode, read: JsonNode | undefined, path: string): void {
    if (!read) return this.differ(path, sent, read);
    if (sent.kind === 'object' && read.kind === 'object') {
      for (const e of sent.entries) {
        const p = path ? `${path}.${e.rawKey}` : e.rawKey;
        const r = member(read, e.key);
        if (r === undefined) this.notCompared.push(p);
        else this.compare(e.value, r, p);
      }
    } else if (sent.kind === 'array' && read.kind === 'array' && !sent.items.every(isScalar)) {
      sent.items.forEach((item, k) => this.compare(item, read.items[k], `${path}[${k}]`));
    } else if (!sameValue(sent, read)) this.differ(path, sent, read);
  }
}

/** A read that wraps the record (`{"data": {...}}`) is compared by its record. */
function record(sent: JsonNode, read: JsonNode): JsonNode {
  if (sent.kind !== 'object' || read.kind !== 'object') return read;
  if (sent.entries.some((e) => member(read, e.key) !== undefined)) return read;
  const data = member(read, 'data');
  return data?.kind === 'object' ? data : read;
}

/** Every write of the chain read back with at least one field of another value. */
export function readBacks(chain: readonly ChainExchange[]): ReadBack[] {
  const out: ReadBack[] = [];
  chain.forEach((w, i) => {
    if (!['POST', 'PUT', 'PATCH'].includes(method(w)) || !ok(w) || typeof w.request.body !== 'string') return;
    const sent = parseTree(w.request.body);
    const key = sent && written(w);
    if (!sent || !key) return;
    for (let j = i + 1; j < chain.length; j++) {
      const x = chain[j];
      if (resourceKey(x.request.url) !== key) continue;
      // Changed or deleted again before any read: the next write has its own comparison.
      if (method(x) !== 'GET') return;
      if (!ok(x) || typeof x.response?.body !== 'string') continue;
      const read = parseTree(x.response.body);
      if (!read) return;
      const walk = new Walk();
      walk.compare(sent, record(sent, read), '');
      if (walk.differences.length) out.push({ write: i, read: j, differences: walk.differences, more: walk.more, notCompared: walk.notCompared });
      return;
    }
  });
  return out;
}
