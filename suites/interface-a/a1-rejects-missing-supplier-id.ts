import { expectMissingParameterRefused } from './missingParameter.ts';
import { freshId, plainDocument } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const a1RejectsMissingSupplierId: CheckDefinition = {
  id: 'A1.rejects-missing-supplier-id',
  title: 'A1 without supplier-id answers 400 with a MISSING_REQUIRED_PARAMETER item naming supplier-id',
  level: 'MUST',
  interface: 'a',
  specRef: 'part 7',
  requirements: ['R-A1-supplier-id-required', 'R-A-missing-required-parameter'],
  async run(t) {
    const body = plainDocument(`${await freshId(t, 'a1-no-supplier')}.txt`);
    await expectMissingParameterRefused(t, 'createDocument', 'supplier-id', { body }, 'A1');
  },
};
