// The Benefits object of a creation body (part 2.2). Amounts carry cents, CO2 impact may be negative (a
// reduction). Which fields are required and which currency and unit values are allowed are not shown, so
// every body stays inside what any reading allows: each amount goes with its currency (an ISO 4217 code)
// and the CO2 figure with its unit; a subset leaves out whole pairs, never half of one.
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
  /** Every field present (default), or any subset of whole pairs; which fields are required is not shown. */
  complete?: boolean;
  /** A benefits object the target is known to take (profile `b.fixtures.benefits`): used as it is. */
  knownGood?: Record<string, unknown>;
}

/** Amount fields and the field that carries their currency. */
export const AMOUNT_CURRENCY: Readonly<Record<string, string>> = {
  targetBenefitsSavings: 'targetBenefitsSavingsCurrency',
  personnelCostsAndInvestments: 'personnelCostsAndInvestmentsCurrency',
  annualSpend: 'annualSpendCurrency',
  targetAnnualCostSavings: 'targetAnnualCostSavingsCurrency',
  actualAnnualCostSavings: 'actualAnnualCostSavingsCurrency',
};
export const CO2_FIELD = 'estimatedAnnualCo2EmissionImpact';
export const CO2_UNIT_FIELD = 'estimatedAnnualCo2EmissionImpactUnit';

/** Widely used ISO 4217 codes. */
export const ISO_4217_CODES = ['EUR', 'USD', 'GBP', 'CHF', 'SEK', 'JPY', 'CNY'] as const;
/** Mass units for the CO2 figure, as SI symbols. */
export const CO2_UNITS = ['t', 'kg'] as const;

type Pair = Record<string, string | number>;

export function benefitsBody(options: BenefitsBodyOptions = {}): fc.Arbitrary<BenefitsBody> {
  if (options.knownGood) return fc.constant({ ...options.knownGood } as BenefitsBody);
  const amount = decimalNumber({ min: 0, max: 1e9, fractionDigits: 2 });
  const currency = fc.constantFrom(...ISO_4217_CODES);
  const parts: Record<string, fc.Arbitrary<Pair>> = {
    targetBenefitsDescription: unicodeText({ maxLength: 500 }).map((d) => ({ targetBenefitsDescription: d })),
    ...Object.fromEntries(
      Object.entries(AMOUNT_CURRENCY).map(([a, c]) => [a, fc.tuple(amount, currency).map(([n, code]) => ({ [a]: n, [c]: code }))]),
    ),
    [CO2_FIELD]: fc
      .tuple(decimalNumber({ min: -1e7, max: 1e7, fractionDigits: 3 }), fc.constantFrom(...CO2_UNITS))
      .map(([n, unit]) => ({ [CO2_FIELD]: n, [CO2_UNIT_FIELD]: unit })),
  };
  const record =
    options.complete === false ? fc.record(parts, { requiredKeys: [], noNullPrototype: true }) : fc.record(parts, { noNullPrototype: true });
  return record.map((picked) => Object.assign({}, ...Object.values(picked)) as BenefitsBody);
}
