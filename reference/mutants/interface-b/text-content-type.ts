// Part 1: the interface carries JSON bodies. A platform serving them as text/plain.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'text-content-type',
  fault: 'The handlers write pre-serialised JSON strings, so the framework labels them text/plain.',
  breaks: 'B.json-content-type',
  options: { mutation: { contentType: 'text/plain; charset=utf-8' } },
};
