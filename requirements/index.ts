// The requirement catalogue of both interfaces, in the order of the specification's parts (within a part:
// statements about both interfaces, then interface A's, then interface B's).
import { requirementsCommon } from './common.ts';
import { requirementsA } from './interface-a.ts';
import { requirementsB } from './interface-b.ts';
import type { Requirement } from './types.ts';

export type { Requirement, RequirementLevel } from './types.ts';

/** `part 4.2 B1` → [4, 2]: the position of a part in the specification (sections of one part keep their order). */
function partKey(part: string): number[] {
  return (part.match(/\d+(?:\.\d+)*/)?.[0] ?? '99').split('.').map(Number);
}

function comparePart(a: Requirement, b: Requirement): number {
  const [x, y] = [partKey(a.part), partKey(b.part)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? -1) - (y[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

// Array.prototype.sort is stable: within a part, the order of the files is kept.
export const requirements: readonly Requirement[] = [...requirementsCommon, ...requirementsA, ...requirementsB].sort(comparePart);

const byId = new Map(requirements.map((r) => [r.id, r]));

/** Every id of the catalogue (what the check registries accept). */
export const requirementIds: ReadonlySet<string> = new Set(byId.keys());

/** The requirement of that id, if the catalogue has one. */
export function requirement(id: string): Requirement | undefined {
  return byId.get(id);
}
