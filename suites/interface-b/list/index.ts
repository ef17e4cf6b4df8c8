// The B1 listing checks (model-based filters, paging, sorting, expand).
import type { CheckDefinition } from '../../../src/engine/types.ts';

export const listChecks: CheckDefinition[] = [];
