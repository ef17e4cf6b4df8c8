// Breaks one B1 rule: direction defaults to all. A platform whose default is sent, holding actions a
// partner shared with the caller's company (received): the run's own actions, all sent, cannot show it.
import type { MutantB } from './mutant.ts';

export const listDirectionDefaultSent: MutantB = {
  name: 'list-direction-default-sent',
  fault: "An absent direction is taken as sent (WHERE author company = the caller's), so actions partners shared with the caller are missing from the default list.",
  breaks: 'B1.whole-collection-defaults',
  options: {
    mutation: { defaultDirection: 'sent' },
    seedActions: [
      {
        authorUserId: 3,
        body: { status: 'Suggestion', title: 'Partner action shared with us', categoryId: 1, allowTaskEditingForPartners: false, benefits: {}, shareTo: [{ companyId: 1 }] },
      },
    ],
  },
};
