// Part 2.1: "Metadata item: key (string), value (string)": any string, the empty one too. A holder whose
// request model puts @NotBlank on the value, refusing a document that carries an empty metadata value.
import { validateMetaData } from '../../interface-a/validate.ts';
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'metadata-blank-value-refused',
  interface: 'a',
  requirement: 'R-A1-creates-document',
  level: 'MUST',
  fault:
    'The metadata item class carries @NotBlank on value as well as on key (copied from the key), so a document whose metaData holds an item with an empty or all-blank value (a description not written yet, an optional attribute exported as "") is refused with 400 instead of created.',
  spec: 'part 2.1: "metaData | array of objects | no | list of key/value pairs of metadata of the document"; "Metadata item: key (string), value (string)"; part 4.1 A1: "Create a document linked to a supplier (method POST). Request body: the document body of 2.1"',
  options: {
    mutation: {
      validateMetaData: (value) => {
        const errors = validateMetaData(value);
        if (errors.length > 0 || !Array.isArray(value)) return errors;
        value.forEach((item: { value: string }, i) => {
          if (item.value.trim() === '') errors.push({ type: 'INVALID_VALUE', message: `metaData[${i}].value must not be blank`, source: `metaData[${i}].value` });
        });
        return errors;
      },
    },
  },
};
