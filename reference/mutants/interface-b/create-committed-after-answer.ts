// Part 4.2 B2: 201 says the action was created. A platform that answers before its write is committed.
import type { MutantB } from './mutant.ts';

/** How long the queued write takes to land after the answer. */
const COMMIT_DELAY_MS = 1500;

export const mutant: MutantB = {
  name: 'create-committed-after-answer',
  fault: 'The 201 is sent before the transaction commits (the write is queued behind the answer), so an immediate read gives 404.',
  breaks: 'B2.round-trip-fields',
  options: {
    mutation: {
      storeCreate: (input, write, store) => {
        const record = write(input);
        store.remove(record.id);
        setTimeout(() => store.insert(record), COMMIT_DELAY_MS).unref();
        return record;
      },
    },
  },
};
