// Part 2.2: benefit amounts are numbers, returned as sent. A platform that stores them in a FLOAT column.
import { isLosslessNumber, LosslessNumber } from 'lossless-json';
import type { MutantB } from './mutant.ts';

/** What a single-precision FLOAT column gives back for a number. */
const asFloat = (v: LosslessNumber) => new LosslessNumber(String(Math.fround(Number(v.value))));

export const mutant: MutantB = {
  name: 'benefit-amounts-as-float',
  fault: 'Benefit amounts are stored in a FLOAT column, so decimals such as 1234.56 come back as 1234.56005859375.',
  breaks: 'B2.round-trip-benefits',
  options: {
    mutation: {
      beforeStore: (input) =>
        input.benefits
          ? { ...input, benefits: Object.fromEntries(Object.entries(input.benefits).map(([k, v]) => [k, isLosslessNumber(v) ? asFloat(v) : v])) }
          : input,
    },
  },
};
