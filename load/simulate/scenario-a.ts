// Interface A traffic as the platform makes it: documents sent for many suppliers (A1), some of them
// replaced (A2), documents of materials queried with and without a revision (A3). Documents are tied to
// materials through the profile's materialLink. Interface A has no delete: what is created stays, and the
// report says how many.
import { finish, pickOne, type CleanupResult, type Scenario, type ScenarioContext } from './scenario.ts';

export const A_OPERATIONS = ['create', 'replace', 'query'] as const;
export const DEFAULT_MIX_A = { create: 50, replace: 20, query: 30 };

const SUPPLIERS = 200;
const MATERIALS = 50;
const REVISIONS = 3;
/** Documents remembered for replacing and querying; older ones are forgotten, not deleted. */
const KNOWN_CAP = 1000;
const CONTENTS = [64, 256, 1024, 4096].map((n) => Buffer.alloc(n, 'conformance simulate ').toString('base64'));

interface Known {
  supplier: string;
  fileName: string;
  material: string;
  revision: number;
}

export class ScenarioA implements Scenario {
  readonly operations = A_OPERATIONS;
  private readonly known: Known[] = [];
  private seq = 0;
  private created = 0;

  constructor(
    private readonly ctx: ScenarioContext,
    private readonly materialLink: { materialKey: string; revisionKey: string },
  ) {}

  async iterate(operation: string, dueAt: number, signal: AbortSignal): Promise<void> {
    const op = (operation === 'replace' || operation === 'query') && this.known.length === 0 ? 'create' : operation;
    if (op === 'create') return this.create(dueAt, signal);
    if (op === 'replace') return this.replace(dueAt, signal);
    if (op === 'query') return this.query(dueAt, signal);
    throw new Error(`unknown interface A operation ${operation}`);
  }

  private body(doc: Known) {
    const { materialKey, revisionKey } = this.materialLink;
    return {
      fileName: doc.fileName,
      base64EncodedContents: pickOne(CONTENTS, this.ctx.random),
      metaData: [
        { key: materialKey, value: doc.material },
        { key: revisionKey, value: String(doc.revision) },
        { key: 'origin', value: this.ctx.marker },
      ],
    };
  }

  private async create(dueAt: number, signal: AbortSignal): Promise<void> {
    const { random, marker } = this.ctx;
    const n = ++this.seq;
    const doc: Known = {
      supplier: `${marker}-supplier-${Math.floor(random() * SUPPLIERS)}`,
      fileName: `${marker}-${n}.txt`,
      material: `${marker}-material-${Math.floor(random() * MATERIALS)}`,
      revision: 1 + Math.floor(random() * REVISIONS),
    };
    const outcome = await this.ctx.caller.call('createDocument', { params: { 'supplier-id': doc.supplier }, body: this.body(doc) }, signal);
    // A1's success body is not shown by the spec: no schema is imposed on it.
    finish(this.ctx, 'create', outcome, dueAt, undefined);
    if (outcome.status === undefined || outcome.status >= 300) return;
    this.created++;
    if (this.known.length >= KNOWN_CAP) this.known[Math.floor(random() * KNOWN_CAP)] = doc;
    else this.known.push(doc);
  }

  private async replace(dueAt: number, signal: AbortSignal): Promise<void> {
    const doc = pickOne(this.known, this.ctx.random);
    // A new revision now and then, so that queries by revision find several.
    const next = { ...doc, revision: this.ctx.random() < 0.3 ? doc.revision + 1 : doc.revision };
    const outcome = await this.ctx.caller.call('replaceDocument', { params: { 'supplier-id': doc.supplier }, body: this.body(next) }, signal);
    finish(this.ctx, 'replace', outcome, dueAt, undefined);
    if (outcome.status !== undefined && outcome.status < 300) doc.revision = next.revision;
  }

  private async query(dueAt: number, signal: AbortSignal): Promise<void> {
    const doc = pickOne(this.known, this.ctx.random);
    const params: Record<string, string> = { materialId: doc.material };
    if (this.ctx.random() < 0.5) params.revision = String(doc.revision);
    const outcome = await this.ctx.caller.call('queryDocuments', { params }, signal);
    finish(this.ctx, 'query', outcome, dueAt, 'interface-a/documentQueryResponse');
  }

  async cleanup(): Promise<CleanupResult> {
    return { created: this.created, deleted: 0, undeletable: this.created, leftBehind: [] };
  }
}
