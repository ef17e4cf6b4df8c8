// Validation of the document body of part 2.1. Every field is optional, but a field that is present must
// have the type the specification gives it; each problem becomes one error item naming its field.
import type { ErrorItem } from '../common/http.ts';

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

export function invalidType(source: string, expected: string, value: unknown): ErrorItem {
  return { type: 'INVALID_TYPE', message: `${source} must be ${expected}, got ${typeName(value)}`, source };
}

/** metaData: an array of objects, each with a string `key` and a string `value`. */
export function validateMetaData(value: unknown): ErrorItem[] {
  if (!Array.isArray(value)) return [invalidType('metaData', 'an array of objects', value)];
  const errors: ErrorItem[] = [];
  value.forEach((item: unknown, i) => {
    const at = `metaData[${i}]`;
    if (!isPlainObject(item)) {
      errors.push(invalidType(at, 'an object with key and value', item));
      return;
    }
    for (const field of ['key', 'value'] as const) {
      const v = item[field];
      if (v === undefined) {
        errors.push({ type: 'INVALID_VALUE', message: `${at}.${field} is missing`, source: `${at}.${field}` });
      } else if (typeof v !== 'string') {
        errors.push(invalidType(`${at}.${field}`, 'a string', v));
      }
    }
  });
  return errors;
}

export interface BodyRules {
  validateBase64(text: string): boolean;
  validateMetaData(value: unknown): ErrorItem[];
}

/** The three fields of 2.1; unknown fields are ignored, as a tolerant reader should. */
export function validateDocumentBody(body: Record<string, unknown>, rules: BodyRules): ErrorItem[] {
  const errors: ErrorItem[] = [];
  const { fileName, base64EncodedContents, metaData } = body;
  if (fileName !== undefined && typeof fileName !== 'string') {
    errors.push(invalidType('fileName', 'a string', fileName));
  }
  if (base64EncodedContents !== undefined) {
    if (typeof base64EncodedContents !== 'string') {
      errors.push(invalidType('base64EncodedContents', 'a string', base64EncodedContents));
    } else if (!rules.validateBase64(base64EncodedContents)) {
      errors.push({
        type: 'INVALID_VALUE',
        message: 'base64EncodedContents is not valid Base64',
        source: 'base64EncodedContents',
      });
    }
  }
  if (metaData !== undefined) errors.push(...rules.validateMetaData(metaData));
  return errors;
}
