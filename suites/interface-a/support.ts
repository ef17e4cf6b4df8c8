// What most interface A checks need. Interface A has no delete, so everything a check creates lives under
// supplier and material ids unique to the run (a marker from the seed plus random bytes): the run never
// touches data it did not create, and two runs never see each other's documents.
import { randomBytes } from 'node:crypto';
import { DEFAULTS } from '../../src/defaults.ts';
import { expectSchema, expectStatus, expectSuccess } from '../common/expect.ts';
import type { ApiResponse, CallOptions } from '../../src/engine/api.ts';
import type { OperationNameA } from '../../src/defaults.ts';
import type { CheckContext } from '../../src/engine/types.ts';
import type { DocumentBody } from '../../generators/documentBody.ts';
import type { MetaDataItem } from '../../generators/metaDataList.ts';

/** Ledger kind of a document (recorded so the report counts what the run left behind: A has no delete). */
export const DOCUMENT = 'document';

export interface QueryItem {
  fileName?: unknown;
  description?: unknown;
  type?: unknown;
  [field: string]: unknown;
}

/** A marker unique to this run, the prefix of every supplier and material id the run uses. */
export function runMarker(t: CheckContext): Promise<string> {
  return t.shared('a.marker', async () => `cf-${(t.seed >>> 0).toString(36)}-${randomBytes(4).toString('hex')}`);
}

/** A fresh id under the run's marker: `cf-…-<label>-<hex>`. Visible ASCII only, so it fits a path, a query or a header. */
export async function freshId(t: CheckContext, label: string): Promise<string> {
  return `${await runMarker(t)}-${label}-${randomBytes(5).toString('hex')}`;
}

/** Runs of a property whose runs send large bodies or create several documents each. */
export function heavyRuns(t: CheckContext): number {
  return Math.max(1, Math.ceil(t.runs / DEFAULTS.heavyRunsDivisor));
}

/** The metaData items that tie a document to a material (and a revision), as the profile's materialLink says. */
export function materialLinkItems(t: CheckContext, materialId: string, revision?: string): MetaDataItem[] {
  const { materialKey, revisionKey } = t.settings.materialLink;
  const items = [{ key: materialKey, value: materialId }];
  if (revision !== undefined) items.push({ key: revisionKey, value: revision });
  return items;
}

/**
 * When A3 lists nothing at all for a material the run gave documents, the likeliest cause is a setup one:
 * the holder ties documents to materials by other metaData keys than the profile's materialLink says.
 */
export function materialLinkHint(t: CheckContext, listed: readonly unknown[]): string {
  if (listed.length > 0) return '';
  const { materialKey, revisionKey } = t.settings.materialLink;
  return ` (hint: A3 found nothing for the material; if the holder ties documents to materials by other metaData keys than "${materialKey}" and "${revisionKey}", set a.materialLink in the profile)`;
}

/** A1 with a body that must be accepted; fails the check unless the answer is a success (200 or 201). */
export async function createDocument(t: CheckContext, supplierId: string, body: DocumentBody, what = 'A1 with a valid body'): Promise<ApiResponse> {
  const res = await t.api.call('createDocument', { params: { 'supplier-id': supplierId }, body });
  expectSuccess(t, res, what);
  record(t, supplierId, body);
  return res;
}

/** A2 with a body that must be accepted. */
export async function replaceDocument(t: CheckContext, supplierId: string, body: DocumentBody, what = 'A2 of an existing document'): Promise<ApiResponse> {
  const res = await t.api.call('replaceDocument', { params: { 'supplier-id': supplierId }, body });
  expectSuccess(t, res, what);
  return res;
}

/** Records a document the run created (A has no delete: the report counts what the run left behind). */
export function record(t: CheckContext, supplierId: string, body: DocumentBody): void {
  t.api.ledger.add({ interface: 'a', kind: DOCUMENT, id: `${supplierId}/${body.fileName ?? randomBytes(4).toString('hex')}` });
}

/** A3 for a material (and a revision when given). */
export function queryDocuments(t: CheckContext, materialId: string, revision?: string, options: CallOptions = {}): Promise<ApiResponse> {
  return t.api.call('queryDocuments', { ...options, params: { materialId, ...(revision === undefined ? {} : { revision }), ...options.params } });
}

/** A3 for a material the run gave documents: 200 and the body of part 4.1 A3; returns the items. */
export async function queryItems(t: CheckContext, materialId: string, revision?: string): Promise<QueryItem[]> {
  const res = await queryDocuments(t, materialId, revision);
  const what = `A3 for material ${materialId}${revision === undefined ? '' : ` revision ${revision}`}`;
  expectStatus(t, res, [200], what);
  const body = expectSchema(t, res, 'interface-a/documentQueryResponse', what) as { data: QueryItem[] };
  return body.data;
}

/** File names of A3 items, in order (items without a string fileName are left out). */
export function fileNames(items: QueryItem[]): string[] {
  return items.flatMap((i) => (typeof i.fileName === 'string' ? [i.fileName] : []));
}

/** A small valid document body, for requests whose body is not what a check looks at. */
export function plainDocument(fileName: string, metaData: MetaDataItem[] = []): DocumentBody {
  return { fileName, base64EncodedContents: Buffer.from(`conformance ${fileName}`).toString('base64'), metaData };
}

/** The three operations, each as a request that would succeed with valid credentials. */
export async function oneOfEach(t: CheckContext, label: string): Promise<{ op: OperationNameA; options: CallOptions; what: string }[]> {
  const supplierId = await freshId(t, `${label}-s`);
  const materialId = await freshId(t, `${label}-m`);
  const body = plainDocument(`${label}.txt`);
  return [
    { op: 'createDocument', options: { params: { 'supplier-id': supplierId }, body }, what: 'A1' },
    { op: 'replaceDocument', options: { params: { 'supplier-id': supplierId }, body }, what: 'A2' },
    { op: 'queryDocuments', options: { params: { materialId } }, what: 'A3' },
  ];
}
