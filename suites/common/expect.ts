// Assertions shared by the checks of both interfaces. Each failure names what was expected and what came,
// and carries the exchange as evidence.
import { validate, type SchemaId } from '../../schemas/index.ts';
import { describe } from '../../src/http/json.ts';
import type { ApiResponse } from '../../src/engine/api.ts';
import type { CheckContext } from '../../src/engine/types.ts';

/** The status is one of `allowed`. */
export function expectStatus(t: CheckContext, res: ApiResponse, allowed: number[], what: string): void {
  if (!allowed.includes(res.status)) {
    t.fail(`${what}: expected ${allowed.join(' or ')}, got ${res.status}${res.status >= 400 ? ` ${bodyExcerpt(res)}` : ''}`, res.exchange);
  }
}

/** A success answer (200 or 201, part 4 and part 7). */
export function expectSuccess(t: CheckContext, res: ApiResponse, what: string): void {
  expectStatus(t, res, [200, 201], what);
}

/** The body parses as JSON and matches the schema; returns the parsed body. */
export function expectSchema(t: CheckContext, res: ApiResponse, schema: SchemaId, what: string): unknown {
  if (res.json === undefined) t.fail(`${what}: the body is not JSON (${res.jsonError ?? 'unparseable'}): ${bodyExcerpt(res)}`, res.exchange);
  const problems = validate(schema, res.json);
  if (problems.length) t.fail(`${what}: the body does not match ${schema}: ${problems.slice(0, 5).join('; ')}`, res.exchange);
  return res.json;
}

/** Part 7: the error body, an object with `message` and `errors` (items with type, message, source). */
export function expectErrorBody(t: CheckContext, res: ApiResponse, what: string): { message: string; errors: { type: string; message: string; source: string }[] } {
  return expectSchema(t, res, 'common/errorBody', `${what}: error body of part 7`) as {
    message: string;
    errors: { type: string; message: string; source: string }[];
  };
}

/** Part 1: both interfaces carry JSON bodies. */
export function expectJsonContentType(t: CheckContext, res: ApiResponse, what: string): void {
  const ct = res.headers['content-type'];
  if (res.text.length > 0 && !/^application\/([\w.+-]+\+)?json\b/i.test(ct ?? '')) {
    t.fail(`${what}: a JSON body must be served as application/json, got content-type ${ct === undefined ? '(none)' : JSON.stringify(ct)}`, res.exchange);
  }
}

/** RFC 8259 8.1: JSON exchanged between systems is UTF-8; an answer's bytes that are not, whatever its charset says, break it. */
export function expectUtf8(t: CheckContext, res: ApiResponse, what: string): void {
  if (res.notUtf8) t.fail(`${what}: the body is not valid UTF-8 (RFC 8259 section 8.1: JSON text exchanged between systems MUST be UTF-8; content-type ${JSON.stringify(res.headers['content-type'] ?? '(none)')})`, res.exchange);
}

/** No 5xx, also on attempts the client retried. */
export function expectNoServerError(t: CheckContext, res: ApiResponse, what: string): void {
  if (res.sawServerError) t.fail(`${what}: the server answered ${res.status >= 500 ? res.status : '5xx (then retried)'} ${bodyExcerpt(res)}`, res.exchange);
}

/**
 * A short excerpt of the body for a message. Taken from the evidence, which is redacted before it is cut:
 * cutting the raw text could leave half of a secret the server echoed, which redaction would not find.
 */
export function bodyExcerpt(res: ApiResponse, max = 200): string {
  const text = res.exchange.response?.body ?? '';
  if (!text) return '(empty body)';
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

export { describe };

/**
 * Part 7: a 400 whose error body holds an item of type MISSING_REQUIRED_PARAMETER with the absent field as
 * `source` and a message that names it. `names` are the spellings that count as the field (a parameter
 * carried in a header may be named after the header); compared without regard to case.
 */
export function expectMissingRequired(t: CheckContext, res: ApiResponse, names: string[], what: string): void {
  expectStatus(t, res, [400], what);
  const body = expectErrorBody(t, res, what);
  const wanted = names.map((n) => n.toLowerCase());
  const items = body.errors.filter((e) => e.type === 'MISSING_REQUIRED_PARAMETER');
  if (items.length === 0) {
    t.fail(`${what}: no error item of type MISSING_REQUIRED_PARAMETER (types: ${body.errors.map((e) => e.type).join(', ') || 'none'})`, res.exchange);
  }
  const sourced = items.filter((e) => wanted.includes(e.source.toLowerCase()));
  if (sourced.length === 0) {
    t.fail(`${what}: the MISSING_REQUIRED_PARAMETER item's source is ${items.map((e) => JSON.stringify(e.source)).join(', ')}, not ${names.join(' or ')}`, res.exchange);
  }
  if (!sourced.some((e) => wanted.some((n) => e.message.toLowerCase().includes(n)))) {
    t.fail(`${what}: the MISSING_REQUIRED_PARAMETER message ${JSON.stringify(sourced[0].message)} does not name ${names.join(' or ')}`, res.exchange);
  }
}
