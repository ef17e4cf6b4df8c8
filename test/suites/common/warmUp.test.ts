// Each suite's warm-up builds the unicode text arbitrary and compiles the validators of its interface's
// schemas and the common ones, and nothing of the other interface.
import { describe, expect, it } from 'vitest';
import { suites } from '../../../suites/index.ts';
import { schemasOf } from '../../../suites/common/warmUp.ts';
import { schemaIds, validate } from '../../../schemas/index.ts';

describe('suite warm-up', () => {
  it.each(['a', 'b'] as const)('interface %s: its own schemas and the common ones, each task runnable', (iface) => {
    const other = iface === 'a' ? 'b' : 'a';
    const own = schemasOf(iface);
    expect(own).toContain('common/errorBody');
    expect(own.filter((id) => id.startsWith(`interface-${other}/`))).toEqual([]);
    expect(own).toEqual(schemaIds.filter((id) => !id.startsWith(`interface-${other}/`)));
    const tasks = suites[iface].warmUp ?? [];
    expect(tasks).toHaveLength(own.length + 1);
    for (const task of tasks) task();
    // Compiled once, the validators still judge.
    expect(validate('common/errorBody', { message: 'm', errors: [] })).toEqual([]);
    expect(validate('common/errorBody', { errors: 'no' }).length).toBeGreaterThan(0);
  });
});
