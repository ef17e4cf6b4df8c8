// Values come back as they went in, in every answer that returns them: text of any script (both normal
// forms, characters beyond the BMP, bidi and zero-width marks), date-times sent with any offset and
// fraction (the same instant, written in any offset), numbers with their fractions. The B3 read is judged
// by the B2.round-trip checks from the same generators; this one judges the two other answers that carry
// an action: the B4 answer ("the development action") and the action as a B1 item (expanded with its tasks
// and files). Each shows the patched fields as patched and the others as created. Lists a patch carries
// are left to B4.patch-applies-sent-items (replace or merge is not shown); a field an answer leaves out is
// judged by the presence checks, not here.
import fc from 'fast-check';
import { actionPatch } from '../../generators/actionPatch.ts';
import { validActionBody } from '../../generators/validActionBody.ts';
import { ALL_GROUPS, LIST_FIELDS, differences, returnedPart } from './compare.ts';
import { fixturesOf, heavyRuns } from './probe.ts';
import { createAction, idOf, releaseAction, runMarker, updateOwnAction } from './support.ts';
import type { ApiResponse } from '../../src/engine/api.ts';
import type { CheckContext, CheckDefinition } from '../../src/engine/types.ts';

type Obj = Record<string, unknown>;

/** What the action holds after the patch, as far as the two bodies tell: patched lists left out. */
function expectedAfter(body: Obj, patch: Obj): Obj {
  const out: Obj = { ...body, ...patch };
  for (const f of LIST_FIELDS) if (Object.hasOwn(patch, f)) delete out[f];
  return out;
}

function judge(t: CheckContext, res: ApiResponse, what: string, expected: Obj, got: unknown): void {
  if (got === null || typeof got !== 'object' || Array.isArray(got)) return;
  const problems = differences(returnedPart(expected, got as Obj), got as Obj, ALL_GROUPS);
  if (problems.length > 0) t.fail(`${what} differs from the values sent (created, then patched): ${problems.slice(0, 5).join('; ')}`, res.exchange);
}

/** The B1 query that lists the action created at `createdTime`: a window of a second either side. */
function around(createdTime: unknown): Record<string, string> | undefined {
  const ms = typeof createdTime === 'string' ? Date.parse(createdTime) : NaN;
  if (!Number.isFinite(ms)) return undefined;
  return { created_at_from: new Date(ms - 1000).toISOString(), created_at_to: new Date(ms + 1000).toISOString() };
}

export const valuesRoundTrip: CheckDefinition = {
  id: 'B.values-round-trip',
  title: 'text of any script, date-times of any offset and decimals come back as sent in the B4 answer and in B1 items',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 2.2',
  requirements: ['R-B2-stores-fields-sent', 'R-B4-answers-action', 'R-B4-patch-fields-to-change', 'R-B1-response-body'],
  property: true,
  async run(t) {
    const fixtures = fixturesOf(t);
    const marker = await runMarker(t);
    const sizes = { marker, nulls: false, maxItems: 2, maxFileBytes: 256, maxTextLength: 300 } as const;
    let patchedRuns = 0;
    await t.property(
      fc.tuple(validActionBody(fixtures, { ...sizes, fields: 'all' }), actionPatch(fixtures, sizes)),
      async ([body, patch]) => {
        const created = await createAction(t, body);
        try {
          const res = await updateOwnAction(t, created.id, { body: patch });
          // Which fields a patch may change is not shown: a refused patch is judged by the B4 checks.
          if (res.status !== 200) return;
          patchedRuns++;
          const expected = expectedAfter(body as unknown as Obj, patch as unknown as Obj);
          judge(t, res, 'the B4 answer', expected, res.json);
          const window = around((res.json as Obj | null)?.createdTime ?? (created.json as Obj | null)?.createdTime);
          if (!window) return;
          const list = await t.api.call('listActions', { params: { ...window, expand: 'tasks,files' } });
          const data = (list.json as { data?: unknown } | null)?.data;
          const item = list.status === 200 && Array.isArray(data) ? data.find((a) => idOf(a) === created.id) : undefined;
          // Not listed: the created_at filters are judged by the B1 checks.
          if (item !== undefined) judge(t, list, `the action as a B1 item (id ${created.id})`, expected, item);
        } finally {
          await releaseAction(t, created.id);
        }
      },
      { runs: heavyRuns(t) },
    );
    if (patchedRuns === 0) t.note('the target refused every generated patch, so only creation values could be compared (none)');
  },
};
