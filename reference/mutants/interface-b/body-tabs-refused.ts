// RFC 8259 2: tabs, line feeds and carriage returns between tokens are whitespace like spaces. A platform
// whose body reader skips spaces only refuses a pretty-printed body as malformed JSON.
import { breaksOutsideStrings } from '../../common/json-whitespace.ts';
import { parseBody } from '../../interface-b/json.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'body-tabs-refused',
  fault: 'A hand-written fast path tokenizes bodies skipping only spaces between tokens (a request-signing filter that reads the body first), so a body pretty-printed with tabs or line breaks is refused as malformed JSON.',
  breaks: 'B.equivalent-body-whitespace',
  options: {
    mutation: {
      parseJson: (text, maxDepth) =>
        breaksOutsideStrings(text) ? { ok: false, reason: 'malformed', detail: 'Unexpected character in JSON' } : parseBody(text, maxDepth),
    },
  },
};
