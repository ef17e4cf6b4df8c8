// Response bodies shaped as part 2 describes them, holding every listed field and nothing else, so that
// tests can add unlisted fields, null out listed ones, or break one type at a time.

export const user = () => ({ id: 7, name: 'Ada Lovelace', companyId: 3, companyName: 'Analytical Engines Ltd' });
export const company = () => ({ id: 3, name: 'Analytical Engines Ltd' });

export const action = () => ({
  id: 1001,
  createdTime: '2024-03-01T10:00:00.000Z',
  editTime: '2024-03-02T11:30:00+02:00',
  status: 'Open',
  title: 'Reduce scrap rate',
  categoryName: 'Quality',
  categoryId: 2,
  allowTaskEditingForPartners: true,
  deadline: '2024-12-31T23:59:59Z',
  description: 'Free text',
  benefits: {
    targetBenefitsDescription: 'Less scrap',
    targetBenefitsSavings: 1200.5,
    targetBenefitsSavingsCurrency: 'EUR',
    personnelCostsAndInvestments: 300,
    personnelCostsAndInvestmentsCurrency: 'EUR',
    annualSpend: 100000,
    annualSpendCurrency: 'EUR',
    targetAnnualCostSavings: 5000,
    targetAnnualCostSavingsCurrency: 'EUR',
    actualAnnualCostSavings: 4200.25,
    actualAnnualCostSavingsCurrency: 'EUR',
    estimatedAnnualCo2EmissionImpact: -12.5,
    estimatedAnnualCo2EmissionImpactUnit: 't',
  },
  qualityBenefits: ['fewer defects'],
  authorUser: user(),
  authorCompany: company(),
  responsibleUsers: [user()],
  sharedTo: [company()],
  tasks: [
    {
      id: 11,
      description: 'Measure',
      authorUser: user(),
      responsibleUser: user(),
      responsibleCompany: company(),
      deadline: '2024-06-01T00:00:00.000Z',
      timeEstimate: 2.5,
      status: 'Open',
      isActive: true,
      editStatus: 'Editable',
    },
  ],
  tags: ['scrap'],
  files: [{ id: 21, filename: 'plan.pdf', folder: 'General', authorUser: user(), created: '2024-03-01T10:05:00Z' }],
  comments: [
    {
      id: 31,
      comment: 'Looks good',
      created: '2024-03-01T12:00:00Z',
      authorUser: user(),
      replies: [{ id: 32, comment: 'Thanks', created: '2024-03-01T12:30:00Z', authorUser: user() }],
    },
  ],
  history: [
    { eventTime: '2024-03-01T10:00:00Z', event: 'CREATED', initiator: 'Ada Lovelace' },
    { eventTime: '2024-03-01T10:10:00Z', event: 'APPROVED', initiator: 'integration' },
  ],
});

export const actionList = () => ({ data: [action(), { id: 1002 }], meta: { paging: { totalCount: 2, currentPage: 1 } } });

export const documentQueryResponse = () => ({
  data: [{ fileName: 'spec.pdf', description: 'Drawing', type: 'pdf' }],
});

export const errorBody = () => ({
  message: 'Request invalid',
  errors: [{ type: 'MISSING_REQUIRED_PARAMETER', message: 'title is required', source: 'title' }],
});

export const deleteResponse = () => ({ message: 'Development action 1001 deleted' });

/** JSON pointers of every object member below `value` (arrays descended into), with the member's value. */
export function members(value: unknown, at = ''): { pointer: string; key: string; value: unknown }[] {
  const out: { pointer: string; key: string; value: unknown }[] = [];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...members(v, `${at}/${i}`)));
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push({ pointer: `${at}/${k}`, key: k, value: v });
      out.push(...members(v, `${at}/${k}`));
    }
  }
  return out;
}

/** Replace the value at a JSON pointer (no escaping needed: sample keys hold no `/` or `~`). */
export function setAt(root: unknown, pointer: string, value: unknown): void {
  const parts = pointer.split('/').slice(1);
  let node = root as Record<string, unknown>;
  for (const p of parts.slice(0, -1)) node = node[p] as Record<string, unknown>;
  node[parts[parts.length - 1]] = value;
}
