// Part 2.2: benefit figures are numbers. A platform that stores the money amounts (not the CO2 figure)
// to two decimals.
import type { MutantB } from './mutant.ts';

const AMOUNTS = ['targetBenefitsSavings', 'personnelCostsAndInvestments', 'annualSpend', 'targetAnnualCostSavings', 'actualAnnualCostSavings'];

export const mutant: MutantB = {
  name: 'benefit-amounts-to-cents',
  fault: 'the money amounts are DECIMAL(12,2) columns, so an amount sent with more than two decimals is rounded to cents',
  breaks: 'B2.values-keep-precision',
  expect: 'warning',
  options: {
    mutation: {
      beforeStore: (input) =>
        input.benefits
          ? {
              ...input,
              benefits: Object.fromEntries(
                Object.entries(input.benefits).map(([k, v]) => [k, AMOUNTS.includes(k) && v !== null && v !== undefined ? Math.round(Number(v) * 100) / 100 : v]),
              ),
            }
          : input,
    },
  },
};
