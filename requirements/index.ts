// The requirement catalogue of both interfaces.
import { requirementsA } from './interface-a.ts';
import { requirementsB } from './interface-b.ts';
import type { Requirement } from './types.ts';

export type { Requirement, RequirementLevel } from './types.ts';

export const requirements: readonly Requirement[] = [...requirementsA, ...requirementsB];
