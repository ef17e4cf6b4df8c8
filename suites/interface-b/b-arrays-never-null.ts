// Part 2.2 types qualityBenefits, responsibleUsers, sharedTo, tasks, tags, files, comments, history and a
// comment's replies as arrays: an empty one is [], never null, at every depth and in every answer that
// carries an action (B3, the B4 answer, B1 items expanded). The array fields are read from the response
// schemas. B1 is read once around the action the run made (so that its own action is judged) and once as
// the default page expanded (so that actions already there, with comments and replies, are judged too).
import { nonArrayFields } from './arrays.ts';
import { minimalBody } from './probe.ts';
import { createAction, idOf, releaseAction, updateOwnAction } from './support.ts';
import type { ApiResponse } from '../../src/engine/api.ts';
import type { CheckContext, CheckDefinition } from '../../src/engine/types.ts';

const EXPAND_ALL = 'tasks,files,comments,history';

function judge(t: CheckContext, res: ApiResponse, what: string, actions: { value: unknown; path: string }[]): void {
  const problems = actions.flatMap((a) => nonArrayFields(a.value, 'interface-b/action', a.path));
  if (problems.length > 0) t.fail(`${what}: an array field is not an array: ${problems.slice(0, 5).join('; ')}`, res.exchange);
}

function items(res: ApiResponse): unknown[] {
  const data = (res.json as { data?: unknown } | null)?.data;
  return res.status === 200 && Array.isArray(data) ? data : [];
}

/** The B1 query that lists the action created at `createdTime`: a window of a second either side. */
function around(createdTime: unknown): Record<string, string> | undefined {
  const ms = typeof createdTime === 'string' ? Date.parse(createdTime) : NaN;
  if (!Number.isFinite(ms)) return undefined;
  return { created_at_from: new Date(ms - 1000).toISOString(), created_at_to: new Date(ms + 1000).toISOString() };
}

export const arraysNeverNull: CheckDefinition = {
  id: 'B.arrays-never-null',
  title: 'every array field of a returned action is an array ([] when empty), at every depth, in B1, B3 and B4',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 2.2',
  requirements: ['R-B-action-field-types', 'R-B-comment-fields', 'R-B4-answers-action', 'R-B1-response-body'],
  async run(t) {
    // Every list of the creation body sent empty.
    const created = await createAction(t, await minimalBody(t, 'empty lists', { tags: [], qualityBenefits: [], responsibleUserIds: [], shareTo: [], tasks: [], files: [] }));
    try {
      const { res, action } = created.read; // the read-back that proved it the run's own
      judge(t, res, 'B3', [{ value: action, path: 'action' }]);

      const patched = await updateOwnAction(t, created.id, { body: { description: 'arrays stay arrays' } });
      if (patched.status === 200) judge(t, patched, 'the B4 answer', [{ value: patched.json, path: 'action' }]);

      const window = around(action.createdTime);
      if (window) {
        const own = await t.api.call('listActions', { params: { ...window, expand: EXPAND_ALL } });
        const mine = items(own).filter((a) => idOf(a) === created.id);
        judge(t, own, 'B1 (expand=tasks,files,comments,history), the action the run made', mine.map((value) => ({ value, path: `B1 item ${created.id}` })));
      }
      const page = await t.api.call('listActions', { params: { expand: EXPAND_ALL } });
      judge(t, page, 'B1 (expand=tasks,files,comments,history)', items(page).map((value, i) => ({ value, path: `data[${i}]` })));
    } finally {
      await releaseAction(t, created.id);
    }
  },
};
