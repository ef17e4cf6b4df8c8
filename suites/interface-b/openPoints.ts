// Open points of part 2.2 that a valid creation body may run into: a platform may read them more strictly
// than the generators do. A body refused over one of them is a warning naming the point, never a failure.
import type { CheckContext } from '../../src/engine/types.ts';

/**
 * A complete, plain benefits object: every field of part 2.2, values any platform should take (the most
 * common reading of the benefits open point below).
 */
export const PLAIN_BENEFITS = {
  targetBenefitsDescription: 'Lower cost per unit',
  targetBenefitsSavings: 12500.5,
  targetBenefitsSavingsCurrency: 'EUR',
  personnelCostsAndInvestments: 3000,
  personnelCostsAndInvestmentsCurrency: 'EUR',
  annualSpend: 250000,
  annualSpendCurrency: 'EUR',
  targetAnnualCostSavings: 10000,
  targetAnnualCostSavingsCurrency: 'EUR',
  actualAnnualCostSavings: 0,
  actualAnnualCostSavingsCurrency: 'EUR',
  estimatedAnnualCo2EmissionImpact: -1.5,
  estimatedAnnualCo2EmissionImpactUnit: 't',
} as const;

export interface OpenPoint {
  /** The words of the specification that leave the point open. */
  point: string;
  /** The body changed to the most common reading of the point, or undefined when the body does not touch it. */
  retreat(body: Record<string, unknown>, t: CheckContext): Record<string, unknown> | undefined;
}

export const BENEFITS_OPEN: OpenPoint = {
  point:
    'part 2.2: "Which benefit fields are required, and the allowed values of the currency fields and of the unit field: not shown" (a profile may give a known-good object as b.fixtures.benefits)',
  retreat(body, t) {
    const good = t.settings.fixtures.benefits ?? PLAIN_BENEFITS;
    if (JSON.stringify(body.benefits) === JSON.stringify(good)) return undefined;
    return { ...body, benefits: { ...good } };
  },
};

export const TASK_STATUS_OPEN: OpenPoint = {
  point: 'part 2.2: "Allowed values of the task status and of editStatus: not shown"',
  retreat(body) {
    const tasks = body.tasks;
    if (!Array.isArray(tasks) || !tasks.some((x) => x !== null && typeof x === 'object' && 'status' in x)) return undefined;
    return { ...body, tasks: tasks.map((x) => (x !== null && typeof x === 'object' ? Object.fromEntries(Object.entries(x).filter(([k]) => k !== 'status')) : x)) };
  },
};

export const OPEN_POINTS: readonly OpenPoint[] = [BENEFITS_OPEN, TASK_STATUS_OPEN];
