// A fault switch: B2 answers every create with the id (and the body) of a record that was there before, one
// another user of another company made, and stores nothing. A client that trusts the id it is handed then
// patches and deletes someone else's data; the run must prove a record its own before any write
// (suites/interface-b/ownership.ts). test/e2e/foreign-ids.test.ts runs the whole suite against it.
import type { PlatformOptions, SeedAction } from './options.ts';

/** The record every create answers with: a partner's action, shared with the run's company (so B3 shows it). */
export const FOREIGN_ACTION: SeedAction = {
  authorUserId: 3,
  body: {
    status: 'In Progress',
    title: 'Partner plan, not the run\'s',
    categoryId: 1,
    allowTaskEditingForPartners: false,
    benefits: { annualSpend: 5000, annualSpendCurrency: 'EUR' },
    shareTo: [{ companyId: 1 }],
    tags: ['partner'],
  },
};

/** Platform options whose creates answer with FOREIGN_ACTION's id (seeded first, so it has the first id). */
export function foreignCreateOptions(): PlatformOptions {
  return {
    seedActions: [FOREIGN_ACTION],
    mutation: {
      storeCreate: (_input, _write, store) => {
        const foreign = store.records().find((r) => r.fields.title === FOREIGN_ACTION.body.title);
        if (!foreign) throw new Error('the foreign record is gone');
        return foreign;
      },
    },
  };
}
