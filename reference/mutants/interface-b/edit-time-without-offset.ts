// Part 2.2: editTime is a date-time (RFC 3339, with an offset). A platform that writes it as a local time.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'edit-time-without-offset',
  fault: 'editTime is a LocalDateTime (or a DATETIME column) serialised as 2024-01-01T10:00:00, without an offset.',
  breaks: 'B3.matches-action-schema',
  options: {
    mutation: {
      actionView: (view, operation) =>
        operation === 'getAction' && typeof view.editTime === 'string' ? { ...view, editTime: view.editTime.slice(0, 19) } : view,
    },
  },
};
