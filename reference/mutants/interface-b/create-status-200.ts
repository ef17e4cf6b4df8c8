// Part 4: 201 is "a new resource was created". A platform that answers a creation with 200.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = { name: 'create-status-200', breaks: 'B2.create-answers-201', expect: 'warning', options: { mutation: { createStatus: 200 } } };
