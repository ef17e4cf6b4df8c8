// Part 2.2: a History item carries its initiator, the name of the actor or of an integration. A platform
// that fills it from the user behind the request, which an integration's token does not have, and whose
// serialiser omits what has no value.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'history-initiator-left-out-for-clients',
  fault: 'initiator is unset for events caused by an integration, since no user stands behind its client-credentials token, and the serialiser omits unset fields.',
  breaks: 'B3.carries-determined-fields',
  options: {
    mutation: {
      actionView: (view, operation) =>
        operation === 'getAction' && Array.isArray(view.history)
          ? { ...view, history: (view.history as Record<string, unknown>[]).map(({ initiator: _initiator, ...h }) => h) }
          : view,
    },
  },
};
