// Part 4.2 B1: direction defaults to all. A platform whose list without direction shows only what it
// received, so that the caller's own actions are missing.
import type { MutantB } from './mutant.ts';

export const listDefaultDirectionReceived: MutantB = {
  name: 'list-default-direction-received',
  breaks: 'B1.direction-default-all',
  options: { mutation: { defaultDirection: 'received' } },
};
