// Part 4.2 B1: "direction | values: sent, received, all": sent holds the actions of the caller's company. A
// platform whose sent branch compares the author with the calling user instead of the user's company.
import { DEFAULT_BEHAVIOUR } from '../../interface-b/index.ts';
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'list-sent-only-own-user',
  interface: 'b',
  requirement: 'R-B1-direction-sent-received',
  level: 'SHOULD',
  fault:
    "The sent branch of the direction filter was written as author_user_id = :currentUser (the \"my actions\" view of the web client) instead of author_company_id = :currentCompany, so direction=sent leaves out the actions colleagues of the same company created, which all still lists.",
  spec: 'part 4.2 B1: "direction | string | values: sent, received, all; default all"',
  options: {
    mutation: {
      matchDirection: (a, caller, direction) => (direction === 'sent' ? a.authorUserId === caller.user.id : DEFAULT_BEHAVIOUR.matchDirection(a, caller, direction)),
    },
  },
};
