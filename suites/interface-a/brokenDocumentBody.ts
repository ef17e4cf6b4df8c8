// A1/A2 request bodies that break part 2.1 beyond doubt, each labelled with what is broken: a field of
// another JSON type, Base64 contents with characters outside every Base64 alphabet, metaData that is not
// a list of key/value string pairs, text that is not JSON, JSON that is not an object. Cases a tolerant
// implementation may reasonably accept (null fields, an item without `value`, an empty body) are not
// here: they are in oddDocumentBody, where only a 5xx is a failure.
import fc from 'fast-check';
import { documentBody, type DocumentBody } from '../../generators/documentBody.ts';
import { show, type BrokenKind } from '../../generators/brokenCase.ts';

export type DocumentField = 'fileName' | 'base64EncodedContents' | 'metaData';

export interface BrokenDocumentBody {
  label: string;
  kind: BrokenKind;
  /** The offending field, or `(body)` when the body as a whole is broken. */
  field: DocumentField | '(body)';
  /** The body to send as JSON; absent when `rawBody` is set. */
  body?: unknown;
  /** A body text sent as is, declared as application/json. */
  rawBody?: string;
}

export interface BrokenDocumentBodyOptions {
  /** Every valid part of the body keeps this fileName (A2: the name of an existing document). */
  fileName?: string;
  /** Only these kinds. */
  kinds?: readonly BrokenKind[];
}

type Body = Record<string, unknown>;
interface Breakage {
  kind: BrokenKind;
  field: BrokenDocumentBody['field'];
  label: string;
  apply(base: Body, position: number): { body: unknown } | { rawBody: string };
}

const NOT_A_STRING: unknown[] = [42, 3.5, true, false, { text: 'x' }, ['x'], []];
// Neutral keys: should an implementation accept one of these after all, it must not tie the document to a
// material that exists (the material key of the profile is never used here).
const NOT_AN_ARRAY: unknown[] = ['colour=blue', 42, true, { key: 'colour', value: 'blue' }, {}];
const BAD_ITEMS: unknown[] = [
  'colour=blue',
  42,
  true,
  ['colour', 'blue'],
  { key: 1, value: 'blue' },
  { key: 'colour', value: 2 },
  { key: 'colour', value: { shade: 'blue' } },
  { key: ['colour'], value: 'blue' },
  { key: 'colour', value: true },
  { key: { k: 1 }, value: ['blue'] },
];
/** Characters outside both the standard and the URL-safe Base64 alphabet, and not whitespace either. */
const NON_BASE64 = [...'!@#$%^&*()[]{}<>?~`|;:,."\'ä€'];

function replaced(base: Body, field: string, value: unknown): { body: unknown } {
  return { body: { ...base, [field]: value } };
}

function breakages(): Breakage[] {
  const out: Breakage[] = [];
  for (const field of ['fileName', 'base64EncodedContents'] as const) {
    for (const value of NOT_A_STRING) {
      out.push({ kind: 'wrong-type', field, label: `${field} is ${show(value)}, not a string`, apply: (b) => replaced(b, field, value) });
    }
  }
  for (const value of NOT_AN_ARRAY) {
    out.push({ kind: 'wrong-type', field: 'metaData', label: `metaData is ${show(value)}, not an array`, apply: (b) => replaced(b, 'metaData', value) });
  }
  for (const item of BAD_ITEMS) {
    out.push({
      kind: 'bad-item',
      field: 'metaData',
      label: `metaData holds the item ${show(item)}`,
      apply: (b, position) => {
        const items = Array.isArray(b.metaData) ? [...b.metaData] : [];
        items.splice(position % (items.length + 1), 0, item);
        return { body: { ...b, metaData: items } };
      },
    });
  }
  for (const ch of NON_BASE64) {
    out.push({
      kind: 'bad-format',
      field: 'base64EncodedContents',
      label: `base64EncodedContents holds ${JSON.stringify(ch)}, outside the Base64 alphabet`,
      apply: (b, position) => {
        const text = typeof b.base64EncodedContents === 'string' && b.base64EncodedContents !== '' ? b.base64EncodedContents : 'QUJD';
        const at = position % (text.length + 1);
        return { body: { ...b, base64EncodedContents: `${text.slice(0, at)}${ch}${text.slice(at)}` } };
      },
    });
  }
  out.push({
    kind: 'bad-format',
    field: 'base64EncodedContents',
    label: 'base64EncodedContents is prose, not Base64',
    apply: (b) => replaced(b, 'base64EncodedContents', 'this is not Base64!'),
  });
  for (const { what, text } of malformed()) {
    out.push({ kind: 'malformed-json', field: '(body)', label: `the body is ${what}`, apply: (b) => ({ rawBody: text(b) }) });
  }
  const nonObjects: { what: string; value: (b: Body) => unknown }[] = [
    { what: 'an array holding the document', value: (b) => [b] },
    { what: 'an empty array', value: () => [] },
    { what: 'a string', value: (b) => String(b.fileName ?? 'document.pdf') },
    { what: 'a number', value: () => 42 },
    { what: 'a boolean', value: () => true },
  ];
  for (const { what, value } of nonObjects) {
    out.push({ kind: 'non-object', field: '(body)', label: `the body is ${what}, not an object`, apply: (b) => ({ body: value(b) }) });
  }
  return out;
}

/** Texts no JSON parser accepts, built around the valid body so that only the syntax is wrong. */
function malformed(): { what: string; text: (b: Body) => string }[] {
  return [
    { what: 'an unclosed object', text: () => '{' },
    { what: 'a truncated document', text: (b) => { const s = JSON.stringify(b); return s.slice(0, Math.max(1, Math.floor(s.length / 2))); } },
    { what: 'the document followed by garbage', text: (b) => `${JSON.stringify(b)} }` },
    { what: 'an object with a trailing comma', text: (b) => `${JSON.stringify(b).slice(0, -1)},}` },
    { what: 'single-quoted JSON', text: () => "{'fileName': 'document.pdf'}" },
    { what: 'an object with unquoted keys', text: () => '{fileName: "document.pdf"}' },
    { what: 'members without a comma', text: () => '{"fileName": "document.pdf" "metaData": []}' },
    { what: 'a NaN literal', text: () => '{"fileName": NaN}' },
    { what: 'a raw control character in a string', text: () => '{"fileName": "a\u0001b.pdf"}' },
    { what: 'XML', text: () => '<document><fileName>document.pdf</fileName></document>' },
  ];
}

const ALL = breakages();

export function brokenDocumentBody(options: BrokenDocumentBodyOptions = {}): fc.Arbitrary<BrokenDocumentBody> {
  const chosen = options.kinds ? ALL.filter((b) => options.kinds!.includes(b.kind)) : ALL;
  if (chosen.length === 0) throw new Error(`no breakage of kind ${options.kinds?.join(', ')}`);
  const base = documentBody({ force: 'all', maxBytes: 192, metaData: { maxItems: 3 } }).map((b): Body =>
    options.fileName === undefined ? { ...b } : { ...b, fileName: options.fileName },
  );
  return fc.tuple(fc.constantFrom(...chosen), base, fc.nat()).map(([breakage, b, position]) => ({
    label: breakage.label,
    kind: breakage.kind,
    field: breakage.field,
    ...breakage.apply(b, position),
  }));
}

/** Sends a case as it must travel: JSON, or the raw text declared as JSON. */
export function asCallBody(c: { body?: unknown; rawBody?: string }): { body?: unknown; rawBody?: string } {
  return c.rawBody !== undefined ? { rawBody: c.rawBody } : { body: c.body };
}

export type { DocumentBody };
