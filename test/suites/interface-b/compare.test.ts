import { describe, expect, it } from 'vitest';
import { differences, sameInstant, sameNumber, sameText } from '../../../suites/interface-b/compare.ts';

const sent = {
  status: 'In Progress',
  title: 'Reduce scrap',
  categoryId: 2,
  allowTaskEditingForPartners: true,
  deadline: '2030-05-01T10:00:00.250Z',
  description: '',
  qualityBenefits: ['b', 'a', 'a'],
  tags: ['x', 'y'],
  responsibleUserIds: [3, 1],
  shareTo: [{ companyId: 2 }, { companyId: 3 }],
  benefits: { annualSpend: 1000.5, annualSpendCurrency: 'EUR' },
  tasks: [
    { description: 'one', responsibleUserId: 1, deadline: '2030-01-01T00:00:00.000Z', timeEstimate: 1.25, status: 'Open' },
    { description: 'two', timeEstimate: 2, status: 'Open' },
  ],
  files: [{ filename: 'a.txt', folder: 'General', description: 'd', base64file: 'YQ==' }],
};

/** The action as a conforming platform might return it: other order, other zone, bigint ids, extra fields. */
function returned(): Record<string, unknown> {
  return {
    id: 2n ** 62n,
    status: 'In Progress',
    title: 'Reduce scrap',
    categoryId: 2n,
    categoryName: 'Quality',
    allowTaskEditingForPartners: true,
    deadline: '2030-05-01T12:00:00+02:00',
    description: '',
    qualityBenefits: ['a', 'b', 'a'],
    tags: ['y', 'x'],
    responsibleUsers: [{ id: 1, name: 'A' }, { id: 3, name: 'C' }],
    sharedTo: [{ id: 3 }, { id: 2 }],
    benefits: { annualSpend: 1000.5, annualSpendCurrency: 'EUR', extra: 1 },
    tasks: [
      { id: 7, description: 'two', timeEstimate: 2, status: 'OPEN' },
      { id: 8, description: 'one', responsibleUser: { id: 1n }, deadline: '2030-01-01T00:00:00Z', timeEstimate: 1.25 },
    ],
    files: [{ id: 9, filename: 'a.txt', folder: 'General', size: 1 }],
    comments: [],
  };
}

const ALL = ['status', 'scalars', 'references', 'benefits', 'tasks', 'files'] as const;

describe('differences between a creation body and the action read back', () => {
  it('finds none where the platform returns the same data in another form', () => {
    expect(differences(sent, returned(), ALL)).toEqual([]);
  });

  it.each([
    ['status', (a: Record<string, any>) => (a.status = 'Draft'), /^status: sent "In Progress"/],
    ['title', (a: Record<string, any>) => (a.title = 'Reduce scrap '), /^title/],
    ['category', (a: Record<string, any>) => (a.categoryId = 3), /^categoryId/],
    ['a deadline an hour off', (a: Record<string, any>) => (a.deadline = '2030-05-01T11:00:00.250Z'), /^deadline/],
    ['a missing tag', (a: Record<string, any>) => (a.tags = ['x']), /^tags/],
    ['a duplicate dropped', (a: Record<string, any>) => (a.qualityBenefits = ['a', 'b']), /^qualityBenefits/],
    ['a responsible user dropped', (a: Record<string, any>) => (a.responsibleUsers = [{ id: 1 }]), /^responsibleUserIds -> responsibleUsers/],
    ['a sharing target dropped', (a: Record<string, any>) => delete a.sharedTo, /^shareTo\[\]\.companyId -> sharedTo/],
    ['a benefit rounded', (a: Record<string, any>) => (a.benefits.annualSpend = 1000), /^benefits\.annualSpend/],
    ['a task estimate rounded', (a: Record<string, any>) => (a.tasks[1].timeEstimate = 1), /^tasks\[0\]: no returned item matches it.*timeEstimate/],
    ['a task responsible user lost', (a: Record<string, any>) => (a.tasks[1].responsibleUser = null), /^tasks\[0\]/],
    ['a task missing', (a: Record<string, any>) => a.tasks.pop(), /^tasks: sent 2 item\(s\), read back 1/],
    ['a file folder lost', (a: Record<string, any>) => (a.files[0].folder = null), /^files\[0\].*folder/],
    ['no files at all', (a: Record<string, any>) => delete a.files, /^files/],
    // Part 2.2 lists description in the answer as a plain string (not "or null"): "" sent stays a string.
    ['an empty description read back as null', (a: Record<string, any>) => (a.description = null), /^description: sent "", read back null/],
  ])('reports %s', (_what, change, pattern) => {
    const got = returned();
    change(got);
    const found = differences(sent, got, ALL);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(pattern);
  });

  it('compares only the groups asked for and skips fields sent as null', () => {
    const got = returned();
    got.tags = [];
    expect(differences(sent, got, ['benefits', 'tasks'])).toEqual([]);
    expect(differences({ ...sent, tags: null }, got, ALL)).toEqual([]);
  });

  it('accepts an empty list returned as null or absent, not a non-empty one', () => {
    const got = returned();
    delete got.tags;
    expect(differences({ tags: [] }, got, ALL)).toEqual([]);
    expect(differences({ tags: ['x'] }, got, ALL)).toHaveLength(1);
  });
});

describe('value comparisons', () => {
  it('compares date-times as instants, to the second', () => {
    expect(sameInstant('2030-05-01T10:00:00.999Z', '2030-05-01T10:00:00Z')).toBe(true);
    expect(sameInstant('2030-05-01T10:00:00Z', '2030-05-01T10:00:01Z')).toBe(false);
    expect(sameInstant('2030-05-01T10:00:00Z', 'not a date')).toBe(false);
    expect(sameInstant('2030-05-01T10:00:00Z', 1_900_000_000_000)).toBe(false);
  });

  it('compares numbers numerically, never as text', () => {
    expect(sameNumber(12.5, 12.5)).toBe(true);
    expect(sameNumber(3, 3n)).toBe(true);
    expect(sameNumber(12.5, '12.5')).toBe(false);
  });

  it('lets an empty text come back as null, nothing else', () => {
    expect(sameText('', null)).toBe(true);
    expect(sameText('', undefined)).toBe(true);
    expect(sameText('x', null)).toBe(false);
    expect(sameText('naïve', 'nai\u0308ve')).toBe(false);
  });
});
