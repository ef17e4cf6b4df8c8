// Part 7's error body on an error answer, judged whole: served as JSON (part 1), a body at all, and the
// shape `message` plus `errors` of items with type, message and source. One function for every check of
// the error-body-everywhere class, so that each judges an error answer the same way.
import { validate } from '../../schemas/index.ts';
import { bodyExcerpt } from './expect.ts';
import type { ApiResponse } from '../../src/engine/api.ts';
import type { CheckContext } from '../../src/engine/types.ts';
import type { MalformedRequest } from '../../generators/malformedPath.ts';

/** The answer carries the error body of part 7 as application/json; fails the check (with the exchange) otherwise. */
export function expectErrorAnswer(t: CheckContext, res: ApiResponse, what: string): void {
  const head = `${what}: the ${res.status}`;
  if (res.text.length === 0) t.fail(`${head} has an empty body; expected the error body of part 7 (message and errors)`, res.exchange);
  const ct = res.headers['content-type'];
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(ct ?? '')) {
    t.fail(`${head} is served as ${ct === undefined ? '(no content-type)' : JSON.stringify(ct)}, not application/json: ${bodyExcerpt(res, 120)}`, res.exchange);
  }
  if (res.json === undefined) t.fail(`${head} body is not JSON (${res.jsonError ?? 'unparseable'}): ${bodyExcerpt(res, 120)}`, res.exchange);
  const bad = validate('common/errorBody', res.json);
  if (bad.length > 0) t.fail(`${head} body is not the error body of part 7: ${bad.slice(0, 3).join('; ')}`, res.exchange);
}

/** A 4xx: the answers the class holds to the error body (429 included). */
export function isClientError(res: ApiResponse): boolean {
  return res.status >= 400 && res.status < 500;
}

/**
 * Sends a request no operation serves as asked and judges the answer, for either interface: never a 5xx,
 * and a 4xx (whichever: the status is not specified) is the error body as JSON.
 */
export async function judgeMalformedRequest(t: CheckContext, r: MalformedRequest): Promise<void> {
  const res = await t.api.send(r.method, r.pathAndQuery, { headers: r.headers });
  if (res.status >= 500) t.fail(`${r.what}: expected a 4xx, got ${res.status} ${bodyExcerpt(res, 120)}`, res.exchange);
  if (isClientError(res)) expectErrorAnswer(t, res, r.what);
}
