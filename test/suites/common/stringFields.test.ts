import { describe, expect, it } from 'vitest';
import { actionCreateSchema } from '../../../schemas/interface-b/actionCreate.ts';
import { documentBodySchema } from '../../../schemas/interface-a/documentBody.ts';
import { stringFields, withText } from '../../../suites/common/stringFields.ts';

describe('stringFields', () => {
  it('lists every string field of a body at every depth, free text apart from enumerations and formats', () => {
    const fields = stringFields(actionCreateSchema);
    const names = fields.map((f) => f.name);
    for (const n of ['title', 'description', 'status', 'deadline', 'qualityBenefits[]', 'tags[]', 'tasks[].description', 'tasks[].status', 'files[].base64file', 'benefits.targetBenefitsSavingsCurrency']) {
      expect(names).toContain(n);
    }
    expect(names).not.toContain('categoryId');
    const free = new Map(fields.map((f) => [f.name, f.free]));
    expect(free.get('title')).toBe(true);
    expect(free.get('status')).toBe(false);
    expect(free.get('deadline')).toBe(false);
    expect(free.get('files[].base64file')).toBe(false);
    expect(stringFields(documentBodySchema).map((f) => f.name)).toEqual(['fileName', 'base64EncodedContents', 'metaData[].key', 'metaData[].value']);
  });
});

describe('withText', () => {
  it('sets a field and leaves the body given untouched', () => {
    const body = { title: 'a', benefits: { x: 1 } };
    expect(withText(body, ['benefits', 'unit'], 't')).toEqual({ title: 'a', benefits: { x: 1, unit: 't' } });
    expect(body).toEqual({ title: 'a', benefits: { x: 1 } });
  });

  it('adds an item to an array: a copy of the first with the field set, or a new one', () => {
    const body = { metaData: [{ key: 'materialId', value: 'm1' }], tags: ['marker'] };
    expect(withText(body, ['metaData', '[]', 'value'], 'v')).toEqual({ metaData: [{ key: 'materialId', value: 'm1' }, { key: 'materialId', value: 'v' }], tags: ['marker'] });
    expect(withText(body, ['tags', '[]'], 'x')).toEqual({ metaData: body.metaData, tags: ['marker', 'x'] });
    expect(withText({}, ['tasks', '[]', 'description'], 'd')).toEqual({ tasks: [{ description: 'd' }] });
  });
});
