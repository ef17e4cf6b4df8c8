import type { MutantB } from './mutant.ts';

export const listMutants: MutantB[] = [];
