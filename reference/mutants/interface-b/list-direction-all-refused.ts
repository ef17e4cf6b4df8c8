// Part 4.2 B1: direction is sent, received or all. A platform whose enum lacks all.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'list-direction-all-refused',
  fault: 'An absent direction works, but direction=all is refused with 400, because the enum holds only sent and received.',
  breaks: 'B1.direction-default-all',
  options: { mutation: { directions: ['sent', 'received'] } },
};
