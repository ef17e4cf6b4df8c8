// Part 1: B carries JSON bodies; RFC 8259 defines no charset parameter for application/json, and compliant
// recipients ignore one. A platform that compares the Content-Type header as a whole string.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'json-media-type-matched-exactly',
  fault: 'A body sent as "application/json; charset=utf-8" is refused with 415, because the consumes rule compares the whole header with "application/json".',
  breaks: 'B2.accepts-json-charset',
  expect: 'warning',
  options: { mutation: { acceptsMediaType: (type) => type === undefined || type === 'application/json' } },
};
