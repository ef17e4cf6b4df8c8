// PATCH bodies for B4: a non-empty subset of valid creation fields (the changeable fields are not shown;
// the creation fields are the ones a client knows).
import fc from 'fast-check';
import type { FixtureSet } from './fixtureSet.ts';
import { validActionBody, type ActionCreateBody, type ValidActionBodyOptions } from './validActionBody.ts';

export type ActionPatchBody = Partial<ActionCreateBody>;

export function actionPatch(
  fixtures: FixtureSet,
  options: Omit<ValidActionBodyOptions, 'fields'> = {},
): fc.Arbitrary<ActionPatchBody> {
  return validActionBody(fixtures, { ...options, fields: 'all' }).chain((full) => {
    const keys = Object.keys(full) as (keyof ActionCreateBody)[];
    return fc
      .subarray(keys, { minLength: 1 })
      .map((picked) => Object.fromEntries(picked.map((k) => [k, full[k]])) as ActionPatchBody);
  });
}
