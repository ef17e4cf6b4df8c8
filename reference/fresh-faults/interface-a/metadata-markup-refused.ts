// Part 2.1: "Metadata item: key (string), value (string)": any string. A holder whose input validation
// refuses a metadata value with an angle bracket as markup.
import { validateMetaData } from '../../interface-a/validate.ts';
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'metadata-markup-refused',
  interface: 'a',
  requirement: 'R-A1-creates-document',
  level: 'MUST',
  fault:
    'The metadata value carries an anti-XSS input rule (@Pattern(regexp = "[^<>]*") from the security guideline for free-text fields, a "no HTML" validator), so a document whose metaData holds a value such as "tolerance <0.1 mm" or "supersedes rev A -> B" is refused with 400 as an invalid value instead of created (and its replacement likewise); values without < or > are taken.',
  spec: 'part 2.1: "metaData | array of objects | no | list of key/value pairs of metadata of the document"; "Metadata item: key (string), value (string)"; part 4.1 A1: "Create a document linked to a supplier (method POST). Request body: the document body of 2.1"',
  options: {
    mutation: {
      validateMetaData: (value) => {
        const errors = validateMetaData(value);
        if (errors.length > 0 || !Array.isArray(value)) return errors;
        value.forEach((item: { value: string }, i) => {
          if (/[<>]/.test(item.value)) errors.push({ type: 'INVALID_VALUE', message: `metaData[${i}].value must not contain markup`, source: `metaData[${i}].value` });
        });
        return errors;
      },
    },
  },
};
