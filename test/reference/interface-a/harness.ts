// Starts a document holder for one test and sends it requests with the key already in place.
import { fetch } from 'undici';
import { startDocumentHolder } from '../../../reference/interface-a/index.ts';
import type { DocumentHolderOptions, StartedDocumentHolder } from '../../../reference/interface-a/index.ts';

export const KEY = 'test-key-0123456789';

export interface Answer {
  status: number;
  contentType: string | null;
  text: string;
  json: any;
}

export interface Holder {
  started: StartedDocumentHolder;
  /** Sends a request; `body` objects are JSON-encoded, strings sent as they are. */
  send(method: string, path: string, init?: { body?: unknown; headers?: Record<string, string>; key?: string | null }): Promise<Answer>;
  create(supplierId: string, body: unknown): Promise<Answer>;
  replace(supplierId: string, body: unknown): Promise<Answer>;
  query(materialId: string, revision?: string): Promise<Answer>;
}

export async function withHolder(options: DocumentHolderOptions, run: (h: Holder) => Promise<void>): Promise<void> {
  const started = await startDocumentHolder({ apiKey: KEY, ...options });
  const header = started.apiKeyHeader;
  const send: Holder['send'] = async (method, path, init = {}) => {
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    const key = init.key === undefined ? KEY : init.key;
    if (key !== null) headers[header] = key;
    let body: string | undefined;
    if (init.body !== undefined) {
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(`${started.url}${path}`, { method, headers, body });
    const text = await res.text();
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, contentType: res.headers.get('content-type'), text, json };
  };
  const holder: Holder = {
    started,
    send,
    create: (s, body) => send('POST', `/suppliers/${encodeURIComponent(s)}/documents`, { body }),
    replace: (s, body) => send('PUT', `/suppliers/${encodeURIComponent(s)}/documents`, { body }),
    query: (m, revision) =>
      send('GET', `/materials/${encodeURIComponent(m)}/documents${revision === undefined ? '' : `?revision=${encodeURIComponent(revision)}`}`),
  };
  try {
    await run(holder);
  } finally {
    await started.close();
  }
}

/** metaData linking a document to a material revision (default material link), plus extra items. */
export function linked(materialId: string, revision?: string, extra: Record<string, string> = {}): { key: string; value: string }[] {
  const items = [{ key: 'materialId', value: materialId }];
  if (revision !== undefined) items.push({ key: 'revision', value: revision });
  for (const [key, value] of Object.entries(extra)) items.push({ key, value });
  return items;
}

/** Asserts the error body of part 7 and returns its items. */
export function errorItems(a: Answer): { type: string; message: string; source: string }[] {
  if (typeof a.json?.message !== 'string' || !Array.isArray(a.json?.errors)) {
    throw new Error(`not an error body of part 7: ${a.text}`);
  }
  for (const item of a.json.errors) {
    for (const f of ['type', 'message', 'source']) {
      if (typeof item[f] !== 'string') throw new Error(`error item without string ${f}: ${JSON.stringify(item)}`);
    }
  }
  return a.json.errors;
}
