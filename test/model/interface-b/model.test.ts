// The model of interface B (model/interface-b/): what it predicts for B1-B5, what it leaves open, and how it
// judges an answer. Properties run with fixed seeds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requirement } from '../../../requirements/index.ts';
import {
  create,
  createdFromBound,
  emptyState,
  judgeAction,
  judgeList,
  judgeStatus,
  list,
  MODEL_REQUIREMENTS,
  patch,
  read,
  readUnknown,
  remove,
  sameInstant,
  sameText,
  type ActionState,
  type CreationBody,
  type ScalarFields,
} from '../../../model/interface-b/index.ts';

const T0 = '2030-05-01T10:00:00Z';
const body = (title: string, extra: Partial<CreationBody> = {}): CreationBody => ({ status: 'Draft', title, categoryId: 1, allowTaskEditingForPartners: false, ...extra });

function created(state: ActionState, key: string, id: string, b: CreationBody, createdTime = T0): ActionState {
  return create(state, key, b).after(id, { createdTime, authorUserId: '7', authorCompanyId: '3' });
}

/** An action as a platform answers it, from a model action's fields. */
function answer(state: ActionState, key: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  const a = state.actions.get(key)!;
  const fields = Object.fromEntries(Object.entries(a.fields).map(([f, h]) => [f, h.value]));
  return { id: Number(a.id), createdTime: a.determined.createdTime, authorUser: { id: 7 }, authorCompany: { id: 3 }, tags: a.tags ?? [], ...fields, ...over };
}

describe('the model of interface B', () => {
  it('names only MUST requirements of interface B', () => {
    for (const id of MODEL_REQUIREMENTS) {
      const r = requirement(id);
      expect(r?.level, id).toBe('MUST');
      expect(r?.interface, id).toBe('b');
    }
  });

  it('B2: a success, and B3 reads every field sent back; status by the status rule', () => {
    const p = create(emptyState, 'a0', body('x')).prediction;
    expect(p.statuses).toEqual([200, 201]);
    const s = created(emptyState, 'a0', '11', body('x', { status: 'Completed', description: 'd', deadline: '2031-01-01T00:00:00Z', tags: ['m'] }));
    const r = read(s, 'a0');
    expect(r?.kind).toBe('found');
    if (r?.kind !== 'found') return;
    expect(judgeAction(r.action, answer(s, 'a0'))).toEqual([]);
    expect(judgeAction(r.action, answer(s, 'a0', { status: 'Draft' }))[0].requirement).toBe('R-B2-status-of-new-action');
    expect(judgeAction(r.action, answer(s, 'a0', { description: 'other' }))[0].requirement).toBe('R-B2-stores-fields-sent');
    expect(judgeAction(r.action, answer(s, 'a0', { tags: [] }))[0].requirement).toBe('R-B2-stores-fields-sent');
    expect(judgeAction(r.action, answer(s, 'a0', { id: 12 }))[0].requirement).toBe('R-B3-returns-action');
  });

  it('leaves open what part 2.2 does not state: trimmed text, a date-time to the second, another offset, a big id as bigint', () => {
    expect(sameText('near ', 'near')).toBe(true);
    expect(sameText('near', 'Near')).toBe(false);
    expect(sameInstant('2031-01-01T00:00:00.999Z', '2031-01-01T00:00:00Z')).toBe(true);
    expect(sameInstant('2031-01-01T01:00:00+01:00', '2031-01-01T00:00:00.000000Z')).toBe(true);
    expect(sameInstant('2030-12-31T23:59:59Z', '2031-01-01T00:00:00Z')).toBe(false);
    const s = created(emptyState, 'a0', '9007199254740993', body('x  '));
    expect(judgeAction(s.actions.get('a0')!, { ...answer(s, 'a0'), id: 9007199254740993n, title: 'x' })).toEqual([]);
  });

  it('B4: sent fields take the values sent, unsent ones keep theirs; a 400 is open and leaves the fields it carried unjudged', () => {
    let s = created(emptyState, 'a0', '1', body('t', { description: 'keep', deadline: '2031-01-01T00:00:00Z' }));
    const o = patch(s, 'a0', { title: 'u', status: 'Cancelled' });
    expect(o.prediction.statuses).toEqual([200]);
    expect(judgeStatus(o.prediction, 400, 'B4')).toBeUndefined();
    expect(judgeStatus(o.prediction, 404, 'B4')?.requirement).toBe('R-B4-answers-action');
    const after = o.after(200);
    const a = after.actions.get('a0')!;
    expect(judgeAction(a, answer(after, 'a0'))).toEqual([]);
    expect(judgeAction(a, answer(after, 'a0', { title: 't' }))[0].requirement).toBe('R-B4-patch-fields-to-change');
    // An unsent field reset by the patch: still the B2 rule of the field, the first write stands.
    expect(judgeAction(a, answer(after, 'a0', { description: '' }))[0].requirement).toBe('R-B2-stores-fields-sent');
    // The author, kept through a patch.
    expect(judgeAction(a, answer(after, 'a0', { authorUser: { id: 8 } }))[0].requirement).toBe('R-B4-patch-fields-to-change');
    s = patch(after, 'a0', { description: 'x' }).after(400);
    expect(judgeAction(s.actions.get('a0')!, answer(after, 'a0', { description: 'whatever' }))).toEqual([]);
    // A successful patch of the field makes it judged again.
    s = patch(s, 'a0', { description: 'y' }).after(200);
    expect(judgeAction(s.actions.get('a0')!, answer(s, 'a0', { description: 'x' }))[0].requirement).toBe('R-B4-patch-fields-to-change');
  });

  it('B5: 200 with a message, then B3 and B4 and B5 of the id get 404 by the deletion rule', () => {
    const s = created(emptyState, 'a0', '1', body('t'));
    const d = remove(s, 'a0');
    expect(d.prediction).toMatchObject({ statuses: [200], body: 'message', bodyRequirement: 'R-B5-answers-message' });
    expect(read(d.after, 'a0')).toEqual({ operation: 'B3', kind: 'gone', id: '1', requirement: 'R-B5-deletes-permanently' });
    expect(patch(d.after, 'a0', { title: 'x' }).prediction).toMatchObject({ statuses: [404], requirement: 'R-B5-deletes-permanently' });
    expect(remove(d.after, 'a0').prediction).toMatchObject({ statuses: [404], requirement: 'R-B5-deletes-permanently' });
    expect(judgeStatus(remove(d.after, 'a0').prediction, 200, 'B5')?.requirement).toBe('R-B5-deletes-permanently');
    expect(readUnknown('42').requirement).toBe('R-B-not-found-404');
    expect(read(d.after, 'a9')).toBeUndefined();
  });

  it('B5 of one of two namesakes removes exactly that one', () => {
    let s = created(emptyState, 'a0', '1', body('same'));
    s = created(s, 'a1', '2', body('same'));
    s = remove(s, 'a1').after;
    expect(read(s, 'a0')?.kind).toBe('found');
    expect(read(s, 'a1')?.kind).toBe('gone');
  });

  it('B1: the own live actions under the filter are listed, deleted ones and others are not; other items are ignored', () => {
    let s = created(emptyState, 'a0', '1', body('t', { status: 'Draft' }));
    s = created(s, 'a1', '2', body('t', { status: 'Completed' }), '2030-05-01T10:00:05Z');
    s = created(s, 'a2', '3', body('t', { status: 'Draft' }), '2030-05-01T10:00:06Z');
    s = remove(s, 'a2').after;
    const from = createdFromBound(s)!;
    expect(from).toBeLessThan(Date.parse(T0));
    const p = list(s, from, ['Draft']);
    expect(p.listed.map((a) => a.key)).toEqual(['a0']);
    const foreign = { id: 99, status: 'Completed' };
    expect(judgeList(s, p, [foreign, answer(s, 'a0')])).toEqual([]);
    expect(judgeList(s, p, [foreign])[0].requirement).toBe('R-B1-filter-statuses');
    expect(judgeList(s, p, [answer(s, 'a0'), answer(s, 'a1')])[0].requirement).toBe('R-B1-filter-statuses');
    expect(judgeList(s, p, [answer(s, 'a0'), { id: 3, status: 'Draft' }])[0].requirement).toBe('R-B5-deletes-permanently');
    // A stale copy in the list.
    expect(judgeList(s, p, [answer(s, 'a0', { title: 'old' })])[0].requirement).toBe('R-B2-stores-fields-sent');
    const all = list(s, from);
    expect(all.listed.map((a) => a.key)).toEqual(['a0', 'a1']);
    expect(judgeList(s, all, [answer(s, 'a1')])[0].requirement).toBe('R-B1-filter-created-at');
  });

  it('B1: an action whose status a refused patch put in doubt may or may not be listed', () => {
    let s = created(emptyState, 'a0', '1', body('t', { status: 'Draft' }));
    s = patch(s, 'a0', { status: 'Completed' }).after(400);
    const p = list(s, createdFromBound(s)!, ['Draft']);
    expect(p.listed).toEqual([]);
    expect(p.maybe.map((a) => a.key)).toEqual(['a0']);
    expect(judgeList(s, p, [])).toEqual([]);
    expect(judgeList(s, p, [{ ...answer(s, 'a0'), status: 'Completed' }])).toEqual([]);
  });

  it('random patch chains: an answer built from the model never diverges, one with a patched field rolled back always does', () => {
    const statuses = ['Draft', 'Suggestion', 'In Progress', 'Cancelled', 'Completed'];
    const fieldPatch = fc.record(
      { title: fc.constantFrom('a', 'a ', 'A'), status: fc.constantFrom(...statuses), description: fc.constantFrom('', 'x'), allowTaskEditingForPartners: fc.boolean() },
      { requiredKeys: [], noNullPrototype: true },
    );
    fc.assert(
      fc.property(fc.array(fieldPatch, { minLength: 1, maxLength: 6 }), (patches) => {
        let s = created(emptyState, 'a0', '5', body('orig', { description: 'orig' }));
        for (const p of patches) s = patch(s, 'a0', p as ScalarFields).after(200);
        const a = s.actions.get('a0')!;
        expect(judgeAction(a, answer(s, 'a0'))).toEqual([]);
        const last = patches[patches.length - 1];
        if (last.title !== undefined && last.title.trim() !== 'orig') {
          expect(judgeAction(a, answer(s, 'a0', { title: 'orig' })).length).toBeGreaterThan(0);
        }
      }),
      { seed: 20240611, numRuns: 200 },
    );
  });
});
