// Part 2.2: text fields are strings, returned as sent. A platform that normalises all text to NFC on the
// way in, so that text sent decomposed (NFD, as macOS file names and some keyboards give it) comes back
// with other code points.
import { mapStoredText } from './storedText.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'text-nfc-normalised',
  fault: 'an input filter of the web framework normalises every request string to NFC before it is stored, so decomposed text (NFD) comes back composed',
  breaks: 'B.values-round-trip',
  options: { mutation: { beforeStore: (input) => mapStoredText(input, (s) => s.normalize('NFC')) } },
};
