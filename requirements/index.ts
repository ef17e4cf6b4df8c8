// The requirement catalogue of both interfaces: statements about both first, then each interface's own,
// and part 7's client rules among the common ones.
import { requirementsCommon } from './common.ts';
import { requirementsA } from './interface-a.ts';
import { requirementsB } from './interface-b.ts';
import type { Requirement } from './types.ts';

export type { Requirement, RequirementLevel } from './types.ts';

export const requirements: readonly Requirement[] = [...requirementsCommon, ...requirementsA, ...requirementsB];

const byId = new Map(requirements.map((r) => [r.id, r]));

/** Every id of the catalogue (what the check registries accept). */
export const requirementIds: ReadonlySet<string> = new Set(byId.keys());

/** The requirement of that id, if the catalogue has one. */
export function requirement(id: string): Requirement | undefined {
  return byId.get(id);
}
