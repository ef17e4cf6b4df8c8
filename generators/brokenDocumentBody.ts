// Broken A1/A2 request bodies (part 2.1), each labelled with what is broken and which field.
import fc from 'fast-check';
import { base64Contents } from './base64Contents.ts';
import { malformedJsonTexts, show, WHOLE_BODY, type BrokenKind } from './brokenCase.ts';
import { documentBody, type DocumentBody } from './documentBody.ts';

export interface BrokenDocumentBody {
  label: string;
  kind: BrokenKind;
  /** Path of the offending field (`fileName`, `metaData[0].key`) or `(body)`. */
  field: string;
  /** The body to send as JSON; absent when `rawBody` is set. */
  body?: unknown;
  /** A body text to send as is. */
  rawBody?: string;
  /** Content type of `rawBody`; application/json when absent. */
  contentType?: string;
}

export interface BrokenDocumentBodyOptions {
  kinds?: readonly BrokenKind[];
  fields?: readonly string[];
}

interface Mutation {
  label: string;
  kind: BrokenKind;
  field: string;
  /** `noise` is a random number, for the cases that break valid Base64 at a random place. */
  apply(base: DocumentBody, noise: number): Omit<BrokenDocumentBody, 'label' | 'kind' | 'field'>;
}

const NOT_BASE64_CHARS = ['!', '*', '-', '_', ' ', '.', 'é', '\n'];

/** Ways to turn valid padded Base64 (at least 4 characters) into invalid Base64. */
const BASE64_BREAKS: { what: string; apply(b64: string, noise: number): string }[] = [
  {
    what: 'a character outside the Base64 alphabet',
    apply: (b, n) => {
      const at = n % (b.length + 1);
      return b.slice(0, at) + NOT_BASE64_CHARS[n % NOT_BASE64_CHARS.length] + b.slice(at);
    },
  },
  {
    what: 'a length that is not a multiple of 4',
    apply: (b, n) => {
      const at = n % b.length;
      return b.slice(0, at) + b.slice(at + 1);
    },
  },
  {
    what: 'missing or surplus padding',
    // Padded text loses its padding; text without padding gains one "=": both leave a bad length.
    apply: (b) => (b.endsWith('=') ? b.replace(/=+$/, '') : `${b}=`),
  },
  { what: 'padding at the start', apply: (b) => `=${b.slice(1)}` },
  { what: 'too much padding', apply: (b) => `${b}====` },
];

const WRONG_TYPES: { value: unknown; what: string }[] = [
  { value: 42, what: 'a number' },
  { value: true, what: 'a boolean' },
  { value: { text: 'x' }, what: 'an object' },
  { value: ['x'], what: 'an array' },
];

function mutations(): Mutation[] {
  const list: Mutation[] = [];
  const set = (field: string, value: unknown) => (base: DocumentBody) => ({ body: { ...structuredClone(base), [field]: value } });

  for (const field of ['fileName', 'base64EncodedContents']) {
    for (const { value, what } of WRONG_TYPES) list.push({ label: `${field} is ${what} (${show(value)})`, kind: 'wrong-type', field, apply: set(field, value) });
    list.push({ label: `${field} is null`, kind: 'null-not-allowed', field, apply: set(field, null) });
  }
  const notArrays: { value: unknown; what: string }[] = [
    { value: { key: 'k', value: 'v' }, what: 'an object (a single pair)' },
    { value: 'k=v', what: 'a string' },
    { value: 42, what: 'a number' },
    { value: true, what: 'a boolean' },
  ];
  for (const { value, what } of notArrays) list.push({ label: `metaData is ${what} (${show(value)})`, kind: 'wrong-type', field: 'metaData', apply: set('metaData', value) });
  list.push({ label: 'metaData is null', kind: 'null-not-allowed', field: 'metaData', apply: set('metaData', null) });

  for (const { what, apply } of BASE64_BREAKS) {
    list.push({
      label: `base64EncodedContents has ${what}`,
      kind: 'bad-format',
      field: 'base64EncodedContents',
      apply: (base, noise) => ({ body: { ...structuredClone(base), base64EncodedContents: apply(base.base64EncodedContents ?? 'YWJj', noise) } }),
    });
  }
  for (const text of ['not base64!', 'YQ=', 'Y', '====', 'YW Jj']) {
    list.push({ label: `base64EncodedContents is ${show(text)}`, kind: 'bad-format', field: 'base64EncodedContents', apply: set('base64EncodedContents', text) });
  }

  const badItems: { item: unknown; what: string; field: string }[] = [
    { item: { value: 'v' }, what: 'without key', field: 'metaData[0].key' },
    { item: { key: 'k' }, what: 'without value', field: 'metaData[0].value' },
    { item: { key: 7, value: 'v' }, what: 'with a number as key', field: 'metaData[0].key' },
    { item: { key: 'k', value: 7 }, what: 'with a number as value', field: 'metaData[0].value' },
    { item: { key: 'k', value: null }, what: 'with a null value', field: 'metaData[0].value' },
    { item: { key: 'k', value: { nested: 'v' } }, what: 'with an object as value', field: 'metaData[0].value' },
    { item: { key: 'k', value: ['v'] }, what: 'with an array as value', field: 'metaData[0].value' },
    { item: 'k=v', what: 'that is a string', field: 'metaData[0]' },
    { item: 42, what: 'that is a number', field: 'metaData[0]' },
    { item: null, what: 'that is null', field: 'metaData[0]' },
    { item: ['k', 'v'], what: 'that is an array', field: 'metaData[0]' },
  ];
  for (const { item, what, field } of badItems) {
    list.push({
      label: `a metaData item ${what} (${show(item)})`,
      kind: 'bad-item',
      field,
      // The broken item goes first, the valid pairs after it.
      apply: (base) => ({ body: { ...structuredClone(base), metaData: [item, ...structuredClone(base.metaData ?? [])] } }),
    });
  }

  for (const { what, text } of malformedJsonTexts('{"fileName":"a.txt","base64EncodedContents":"YQ=="}')) {
    list.push({ label: `malformed JSON: ${what}`, kind: 'malformed-json', field: WHOLE_BODY, apply: () => ({ rawBody: text, contentType: 'application/json' }) });
  }
  list.push({
    label: 'malformed JSON: a truncated document body',
    kind: 'malformed-json',
    field: WHOLE_BODY,
    apply: (base) => {
      const text = JSON.stringify(base);
      return { rawBody: text.slice(0, Math.floor(text.length / 2)), contentType: 'application/json' };
    },
  });
  list.push({
    label: 'body is form-encoded, not JSON',
    kind: 'not-json',
    field: WHOLE_BODY,
    apply: (base) => ({
      rawBody: new URLSearchParams({ fileName: base.fileName ?? 'a.txt', base64EncodedContents: base.base64EncodedContents ?? '' }).toString(),
      contentType: 'application/x-www-form-urlencoded',
    }),
  });
  list.push({
    label: 'body is XML, not JSON',
    kind: 'not-json',
    field: WHOLE_BODY,
    apply: () => ({ rawBody: '<document><fileName>a.txt</fileName></document>', contentType: 'application/xml' }),
  });

  const nonObjects: [string, (base: DocumentBody) => unknown][] = [
    ['an array holding a valid body', (base) => [structuredClone(base)]],
    ['a string', () => 'a.txt'],
    ['a number', () => 42],
    ['null', () => null],
    ['a boolean', () => false],
  ];
  for (const [what, make] of nonObjects) list.push({ label: `body is ${what}`, kind: 'non-object', field: WHOLE_BODY, apply: (base) => ({ body: make(base) }) });
  return list;
}

export function brokenDocumentBody(options: BrokenDocumentBodyOptions = {}): fc.Arbitrary<BrokenDocumentBody> {
  const chosen = mutations().filter(
    (m) => (!options.kinds || options.kinds.includes(m.kind)) && (!options.fields || options.fields.includes(m.field)),
  );
  if (chosen.length === 0) throw new Error('no broken document body matches the options');
  // A base with all three fields and contents of at least 3 bytes (4 Base64 characters), so that a single
  // fault is the only one and every Base64 break applies.
  const base = fc
    .tuple(documentBody({ force: 'all', maxBytes: 512 }), base64Contents({ minBytes: 3, maxBytes: 512 }))
    .map(([body, contents]) => ({ ...body, base64EncodedContents: contents.base64 }));
  return fc.tuple(base, fc.constantFrom(...chosen), fc.nat()).map(([valid, m, noise]) => ({
    label: m.label,
    kind: m.kind,
    field: m.field,
    ...m.apply(valid, noise),
  }));
}
