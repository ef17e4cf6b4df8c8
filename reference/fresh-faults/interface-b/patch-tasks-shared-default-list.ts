// Part 4.2 B4: "Partially update a development action": the action named, and no other. A platform whose
// actions created without tasks share one default list, which a patch then appends to.
import type { ActionStore, StoredFields } from '../../interface-b/index.ts';
import type { FreshFault } from '../fault.ts';

type Tasks = NonNullable<StoredFields['tasks']>;

/** Each platform's one default task list (a module-level EMPTY_TASKS of the implementation, per store here). */
const defaults = new WeakMap<ActionStore, Tasks>();
const shared = new WeakSet<Tasks>();
function defaultTasks(store: ActionStore): Tasks {
  let list = defaults.get(store);
  if (!list) {
    defaults.set(store, (list = []));
    shared.add(list);
  }
  return list;
}

export const fault: FreshFault = {
  name: 'patch-tasks-shared-default-list',
  interface: 'b',
  requirement: 'R-B4-patch-fields-to-change',
  level: 'MUST',
  fault:
    'An action created without tasks gets `tasks = body.tasks ?? EMPTY_TASKS`, one module-level array, and a patch appends the tasks it sends with record.tasks.push(...), so tasks patched into one action that was created without tasks show up in every other action created without tasks as well.',
  spec: 'part 4.2 B4: "Partially update a development action (method PATCH). Parameter id: required, string, development action id. Request body: a development action object containing only the fields to be changed."',
  options: {
    mutation: {
      storeCreate: (input, write, store) => {
        const record = write(input);
        if (input.tasks === undefined) record.fields.tasks = defaultTasks(store);
        return record;
      },
      mergePatch: (current, patch) => {
        if (!patch.tasks || !current.tasks) return { ...current, ...patch };
        // Appending is what the platform does to every task list; only the default one is shared.
        current.tasks.push(...patch.tasks);
        return { ...current, ...patch, tasks: current.tasks };
      },
    },
  },
};
