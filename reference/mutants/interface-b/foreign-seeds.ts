// Actions present before a run that the run's client (user 1 of company 1) sees but did not create: a
// partner's and another partner's shared with company 1, and a colleague's, with tasks, files, comments and
// replies (no operation creates comments, so only such actions have them). Mutants that break only records
// the run did not create start the platform with these.
import type { SeedAction } from '../../interface-b/index.ts';

const BENEFITS = { annualSpend: 1000, annualSpendCurrency: 'EUR' };

export const FOREIGN_SEEDS: SeedAction[] = [
  {
    authorUserId: 3,
    body: {
      status: 'Suggestion',
      title: 'Partner suggestion shared with us',
      categoryId: 3,
      allowTaskEditingForPartners: true,
      deadline: '2031-03-01T12:00:00Z',
      benefits: BENEFITS,
      responsibleUserIds: [3],
      shareTo: [{ companyId: 1 }],
      tags: ['partner'],
      tasks: [{ description: 'Partner task', responsibleUserId: 3, deadline: '2031-02-01T12:00:00Z', timeEstimate: 1.5, status: 'Open' }],
      files: [{ filename: 'offer.txt', folder: 'General', description: 'Offer', base64file: Buffer.from('offer\n').toString('base64') }],
    },
    comments: [
      { authorUserId: 3, comment: 'Please review', replies: [{ authorUserId: 1, comment: 'Looking into it' }] },
      { authorUserId: 1, comment: 'Approved in principle' },
    ],
  },
  {
    authorUserId: 4,
    body: { status: 'In Progress', title: 'Second partner action shared with us', categoryId: 1, allowTaskEditingForPartners: false, benefits: {}, shareTo: [{ companyId: 1 }] },
    comments: [{ authorUserId: 4, comment: 'Started', replies: [{ authorUserId: 2, comment: 'Thanks' }] }],
  },
  {
    authorUserId: 2,
    body: { status: 'Draft', title: 'Colleague draft', categoryId: 2, allowTaskEditingForPartners: false, benefits: {}, responsibleUserIds: [1, 2] },
    comments: [{ authorUserId: 2, comment: 'First thoughts' }],
  },
];

/** Whether a rendered action was authored by a company other than the run's client's (company 1). */
export function isPartners(view: Record<string, unknown>): boolean {
  const company = view.authorCompany as { id?: unknown } | null | undefined;
  return company !== null && company !== undefined && String(company.id) !== '1';
}
