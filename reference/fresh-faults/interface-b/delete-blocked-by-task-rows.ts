// Part 4.2 B5: "Effect: the action is deleted permanently." A platform whose task rows hold a foreign key to
// their action without ON DELETE CASCADE.
import type { ActionStore } from '../../interface-b/index.ts';
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'delete-blocked-by-task-rows',
  interface: 'b',
  requirement: 'R-B5-deletes-permanently',
  level: 'MUST',
  fault:
    'The task table references development_action(id) without ON DELETE CASCADE and the entity maps tasks without cascade = REMOVE, so DELETE of an action that has tasks fails on the foreign key and answers 500 (a retry fails the same way); the action stays. Actions without tasks are deleted.',
  spec: 'part 4.2 B5: "Delete a development action (method DELETE) ... Effect: the action is deleted permanently."; part 3: "Deletion of a development action is permanent and cannot be undone."',
  options: {
    mutation: {
      removeAction: (store: ActionStore, id: bigint) => {
        if ((store.record(id)?.fields.tasks?.length ?? 0) > 0) {
          throw new Error('update or delete on table "development_action" violates foreign key constraint "fk_task_action" on table "task"');
        }
        store.remove(id);
      },
    },
  },
};
