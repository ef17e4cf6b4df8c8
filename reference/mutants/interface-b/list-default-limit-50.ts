// Part 8: limit defaults to 100. A platform whose framework's default page size is 50, with more than 50
// actions visible to the caller.
import type { SeedAction } from '../../interface-b/index.ts';
import type { MutantB } from './mutant.ts';

/** Colleague's actions present before the run: more than the wrong default, fewer than the right one. */
const SEEDS: SeedAction[] = Array.from({ length: 60 }, (_, i) => ({
  authorUserId: 2,
  body: { status: 'Draft', title: `Colleague draft ${i + 1}`, categoryId: 1, allowTaskEditingForPartners: false, benefits: {} },
}));

export const mutant: MutantB = {
  name: 'list-default-limit-50',
  fault: "The default page size is the framework's 50 (Spring Data's 20, Django REST's PAGE_SIZE) rather than 100.",
  breaks: 'B1.whole-collection-defaults',
  options: { seedActions: SEEDS, mutation: { defaultLimit: 50 } },
};
