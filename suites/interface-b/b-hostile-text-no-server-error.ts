// Parts 4.2 and 7: a request is served (200, 201) or refused with a 4xx (a 400 with the error body); a
// 5xx says the platform broke. Text is text: quotes, LIKE wildcards, backslashes, control characters,
// SQL, template syntax, HTML, lone surrogates and 10,000+ characters, in every string field of a B2 or B4
// body (nested ones too, read from the schemas) and in every parameter of every operation (B1's query,
// the ids of B3..B5, from the parameter table), never give a 5xx or a dropped connection.
// First every kind once in the fields most implementations store as they come (B2's and B4's free text,
// B1's search, B3's id), then sampled over every field and parameter.
import fc from 'fast-check';
import { HOSTILE_KINDS, HOSTILE_SAMPLES, hostileText, type HostileKind } from '../../generators/hostileText.ts';
import { actionCreateSchema } from '../../schemas/interface-b/actionCreate.ts';
import { actionPatchSchema } from '../../schemas/interface-b/actionPatch.ts';
import { OPERATION_PARAMS, OPERATION_LABELS } from '../../src/profile/parameters.ts';
import { expectErrorAnswer } from '../common/errorAnswer.ts';
import { expectNoServerError } from '../common/expect.ts';
import { textPreview } from '../common/textPreview.ts';
import { stringFields, withText, type StringField } from '../common/stringFields.ts';
import { discardCreated, minimalBody, sendCreate } from './probe.ts';
import { ACTION, createAction, mustOwn, releaseAction, runMarker } from './support.ts';
import type { OperationNameB } from '../../src/defaults.ts';
import type { CheckContext, CheckDefinition } from '../../src/engine/types.ts';
import { fitParam } from '../common/fitParam.ts';

interface Probe {
  what: string;
  op: OperationNameB;
  params?: Record<string, string>;
  body?: Record<string, unknown>;
}

/** A URL cannot carry a lone surrogate (it has no UTF-8 form). */
const URL_KINDS: readonly HostileKind[] = HOSTILE_KINDS.filter((k) => k !== 'surrogate');
/**
 * Parameters of a write select what it changes: no tautology there (a platform that builds SQL from the
 * id would widen its WHERE clause to everybody's records), and the text starts with a letter, so that no
 * lenient number parser (`parseInt`) reads it as an id.
 */
const WRITE_PARAM_KINDS = URL_KINDS.filter((k) => k !== 'tautology');

export const hostileTextNoServerError: CheckDefinition = {
  id: 'B.hostile-text-no-server-error',
  title: 'hostile text in any string field or parameter of any operation gives a 2xx or a 4xx, never a 5xx',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 7',
  requirements: ['R-B-invalid-request-400', 'R-B-success-status-codes', 'R-B2-invalid-request-400', 'R-B-error-body'],
  property: true,
  // One of the run's longest chains of requests: started first, it does not trail the run.
  startEarly: true,
  async run(t) {
    const marker = await runMarker(t);
    const base = await minimalBody(t, 'hostile text', {
      description: 'plain text',
      qualityBenefits: ['plain'],
      tasks: [{ description: 'plain task', status: 'Open' }],
      files: [{ filename: 'plain.txt', folder: 'docs', description: 'plain file', base64file: Buffer.from('plain').toString('base64') }],
    });
    const target = await createAction(t, await minimalBody(t, 'hostile text target'));
    const createFields = stringFields(actionCreateSchema);
    const patchFields = stringFields(actionPatchSchema);
    // The title keeps the run's marker in front, so that the run's own actions stay recognisable.
    const textFor = (f: StringField, text: string) => (f.name === 'title' ? `${marker} ${text}` : text);
    const filled = (b: Record<string, unknown>, fields: StringField[], text: string) => fields.reduce((acc, f) => withText(acc, f.path, textFor(f, text)), b);
    const paramText = (op: OperationNameB, param: string, text: string) => fitParam(t, op, param, isWrite(t, op) ? `x${text}` : text);

    try {
      // Every kind once, all in flight together: each probe is judged on its own answer.
      const samples = HOSTILE_KINDS.flatMap((kind): Probe[] => {
        const text = HOSTILE_SAMPLES[kind];
        const label = `the ${kind} sample ${textPreview(text)}`;
        return [
          { what: `B2 with ${label} in every free-text field`, op: 'createAction', body: filled(base, createFields.filter((f) => f.free && isTopLevel(f)), text) },
          { what: `B4 with ${label} in every free-text field`, op: 'updateAction', params: { id: target.id }, body: filled({}, patchFields.filter((f) => f.free), text) },
          ...(URL_KINDS.includes(kind)
            ? [
                { what: `B1 with search ${label}`, op: 'listActions' as const, params: { search: paramText('listActions', 'search', text) } },
                { what: `B3 with id ${label}`, op: 'getAction' as const, params: { id: paramText('getAction', 'id', text) } },
              ]
            : []),
        ];
      });
      await t.each(samples, (p) => send(t, p));

      // A patch sets every field that carries text, the others to the plain text of the base body: the target
      // then holds one hostile text at a time, not the sum of every patch's. Long texts in several fields come
      // to hundreds of kilobytes in every listing of the run that shows the target (the B1 checks' above all):
      // a third of all the bytes a default run receives.
      const plainPatch = Object.fromEntries([...new Set(patchFields.map((f) => f.path[0]))].filter((k) => k in base).map((k) => [k, base[k]]));
      const bodyProbes = (op: 'createAction' | 'updateAction', fields: StringField[]) =>
        fc.tuple(fc.constantFrom(...fields), hostileText()).map(([f, text]): Probe => ({
          what: `${OPERATION_LABELS[op]} with ${f.name} ${textPreview(text)}`,
          op,
          ...(op === 'updateAction' ? { params: { id: target.id }, body: withText(plainPatch, f.path, textFor(f, text)) } : { body: withText(base, f.path, textFor(f, text)) }),
        }));
      const params = (Object.keys(OPERATION_PARAMS) as OperationNameB[]).filter((op) => op in t.api.target.operations).flatMap((op) => OPERATION_PARAMS[op].map((param) => ({ op, param })));
      const paramProbes = fc.constantFrom(...params).chain(({ op, param }) =>
        hostileText({ kinds: isWrite(t, op) ? WRITE_PARAM_KINDS : URL_KINDS }).map((text): Probe => {
          const others: Record<string, string> = OPERATION_PARAMS[op].includes('id') && param !== 'id' ? { id: target.id } : {};
          return {
            what: `${OPERATION_LABELS[op]} with ${param} ${textPreview(text)}`,
            op,
            params: { ...others, [param]: paramText(op, param, text) },
            ...(op === 'updateAction' ? { body: { description: `${marker} hostile parameter` } } : {}),
          };
        }),
      );
      await t.property(fc.oneof(bodyProbes('createAction', createFields), bodyProbes('updateAction', patchFields), paramProbes), (p) => send(t, p), {
        runs: Math.max(10, Math.ceil(t.runs * 0.6)),
      });
    } finally {
      await releaseAction(t, target.id);
    }
  },
};

/** A field of the body itself or an item of a top-level list of strings (title, description, tags). */
function isTopLevel(f: StringField): boolean {
  return f.path.length === 1 || (f.path.length === 2 && f.path[1] === '[]');
}

/** Sends one probe: no 5xx (retries off, so that one 5xx shows as such), and a 400 carries the error body. */
async function send(t: CheckContext, p: Probe): Promise<void> {
  const options = { params: p.params, retry: false, ...(p.body !== undefined ? { body: p.body } : {}) };
  // A B4 to an id a create answered with (the target action) goes only once it is proven the run's own; the
  // hostile ids of the parameter probes are no record's.
  const id = p.params?.id;
  if (p.op === 'updateAction' && id !== undefined && t.api.ledger.ownership('b', ACTION, id) !== undefined) await mustOwn(t, id, 'patch');
  const res = p.op === 'createAction' ? await sendCreate(t, options) : await t.api.call(p.op, options);
  if (p.op === 'createAction') await discardCreated(t, res);
  expectNoServerError(t, res, p.what);
  if (res.status === 400) expectErrorAnswer(t, res, p.what);
}

function isWrite(t: CheckContext, op: OperationNameB): boolean {
  return t.api.operation(op).method !== 'GET';
}

