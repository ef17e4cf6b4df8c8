// Part 4.1 A1-A3 as one stateful property: random sequences of creates, replacements and material queries
// over the run's own suppliers and materials, each A3 answer compared with what the model of interface A
// (model/interface-a/) predicts from the writes before it. Single-case checks build one small scenario each;
// faults live between scenarios (a write reaching another supplier's file or a name differing in case, a
// query answering one document of several, a cache or a revision match that mixes revisions, a material id
// read twice), so the sequences are drawn to make near-collisions likely: two suppliers sharing a few file
// names with case variants, two materials with several documents per revision, revisions 1, 2, 2.1 and 10
// (and 3, which no material has), material ids with reserved characters, and material ids that differ only
// in letter case (a case-insensitive collation, the default of several databases). fast-check shrinks a divergence
// to the shortest sequence that still shows it.
//
// The sequences stay where the specification decides: A1 only for a name its supplier does not have yet, A2
// only for one it has (what either does otherwise is not shown); every document names exactly one material
// and one revision (a document without one, or with a key twice, leaves its place in the answer open); and a
// material's revisions are written in ascending order, so that "the latest revision" is the same whether
// read as the highest number or as the one written last.
import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { create, emptyState, judgeQuery, listDocuments, query, replace, findDocument, type DocumentState, type LinkKeys, type ModelDocumentBody, type WriteOutcome } from '../../model/interface-a/index.ts';
import { expectSchema } from '../common/expect.ts';
import { freshId, materialLinkHint, plainDocument, queryDocuments, record } from './support.ts';
import type { CheckContext, CheckDefinition } from '../../src/engine/types.ts';
import { fitParam } from '../common/fitParam.ts';

const SUPPLIERS = 2;
/** Materials written to; one more is only queried (a material no document refers to). */
const WRITTEN_MATERIALS = 2;
/** File names shared by the suppliers, three of them differing only in letter case. */
const NAMES = ['spec.pdf', 'Spec.pdf', 'SPEC.pdf', 'report.txt', 'Report.txt'];
/** How A1 picks a name (an index in NAMES): the first ones more often, so that suppliers share names and a supplier holds case variants. */
const NAME_PICKS = [0, 0, 0, 1, 1, 2, 3, 4];
/** Revisions in ascending order under every natural reading of "revision number" (decimal or dotted version). */
const LADDER = ['1', '2', '2.1', '10'];
/** A revision no material of the run has. */
const LACKING = '3';
/** Revisions A3 asks for: none (the latest), the highest one written to the material so far ('top'), each rung, one lacking. */
const ASKED: (string | undefined)[] = [undefined, 'top', ...LADDER, LACKING];
/**
 * Endings of the material ids ('' first: shrinking tells whether the reserved characters matter), letters
 * beyond ASCII among them (UTF-8 in a URL: a holder that decodes the path as Latin-1 never finds them), and a
 * dot (a router that takes `.A` for a format suffix looks up another id).
 */
const SUFFIXES = ['', '+A', ' B', '%', '%2B', '&x=1', '+ +', '-Öl', '-製品', '.A'];
/**
 * Endings of the supplier ids ('' first): a space and an ampersand (a company name kept in the id), a plus,
 * letters beyond ASCII and a dot, each of which a path, a query or a lookup may take otherwise than written.
 */
const SUPPLIER_SUFFIXES = ['', ' & Co', '+A', '-Öl', '.B'];
/** Commands per sequence at most: the request cost of the check is about this times the sequences. */
const MAX_COMMANDS = 40;

/** Sequences in a run: few, since each is a chain of up to MAX_COMMANDS requests (8 for the default 100 runs). */
export function sequenceRuns(t: CheckContext): number {
  return Math.max(1, Math.round(t.runs / 12));
}

interface Ids {
  suppliers: string[];
  materials: string[];
  /** File names of the sequence: NAMES behind a prefix of its own, so that sequences never share a file. */
  names: string[];
}

interface Model {
  state: DocumentState;
  /** Per written material, the index in LADDER of the highest revision written so far (-1: none). */
  top: number[];
  ids: Ids;
  keys: LinkKeys;
  /**
   * Queries (material and revision) answered with a 4xx: part 7 forbids sending them again unchanged, and the
   * run's client answers a repeat with the answer already seen, which may no longer be the model's (a 404
   * for a material that has documents since). They are not asked again.
   */
  refused: Set<string>;
}

interface Real {
  t: CheckContext;
  /** What the sequence did, with the ids it used: the failure message's account of the chain. */
  log: string[];
}

type Command = fc.AsyncCommand<Model, Real>;

/** The revision a write gives a material: `step` rungs above the highest so far (never below it). */
function revisionFor(model: Model, material: number, step: number): string {
  return LADDER[Math.min(LADDER.length - 1, Math.max(0, model.top[material] + step))];
}

function body(model: Model, fileName: string, material: number, revision: string): ModelDocumentBody {
  const { materialKey, revisionKey } = model.keys;
  return { fileName, metaData: [{ key: materialKey, value: model.ids.materials[material] }, { key: revisionKey, value: revision }] };
}

const short = (model: Model, kind: 's' | 'm', id: string): string => `${kind}${(kind === 's' ? model.ids.suppliers : model.ids.materials).indexOf(id)}`;

/** Sends a write the model predicts a success for, and moves the model on. */
async function write(
  model: Model,
  real: Real,
  op: 'createDocument' | 'replaceDocument',
  supplierId: string,
  b: ModelDocumentBody,
  material: number,
  outcome: WriteOutcome,
  contents = true,
): Promise<void> {
  if (outcome.kind === 'open') throw new Error(`the sequence reached what the model leaves open: ${outcome.why}`);
  const { t } = real;
  const revision = b.metaData[1].value;
  const { base64EncodedContents, ...withoutContents } = plainDocument(b.fileName, b.metaData.map((m) => ({ ...m })));
  // Part 2.1 makes every field of the body optional: a replacement may change the metaData alone.
  const doc = contents ? { ...withoutContents, base64EncodedContents } : withoutContents;
  const res = await t.api.call(op, { params: { 'supplier-id': supplierId }, body: doc });
  const p = outcome.prediction;
  real.log.push(`${p.operation} ${short(model, 's', supplierId)} ${JSON.stringify(b.fileName)} -> m${material} rev ${revision}: ${res.status}`);
  if (!p.success.includes(res.status)) {
    t.fail(`${p.requirement}: ${p.operation} of ${JSON.stringify(b.fileName)} for supplier ${supplierId} answered ${res.status}, where the specification makes it a success (${p.success.join(' or ')}). Sequence: ${real.log.join('; ')}`, res.exchange);
  }
  if (op === 'createDocument') record(t, supplierId, doc);
  model.state = outcome.state;
  model.top[material] = Math.max(model.top[material], LADDER.indexOf(revision));
}

class Create implements Command {
  constructor(
    readonly supplier: number,
    readonly name: number,
    readonly material: number,
    readonly step: number,
  ) {}
  check(m: Readonly<Model>): boolean {
    return !findDocument(m.state, m.ids.suppliers[this.supplier], m.ids.names[this.name]);
  }
  async run(m: Model, r: Real): Promise<void> {
    const supplierId = m.ids.suppliers[this.supplier];
    const b = body(m, m.ids.names[this.name], this.material, revisionFor(m, this.material, this.step));
    await write(m, r, 'createDocument', supplierId, b, this.material, create(m.state, supplierId, b));
  }
  toString(): string {
    return `A1(s${this.supplier}, ${NAMES[this.name]}, m${this.material}, rev+${this.step})`;
  }
}

class Replace implements Command {
  constructor(
    readonly pick: number,
    readonly material: number,
    readonly step: number,
    /** Whether the replacement carries contents (else its metaData alone changes). */
    readonly contents: boolean,
  ) {}
  check(m: Readonly<Model>): boolean {
    return m.state.documents.size > 0;
  }
  async run(m: Model, r: Real): Promise<void> {
    const docs = listDocuments(m.state);
    const target = docs[this.pick % docs.length];
    const b = body(m, target.fileName, this.material, revisionFor(m, this.material, this.step));
    await write(m, r, 'replaceDocument', target.supplierId, b, this.material, replace(m.state, target.supplierId, b), this.contents);
  }
  toString(): string {
    return `A2(document #${this.pick}, m${this.material}, rev+${this.step}${this.contents ? '' : ', no contents'})`;
  }
}

class Query implements Command {
  constructor(
    readonly material: number,
    readonly asked: string | undefined,
  ) {}
  /** The revision sent: 'top' is the highest written to the material so far (the first rung before any). */
  private revision(m: Readonly<Model>): string | undefined {
    if (this.asked !== 'top') return this.asked;
    return LADDER[Math.max(0, m.top[this.material] ?? -1)];
  }
  check(m: Readonly<Model>): boolean {
    // What the model leaves open is not asked: a request whose answer cannot be judged is not sent.
    const revision = this.revision(m);
    if (m.refused.has(JSON.stringify([this.material, revision ?? null]))) return false;
    return query(m.state, m.keys, m.ids.materials[this.material], revision).kind === 'predicted';
  }
  async run(m: Model, r: Real): Promise<void> {
    const { t } = r;
    const materialId = m.ids.materials[this.material];
    const revision = this.revision(m);
    const outcome = query(m.state, m.keys, materialId, revision);
    if (outcome.kind === 'open') return;
    const p = outcome.prediction;
    const res = await queryDocuments(t, materialId, revision);
    r.log.push(`A3 m${this.material} ${revision === undefined ? 'latest' : `rev ${revision}`}: ${res.status}`);
    if (res.status >= 400 && res.status < 500) m.refused.add(JSON.stringify([this.material, revision ?? null]));
    let items: unknown[] | undefined;
    if (res.status === 200) {
      const what = `A3 for material ${materialId}${revision === undefined ? '' : ` revision ${revision}`}`;
      items = (expectSchema(t, res, 'interface-a/documentQueryResponse', what) as { data: unknown[] }).data;
    }
    const d = judgeQuery(p, { status: res.status, items });
    if (!d) return;
    const ids = `s0..s${SUPPLIERS - 1} = ${m.ids.suppliers.join(', ')}; m0..m${m.ids.materials.length - 1} = ${m.ids.materials.map((x) => JSON.stringify(x)).join(', ')}`;
    t.fail(`${d.requirement}: ${d.message}${materialLinkHint(t, items ?? [])}. Sequence: ${r.log.join('; ')} (${ids})${suspects(r.log, [...d.missing, ...d.extra])}`, res.exchange);
  }
  toString(): string {
    return `A3(m${this.material}, ${this.asked ?? 'latest'})`;
  }
}

/** Writes of the sequence to the names a divergence is about, or to names differing from them only in case. */
function suspects(log: string[], names: string[]): string {
  const folded = new Set(names.map((n) => n.toLowerCase()));
  const hits = log.filter((l) => /^A[12] /.test(l) && [...folded].some((n) => l.toLowerCase().includes(JSON.stringify(n))));
  return hits.length ? `; writes to these names (or their case variants) by any supplier: ${hits.join('; ')}` : '';
}

const step = fc.constantFrom(0, 0, 1, 2);
const writtenMaterial = fc.integer({ min: 0, max: WRITTEN_MATERIALS - 1 });
const commands = fc.commands<Model, Real, false>(
  [
    fc.tuple(fc.integer({ min: 0, max: SUPPLIERS - 1 }), fc.constantFrom(...NAME_PICKS), writtenMaterial, step).map(([s, n, m, st]): Command => new Create(s, n, m, st)),
    fc.tuple(fc.nat(), writtenMaterial, step, fc.constantFrom(true, true, false)).map(([p, m, st, c]): Command => new Replace(p, m, st, c)),
    fc.tuple(fc.constantFrom(0, 1, 0, 1, WRITTEN_MATERIALS), fc.constantFrom(...ASKED)).map(([m, r]): Command => new Query(m, r)),
    fc.tuple(fc.constantFrom(0, 1), fc.constantFrom(...ASKED)).map(([m, r]): Command => new Query(m, r)),
  ],
  { maxCommands: MAX_COMMANDS, size: 'max' },
);
// Other identifiers that a lenient comparison takes for the first material's: `namesake`, the material only
// queried (it has no document), is its id with a trailing space (a database comparing with PAD SPACE, a trimming
// binder) or in upper case (a case-insensitive collation); `caseTwin` makes the second written material the
// first's id in upper case, so that each has documents of its own and a query of either must leave the other's out.
const sequences = fc.record({
  suffixes: fc.array(fc.constantFrom(...SUFFIXES), { minLength: WRITTEN_MATERIALS + 1, maxLength: WRITTEN_MATERIALS + 1 }),
  supplierSuffixes: fc.array(fc.constantFrom(...SUPPLIER_SUFFIXES), { minLength: SUPPLIERS, maxLength: SUPPLIERS }),
  namesake: fc.constantFrom('none', 'space', 'case'),
  caseTwin: fc.boolean(),
  commands,
});

export const aModelSequences: CheckDefinition = {
  id: 'A.model-sequences',
  title: 'random sequences of A1, A2 and A3 over shared file names, case variants, revisions and odd material ids: every A3 answer is what the model predicts',
  level: 'MUST',
  interface: 'a',
  specRef: 'part 4.1',
  requirements: ['R-A1-creates-document', 'R-A2-replaces-file', 'R-A3-documents-of-material', 'R-A3-revision-selects', 'R-A3-latest-revision-by-default'],
  property: true,
  // Alone, after the concurrent checks, one sequence after another: a response cache that mixes up answers
  // shows only while no write (which may clear it) comes between two queries, and any write of the target clears
  // some caches.
  exclusive: true,
  async run(t) {
    await t.property(
      sequences,
      async ({ suffixes, supplierSuffixes, namesake, caseTwin, commands: cmds }) => {
        // Ids of its own for every sequence (and every replay while shrinking): no sequence sees another's documents.
        const prefix = randomBytes(3).toString('hex');
        // A dot inside every id: a router that cuts the last ".xyz" off as a format suffix looks up another id.
        const materials = await Promise.all(suffixes.map(async (s, i) => `${await freshId(t, `model.m${i}`)}${s}`));
        if (namesake === 'space') materials[WRITTEN_MATERIALS] = `${materials[0]} `;
        if (namesake === 'case') materials[WRITTEN_MATERIALS] = materials[0].toUpperCase();
        if (caseTwin) materials[1] = materials[0].toUpperCase();
        const ids: Ids = {
          // As A1 and A2 can carry them where the profile puts the supplier id in a header.
          suppliers: await Promise.all(
            supplierSuffixes.map(async (s, i) => fitParam(t, 'replaceDocument', 'supplier-id', fitParam(t, 'createDocument', 'supplier-id', `${await freshId(t, `model-s${i}`)}${s}`))),
          ),
          // As a header can carry them where the profile puts the material id in one (the namesake still another id).
          materials: materials.map((m) => fitParam(t, 'queryDocuments', 'materialId', m)),
          names: NAMES.map((n) => `${prefix}-${n}`),
        };
        const model: Model = { state: emptyState, top: Array.from({ length: WRITTEN_MATERIALS }, () => -1), ids, keys: t.settings.materialLink, refused: new Set() };
        await fc.asyncModelRun(() => ({ model, real: { t, log: [] } }), cmds);
      },
      { runs: sequenceRuns(t), sequential: true },
    );
  },
};
