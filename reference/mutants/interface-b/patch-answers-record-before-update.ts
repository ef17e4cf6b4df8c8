// Part 4.2 B4: "Response 200 body: the development action", as the patch left it. A platform whose
// handler serialises the entity it loaded and hands the update to a write-behind queue: the answer shows the
// values from before the patch, while a read right after shows the new ones.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'patch-answers-record-before-update',
  fault: 'The handler renders the entity it loaded and queues the UPDATE (write-behind, flushed after the response), so the answer shows the old values.',
  breaks: 'B.model-sequences',
  options: {
    mutation: {
      // The write waits for the next turn of the event loop: the handler renders the record untouched.
      storePatch: (input, _sentOrder, write) => void setImmediate(() => write(input)),
    },
  },
};
