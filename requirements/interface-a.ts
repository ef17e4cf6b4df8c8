// The requirements of interface A (document sharing), in the order of the specification.
import type { Requirement } from './types.ts';

export const requirementsA: Requirement[] = [];
