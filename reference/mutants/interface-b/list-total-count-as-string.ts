// Part 4.2 B1: totalCount is an integer. A platform that writes it as a string.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'list-total-count-as-string',
  fault: 'totalCount is the COUNT(*) of the driver as it comes (node-postgres returns a bigint as a string), so it is written "42".',
  breaks: 'B1.list-schema',
  options: {
    mutation: {
      listBody: (body) => ({ ...body, meta: { paging: { ...body.meta.paging, totalCount: String(body.meta.paging.totalCount) } } }),
    },
  },
};
