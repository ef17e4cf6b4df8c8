// RFC 8259 2: tabs, line feeds and carriage returns between tokens are whitespace like spaces. A holder
// whose body reader skips spaces only refuses a pretty-printed document body as malformed JSON.
import { breaksOutsideStrings } from '../../common/json-whitespace.ts';
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'body-tabs-refused',
  fault: 'A hand-written fast path tokenizes document bodies skipping only spaces between tokens (an upload filter that scans the body for the Base64 contents first), so a body pretty-printed with tabs or line breaks is refused as malformed JSON.',
  breaks: 'A.equivalent-body-whitespace',
  mutation: {
    parseJson: (text) => {
      if (breaksOutsideStrings(text)) throw new SyntaxError('Unexpected character in JSON');
      return JSON.parse(text) as unknown;
    },
  },
};
