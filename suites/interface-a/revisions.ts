// Two revisions of one material, created in ascending order so that "the latest" means the same whether
// it is read as the highest revision number or as the one created last; 9 and 10 also tell a numeric
// order from a textual one ("10" < "9" as text).
import { createDocument, freshId, materialLinkItems, plainDocument } from './support.ts';
import type { CheckContext } from '../../src/engine/types.ts';

export const OLDER = '9';
export const LATEST = '10';

export interface TwoRevisions {
  supplierId: string;
  materialId: string;
  /** fileName of the document of each revision. */
  older: string;
  latest: string;
}

export async function createTwoRevisions(t: CheckContext, label: string): Promise<TwoRevisions> {
  const supplierId = await freshId(t, label);
  const materialId = await freshId(t, `${label}-m`);
  const older = `${supplierId}-rev${OLDER}.pdf`;
  const latest = `${supplierId}-rev${LATEST}.pdf`;
  await createDocument(t, supplierId, plainDocument(older, materialLinkItems(t, materialId, OLDER)), `A1 creating revision ${OLDER} of the material`);
  await createDocument(t, supplierId, plainDocument(latest, materialLinkItems(t, materialId, LATEST)), `A1 creating revision ${LATEST} of the material`);
  return { supplierId, materialId, older, latest };
}
