// Breaks one B1 relation: the same query parameters in another order are the same query. A platform that
// reads the query string as the documentation's table lays it out stops at the first parameter out of place.
import type { MutantB } from './mutant.ts';

/** The parameters of B1 in the order of the specification's table. */
const TABLE = [
  'partner_company_ids',
  'category_ids',
  'author_ids',
  'responsible_user_ids',
  'statuses',
  'created_at_from',
  'created_at_to',
  'edited_at_from',
  'edited_at_to',
  'expand',
  'direction',
  'search',
  'sortingColumn',
  'sortingDirection',
  'limit',
  'offset',
];

export const listParametersInTableOrderOnly: MutantB = {
  name: 'list-parameters-in-table-order-only',
  fault: 'A hand-written query reader matches the parameters in the order the documentation lists them, as one pattern would: a parameter that comes after one listed below it ends the reading, so a query in another order loses its filters.',
  breaks: 'B1.equivalent-query-order',
  expect: 'warning',
  options: {
    mutation: {
      listParams: (params) => {
        const read: Record<string, string | undefined> = {};
        let last = -1;
        for (const [name, value] of Object.entries(params)) {
          const at = TABLE.indexOf(name);
          if (at >= 0 && at < last) break;
          last = Math.max(last, at);
          read[name] = value;
        }
        return read;
      },
    },
  },
};
