// Part 1: the interface carries JSON bodies. A platform serving them as text/plain.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'text-content-type',
  breaks: 'B.json-content-type',
  options: { mutation: { contentType: 'text/plain; charset=utf-8' } },
};
