// Part 7: a request is served (200, 201) or refused with a 4xx (a 400 with the error body); a 5xx says the
// holder broke. Text is text: quotes, LIKE wildcards, backslashes, control characters, SQL, template
// syntax, HTML, lone surrogates and 10,000+ characters, in every string field of an A1 or A2 body (read
// from the schema, metaData items included) and in every parameter (supplier-id, materialId, revision,
// from the parameter table), never give a 5xx or a dropped connection. Interface A has no delete: every
// document a probe may create lies under a supplier id of the run's own (its marker in front).
// First every kind once (A1 and A2 bodies, A3's materialId), then sampled over every field and parameter.
import fc from 'fast-check';
import { HOSTILE_KINDS, HOSTILE_SAMPLES, hostileText, type HostileKind } from '../../generators/hostileText.ts';
import { documentBodySchema } from '../../schemas/interface-a/documentBody.ts';
import { OPERATION_LABELS, OPERATION_PARAMS } from '../../src/profile/parameters.ts';
import { expectErrorAnswer } from '../common/errorAnswer.ts';
import { expectNoServerError } from '../common/expect.ts';
import { textPreview } from '../common/textPreview.ts';
import { stringFields, withText } from '../common/stringFields.ts';
import { DOCUMENT, freshId, materialLinkItems, plainDocument, runMarker } from './support.ts';
import type { OperationNameA } from '../../src/defaults.ts';
import type { CheckContext, CheckDefinition } from '../../src/engine/types.ts';
import { fitParam } from '../common/fitParam.ts';

interface Probe {
  what: string;
  op: OperationNameA;
  params: Record<string, string>;
  body?: Record<string, unknown>;
}

/** A URL cannot carry a lone surrogate (it has no UTF-8 form). */
const URL_KINDS: readonly HostileKind[] = HOSTILE_KINDS.filter((k) => k !== 'surrogate');
/** A2's supplier-id selects what it replaces: no tautology there (SQL built from it would select everybody's). */
const REPLACE_PARAM_KINDS: readonly HostileKind[] = URL_KINDS.filter((k) => k !== 'tautology');
/** Parameters naming whose data a write touches: the run's marker goes in front of the text. */
const OWNER_PARAMS = ['supplier-id'];

const OPS: readonly OperationNameA[] = ['createDocument', 'replaceDocument', 'queryDocuments'];

export const aHostileTextNoServerError: CheckDefinition = {
  id: 'A.hostile-text-no-server-error',
  title: 'hostile text in any string field or parameter of A1, A2 and A3 gives a 2xx or a 4xx, never a 5xx',
  level: 'MUST',
  interface: 'a',
  specRef: 'part 7',
  requirements: ['R-A-invalid-request-400', 'R-A-success-status-codes', 'R-A-error-body'],
  property: true,
  // One of the run's longest chains of requests: started first, it does not trail the run.
  startEarly: true,
  async run(t) {
    const marker = await runMarker(t);
    const supplierId = await freshId(t, 'hostile');
    const materialId = await freshId(t, 'hostile-m');
    const fileName = `${supplierId}.txt`;
    const base = plainDocument(fileName, materialLinkItems(t, materialId, '1')) as unknown as Record<string, unknown>;
    const setUp = await t.api.call('createDocument', { params: { 'supplier-id': supplierId }, body: base, retry: false });
    expectNoServerError(t, setUp, 'A1 creating the document the A2 probes replace');
    if (setUp.status >= 200 && setUp.status < 300) t.api.ledger.add({ interface: 'a', kind: DOCUMENT, id: `${supplierId}/${fileName}` });
    const fields = stringFields(documentBodySchema);
    const own = { 'supplier-id': supplierId };
    const paramText = (op: OperationNameA, param: string, text: string) => fitParam(t, op, param, OWNER_PARAMS.includes(param) ? `${marker}-${text}` : text);

    // Every kind once, all in flight together: each probe is judged on its own answer.
    const samples = HOSTILE_KINDS.flatMap((kind): Probe[] => {
      const text = HOSTILE_SAMPLES[kind];
      const label = `the ${kind} sample ${textPreview(text)}`;
      const free = fields.filter((f) => f.free).reduce((b, f) => withText(b, f.path, text), base);
      // fileName names the document A2 replaces: it stays, the other free text changes.
      const replacing = fields.filter((f) => f.free && f.name !== 'fileName').reduce((b, f) => withText(b, f.path, text), base);
      return [
        { what: `A1 with ${label} in every free-text field`, op: 'createDocument', params: own, body: free },
        { what: `A2 with ${label} in every free-text field but fileName`, op: 'replaceDocument', params: own, body: replacing },
        ...(URL_KINDS.includes(kind) ? [{ what: `A3 with materialId ${label}`, op: 'queryDocuments' as const, params: { materialId: paramText('queryDocuments', 'materialId', text) } }] : []),
      ];
    });
    await t.each(samples, (p) => send(t, p));

    const bodyProbes = (op: 'createDocument' | 'replaceDocument') =>
      fc.tuple(fc.constantFrom(...fields), hostileText()).map(([f, text]): Probe => ({
        what: `${OPERATION_LABELS[op]} with ${f.name} ${textPreview(text)}`,
        op,
        params: own,
        body: withText(base, f.path, text),
      }));
    const params = OPS.filter((op) => op in t.api.target.operations).flatMap((op) => OPERATION_PARAMS[op].map((param) => ({ op, param })));
    const paramProbes = fc.constantFrom(...params).chain(({ op, param }) =>
      hostileText({ kinds: op === 'replaceDocument' ? REPLACE_PARAM_KINDS : URL_KINDS }).map((text): Probe => {
        const others: Record<string, string> = op === 'queryDocuments' ? { materialId } : own;
        return {
          what: `${OPERATION_LABELS[op]} with ${param} ${textPreview(text)}`,
          op,
          params: { ...others, [param]: paramText(op, param, text) },
          ...(op === 'queryDocuments' ? {} : { body: base }),
        };
      }),
    );
    await t.property(fc.oneof(bodyProbes('createDocument'), bodyProbes('replaceDocument'), paramProbes), (p) => send(t, p), {
      runs: Math.max(8, Math.ceil(t.runs * 0.5)),
    });
  },
};

let created = 0;

/** Sends one probe: no 5xx (retries off, so that one 5xx shows as such), and a 400 carries the error body. */
async function send(t: CheckContext, p: Probe): Promise<void> {
  const res = await t.api.call(p.op, { params: p.params, retry: false, ...(p.body !== undefined ? { body: p.body } : {}) });
  if (p.op !== 'queryDocuments' && res.status >= 200 && res.status < 300) {
    t.api.ledger.add({ interface: 'a', kind: DOCUMENT, id: `${p.params['supplier-id']}/#hostile-${++created}` });
  }
  expectNoServerError(t, res, p.what);
  if (res.status === 400) expectErrorAnswer(t, res, p.what);
}

