// Part 7: a request is either served (200, 201) or refused with a 4xx; a 5xx says the implementation
// broke. Any generated request, valid, broken beyond doubt or at the edges of part 2.1, with odd supplier,
// material and revision ids, must get an answer below 500. Retries are off so that one 5xx is seen as such.
import fc from 'fast-check';
import { documentBody } from '../../generators/documentBody.ts';
import { unicodeText } from '../../generators/unicodeText.ts';
import { expectNoServerError } from '../common/expect.ts';
import { brokenDocumentBody } from './brokenDocumentBody.ts';
import { everyOddDocumentBody, oddDocumentBody } from './oddDocumentBody.ts';
import { DOCUMENT, freshId, materialLinkItems, plainDocument, runMarker } from './support.ts';
import type { CallOptions } from '../../src/engine/api.ts';
import type { OperationNameA } from '../../src/defaults.ts';
import type { CheckContext, CheckDefinition } from '../../src/engine/types.ts';
import { fitParam } from '../common/fitParam.ts';

interface Probe {
  what: string;
  op: OperationNameA;
  params: Record<string, string | undefined>;
  body?: unknown;
  rawBody?: string;
  contentType?: string;
}

/** Id texts that commonly trip routing, decoding or storage. Separators never meet "..": no id names a parent. */
const ODD_IDS = ['', ' ', '%', '%2F', '%00', '..', 'a/b', 'a\\b', '?x=1', '#top', '+ +', '&materialId=x', '*', 'null', 'undefined', '-1', '0', '1e309', 'x'.repeat(1000), 'ÄÖÜ', '日本', '🙂', '\u202Eevil'];

function oddIds(marker: string): fc.Arbitrary<string> {
  const text = unicodeText({ minLength: 1, maxLength: 40 }).map((s) => s.replace(/[\\/]/g, '_'));
  return fc.oneof(fc.constantFrom(...ODD_IDS), text).map((s) => `${marker}-${s}`);
}

export const aNoServerError: CheckDefinition = {
  id: 'A.no-server-error',
  title: 'no request, valid or invalid, with any body or id, gets a 5xx',
  level: 'MUST',
  interface: 'a',
  specRef: 'part 7',
  requirements: ['R-A-invalid-request-400', 'R-A-success-status-codes'],
  property: true,
  // One of the run's longest chains of requests: started first, it does not trail the run.
  startEarly: true,
  async run(t) {
    const marker = await runMarker(t);
    const supplierId = await freshId(t, 'no5xx');
    const materialId = await freshId(t, 'no5xx-m');
    const fileName = `${supplierId}.pdf`;
    await setUp(t, supplierId, plainDocument(fileName, materialLinkItems(t, materialId, '1')));

    const s = (op: OperationNameA, id: string) => ({ 'supplier-id': fitParam(t, op, 'supplier-id', id) });
    const asProbe = (op: OperationNameA, params: Probe['params'], kind: string) => (c: { label: string; body?: unknown; rawBody?: string; contentType?: string }): Probe => ({
      what: `${op === 'createDocument' ? 'A1' : 'A2'} (${kind}) where ${c.label}`,
      op,
      params,
      body: c.body,
      rawBody: c.rawBody,
      contentType: c.contentType,
    });
    const probes: fc.Arbitrary<Probe> = fc.oneof(
      documentBody().map((body) => ({ what: 'A1 with a valid body', op: 'createDocument' as const, params: s('createDocument', `${supplierId}-new`), body })),
      brokenDocumentBody().map(asProbe('createDocument', s('createDocument', supplierId), 'invalid body')),
      oddDocumentBody().map(asProbe('createDocument', s('createDocument', supplierId), 'edge body')),
      documentBody().map((body) => ({ what: 'A2 of an existing document', op: 'replaceDocument' as const, params: s('replaceDocument', supplierId), body: { ...body, fileName } })),
      documentBody({ force: ['fileName'] }).map((body) => ({ what: 'A2 of a document that does not exist', op: 'replaceDocument' as const, params: s('replaceDocument', supplierId), body })),
      brokenDocumentBody({ fileName }).map(asProbe('replaceDocument', s('replaceDocument', supplierId), 'invalid body')),
      oddDocumentBody({ fileName }).map(asProbe('replaceDocument', s('replaceDocument', supplierId), 'edge body')),
      fc.tuple(oddIds(marker), documentBody()).map(([id, body]) => ({ what: `A1 for supplier ${JSON.stringify(id)}`, op: 'createDocument' as const, params: s('createDocument', id), body })),
      fc.tuple(oddIds(marker), documentBody({ force: ['fileName'] })).map(([id, body]) => ({ what: `A2 for supplier ${JSON.stringify(id)}`, op: 'replaceDocument' as const, params: s('replaceDocument', id), body })),
      fc.tuple(oddIds(marker), fc.option(oddIds(marker), { nil: undefined })).map(([m, r]) => ({
        what: `A3 for material ${JSON.stringify(m)}${r === undefined ? '' : ` revision ${JSON.stringify(r)}`}`,
        op: 'queryDocuments' as const,
        params: { materialId: fitParam(t, 'queryDocuments', 'materialId', m), revision: r === undefined ? undefined : fitParam(t, 'queryDocuments', 'revision', r) },
      })),
      fc.constantFrom('', '0', '-1', '1.5', 'latest', '999999999999999999999', 'x'.repeat(500)).map((revision) => ({
        what: `A3 for a known material with revision ${JSON.stringify(revision)}`,
        op: 'queryDocuments' as const,
        params: { materialId, revision: fitParam(t, 'queryDocuments', 'revision', revision) },
      })),
    );
    let created = 0;
    const send = async (p: Probe): Promise<void> => {
      const options: CallOptions = { params: p.params, retry: false, ...(p.rawBody !== undefined ? { rawBody: p.rawBody } : p.body !== undefined ? { body: p.body } : {}) };
      if (p.contentType) options.contentType = p.contentType;
      const res = await t.api.call(p.op, options);
      if (p.op !== 'queryDocuments' && res.status >= 200 && res.status < 300) {
        t.api.ledger.add({ interface: 'a', kind: DOCUMENT, id: `${p.params['supplier-id']}/#${++created}` });
      }
      expectNoServerError(t, res, p.what);
    };
    // Each edge case once for A1 and A2 (among random draws any one of them is rare), all in flight together
    // (each is judged on its own answer), then random probes.
    await t.each(
      [
        ...[...everyOddDocumentBody(t.seed)].map(asProbe('createDocument', s('createDocument', supplierId), 'edge body')),
        ...[...everyOddDocumentBody(t.seed, { fileName })].map(asProbe('replaceDocument', s('replaceDocument', supplierId), 'edge body')),
      ],
      send,
    );
    await t.property(probes, send);
  },
};

async function setUp(t: CheckContext, supplierId: string, body: ReturnType<typeof plainDocument>): Promise<void> {
  const res = await t.api.call('createDocument', { params: { 'supplier-id': supplierId }, body, retry: false });
  expectNoServerError(t, res, 'A1 creating the document the A2 probes aim at');
  if (res.status !== 200 && res.status !== 201) t.skip(`A1 refused a valid document (${res.status}), so A2 probes have nothing to aim at (A1.accepts-valid-document judges that)`);
  t.api.ledger.add({ interface: 'a', kind: DOCUMENT, id: `${supplierId}/${body.fileName}` });
}

