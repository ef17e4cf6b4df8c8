// Compiling is the expensive part of validation: it must happen once per schema, on its first use (not at
// load time, which every start of the tool would pay), and never again however often validate() runs.
import { Ajv } from 'ajv';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('schema compilation', () => {
  it('compiles nothing at load, each schema once on first use, and nothing after', async () => {
    const compile = vi.spyOn(Ajv.prototype, 'compile');
    const getSchema = vi.spyOn(Ajv.prototype, 'getSchema');
    vi.resetModules();
    const { schemaIds, validate } = await import('../../schemas/index.ts');
    expect(compile).not.toHaveBeenCalled();
    for (const id of schemaIds) validate(id, {});
    expect(compile).toHaveBeenCalledTimes(schemaIds.length);
    const compiled = new Set(compile.mock.calls.map(([schema]) => (schema as { $id: string }).$id));
    expect([...compiled].sort()).toEqual([...schemaIds].sort());
    // From here on nothing may look up or compile anything.
    getSchema.mockClear();

    for (let i = 0; i < 50; i++) {
      for (const id of schemaIds) {
        validate(id, { id: i, data: [], meta: { paging: { totalCount: 1, currentPage: 1 } } });
        validate(id, { id: 2n ** 60n, title: 3 });
      }
    }
    expect(compile).toHaveBeenCalledTimes(schemaIds.length);
    expect(getSchema).not.toHaveBeenCalled();
  });
});
