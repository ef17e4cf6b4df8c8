// Part 7: each error item's `source` is the name of the offending field. When A1 or A2 refuses a body with
// one field of the wrong type or form, an item naming that field is what lets a caller fix the request.
// Whether every offending field gets its own item is not stated, hence a warning at most. One body with two
// fields of the wrong type on every run: a holder may stop at the first (one item), but items that all
// name one field when two are wrong point the caller at the wrong one.
import fc from 'fast-check';
import { brokenDocumentBody } from './brokenDocumentBody.ts';
import { createDocument, freshId, plainDocument } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const aErrorSourceNamesField: CheckDefinition = {
  id: 'A.error-source-names-field',
  title: 'a 400 for a field of the wrong type or form has an error item whose source names that field',
  level: 'SHOULD',
  interface: 'a',
  specRef: 'part 7',
  requirements: ['R-A-error-source-names-field'],
  property: true,
  async run(t) {
    const supplierId = await freshId(t, 'source');
    const fileName = `${supplierId}.txt`;
    await createDocument(t, supplierId, plainDocument(fileName), 'A1 creating the document the A2 cases aim at');
    const cases = fc.tuple(fc.constantFrom('createDocument' as const, 'replaceDocument' as const), brokenDocumentBody({ fileName, kinds: ['wrong-type', 'bad-format', 'bad-item'] }));
    await t.property(cases, async ([op, c]) => {
      const res = await t.api.call(op, { params: { 'supplier-id': supplierId }, body: c.body });
      // Status and body shape are judged by A1/A2.rejects-invalid-body; here only what the items name.
      const errors = (res.json as { errors?: unknown } | undefined)?.errors;
      if (res.status !== 400 || !Array.isArray(errors)) return;
      const sources = errors.map((e) => (e as { source?: unknown })?.source).filter((s): s is string => typeof s === 'string');
      if (!sources.some((s) => s.toLowerCase().includes(c.field.toLowerCase()))) {
        t.fail(`${op === 'createDocument' ? 'A1' : 'A2'} where ${c.label}: no error item names ${c.field} as its source (sources: ${sources.map((s) => JSON.stringify(s)).join(', ') || 'none'})`, res.exchange);
      }
    }, { runs: Math.max(1, Math.ceil(t.runs / 4)) });

    const broken = ['fileName', 'base64EncodedContents'];
    const res = await t.api.call('createDocument', { params: { 'supplier-id': supplierId }, body: { fileName: 42, base64EncodedContents: 7, metaData: [] } });
    const errors = (res.json as { errors?: unknown } | undefined)?.errors;
    if (res.status !== 400 || !Array.isArray(errors) || errors.length < 2) return;
    const sources = errors.map((e) => (e as { source?: unknown })?.source).filter((s): s is string => typeof s === 'string');
    const named = broken.filter((f) => sources.some((s) => s.toLowerCase().includes(f.toLowerCase())));
    if (named.length < broken.length) {
      t.fail(`A1 where fileName and base64EncodedContents are numbers: ${errors.length} error items, but they name only ${named.join(', ') || 'neither'} (sources: ${sources.map((s) => JSON.stringify(s)).join(', ') || 'none'})`, res.exchange);
    }
  },
};
