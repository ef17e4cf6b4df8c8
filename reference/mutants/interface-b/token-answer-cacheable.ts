// RFC 6749 5.1 (part 5, OAuth 2.0): the answer carrying a token says Cache-Control: no-store.
// The fresh fault of the same name (reference/fresh-faults/interface-b/token-answer-cacheable.ts) as a mutant, with its options.
import { fault as fresh } from '../../fresh-faults/interface-b/token-answer-cacheable.ts';
import { freshOptions } from './freshOptions.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'token-answer-cacheable',
  fault: "The token answer goes out through the framework's ordinary JSON path, which sets no Cache-Control, so a shared cache or proxy on the way may keep the access token.",
  breaks: 'B.token-answer-no-store',
  options: freshOptions(fresh),
};
