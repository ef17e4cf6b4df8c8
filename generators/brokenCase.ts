// What the broken-request generators share: the kinds of breakage, and request texts that are not JSON.

/**
 * - missing-required: a required field is absent (part 7: MISSING_REQUIRED_PARAMETER).
 * - wrong-type: a field holds a value of another JSON type than the specification gives.
 * - null-not-allowed: null where the specification gives a type without "or null".
 * - bad-format: a string that is not a date-time, or not Base64 where Base64 contents are expected.
 * - bad-enum: a value outside the allowed values.
 * - bad-item: an array item of the wrong shape.
 * - malformed-json: the body text is not JSON although it is declared as JSON.
 * - not-json: the body is sent in another media type than JSON.
 * - non-object: the body is JSON, but not an object.
 */
export type BrokenKind =
  | 'missing-required'
  | 'wrong-type'
  | 'null-not-allowed'
  | 'bad-format'
  | 'bad-enum'
  | 'bad-item'
  | 'malformed-json'
  | 'not-json'
  | 'non-object';

/** The offending "field" of a case that breaks the body as a whole. */
export const WHOLE_BODY = '(body)';

/** Short text of a value for labels. */
export function show(value: unknown): string {
  if (value === undefined) return 'undefined';
  const s = JSON.stringify(value);
  return s.length > 40 ? `${s.slice(0, 37)}...` : s;
}

/** Texts that no JSON parser accepts, each with what is wrong with it; `validJson` is a valid body. */
export function malformedJsonTexts(validJson: string): { what: string; text: string }[] {
  return [
    { what: 'an empty body', text: '' },
    { what: 'an unclosed object', text: '{' },
    { what: 'a truncated body', text: validJson.slice(0, Math.max(1, Math.floor(validJson.length / 2))) },
    { what: 'trailing garbage after the object', text: `${validJson} }` },
    { what: 'a trailing comma', text: '{"title": "x",}' },
    { what: 'single-quoted strings', text: "{'title': 'x'}" },
    { what: 'unquoted keys', text: '{title: "x"}' },
    { what: 'a missing comma between members', text: '{"title": "x" "status": "Draft"}' },
    { what: 'a NaN literal', text: '{"targetBenefitsSavings": NaN}' },
    { what: 'a raw control character in a string', text: '{"title": "a\u0001b"}' },
  ];
}
