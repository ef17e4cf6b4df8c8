// Interface A's part in the credentials-first property. Interface A has no delete, so every id is the
// run's own: a supplier and a material the run gave one document (with the valid key), a material no
// document names, and odd texts built around them. Whatever a target that ignores the key stores lands
// under the run's ids and is recorded for the report.
import { DOCUMENT, createDocument, freshId, materialLinkItems, plainDocument } from './support.ts';
import type { CredentialsFirstSetup } from '../common/credentialsFirst.ts';
import type { CheckContext } from '../../src/engine/types.ts';

export async function credentialsFirstSetupA(t: CheckContext, label: string): Promise<CredentialsFirstSetup> {
  const supplier = await freshId(t, `${label}-s`);
  const material = await freshId(t, `${label}-m`);
  const unknownMaterial = await freshId(t, `${label}-u`);
  const fileName = `${label}.txt`;
  let stored = 0;
  await createDocument(t, supplier, plainDocument(fileName, materialLinkItems(t, material)), `A1 of the document the ${label} attempts name`);
  return {
    ids: {
      'supplier-id': { own: supplier, absent: true },
      materialId: { own: material, unknown: unknownMaterial, absent: true },
    },
    validBody: async () => plainDocument(fileName, materialLinkItems(t, material)),
    invalidBody: () => ({ fileName: 42, base64EncodedContents: '*** not base64 ***', metaData: 'not a list' }),
    async afterSend(op, res) {
      if (op === 'queryDocuments' || res.status < 200 || res.status >= 300) return;
      t.api.ledger.add({ interface: 'a', kind: DOCUMENT, id: `${supplier}/${fileName}#unauthenticated-${++stored}` });
    },
    release: async () => undefined,
  };
}
