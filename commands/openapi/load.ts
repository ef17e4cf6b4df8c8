// Reads an OpenAPI 3.0 or 3.1 document (JSON or YAML, from a file or a URL), checks it against the OpenAPI
// schema and resolves its `$ref`s, through @apidevtools/swagger-parser. Every problem is one UsageError
// line (exit 2) naming the document and its first error. A URL is read with the project's bounded fetch
// (time and size capped, no redirect), and only when one is given: a document read from a file may refer
// to other files beside it, never to the network.
import { statSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { boundedFetch } from '../../src/http/boundedFetch.ts';
import { UsageError } from '../../src/errors.ts';

/** The parts of an OpenAPI document this tool reads; everything else is kept but not typed. */
export interface OpenApiDocument {
  openapi: string;
  info: { title?: string; version?: string; [k: string]: unknown };
  servers?: OpenApiServer[];
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  security?: Record<string, string[]>[];
  [k: string]: unknown;
}

export interface OpenApiServer {
  url: string;
  variables?: Record<string, { default?: string }>;
}

/** A description is a few hundred kilobytes at most; a cap keeps a wrong URL from filling memory. */
const MAX_DOCUMENT_BYTES = 8 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 15_000;

export function isUrl(source: string): boolean {
  return /^https?:\/\//i.test(source);
}

/**
 * A source as lines and files show it: a URL without its user info and query string, either of which may
 * hold a credential (`https://user:token@…`, `?access_token=…`).
 */
export function shownSource(source: string): string {
  if (!isUrl(source)) return source;
  const base = baseOf(source);
  if (base === undefined) return 'the URL given';
  return `${base}${new URL(source).search ? '?…' : ''}`;
}

/** The URL relative server and token URLs resolve against: no user info, no query. */
export function baseOf(source: string): string | undefined {
  if (!isUrl(source)) return undefined;
  try {
    const u = new URL(source);
    u.username = '';
    u.password = '';
    u.search = '';
    u.hash = '';
    return u.href;
  } catch {
    return undefined;
  }
}

/** The first line of a parser's message, without the text the parser adds around it. */
function firstProblem(err: unknown): string {
  const details = (err as { details?: { instancePath?: string; message?: string; params?: Record<string, unknown> }[] }).details;
  if (Array.isArray(details) && details.length > 0) {
    const d = details[0];
    const extra = d.params && typeof d.params.additionalProperty === 'string' ? ` (${d.params.additionalProperty})` : '';
    return `#${d.instancePath ?? ''} ${d.message ?? 'is invalid'}${extra}`;
  }
  const message = String((err as Error)?.message ?? err);
  const lines = message
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !/^Swagger schema validation failed\.?$/.test(l) && !/^Validation failed\.?$/.test(l));
  return lines[0] ?? 'is not valid';
}

/**
 * The document, validated and with every `$ref` resolved (the same object may appear at several places).
 * `check` validates a document built in memory (the output of `conformance openapi`).
 */
export async function loadOpenApi(source: string | OpenApiDocument, label = typeof source === 'string' ? shownSource(source) : 'the description'): Promise<OpenApiDocument> {
  const fromUrl = typeof source === 'string' && isUrl(source);
  const fetcher = fromUrl ? boundedFetch({ timeoutMs: FETCH_TIMEOUT_MS, maxBytes: MAX_DOCUMENT_BYTES }) : undefined;
  const options = {
    resolve: {
      external: true,
      // The parser's own HTTP reader is off; a URL given by the user is read through the bounded fetch.
      http: false,
      ...(fetcher
        ? {
            boundedHttp: {
              order: 1,
              canRead: /^https?:\/\//i,
              read: async (file: { url: string }) => {
                const res = await fetcher(file.url, { headers: { accept: 'application/json, application/yaml, text/yaml, */*' } });
                if (res.status !== 200) throw new Error(`${shownSource(file.url)} answered ${res.status}`);
                return Buffer.from(await res.arrayBuffer());
              },
            },
          }
        : {}),
    },
    // A description is JSON or YAML whatever its file is called (YAML reads JSON too); never plain text.
    parse: { json: { canParse: true }, yaml: { canParse: true }, text: false, binary: false },
    validate: { schema: true, spec: true },
  };
  let api: unknown;
  try {
    if (typeof source === 'string' && !fromUrl) {
      // The parser reads files itself; a missing one is said plainly.
      let isFile = false;
      try {
        isFile = statSync(source).isFile();
      } catch {
        throw new UsageError(`${label}: cannot be read (no such file)`);
      }
      if (!isFile) throw new UsageError(`${label}: not a regular file`);
      if (statSync(source).size > MAX_DOCUMENT_BYTES) throw new UsageError(`${label}: larger than ${MAX_DOCUMENT_BYTES} bytes`);
    }
    const input = typeof source === 'string' ? source : (structuredClone(source) as never);
    const version = typeof source === 'string' ? undefined : source.openapi;
    if (version !== undefined && !/^3\.[01]\./.test(String(version))) throw new UsageError(`${label}: not OpenAPI 3.0 or 3.1 (openapi: ${JSON.stringify(version)})`);
    api = await SwaggerParser.validate(input, options as never);
  } catch (err) {
    if (err instanceof UsageError) throw err;
    // The parser's words may quote the URL: shown as the label shows it, never with user info.
    let problem = firstProblem(err);
    if (typeof source === 'string') problem = problem.split(source).join(label);
    throw new UsageError(`${label}: not valid OpenAPI: ${problem.replace(/\/\/[^/@\s]*@/g, '//')}`);
  } finally {
    await fetcher?.close();
  }
  const doc = api as Partial<OpenApiDocument> & { swagger?: unknown };
  if (typeof doc.openapi !== 'string' || !/^3\.[01]\./.test(doc.openapi)) {
    const said = doc.swagger !== undefined ? `swagger ${JSON.stringify(doc.swagger)}` : `openapi: ${JSON.stringify(doc.openapi)}`;
    throw new UsageError(`${label}: not OpenAPI 3.0 or 3.1 (${said}): convert it to OpenAPI 3 first`);
  }
  return doc as OpenApiDocument;
}
