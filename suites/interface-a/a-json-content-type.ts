// Part 1: both interfaces carry JSON bodies. Every answer that has a body, success or error, is JSON and
// says so (application/json or a +json type), in UTF-8 (RFC 8259 8.1): the document's file name and metaData
// hold characters beyond ASCII, so that an answer echoing them in another encoding shows it.
import { expectJsonContentType, expectUtf8 } from '../common/expect.ts';
import { DOCUMENT, freshId, materialLinkItems, plainDocument } from './support.ts';
import type { ApiResponse } from '../../src/engine/api.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const aJsonContentType: CheckDefinition = {
  id: 'A.json-content-type',
  title: 'every response body (2xx, 400, 401, 404) is JSON served as application/json',
  level: 'MUST',
  interface: 'a',
  specRef: 'part 1',
  requirements: ['R-A-json-bodies'],
  async run(t) {
    const supplierId = await freshId(t, 'json');
    const materialId = await freshId(t, 'json-m');
    const body = plainDocument(`${supplierId}-Prüfbericht ñ €.pdf`, [...materialLinkItems(t, materialId, '1'), { key: 'description', value: 'Größe — 寸法 ✓' }]);
    const params = { 'supplier-id': supplierId };
    const answers: [string, ApiResponse][] = [
      ['A1 with a valid body', await t.api.call('createDocument', { params, body })],
      ['A2 of that document', await t.api.call('replaceDocument', { params, body })],
      ['A3 of its material', await t.api.call('queryDocuments', { params: { materialId } })],
      ['A3 of an unknown material', await t.api.call('queryDocuments', { params: { materialId: await freshId(t, 'json-unknown-m') } })],
      ['A1 with malformed JSON', await t.api.call('createDocument', { params, rawBody: '{"fileName": ' })],
      ['A1 with a body that is not an object', await t.api.call('createDocument', { params, body: [body] })],
      ['A1 without the API key', await t.api.call('createDocument', { params, body, auth: 'none' })],
      ['A3 without the API key', await t.api.call('queryDocuments', { params: { materialId }, auth: 'none' })],
    ];
    t.api.ledger.add({ interface: 'a', kind: DOCUMENT, id: `${supplierId}/${body.fileName}` });
    let judged = 0;
    for (const [what, res] of answers) {
      if (res.text.length === 0) continue;
      judged++;
      expectJsonContentType(t, res, `${what} (${res.status})`);
      expectUtf8(t, res, `${what} (${res.status})`);
      if (res.json === undefined) t.fail(`${what} (${res.status}): the body is not JSON (${res.jsonError})`, res.exchange);
    }
    if (judged === 0) t.skip('no answer carried a body');
  },
};
