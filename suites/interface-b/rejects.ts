// The rejection properties of B2 share one shape: a broken body (generated around a valid one, so that the
// named fault is the only one) gives 400 with the error body of part 7. Whatever a lenient target accepts
// is recorded and deleted.
import { brokenActionBody, type BrokenActionBody, type BrokenActionBodyOptions } from '../../generators/brokenActionBody.ts';
import { actionCreateFields } from '../../schemas/interface-b/actionCreate.ts';
import { expectErrorBody, expectStatus } from '../common/expect.ts';
import { discardCreated, fixturesOf, sendCreate } from './probe.ts';
import { runMarker } from './support.ts';
import type { ApiResponse } from '../../src/engine/api.ts';
import type { CheckContext } from '../../src/engine/types.ts';

/** The top-level creation fields: the only ones whose `source` name part 7 lets a client predict. */
export const TOP_LEVEL_FIELDS: readonly string[] = Object.keys(actionCreateFields);

/** Sends a body that may be broken (as JSON, or as raw text when it is no JSON at all). */
export async function sendBroken(t: CheckContext, c: { body?: unknown; rawBody?: string }): Promise<ApiResponse> {
  const res = await sendCreate(t, c.rawBody !== undefined ? { rawBody: c.rawBody } : { body: c.body });
  await discardCreated(t, res);
  return res;
}

/** Runs for a property over a handful of fixed breakages (the valid rest still varies). */
export function fewCaseRuns(t: CheckContext): number {
  return Math.max(10, Math.ceil(t.runs / 4));
}

export type BrokenCheck = (t: CheckContext, c: BrokenActionBody, res: ApiResponse) => void;

/** Each generated broken body gives 400 with the error body; `extra` may demand more of the answer. */
export async function rejectsBroken(
  t: CheckContext,
  options: Omit<BrokenActionBodyOptions, 'marker'>,
  extra?: BrokenCheck,
  runs?: number,
): Promise<void> {
  const arb = brokenActionBody(fixturesOf(t), { ...options, marker: await runMarker(t) });
  await t.property(arb, async (c) => {
    const res = await sendBroken(t, c);
    expectRefused(t, res, `B2 with ${c.label}`);
    extra?.(t, c, res);
  }, runs === undefined ? {} : { runs });
}

/** An invalid creation body refused as part 7 says: not accepted, 400, the error body. */
export function expectRefused(t: CheckContext, res: ApiResponse, what: string): void {
  if (res.status >= 200 && res.status < 300) t.fail(`${what}: the invalid body was accepted (${res.status}); expected 400`, res.exchange);
  expectStatus(t, res, [400], what);
  expectErrorBody(t, res, what);
}
