// Part 4.2 B5: "Effect: the action is deleted permanently. Response body: object with message (string)
// confirming deletion." A platform that confirms the deletion before it happens: the delete is handed to a
// background worker and the action can still be read, listed and changed for a while after the 200.
import type { FreshFault } from '../fault.ts';

/** How long the worker takes to get to the deletion. */
const QUEUE_DELAY_MS = 30_000;

export const fault: FreshFault = {
  name: 'delete-applied-after-answer',
  interface: 'b',
  requirement: 'R-B5-deletes-permanently',
  level: 'MUST',
  fault:
    "The DELETE handler publishes a delete command to a message queue (the deletion cascades to tasks, files and comments in a worker) and answers 200 with the confirmation at once, so for the seconds the worker takes the action still answers 200 to a read, shows in the list and can be patched; it is gone only afterwards.",
  spec: 'part 4.2 B5: "Effect: the action is deleted permanently." and "Response body: object with message (string) confirming deletion."',
  options: {
    mutation: {
      removeAction: (store, id) => {
        const timer = setTimeout(() => store.remove(id), QUEUE_DELAY_MS);
        timer.unref();
      },
    },
  },
};
