// Part 4.2 B1: direction defaults to all. A platform whose list without direction shows only what it
// received, so that the caller's own actions are missing.
import type { MutantB } from './mutant.ts';

export const listDefaultDirectionReceived: MutantB = {
  name: 'list-default-direction-received',
  fault: 'The direction parameter falls back to the first value of its enum (received, an inbox view) instead of all when it is absent.',
  breaks: 'B1.direction-default-all',
  options: { mutation: { defaultDirection: 'received' } },
};
