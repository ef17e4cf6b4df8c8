// Valid interface-B creation bodies (part 2.2, "Fields accepted when creating"), referring only to ids the
// fixtures declare. Every field of the creation table can occur, null included where the table allows it.
import fc from 'fast-check';
import { ACTION_CREATE_REQUIRED, ACTION_CREATE_STATUSES } from '../schemas/interface-b/actionCreate.ts';
import { actionFileInput, type ActionFileInput } from './actionFileInput.ts';
import { benefitsBody, type BenefitsBody } from './benefitsBody.ts';
import { dateTimeString } from './dateTimeString.ts';
import type { FixtureSet } from './fixtureSet.ts';
import { shareTarget, type ShareTarget } from './shareTarget.ts';
import { taskInput, type TaskInput } from './taskInput.ts';
import { unicodeText } from './unicodeText.ts';

export type ActionCreateStatus = (typeof ACTION_CREATE_STATUSES)[number];

export interface ActionCreateBody {
  status: ActionCreateStatus;
  title: string;
  categoryId: number;
  allowTaskEditingForPartners: boolean;
  deadline?: string;
  description?: string;
  businessUnitId?: number | null;
  shareTo?: ShareTarget[] | null;
  benefits: BenefitsBody;
  qualityBenefits?: string[] | null;
  responsibleUserIds?: number[];
  tasks?: TaskInput[] | null;
  tags?: string[] | null;
  files?: ActionFileInput[] | null;
}

export interface ValidActionBodyOptions {
  /** Put in front of the title and added as a tag, so that a run can find (and clean up) its own data. */
  marker?: string;
  /** Optional fields: any subset (default) or every one the fixtures allow. */
  fields?: 'any' | 'all';
  /** Fields the table marks "or null" are sometimes null (default true). */
  nulls?: boolean;
  statuses?: readonly ActionCreateStatus[];
  /** Bounds of every array (tasks, files, tags, …) when present; defaults 0 and 3. */
  minItems?: number;
  maxItems?: number;
  /** Decoded size of each file; default 4 KiB. */
  maxFileBytes?: number;
  /** Longest description in graphemes; default 3000. */
  maxTextLength?: number;
  /** Every benefit field present (default) or any subset. */
  completeBenefits?: boolean;
}

/**
 * An item of a list of strings (qualityBenefits, tags): any text, and one in four with the separators a
 * platform that stores the list joined in one column would split it on again (a comma, a semicolon, a pipe).
 */
function listItemText(maxLength: number): fc.Arbitrary<string> {
  const separated = fc
    .tuple(unicodeText({ minLength: 1, maxLength: Math.floor((maxLength - 2) / 2), nonBlank: true }), fc.constantFrom(', ', ',', ';', '|'), unicodeText({ minLength: 1, maxLength: Math.floor((maxLength - 2) / 2), nonBlank: true }))
    .map(([a, sep, b]) => `${a}${sep}${b}`);
  return fc.oneof({ weight: 3, arbitrary: unicodeText({ minLength: 1, maxLength, nonBlank: true }) }, { weight: 1, arbitrary: separated });
}

export function validActionBody(
  fixtures: FixtureSet,
  options: ValidActionBodyOptions = {},
): fc.Arbitrary<ActionCreateBody> {
  if (fixtures.categoryIds.length === 0) throw new Error('validActionBody needs at least one category id');
  const minLength = options.minItems ?? 0;
  const maxLength = Math.max(minLength, options.maxItems ?? 3);
  const items = { minLength, maxLength };
  const nullable = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | null> =>
    options.nulls === false ? arb : fc.option(arb, { nil: null, freq: 6 });
  const maxText = options.maxTextLength ?? 3000;
  const shortText = unicodeText({ maxLength: Math.min(300, maxText) });
  // The empty text is a boundary of its own (a database that stores '' as NULL): drawn often, not by chance.
  const description =
    maxText > 1000
      ? fc.oneof({ arbitrary: fc.constant(''), weight: 1 }, { arbitrary: shortText, weight: 4 }, { arbitrary: unicodeText({ minLength: 1000, maxLength: maxText }), weight: 1 })
      : fc.oneof({ arbitrary: fc.constant(''), weight: 1 }, { arbitrary: shortText, weight: 5 });

  const users = [...new Set(fixtures.userIds)];
  const distinctTargets =
    new Set(fixtures.companyIds).size * Math.max(1, new Set(fixtures.businessUnitIds ?? []).size);

  const model: { [K in keyof ActionCreateBody]-?: fc.Arbitrary<ActionCreateBody[K]> } = {
    status: fc.constantFrom(...(options.statuses ?? ACTION_CREATE_STATUSES)),
    title: unicodeText({ minLength: 1, maxLength: 80, nonBlank: true }),
    categoryId: fc.constantFrom(...fixtures.categoryIds),
    allowTaskEditingForPartners: fc.boolean(),
    deadline: dateTimeString({ zone: 'any' }),
    description,
    businessUnitId: nullable(
      fixtures.businessUnitIds?.length ? fc.constantFrom(...fixtures.businessUnitIds) : fc.constant(0),
    ),
    shareTo: nullable(
      fixtures.companyIds.length === 0
        ? fc.constant([])
        : fc.uniqueArray(shareTarget(fixtures), {
            minLength: Math.min(minLength, distinctTargets),
            maxLength: Math.min(maxLength, distinctTargets),
            selector: (s) => `${s.companyId}/${s.businessUnitId}`,
          }),
    ),
    benefits: benefitsBody({ complete: options.completeBenefits, knownGood: fixtures.benefits }),
    qualityBenefits: nullable(fc.array(listItemText(200), items)),
    responsibleUserIds: fc.subarray(users, {
      minLength: Math.min(minLength, users.length),
      maxLength: Math.min(maxLength, users.length),
    }),
    tasks: nullable(fc.array(taskInput(fixtures), items)),
    tags: nullable(fc.uniqueArray(listItemText(30), items)),
    files: nullable(fc.array(actionFileInput({ maxBytes: options.maxFileBytes }), items)),
  };
  // Without business units the table says to omit businessUnitId; without users or companies the
  // fields that refer to them are left out rather than sent empty.
  const omitted = new Set<string>();
  if (!fixtures.businessUnitIds?.length) omitted.add('businessUnitId');
  if (fixtures.companyIds.length === 0) omitted.add('shareTo');
  if (fixtures.userIds.length === 0) omitted.add('responsibleUserIds');
  const usable = Object.fromEntries(Object.entries(model).filter(([k]) => !omitted.has(k))) as typeof model;
  const requiredKeys = options.fields === 'all' ? (Object.keys(usable) as (keyof ActionCreateBody)[]) : [...ACTION_CREATE_REQUIRED];

  const bodies = fc.record(usable, { requiredKeys, noNullPrototype: true }) as fc.Arbitrary<ActionCreateBody>;
  const marker = options.marker;
  if (marker === undefined) return bodies;
  return bodies.map((b) => ({
    ...b,
    title: `${marker} ${b.title}`,
    tags: [marker, ...(b.tags ?? []).filter((t) => t !== marker)],
  }));
}
