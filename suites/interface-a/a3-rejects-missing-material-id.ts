import { expectMissingParameterRefused } from './missingParameter.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const a3RejectsMissingMaterialId: CheckDefinition = {
  id: 'A3.rejects-missing-material-id',
  title: 'A3 without materialId answers 400 with a MISSING_REQUIRED_PARAMETER item naming materialId',
  level: 'MUST',
  interface: 'a',
  specRef: 'part 7',
  requirements: ['R-A3-material-id-required', 'R-A-missing-required-parameter'],
  async run(t) {
    await expectMissingParameterRefused(t, 'queryDocuments', 'materialId', {}, 'A3');
  },
};
