// One B2 body and one B4 patch, each sent twice: as the run writes JSON and spelt another way (members in
// another order, other insignificant whitespace: suites/common/jsonSpelling.ts). Both spellings are the
// same request, so the two actions read back alike: every returned field but those that name the record
// or the moment (id, createdTime, editTime, history). Two creates, two patches and their reads back.
import { describe, jsonBody } from '../../src/http/json.ts';
import { bodyExcerpt } from '../common/expect.ts';
import { respell, spellingName, type Spelling } from '../common/jsonSpelling.ts';
import { canonical, STABLE_RETURNED_FIELDS } from './compare-returned.ts';
import { minimalBody, readAction } from './probe.ts';
import { createAction, releaseAction, runMarker, updateOwnAction } from './support.ts';
import type { CheckContext } from '../../src/engine/types.ts';

type Obj = Record<string, unknown>;

/** The returned fields two actions created from one body share (not id and createdTime: they name the record and its moment). */
const SHARED_FIELDS = STABLE_RETURNED_FIELDS.filter((f) => f !== 'id' && f !== 'createdTime');

function differences(a: Obj, b: Obj): string[] {
  return SHARED_FIELDS.filter((f) => canonical(a[f]) !== canonical(b[f])).map(
    (f) => `${f}: ${a[f] === undefined ? '(absent)' : describe(a[f], 200)} from the plain body, ${b[f] === undefined ? '(absent)' : describe(b[f], 200)} from the other spelling`,
  );
}

const text = (value: unknown): string => String(jsonBody(value));
const success = (status: number): boolean => status >= 200 && status < 300;

export async function spelledAlike(t: CheckContext, how: Spelling): Promise<void> {
  const name = spellingName(how);
  const marker = await runMarker(t);
  // Status not Draft and not first when reversed, a nested object, an array: what a reader could mix up.
  const body = await minimalBody(t, 'one body spelt two ways', { status: 'Suggestion', description: `Spelt two ways ${marker}` });
  const plain = await createAction(t, body);
  try {
    const other = await createAction(t, body, { rawBody: respell(text(body), how), what: `B2 with a valid body spelt with ${name}` });
    try {
      const created = differences(plain.read.action, other.read.action);
      if (created.length > 0) {
        t.fail(`B2 with the same body spelt with ${name} made another action than with the body as written: ${created.slice(0, 4).join('; ')}`, other.read.res.exchange);
      }
      // The same patch on two like actions: spelt otherwise for the first, as written for the second.
      const patch = { description: `Patched ${marker}`, tags: [marker, 'patched'] };
      const spelt = await updateOwnAction(t, plain.id, { rawBody: respell(text(patch), how) });
      const written = await updateOwnAction(t, other.id, { body: patch });
      if (success(spelt.status) !== success(written.status)) {
        t.fail(`B4 with a patch spelt with ${name} answered ${spelt.status} ${bodyExcerpt(spelt)}, the same patch as written ${written.status}`, spelt.exchange);
      }
      if (!success(spelt.status)) t.skip(`the target refused the patch of description and tags (${written.status}) in both spellings: changeable fields are not shown`);
      const a = await readAction(t, plain.id, 'B3 read after the patch spelt otherwise');
      const b = await readAction(t, other.id, 'B3 read after the patch as written');
      const patched = differences(b.action, a.action);
      if (patched.length > 0) {
        t.fail(`B4 with the same patch spelt with ${name} left the action otherwise than the patch as written: ${patched.slice(0, 4).join('; ')}`, a.res.exchange);
      }
    } finally {
      await releaseAction(t, other.id);
    }
  } finally {
    await releaseAction(t, plain.id);
  }
}
