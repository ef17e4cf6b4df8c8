import type { CheckDefinition } from '../../src/engine/types.ts';

export const requiresApiKey: CheckDefinition = {
  id: 'A.requires-api-key',
  title: 'every operation answers 401 without the API key',
  level: 'MUST',
  interface: 'a',
  specRef: 'part 5',
  async run(t) {
    const res = await t.api.call('queryDocuments', { params: { materialId: 'm-1' }, auth: 'none' });
    if (res.status !== 401) t.fail(`expected 401 without the API key, got ${res.status}`);
  },
};
