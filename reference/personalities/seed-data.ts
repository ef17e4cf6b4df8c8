// A platform in use: thousands of actions before the run starts, by the caller's colleagues and by
// partners, shared with the caller's company or not (so most of them are out of the caller's sight).
import { ACTION_STATUSES, type SeedAction } from '../interface-b/index.ts';

/** Users of the default fixtures: 1 and 2 work for company 1 (the caller's), 3 and 4 for partners 2 and 3. */
const AUTHORS = [1, 2, 3, 4] as const;

/**
 * `count` actions, spread over authors, statuses, categories and sharing in turn (deterministic, so a run's
 * seed reproduces the same data). A partner's action is shared with company 1 every other time.
 */
export function manyActions(count: number): SeedAction[] {
  return Array.from({ length: count }, (_, i) => {
    const authorUserId = AUTHORS[i % AUTHORS.length];
    const partner = authorUserId > 2;
    const shareTo = partner && i % 8 < 4 ? [{ companyId: 1 }] : partner ? [{ companyId: authorUserId === 3 ? 3 : 2 }] : null;
    return {
      authorUserId,
      initiator: 'migration',
      body: {
        status: ACTION_STATUSES[i % ACTION_STATUSES.length],
        title: `Imported action ${i + 1}`,
        categoryId: (i % 3) + 1,
        allowTaskEditingForPartners: i % 2 === 0,
        deadline: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString(),
        description: i % 5 === 0 ? `Carried over from the previous system (record ${i + 1})` : undefined,
        benefits: i % 7 === 0 ? { annualSpend: 1000 + i, annualSpendCurrency: 'EUR' } : {},
        shareTo,
        tags: i % 4 === 0 ? ['imported'] : null,
      },
    };
  });
}
