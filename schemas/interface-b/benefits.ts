// Part 2.2: the Benefits object. Which fields are required and the allowed currency/unit values are not
// shown, so only the types are checked.
import { responseObject, type JsonSchema } from '../common/shape.ts';

/** Field name to base type; the request schema reuses it without the tolerance for null. */
export const benefitsFields: Record<string, JsonSchema> = {
  targetBenefitsDescription: { type: 'string' },
  targetBenefitsSavings: { type: 'number' },
  targetBenefitsSavingsCurrency: { type: 'string' },
  personnelCostsAndInvestments: { type: 'number' },
  personnelCostsAndInvestmentsCurrency: { type: 'string' },
  annualSpend: { type: 'number' },
  annualSpendCurrency: { type: 'string' },
  targetAnnualCostSavings: { type: 'number' },
  targetAnnualCostSavingsCurrency: { type: 'string' },
  actualAnnualCostSavings: { type: 'number' },
  actualAnnualCostSavingsCurrency: { type: 'string' },
  estimatedAnnualCo2EmissionImpact: { type: 'number' },
  estimatedAnnualCo2EmissionImpactUnit: { type: 'string' },
};

export const benefitsSchema = responseObject('interface-b/benefits', benefitsFields);
