// Part 4.1 A1: the request body is the document of part 2.1, every field optional. Any valid body, unicode
// text and absent fields included, is a document the holder must create (success: 200 or 201, part 4).
// The two smallest bodies are sent on every run, not left to the sample: a validator wanting at least one
// field or one metaData item refuses exactly those.
import { documentBody } from '../../generators/documentBody.ts';
import { createDocument, freshId } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const a1AcceptsValidDocument: CheckDefinition = {
  id: 'A1.accepts-valid-document',
  title: 'A1 accepts every valid document body (any subset of the fields, unicode text) with 200 or 201',
  level: 'MUST',
  interface: 'a',
  specRef: 'part 4.1 A1',
  requirements: ['R-A1-creates-document', 'R-A-document-body-fields-optional', 'R-A-success-status-codes', 'R-A-json-bodies'],
  property: true,
  async run(t) {
    await createDocument(t, await freshId(t, 'a1'), {}, 'A1 with a body of {} (every field is optional)');
    await createDocument(t, await freshId(t, 'a1'), { metaData: [] }, 'A1 with an empty metaData array');
    await t.property(documentBody({ metaData: { maxItems: 6 } }), async (body) => {
      // A supplier of its own per run: two bodies of one name never meet (what A1 does then is not shown).
      await createDocument(t, await freshId(t, 'a1'), body, 'A1 with a valid body');
    });
  },
};
