// Breaks one B1 rule: direction=received holds every action shared to any company, not only to the caller's
// (what sent and received mean is a SHOULD).
import type { MutantB } from './mutant.ts';
import { DEFAULT_BEHAVIOUR } from '../../interface-b/index.ts';

export const listReceivedAnyShared: MutantB = {
  name: 'list-received-any-shared',
  fault: "direction=received is a join on the share table without the caller's company in its condition, so it holds every action shared to any company, the caller's own sent ones among them.",
  breaks: 'B1.direction',
  expect: 'warning',
  options: {
    mutation: {
      matchDirection: (a, caller, direction) =>
        direction === 'received' ? (a.fields.shareTo ?? []).length > 0 : DEFAULT_BEHAVIOUR.matchDirection(a, caller, direction),
    },
  },
};
