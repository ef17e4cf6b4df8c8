// Actions present before a run (authored by the first fixture user, so that the run's client sees them):
// only enough data shows a breakage that needs more than a page of 1000.
import type { SeedAction } from '../../interface-b/index.ts';

export function seededActions(count: number): SeedAction[] {
  return Array.from({ length: count }, (_, i) => ({
    authorUserId: 1,
    body: { status: 'Draft', title: `Seeded action ${i}`, categoryId: 1, allowTaskEditingForPartners: false, benefits: {} },
  }));
}
