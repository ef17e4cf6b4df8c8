// Part 2.2 and part 3: Open is a task status that occurs. That a task sent with it is read back with it is
// a reasonable expectation the specification does not state, hence a recommendation.
import { describe } from '../../src/http/json.ts';
import { fixturesOf, minimalBody } from './probe.ts';
import { createAction, releaseAction } from './support.ts';
import type { CheckContext, CheckDefinition } from '../../src/engine/types.ts';

export const taskStatusKept: CheckDefinition = {
  id: 'B2.task-status-kept',
  title: 'a task created with status Open is read back with status Open',
  level: 'SHOULD',
  interface: 'b',
  specRef: 'part 2.2',
  requirements: ['R-B2-task-status-open'],
  async run(t: CheckContext) {
    const users = fixturesOf(t).userIds;
    const task = {
      description: 'Audit the incoming inspection',
      ...(users.length > 0 ? { responsibleUserId: users[0] } : {}),
      deadline: '2031-03-01T12:00:00.000Z',
      timeEstimate: 2.5,
      status: 'Open',
    };
    const created = await createAction(t, await minimalBody(t, 'task status', { tasks: [task] }));
    try {
      const { res, action } = created.read; // the read-back that proved it the run's own
      const tasks = action.tasks;
      if (!Array.isArray(tasks) || tasks.length !== 1) t.fail(`expected the one task sent, B3 returned tasks ${describe(tasks)}`, res.exchange);
      const status = (tasks[0] as { status?: unknown } | null)?.status;
      if (status !== 'Open') t.fail(`the task was sent with status "Open", B3 reads back ${describe(status)}`, res.exchange);
    } finally {
      await releaseAction(t, created.id);
    }
  },
};
