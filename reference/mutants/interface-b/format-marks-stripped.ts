// Part 2.2: text fields are strings, returned as sent. A platform that strips invisible format characters
// (bidi marks and embeddings, zero-width space and joiner) from text, which breaks right-to-left text and
// emoji sequences.
import { mapStoredText } from './storedText.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'format-marks-stripped',
  fault: 'a sanitiser meant to stop bidi spoofing removes every invisible format character (U+200B..U+200F, U+202A..U+202E, U+2060..U+2064) from stored text, so right-to-left marks and emoji joiners are lost',
  breaks: 'B2.round-trip-fields',
  options: { mutation: { beforeStore: (input) => mapStoredText(input, (s) => s.replace(/[\u200B-\u200F\u202A-\u202E\u2060-\u2064]/g, '')) } },
};
