// Part 2.2: base64file is Base64. A platform whose decoder skips the characters it does not know.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'base64-decoded-leniently',
  fault: "Base64 file contents are decoded leniently (Node's Buffer.from skips unknown characters), so a broken base64file is stored.",
  breaks: 'B2.rejects-invalid-values',
  expect: 'warning',
  options: { mutation: { isBase64: () => true } },
};
