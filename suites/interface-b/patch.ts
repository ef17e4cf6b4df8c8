// The B4 properties: a full action is created, a generated subset of creation fields is patched onto it,
// and B3 shows the result. Which fields can be changed is not shown (nor status transitions), so a patch
// the target refuses with 400 proves nothing either way and is only counted.
import fc from 'fast-check';
import { actionPatch } from '../../generators/actionPatch.ts';
import { validActionBody } from '../../generators/validActionBody.ts';
import { fixturesOf, heavyRuns, readAction } from './probe.ts';
import { createAction, releaseAction, runMarker, updateOwnAction } from './support.ts';
import type { ApiResponse } from '../../src/engine/api.ts';
import type { CheckContext } from '../../src/engine/types.ts';

type Body = Record<string, unknown>;

export interface Patched {
  original: Body;
  /** The action as B3 showed it just before the patch: what the patch is judged against. */
  before: Body;
  patch: Body;
  res: ApiResponse;
  action: Body;
  readRes: ApiResponse;
}

export async function patchProperty(t: CheckContext, verify: (p: Patched) => void): Promise<void> {
  const fixtures = fixturesOf(t);
  const marker = await runMarker(t);
  const arb = fc.tuple(
    validActionBody(fixtures, { marker, fields: 'all', nulls: false, maxItems: 2, maxFileBytes: 256, maxTextLength: 300 }),
    actionPatch(fixtures, { marker, nulls: false, maxItems: 2, maxFileBytes: 256, maxTextLength: 300 }),
  );
  let applied = 0;
  let refused = 0;
  await t.property(
    arb,
    async ([original, patch]) => {
      const created = await createAction(t, original);
      try {
        const { action: before } = created.read; // the read-back that proved it the run's own, just before the patch
        const res = await updateOwnAction(t, created.id, { body: patch });
        if (res.status === 400) {
          refused++;
          return;
        }
        if (res.status !== 200) t.fail(`B4 with a valid patch of ${Object.keys(patch).join(', ')}: expected 200, got ${res.status}`, res.exchange);
        applied++;
        const { res: readRes, action } = await readAction(t, created.id, 'B3 read after the patch');
        verify({ original: original as unknown as Body, before, patch: patch as unknown as Body, res, action, readRes });
      } finally {
        await releaseAction(t, created.id);
      }
    },
    { runs: heavyRuns(t) },
  );
  if (applied === 0) t.warn(`the target refused every generated patch (${refused}) with 400, so that B4 could not be observed`);
  if (refused > 0) t.note(`${refused} of ${applied + refused} patches refused with 400 (changeable fields are not shown)`);
}
