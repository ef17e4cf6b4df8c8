// The requirements of interface B (V2 development actions), in the order of the specification.
import type { Requirement } from './types.ts';

export const requirementsB: Requirement[] = [];
