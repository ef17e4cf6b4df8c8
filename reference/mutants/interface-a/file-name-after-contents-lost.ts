// RFC 8259 4: implementations that do not depend on the order of members interoperate. A holder that
// streams a document to storage as soon as its contents are read names it by the fileName seen so far.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'file-name-after-contents-lost',
  fault: 'A streaming reader writes the file as soon as base64EncodedContents has been read, under the fileName seen until then; a fileName that comes after the contents is too late and the document gets a generated name.',
  breaks: 'A.equivalent-body-member-order',
  expect: 'warning',
  mutation: {
    parseJson: (text) => {
      const value = JSON.parse(text) as unknown;
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
      const keys = Object.keys(value);
      const contents = keys.indexOf('base64EncodedContents');
      if (contents < 0 || keys.indexOf('fileName') < contents) return value;
      const { fileName: _late, ...kept } = value as Record<string, unknown>;
      return kept;
    },
  },
};
