// Part 2.2: a file's created is a date-time. A platform that writes it as epoch milliseconds.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'file-created-as-epoch',
  fault: "created is the blob store's modification time in epoch milliseconds, written as a number.",
  breaks: 'B3.matches-action-schema',
  options: {
    mutation: {
      actionView: (view, operation) =>
        operation === 'getAction' && Array.isArray(view.files)
          ? { ...view, files: (view.files as Record<string, unknown>[]).map((f) => ({ ...f, created: Date.parse(String(f.created)) })) }
          : view,
    },
  },
};
