// A1/A2 request bodies at the edges of part 2.1, where the specification allows more than one answer:
// an implementation may accept them or refuse them with a 4xx, but a 5xx means it broke (part 7). Nothing
// here names a path (no separators, no "." or ".." as a file name) and no field names an identity (no
// `id`): a lenient implementation that writes files or upserts must not be led outside the run's own data.
import fc from 'fast-check';
import { documentBody } from '../../generators/documentBody.ts';
import { unicodeText } from '../../generators/unicodeText.ts';

export interface OddDocumentBody {
  label: string;
  body?: unknown;
  rawBody?: string;
  /** Content type to declare instead of application/json. */
  contentType?: string;
}

type Body = Record<string, unknown>;
type Odd = { label: string; make: (b: Body, text: string) => Omit<OddDocumentBody, 'label'> };

const ODD: Odd[] = [
  { label: 'fileName is null', make: (b) => ({ body: { ...b, fileName: null } }) },
  { label: 'base64EncodedContents is null', make: (b) => ({ body: { ...b, base64EncodedContents: null } }) },
  { label: 'metaData is null', make: (b) => ({ body: { ...b, metaData: null } }) },
  { label: 'every field is null', make: () => ({ body: { fileName: null, base64EncodedContents: null, metaData: null } }) },
  { label: 'a metaData item is null', make: (b) => ({ body: { ...b, metaData: [null] } }) },
  { label: 'a metaData item has no key', make: (b, text) => ({ body: { ...b, metaData: [{ value: text }] } }) },
  { label: 'a metaData item has no value', make: (b, text) => ({ body: { ...b, metaData: [{ key: text || 'k' }] } }) },
  { label: 'a metaData item is empty', make: (b) => ({ body: { ...b, metaData: [{}] } }) },
  { label: 'a metaData item has a null value', make: (b) => ({ body: { ...b, metaData: [{ key: 'k', value: null }] } }) },
  { label: 'a metaData item has extra fields', make: (b, text) => ({ body: { ...b, metaData: [{ key: 'k', value: 'v', note: text, n: 1 }] } }) },
  { label: 'metaData repeats a key', make: (b, text) => ({ body: { ...b, metaData: [{ key: 'k', value: text }, { key: 'k', value: `${text}2` }] } }) },
  { label: 'metaData has an empty key and value', make: (b) => ({ body: { ...b, metaData: [{ key: '', value: '' }] } }) },
  { label: 'metaData has 1000 items', make: (b) => ({ body: { ...b, metaData: Array.from({ length: 1000 }, (_, i) => ({ key: `k${i}`, value: `v${i}` })) } }) },
  { label: 'unknown fields beside the document', make: (b, text) => ({ body: { ...b, comment: text, extra: { a: [1, { b: null }] } } }) },
  { label: 'an empty object', make: () => ({ body: {} }) },
  { label: 'an empty fileName', make: (b) => ({ body: { ...b, fileName: '' } }) },
  { label: 'a blank fileName', make: (b) => ({ body: { ...b, fileName: '   ' } }) },
  { label: 'a fileName of dots inside', make: (b) => ({ body: { ...b, fileName: 'a..b...pdf' } }) },
  { label: 'a fileName of 5000 characters', make: (b) => ({ body: { ...b, fileName: `${'n'.repeat(4996)}.pdf` } }) },
  { label: 'a fileName with control characters', make: (b) => ({ body: { ...b, fileName: 'a\u0000b\u0007c\u001b.pdf' } }) },
  { label: 'a fileName without extension', make: (b, text) => ({ body: { ...b, fileName: `noext ${text}`.replace(/[\\/]/g, '_') } }) },
  { label: 'a fileName with a lone surrogate', make: (b) => ({ rawBody: JSON.stringify({ ...b, fileName: 'x.pdf' }).replace('x.pdf', 'x\\ud800.pdf') }) },
  { label: 'empty Base64 contents', make: (b) => ({ body: { ...b, base64EncodedContents: '' } }) },
  { label: 'Base64 without padding', make: (b) => ({ body: { ...b, base64EncodedContents: 'QUJDRA' } }) },
  { label: 'URL-safe Base64', make: (b) => ({ body: { ...b, base64EncodedContents: '-_-_' } }) },
  { label: 'Base64 with line breaks', make: (b) => ({ body: { ...b, base64EncodedContents: 'QUJD\r\nREVG\n' } }) },
  { label: 'Base64 with padding only', make: (b) => ({ body: { ...b, base64EncodedContents: '====' } }) },
  { label: 'an empty body', make: () => ({ rawBody: '' }) },
  { label: 'the JSON literal null', make: () => ({ rawBody: 'null' }) },
  { label: 'a body with a byte order mark', make: (b) => ({ rawBody: `\uFEFF${JSON.stringify(b)}` }) },
  { label: 'a member repeated with another type', make: (b) => ({ rawBody: `${JSON.stringify(b).slice(0, -1)},"fileName":7}` }) },
  { label: 'a number too large for any type', make: (b) => ({ rawBody: `${JSON.stringify(b).slice(0, -1)},"size":1e400}` }) },
  { label: 'arrays nested 10000 deep', make: () => ({ rawBody: `{"metaData":${'['.repeat(10_000)}${']'.repeat(10_000)}}` }) },
  { label: 'the document as text/plain', make: (b) => ({ body: b, contentType: 'text/plain' }) },
  { label: 'the document as a form', make: (b) => ({ rawBody: new URLSearchParams({ fileName: String(b.fileName ?? 'x.pdf') }).toString(), contentType: 'application/x-www-form-urlencoded' }) },
  { label: 'the document in another charset', make: (b) => ({ body: b, contentType: 'application/json; charset=iso-8859-1' }) },
];

/** Valid bodies the odd cases are made from. */
function bases(fileName: string | undefined): fc.Arbitrary<Body> {
  return documentBody({ force: 'all', maxBytes: 128, metaData: { maxItems: 3 } }).map((b): Body =>
    fileName === undefined ? { ...b } : { ...b, fileName },
  );
}

export function oddDocumentBody(options: { fileName?: string } = {}): fc.Arbitrary<OddDocumentBody> {
  return fc
    .tuple(fc.constantFrom(...ODD), bases(options.fileName), unicodeText({ maxLength: 30 }))
    .map(([odd, b, text]) => ({ label: odd.label, ...odd.make(b, text) }));
}

/**
 * Every odd case once, made from one base body drawn with `seed`: each case is rare among random draws, so
 * a check that must see all of them sweeps this list as well.
 */
export function everyOddDocumentBody(seed: number, options: { fileName?: string } = {}): OddDocumentBody[] {
  const [b] = fc.sample(bases(options.fileName), { seed, numRuns: 1 });
  const [text] = fc.sample(unicodeText({ minLength: 1, maxLength: 30 }), { seed, numRuns: 1 });
  return ODD.map((odd) => ({ label: odd.label, ...odd.make(b, text) }));
}
