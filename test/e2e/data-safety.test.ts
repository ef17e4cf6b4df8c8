// A run touches only what it creates: actions that were on the platform before (the company's own, a
// colleague's, a partner's shared with the company, a partner's not shared) are byte-identical afterwards,
// and none of the run's actions remain, also when checks fail against a broken platform.
import { describe, expect, it } from 'vitest';
import { mutant as authNotEnforced } from '../../reference/mutants/interface-b/auth-not-enforced.ts';
import { mutant as patchClobbers } from '../../reference/mutants/interface-b/patch-clobbers-other-fields.ts';
import { mutant as emojiText500 } from '../../reference/mutants/interface-b/emoji-text-500.ts';
import { mutant as tagsDropped } from '../../reference/mutants/interface-b/tags-dropped.ts';
import { runAgainst, startTestPlatform } from './interface-b-run.ts';
import type { PlatformOptions, SeedAction } from '../../reference/interface-b/index.ts';

const BENEFITS = { targetBenefitsDescription: 'Fewer rejects', targetBenefitsSavings: 4200.25, targetBenefitsSavingsCurrency: 'EUR' };

/** Authors: users 1 and 2 work for the run's company (1), user 3 for partner 2, user 4 for partner 3. */
const FOREIGN: SeedAction[] = [
  {
    authorUserId: 1,
    initiator: 'ERP import',
    body: {
      status: 'In Progress',
      title: 'Reduce scrap on line 3',
      categoryId: 1,
      allowTaskEditingForPartners: true,
      deadline: '2030-06-30T12:00:00.000Z',
      description: 'Existing action of the company; a run must leave it alone.',
      benefits: BENEFITS,
      qualityBenefits: ['Fewer customer complaints'],
      responsibleUserIds: [1, 2],
      shareTo: [{ companyId: 2 }],
      tasks: [{ description: 'Measure the scrap rate', responsibleUserId: 2, deadline: '2030-01-15T08:00:00.000Z', timeEstimate: 3.5, status: 'Open' }],
      tags: ['production', 'line-3'],
      files: [{ filename: 'baseline.csv', folder: 'Reports', description: 'baseline', base64file: Buffer.from('week;scrap\n1;4.2\n').toString('base64') }],
    },
  },
  { authorUserId: 2, body: { status: 'Draft', title: 'Colleague draft', categoryId: 2, allowTaskEditingForPartners: false, benefits: {} } },
  {
    authorUserId: 3,
    body: { status: 'Suggestion', title: 'Partner suggestion shared with us', categoryId: 3, allowTaskEditingForPartners: true, benefits: BENEFITS, shareTo: [{ companyId: 1 }] },
  },
  { authorUserId: 4, body: { status: 'Completed', title: 'Partner action not shared', categoryId: 1, allowTaskEditingForPartners: false, benefits: {} } },
];

async function expectUntouched(options: PlatformOptions, args: string[]): Promise<number> {
  const platform = await startTestPlatform({ ...options, seedActions: FOREIGN });
  try {
    const before = platform.p.store.snapshot();
    const ids = platform.p.store.list().map((a) => String(a.id));
    expect(ids).toHaveLength(FOREIGN.length);

    const { res, report } = await runAgainst(platform, args);
    expect(res.stderr).toBe('');
    expect(report.cleanup?.created).toBeGreaterThan(0);
    expect(report.cleanup?.leftBehind).toEqual([]);

    expect(platform.p.store.list().map((a) => String(a.id))).toEqual(ids);
    expect(platform.p.store.snapshot()).toBe(before);
    return res.code;
  } finally {
    await platform.close();
  }
}

describe('data safety of interface B runs', () => {
  it('a conforming run leaves foreign actions byte-identical and none of its own', async () => {
    expect(await expectUntouched({}, ['--seed', '21', '--runs', '20'])).toBe(0);
  });

  describe.each([authNotEnforced, patchClobbers, emojiText500, tagsDropped])('against the mutant $name', (mutant) => {
    it('a failing run still leaves foreign actions byte-identical and none of its own', async () => {
      expect(await expectUntouched(mutant.options, ['--seed', '22', '--runs', '10'])).toBe(1);
    });
  });
});
