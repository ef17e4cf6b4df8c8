// One B2 body and one B4 patch, each sent twice: as the run writes JSON and spelt another way (members in
// another order, other insignificant whitespace: suites/common/jsonSpelling.ts). Both spellings are the
// same request, so the two actions read back alike: every returned field but those that name the record
// or the moment (id, createdTime, editTime, history; in tasks and files, their ids and created). The body
// has objects at every depth the creation table has (benefits, tasks, files, shareTo), so that a reader
// that binds the members of nested items by position shows. Two creates, two patches and their reads back.
import { describe, jsonBody } from '../../src/http/json.ts';
import { bodyExcerpt } from '../common/expect.ts';
import { respell, spellingName, type Spelling } from '../common/jsonSpelling.ts';
import { sentAs, skipIfLengthRequired, type Transport } from '../common/transport.ts';
import { canonical, STABLE_RETURNED_FIELDS } from './compare-returned.ts';
import { fixturesOf, minimalBody, readAction } from './probe.ts';
import { createAction, releaseAction, runMarker, updateOwnAction } from './support.ts';
import type { CheckContext } from '../../src/engine/types.ts';

type Obj = Record<string, unknown>;

/** The returned fields two actions created from one body share (not id and createdTime: they name the record and its moment). */
const SHARED_FIELDS = STABLE_RETURNED_FIELDS.filter((f) => f !== 'id' && f !== 'createdTime');

/** Members of a returned task or file that name the item or its moment, different in two like actions. */
const ITEM_IDENTITY = new Set(['id', 'created']);

/** A field as two like actions must share it: tasks and files without what names each item. */
function comparable(field: string, value: unknown): unknown {
  if ((field !== 'tasks' && field !== 'files') || !Array.isArray(value)) return value;
  return value.map((item) => (item !== null && typeof item === 'object' && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).filter(([k]) => !ITEM_IDENTITY.has(k))) : item));
}

function differences(a: Obj, b: Obj): string[] {
  return SHARED_FIELDS.filter((f) => canonical(comparable(f, a[f])) !== canonical(comparable(f, b[f]))).map(
    (f) => `${f}: ${a[f] === undefined ? '(absent)' : describe(a[f], 200)} from the plain body, ${b[f] === undefined ? '(absent)' : describe(b[f], 200)} from the other spelling`,
  );
}

const text = (value: unknown): string => String(jsonBody(value));
const success = (status: number): boolean => status >= 200 && status < 300;

export async function spelledAlike(t: CheckContext, how: Spelling, transport: Transport = {}): Promise<void> {
  const name = [spellingName(how), transport.chunked ? 'Transfer-Encoding: chunked instead of a Content-Length' : ''].filter(Boolean).join(' and ');
  const marker = await runMarker(t);
  // Status not Draft and not first when reversed, nested objects at every depth, arrays: what a reader could
  // mix up. Every member of a task and a file, each of another type where the table allows it.
  const { userIds, companyIds } = fixturesOf(t);
  const body = await minimalBody(t, 'one body spelt two ways', {
    status: 'Suggestion',
    description: `Spelt two ways — Prüfbericht 図面 📄 ${marker}`,
    tasks: [
      { description: 'spelt task — Größe 📐', deadline: '2031-02-03T04:05:06Z', timeEstimate: 2.5, status: 'Open', ...(userIds.length > 0 ? { responsibleUserId: userIds[0] } : {}) },
      { description: 'second spelt task', timeEstimate: 1, status: 'Open' },
    ],
    files: [{ filename: 'spelt.txt', folder: 'spelt', description: 'spelt file', base64file: Buffer.from(`spelt ${marker}`).toString('base64') }],
    ...(companyIds.length > 0 ? { shareTo: [{ companyId: companyIds[companyIds.length - 1] }] } : {}),
  });
  const plain = await createAction(t, body);
  try {
    const other = await createAction(t, body, { rawBody: respell(text(body), how), what: `B2 with a valid body spelt with ${name}`, transport });
    try {
      const created = differences(plain.read.action, other.read.action);
      if (created.length > 0) {
        t.fail(`B2 with the same body spelt with ${name} made another action than with the body as written: ${created.slice(0, 4).join('; ')}`, other.read.res.exchange);
      }
      // The same patch on two like actions: spelt otherwise for the first, as written for the second.
      const patch = { description: `Patched — geändert 📝 ${marker}`, tags: [marker, 'patched'] };
      const spelt = await updateOwnAction(t, plain.id, { rawBody: respell(text(patch), how), ...sentAs(transport) });
      skipIfLengthRequired(t, transport, spelt, `B4 with a patch spelt with ${name}`);
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
