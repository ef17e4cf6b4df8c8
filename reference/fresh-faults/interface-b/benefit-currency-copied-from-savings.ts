// Part 2.2: "Benefits object (all fields are numbers or strings): ... personnelCostsAndInvestmentsCurrency
// (string)": stored as sent, like every field of the creation body. A platform whose mapper writes the
// savings currency into the investments currency.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'benefit-currency-copied-from-savings',
  interface: 'b',
  requirement: 'R-B2-stores-fields-sent',
  level: 'MUST',
  fault:
    'The Benefits object is copied onto the entity by a hand-written mapper, one null-checked line per field, and the line of personnelCostsAndInvestmentsCurrency was pasted from the one above it: if (dto.getPersonnelCostsAndInvestmentsCurrency() != null) entity.setPersonnelCostsAndInvestmentsCurrency(dto.getTargetBenefitsSavingsCurrency()); so the investments currency reads back as the savings currency (investments in USD come back in EUR), or is left out when no savings currency was sent; every other benefit field is kept as sent.',
  spec: 'part 2.2: "benefits | Benefits object | yes"; "Benefits object (all fields are numbers or strings): ... personnelCostsAndInvestments (number); personnelCostsAndInvestmentsCurrency (string); ..."',
  options: {
    mutation: {
      beforeStore: (input) => {
        const benefits = input.benefits;
        if (benefits === undefined || !Object.hasOwn(benefits, 'personnelCostsAndInvestmentsCurrency')) return input;
        const copied: Record<string, unknown> = { ...benefits, personnelCostsAndInvestmentsCurrency: benefits.targetBenefitsSavingsCurrency };
        // A null the entity ends up with is not written (the serialiser leaves out nulls).
        if (copied.personnelCostsAndInvestmentsCurrency === undefined) delete copied.personnelCostsAndInvestmentsCurrency;
        return { ...input, benefits: copied };
      },
    },
  },
};
