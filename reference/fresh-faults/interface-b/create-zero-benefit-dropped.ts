// Part 2.2: the Benefits object's figures are numbers; part 4.2 B2 stores the fields sent. A platform that
// drops a figure whose value is 0.
import { isLosslessNumber } from 'lossless-json';
import type { FreshFault } from '../fault.ts';

const isZero = (v: unknown): boolean => (isLosslessNumber(v) ? Number(v.value) === 0 : v === 0);

export const fault: FreshFault = {
  name: 'create-zero-benefit-dropped',
  interface: 'b',
  requirement: 'R-B2-stores-fields-sent',
  level: 'MUST',
  fault:
    "The Benefits figures are mapped with Go's omitempty (or a `if (value) out[key] = value` guard), which takes 0 for empty, so a figure sent as 0 (no savings yet, no investment) is dropped and reads back absent.",
  spec: 'part 2.2: "benefits | Benefits object | yes" with "annualSpend (number); targetAnnualCostSavings (number); ..." among "Fields accepted when creating"',
  options: {
    mutation: {
      beforeStore: (input) =>
        input.benefits ? { ...input, benefits: Object.fromEntries(Object.entries(input.benefits).filter(([, v]) => !isZero(v))) } : input,
    },
  },
};
