// One document body sent twice, to two suppliers and two materials of the run: as the run writes JSON and
// spelt another way (members in another order, other insignificant whitespace:
// suites/common/jsonSpelling.ts). Both are the same request but for the material they name, so the material
// query lists alike what each made: fileName, description and type (what follows type is not shown). Then
// the same replacement (A2) of both, spelt the other way round. Four writes, four queries.
import { describe, jsonBody } from '../../src/http/json.ts';
import { expectSuccess } from '../common/expect.ts';
import { respell, spellingName, type Spelling } from '../common/jsonSpelling.ts';
import { sentAs, skipIfLengthRequired, type Transport } from '../common/transport.ts';
import { freshId, materialLinkHint, materialLinkItems, queryItems, record, type QueryItem } from './support.ts';
import type { DocumentBody } from '../../generators/documentBody.ts';
import type { OperationNameA } from '../../src/defaults.ts';
import type { CheckContext } from '../../src/engine/types.ts';

/** The item fields part 2.1 lists, in a form that does not depend on the order of items. */
function listed(items: QueryItem[]): string {
  return items
    .map((i) => JSON.stringify([i.fileName, i.description, i.type]))
    .sort()
    .join(', ');
}

/** A1 or A2 with a valid body, as a value (written by the run) or as the given text (another spelling). */
async function write(t: CheckContext, op: OperationNameA, supplierId: string, body: DocumentBody, spelt: string | undefined, what: string, transport: Transport = {}): Promise<void> {
  const res = await t.api.call(op, { params: { 'supplier-id': supplierId }, ...(spelt === undefined ? { body } : { rawBody: spelt, ...sentAs(transport) }) });
  if (spelt !== undefined) skipIfLengthRequired(t, transport, res, what);
  expectSuccess(t, res, what);
  if (op === 'createDocument') record(t, supplierId, body);
}

export async function spelledAlikeA(t: CheckContext, how: Spelling, transport: Transport = {}): Promise<void> {
  const name = [spellingName(how), transport.chunked ? 'Transfer-Encoding: chunked instead of a Content-Length' : ''].filter(Boolean).join(' and ');
  const [s1, s2, m1, m2] = await Promise.all(['spelt-s', 'spelt-s', 'spelt-m', 'spelt-m'].map((label) => freshId(t, label)));
  const fileName = `${s1}.pdf`;
  // fileName first and the contents after it, metaData items as key then value: an order a reader could depend on.
  const body = (materialId: string, revision: string, contents: string): DocumentBody => ({
    fileName,
    base64EncodedContents: Buffer.from(contents).toString('base64'),
    metaData: [...materialLinkItems(t, materialId, revision), { key: 'description', value: `spelt two ways — Prüfbericht 図面 📄, revision ${revision}` }],
  });
  const other = (b: DocumentBody) => respell(String(jsonBody(b)), how);
  const compare = async (revision: string, operation: string) => {
    const plain = await queryItems(t, m1, revision);
    if (plain.length === 0) t.skip(`A3 lists nothing for the material of the document written plainly${materialLinkHint(t, plain)}`);
    const spelt = await queryItems(t, m2, revision);
    if (listed(plain) !== listed(spelt)) {
      t.fail(`${operation} with the same body spelt with ${name} made ${describe(listed(spelt), 300)} in the material query, the body as written ${describe(listed(plain), 300)}`);
    }
  };

  const first = (m: string) => body(m, '1', 'first contents');
  await write(t, 'createDocument', s1, first(m1), undefined, 'A1 with a valid body');
  await write(t, 'createDocument', s2, first(m2), other(first(m2)), `A1 with a valid body spelt with ${name}`, transport);
  await compare('1', 'A1');
  // The replacement spelt the other way round: the first document's otherwise, the second's as written.
  const second = (m: string) => body(m, '2', 'second contents');
  await write(t, 'replaceDocument', s1, second(m1), other(second(m1)), `A2 with a valid body spelt with ${name}`, transport);
  await write(t, 'replaceDocument', s2, second(m2), undefined, 'A2 with a valid body');
  await compare('2', 'A2');
}
