// Part 4.2 B3: "one development action with all data, including tasks". Which task statuses there are beyond
// Open is not shown, so a platform may refuse a task of another status; but a task it took (the create answered
// 2xx) is data of the action, whatever its status, and the single read shows it. A read that loads only the
// tasks still to do (a query written for an open-tasks view) leaves the others out.
import { describe } from '../../src/http/json.ts';
import { normalText } from './compare.ts';
import { discardCreated, fixturesOf, minimalBody, readAction, sendCreate } from './probe.ts';
import { pathIdOf } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

/** Task statuses a platform may have besides Open (none is shown): each tried beside an Open task. */
const OTHER_STATUSES = ['Completed', 'In Progress', 'Done', 'Closed'] as const;

export const showsTasksOfEveryStatus: CheckDefinition = {
  id: 'B3.shows-tasks-of-every-status',
  title: 'an action created with tasks of several statuses shows every one of them in B3, whatever the status',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 4.2 B3',
  requirements: ['R-B3-returns-action'],
  async run(t) {
    const users = fixturesOf(t).userIds;
    const task = (description: string, status: string) => ({
      description,
      ...(users.length > 0 ? { responsibleUserId: users[0] } : {}),
      deadline: '2031-04-01T09:00:00.000Z',
      timeEstimate: 1.25,
      status,
    });
    let judged = 0;
    for (const status of OTHER_STATUSES) {
      const tasks = [task('Still to do — offen', 'Open'), task(`Task of status ${status} — Aufgabe`, status)];
      const res = await sendCreate(t, { body: await minimalBody(t, `tasks ${status}`, { tasks }) });
      // A status the platform does not have may be refused: which statuses there are is not shown.
      if (res.status < 200 || res.status >= 300) {
        t.note(`B2 refused a task of status ${status} (${res.status})`);
        continue;
      }
      const id = pathIdOf(res.json, 'B2');
      if (id === undefined) return t.skip('the create answer carries no id (part 4.2 B2: response body not shown), so the run cannot read back what it created');
      try {
        judged++;
        const { res: read, action } = await readAction(t, id, `B3 of the action created with a task of status ${status}`);
        const shown = Array.isArray(action.tasks) ? action.tasks.map((x) => normalText(String((x as { description?: unknown } | null)?.description ?? ''))) : [];
        const lost = tasks.filter((x) => !shown.includes(normalText(x.description)));
        if (lost.length > 0) {
          t.fail(
            `B2 took an action with a task of status Open and one of status ${status}, and B3 leaves out ${lost.map((x) => `the one of status ${x.status}`).join(' and ')}: tasks ${describe(action.tasks, 300)}`,
            read.exchange,
          );
        }
      } finally {
        await discardCreated(t, res);
      }
    }
    if (judged === 0) t.skip(`B2 refused tasks of every status tried besides Open (${OTHER_STATUSES.join(', ')})`);
  },
};
