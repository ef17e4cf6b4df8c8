// What the refusal checks of both interfaces share: which answers refuse a request, the credentials each
// kind of refusal travels with, and marking the bodies of refused requests so that whatever a target
// stores of one can be found again.
import { randomBytes } from 'node:crypto';
import { bodyExcerpt } from './expect.ts';
import type { RefusalKind } from '../../generators/refusedWrite.ts';
import type { ApiResponse, CallOptions } from '../../src/engine/api.ts';

/** A refusal: a 4xx other than 429 (a throttled request is not refused for what it asks). */
export function isRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 429;
}

/** The credentials a request with this refusal carries: none, a wrong one, or the run's own. */
export function credentialsFor(refusal: RefusalKind, wrong: () => { header: string; value: string }): NonNullable<CallOptions['auth']> {
  if (refusal === 'no-credentials') return 'none';
  if (refusal === 'wrong-credentials') return wrong();
  return 'valid';
}

/**
 * A word unique to one refused request, of letters and digits only, so that a free-text search finds it
 * as a word whatever its tokenizer does.
 */
export function refusalToken(): string {
  return `rf${randomBytes(6).toString('hex')}`;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Applies `mark` to a JSON object body, or to each object of an array body (a lenient target may take the first). */
export function markBody(body: unknown, mark: (o: Obj) => Obj): unknown {
  if (isObj(body)) return mark(structuredClone(body));
  if (Array.isArray(body)) return body.map((x) => (isObj(x) ? mark(structuredClone(x)) : x));
  return body;
}

/** The refused request in a few words: `B4 … answered 400 {"message":…}`. */
export function refusedAnswer(what: string, res: ApiResponse): string {
  return `${what} was refused with ${res.status} ${bodyExcerpt(res, 160)}`;
}
