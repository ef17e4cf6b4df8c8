// Part 2.2: text fields are strings, returned as sent. A platform whose text columns hold 3-byte UTF-8
// only: characters beyond the Basic Multilingual Plane (emoji, rarer CJK) are stored as '?'.
import { mapStoredText } from './storedText.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'astral-text-as-question-marks',
  fault: "MySQL columns in the 3-byte 'utf8' (utf8mb3) charset with a non-strict sql_mode store every character beyond the BMP (emoji, CJK extension B) as '?'",
  breaks: 'B.values-round-trip',
  options: { mutation: { beforeStore: (input) => mapStoredText(input, (s) => s.replace(/[\u{10000}-\u{10FFFF}]/gu, '?')) } },
};
