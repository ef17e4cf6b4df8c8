// Part 2.2: a History item lists eventTime, event and initiator, each always determined. A platform whose
// expanded history leaves out who acted.
import type { MutantB } from './mutant.ts';

export const listHistoryWithoutInitiator: MutantB = {
  name: 'list-history-without-initiator',
  fault: 'The history row keeps the initiator as a user id that the list serialiser does not resolve to a name, so expanded history items come without initiator.',
  breaks: 'B1.items-carry-determined-fields',
  options: {
    mutation: {
      actionView: (view) =>
        Array.isArray(view.history) ? { ...view, history: view.history.map(({ initiator: _initiator, ...h }: Record<string, unknown>) => h) } : view,
    },
  },
};
