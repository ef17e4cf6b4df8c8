// RFC 8259 7 (part 1, JSON bodies): a character beyond the Basic Multilingual Plane may be escaped as its UTF-16
// surrogate pair. A platform whose JSON reader decodes each \uXXXX escape on its own: each half of an escaped
// pair becomes U+FFFD, while the same text sent as UTF-8 is read right.
import { DEFAULT_BEHAVIOUR } from '../../interface-b/index.ts';
import type { MutantB } from './mutant.ts';

/** An escaped surrogate pair that is not itself escaped (an even run of backslashes before it). */
const ESCAPED_PAIR = /(?<!\\)((?:\\\\)*)\\u[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}/g;

export const mutant: MutantB = {
  name: 'escaped-surrogates-mangled',
  fault: 'each \\uXXXX escape of a body is decoded on its own, so an escaped surrogate pair is stored as two U+FFFD',
  breaks: 'B.equivalent-body-escapes',
  options: { mutation: { parseJson: (text, maxDepth) => DEFAULT_BEHAVIOUR.parseJson(text.replace(ESCAPED_PAIR, '$1\\ufffd\\ufffd'), maxDepth) } },
};
