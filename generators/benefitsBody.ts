// The Benefits object of a creation body (part 2.2). Amounts carry cents, CO2 impact may be negative (a
// reduction). Allowed currency and unit values are not shown: widely used ISO 4217 codes and mass units.
import fc from 'fast-check';
import { decimalNumber } from './decimalNumber.ts';
import { unicodeText } from './unicodeText.ts';

export interface BenefitsBody {
  targetBenefitsDescription?: string;
  targetBenefitsSavings?: number;
  targetBenefitsSavingsCurrency?: string;
  personnelCostsAndInvestments?: number;
  personnelCostsAndInvestmentsCurrency?: string;
  annualSpend?: number;
  annualSpendCurrency?: string;
  targetAnnualCostSavings?: number;
  targetAnnualCostSavingsCurrency?: string;
  actualAnnualCostSavings?: number;
  actualAnnualCostSavingsCurrency?: string;
  estimatedAnnualCo2EmissionImpact?: number;
  estimatedAnnualCo2EmissionImpactUnit?: string;
}

export interface BenefitsBodyOptions {
  /** Every field present (default), or any subset; which fields are required is not shown. */
  complete?: boolean;
}

export function benefitsBody(options: BenefitsBodyOptions = {}): fc.Arbitrary<BenefitsBody> {
  const amount = decimalNumber({ min: 0, max: 1e9, fractionDigits: 2 });
  const currency = fc.constantFrom('EUR', 'USD', 'GBP', 'CHF', 'SEK', 'JPY', 'CNY');
  const model = {
    targetBenefitsDescription: unicodeText({ maxLength: 500 }),
    targetBenefitsSavings: amount,
    targetBenefitsSavingsCurrency: currency,
    personnelCostsAndInvestments: amount,
    personnelCostsAndInvestmentsCurrency: currency,
    annualSpend: amount,
    annualSpendCurrency: currency,
    targetAnnualCostSavings: amount,
    targetAnnualCostSavingsCurrency: currency,
    actualAnnualCostSavings: amount,
    actualAnnualCostSavingsCurrency: currency,
    estimatedAnnualCo2EmissionImpact: decimalNumber({ min: -1e7, max: 1e7, fractionDigits: 3 }),
    estimatedAnnualCo2EmissionImpactUnit: fc.constantFrom('t', 'kg'),
  };
  return options.complete === false
    ? fc.record(model, { requiredKeys: [], noNullPrototype: true })
    : fc.record(model, { noNullPrototype: true });
}
