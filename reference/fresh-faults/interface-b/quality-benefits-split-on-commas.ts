// Part 2.2: "qualityBenefits | array of strings or null | no": each string stored as sent. A platform whose
// ORM keeps the list as one comma-joined column and splits it again on read.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'quality-benefits-split-on-commas',
  interface: 'b',
  requirement: 'R-B2-stores-fields-sent',
  level: 'MUST',
  fault:
    'qualityBenefits is mapped as a TypeORM simple-array column, stored as the items joined with "," and split on "," when read, so an item that itself contains a comma ("Fewer defects, less rework") reads back as two items, and a list holding only an empty string reads back empty.',
  spec: 'part 2.2: "qualityBenefits | array of strings or null | no" among "Fields accepted when creating (request body)"; returned as "qualityBenefits | array of strings"',
  options: {
    mutation: {
      beforeStore: (input) => {
        if (!input.qualityBenefits) return input;
        const joined = input.qualityBenefits.join(',');
        return { ...input, qualityBenefits: joined === '' ? [] : joined.split(',') };
      },
    },
  },
};
