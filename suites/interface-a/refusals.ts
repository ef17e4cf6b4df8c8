// A refused write changes nothing (interface A, which has no delete and no list but A3): each generated
// refused A1 carries a metaData link to a material of its own, so that A3 of that material shows anything
// the refusal left behind (it must show nothing); each refused A2 names a document the run created, whose
// material's A3 answer must read exactly as before. A request the target does not refuse (2xx) is another
// check's business: it is recorded (A has no delete) and proves nothing.
import fc from 'fast-check';
import { brokenDocumentBody } from '../../generators/brokenDocumentBody.ts';
import { documentBody } from '../../generators/documentBody.ts';
import { refusalPairs, refusedWrites, type RefusalKind, type RefusedWrite, type WriteOperation } from '../../generators/refusedWrite.ts';
import { DEFAULT_OPERATIONS_A, type OperationNameA } from '../../src/defaults.ts';
import { describe } from '../../src/http/json.ts';
import { credentialsFor, isRefusal, markBody, refusedAnswer } from '../common/refusal.ts';
import { canonical, stateDiff } from '../common/stateDiff.ts';
import { writeOperations } from '../common/writeOperations.ts';
import { wrongKey } from './a-rejects-wrong-api-key.ts';
import { createDocument, DOCUMENT, freshId, materialLinkHint, materialLinkItems, plainDocument, queryDocuments } from './support.ts';
import type { BrokenKind } from '../../generators/brokenCase.ts';
import type { MetaDataItem } from '../../generators/metaDataList.ts';
import type { ApiResponse, CallOptions } from '../../src/engine/api.ts';
import type { CheckContext, Exchange } from '../../src/engine/types.ts';

type WriteA = 'createDocument' | 'replaceDocument';
type Obj = Record<string, unknown>;

const LABEL: Record<WriteA, string> = { createDocument: 'A1', replaceDocument: 'A2' };
/** Bodies that make A1 and A2 invalid (malformed JSON apart). */
const INVALID: readonly BrokenKind[] = ['wrong-type', 'null-not-allowed', 'bad-format', 'bad-item', 'not-json', 'non-object'];

/**
 * Runs of a refusal property whose runs each send one refused request of every one of `pairs` kinds, and
 * one A3 after each: about 0.2 refused requests per --runs, at least two of each kind.
 */
export function refusalRunsA(t: CheckContext, pairs: number): number {
  return Math.max(2, Math.ceil((t.runs * 0.2) / pairs));
}

function writesA(t: CheckContext): WriteOperation<WriteA>[] {
  return writeOperations(t, (Object.keys(DEFAULT_OPERATIONS_A) as OperationNameA[]).filter((n): n is WriteA => n in LABEL));
}

/** The document the refused A2 requests name: its supplier, name and material, and A3 of that material as it stands. */
interface Target {
  supplierId: string;
  fileName: string;
  materialId: string;
  /** The `data` of A3 for the material: what every refused A2 must leave as it is. */
  data: unknown[];
}

/** A3 of a material: its `data` array, or undefined (with the answer) when the answer shows no list. */
async function materialData(t: CheckContext, materialId: string): Promise<{ data?: unknown[]; res: ApiResponse }> {
  const res = await queryDocuments(t, materialId);
  const data = res.json !== null && typeof res.json === 'object' && !Array.isArray(res.json) ? (res.json as Obj).data : undefined;
  return { data: res.status === 200 && Array.isArray(data) ? data : undefined, res };
}

/** The case's body: linked to the material (metaData first), and named `fileName` when given, where those are not what is broken. */
function marked(c: RefusedWrite<WriteA>, link: MetaDataItem[], fileName?: string): Pick<CallOptions, 'body' | 'rawBody' | 'contentType'> {
  if (c.rawBody !== undefined) return { rawBody: c.rawBody, ...(c.contentType ? { contentType: c.contentType } : {}) };
  if (c.body === undefined) return {};
  const broken = c.field?.split(/[.[]/)[0];
  return {
    body: markBody(c.body, (o) => {
      if (fileName !== undefined && broken !== 'fileName') o.fileName = fileName;
      if (Array.isArray(o.metaData)) o.metaData = [...link, ...o.metaData];
      else if (o.metaData === undefined && broken !== 'metaData') o.metaData = link;
      return o;
    }),
  };
}

/** The property: every refused A1 and A2 of the given kinds leaves the documents as they were. */
export async function documentRefusalsChangeNothing(t: CheckContext, refusals: readonly RefusalKind[]): Promise<void> {
  const pairs = refusalPairs(writesA(t), refusals).length;
  if (pairs === 0) t.skip('no write operation can be refused so (a required parameter in the path cannot be left out)');
  const arb: fc.Arbitrary<RefusedWrite<WriteA>[]> = refusedWrites(writesA(t), {
    refusals,
    validBody: () => documentBody({ force: 'all', maxBytes: 192, metaData: { maxItems: 3 } }),
    brokenBody: (_op, refusal) => brokenDocumentBody({ kinds: refusal === 'malformed-json' ? ['malformed-json'] : INVALID }),
  });
  const tally = { refused: 0, accepted: 0, unobserved: 0 };
  let target: Target | undefined;

  await t.property(
    arb,
    async (round) => {
      for (const c of round) await probe(c);
    },
    { runs: refusalRunsA(t, pairs), sequential: true },
  );
  if (tally.refused === 0) t.skip(`the target refused none of the ${tally.accepted} writes sent, so no refusal could be observed`);
  t.note(`${tally.refused} refused writes read back unchanged${tally.accepted > 0 ? `; ${tally.accepted} not refused (other checks judge those)` : ''}${tally.unobserved > 0 ? `; ${tally.unobserved} A3 reads not answered with a list` : ''}`);

  /** The document refused A2 requests name, created once. */
  async function ensureTarget(): Promise<Target> {
    if (target) return target;
    const supplierId = await freshId(t, 'refusal');
    const materialId = await freshId(t, 'refusal-m');
    const fileName = `${supplierId}.txt`;
    await createDocument(t, supplierId, plainDocument(fileName, [...materialLinkItems(t, materialId, '1'), { key: 'description', value: 'refusal target' }]), 'A1 creating the document refused A2 requests name');
    const { data, res } = await materialData(t, materialId);
    if (!data?.some((item) => (item as Obj | null)?.fileName === fileName)) {
      t.skip(`A3 of the material does not list the document the run created for it (${res.status}), so a refused A2 cannot be read back${materialLinkHint(t, data ?? [])}`);
    }
    return (target = { supplierId, fileName, materialId, data });
  }

  /** One refused request, and the A3 read of what it could change. */
  async function probe(c: RefusedWrite<WriteA>): Promise<void> {
    const replace = c.operation === 'replaceDocument';
    const own = replace ? await ensureTarget() : undefined;
    const supplierId = own?.supplierId ?? (await freshId(t, 'refused'));
    const materialId = own?.materialId ?? (await freshId(t, 'refused-m'));
    const options: CallOptions = {
      ...marked(c, materialLinkItems(t, materialId, '1'), own?.fileName),
      params: { 'supplier-id': c.omit === 'supplier-id' ? undefined : supplierId },
      auth: credentialsFor(c.refusal, () => ({ header: t.api.target.auth.header, value: wrongKey() })),
    };
    const res = await t.api.call(c.operation, options);
    const what = `${LABEL[c.operation]}${own ? ` of the run's own document ${own.fileName}` : ` linking the fresh material ${materialId}`} ${c.label}`;
    if (!isRefusal(res.status)) {
      tally.accepted++;
      if (res.status < 300) {
        // Interface A has no delete: what a write that was not refused stored stays, and is counted.
        const fileName = options.body !== null && typeof options.body === 'object' ? (options.body as Obj).fileName : undefined;
        if (!replace) t.api.ledger.add({ interface: 'a', kind: DOCUMENT, id: `${supplierId}/${typeof fileName === 'string' ? fileName : materialId}` });
        if (own) {
          const { data } = await materialData(t, own.materialId);
          if (data) own.data = data;
          else target = undefined;
        }
      }
      return;
    }
    tally.refused++;
    const after = await materialData(t, materialId);
    if (!own) {
      // A fresh material: nothing may refer to it (200 with an empty list, or 404 where a holder answers so).
      if (after.res.status === 404) return;
      if (!after.data) {
        tally.unobserved++;
        return;
      }
      if (after.data.length > 0) {
        t.fail(`${refusedAnswer(what, res)}, yet it stored a document: A3 of the material, which nothing else refers to, lists ${describe(after.data, 600)}`, after.res.exchange);
      }
      return;
    }
    if (!after.data) fail(what, res, `A3 of the document's material answers ${after.res.status} without a list, before: ${describe(own.data, 300)}`, after.res.exchange);
    if (canonical(after.data) === canonical(own.data)) return;
    // Read once more: an answer that moves with nothing sent (a computed field) is not the refusal's doing.
    const again = await materialData(t, materialId);
    if (!again.data || canonical(again.data) !== canonical(after.data)) {
      tally.unobserved++;
      if (again.data) own.data = again.data;
      return;
    }
    const before = own.data;
    own.data = after.data;
    fail(what, res, `A3 of the document's material, before → after: ${stateDiff(before, after.data).join('; ')}`, after.res.exchange);
  }

  function fail(what: string, res: ApiResponse, problem: string, exchange: Exchange): never {
    return t.fail(`${refusedAnswer(what, res)}, yet it changed the state: ${problem}`, exchange);
  }
}
