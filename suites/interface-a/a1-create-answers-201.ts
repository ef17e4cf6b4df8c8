// Part 4 and part 7: 201 means "Created, a new resource was created". A1 creates a document, so its success
// answer is implied to be 201; 200 ("request successful") is not wrong in itself, hence a warning.
import { DOCUMENT, freshId, plainDocument } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const a1CreateAnswers201: CheckDefinition = {
  id: 'A1.create-answers-201',
  title: 'A1 answers a successful creation with 201 Created',
  level: 'SHOULD',
  interface: 'a',
  specRef: 'part 4',
  requirements: ['R-A1-create-answers-201'],
  async run(t) {
    const supplierId = await freshId(t, 'a1-201');
    const body = plainDocument(`${supplierId}.pdf`);
    const res = await t.api.call('createDocument', { params: { 'supplier-id': supplierId }, body });
    if (res.status >= 200 && res.status < 300) t.api.ledger.add({ interface: 'a', kind: DOCUMENT, id: `${supplierId}/${body.fileName}` });
    if (res.status === 200) t.fail('A1 created a document and answered 200; part 4 gives 201 for "a new resource was created"', res.exchange);
    if (res.status !== 201) t.skip(`A1 answered ${res.status} to a valid body (A1.accepts-valid-document judges that)`);
  },
};
