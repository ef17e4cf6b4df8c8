// In-memory documents, grouped per supplier and indexed per material. Contents are not kept: no
// operation of interface A returns them, and holding every Base64 payload would let a load run exhaust
// the reference server's memory.
import { randomUUID } from 'node:crypto';

export interface MetaDataItem {
  key: string;
  value: string;
}

export interface StoredDocument {
  id: string;
  supplierId: string;
  fileName: string;
  /** Decoded size of the contents in bytes (0 when none were sent). */
  size: number;
  metaData: MetaDataItem[];
}

export type NewDocument = Omit<StoredDocument, 'id'>;

export interface MaterialLink {
  materialKey: string;
  revisionKey: string;
}

/** A document as the material index holds it. */
export interface LinkedDocument {
  doc: StoredDocument;
  /** Revision from the metaData; "" when there is none. */
  revision: string;
  /** Creation order, kept by a replacement, so answers list documents in a stable order. */
  seq: number;
}

export class DocumentStore {
  private readonly bySupplier = new Map<string, LinkedDocument[]>();
  private readonly byMaterial = new Map<string, Set<LinkedDocument>>();
  private seq = 0;
  /** Counts every change of the stored documents: what was derived from them at another count is stale. */
  version = 0;
  /** Counts the documents added (replacements and removals left out): for a fault switch whose cache misses them. */
  added = 0;

  constructor(private readonly link: MaterialLink) {}

  add(doc: NewDocument): StoredDocument {
    this.version++;
    this.added++;
    const entry = this.entry({ id: randomUUID(), ...doc }, ++this.seq);
    const list = this.bySupplier.get(doc.supplierId);
    if (list) list.push(entry);
    else this.bySupplier.set(doc.supplierId, [entry]);
    return entry.doc;
  }

  /**
   * Replaces the supplier's documents named `doc.fileName` by one new document that takes the place and
   * id of the first. Returns undefined when the supplier has no document of that name.
   */
  replace(doc: NewDocument): StoredDocument | undefined {
    const list = this.bySupplier.get(doc.supplierId);
    const first = list?.findIndex((e) => e.doc.fileName === doc.fileName) ?? -1;
    if (!list || first < 0) return undefined;
    this.version++;
    const old = list[first];
    const kept = list.filter((e) => {
      if (e.doc.fileName !== doc.fileName) return true;
      this.unindex(e);
      return false;
    });
    const entry = this.entry({ id: old.doc.id, ...doc }, old.seq);
    kept.splice(first, 0, entry);
    this.bySupplier.set(doc.supplierId, kept);
    return entry.doc;
  }

  /**
   * Removes the supplier's documents named `fileName`; true when there was one. No operation of interface A
   * deletes: this serves fault switches (a replacement written as delete-then-insert).
   */
  remove(supplierId: string, fileName: string): boolean {
    const list = this.bySupplier.get(supplierId);
    if (!list?.some((e) => e.doc.fileName === fileName)) return false;
    this.version++;
    this.bySupplier.set(
      supplierId,
      list.filter((e) => {
        if (e.doc.fileName !== fileName) return true;
        this.unindex(e);
        return false;
      }),
    );
    return true;
  }

  /** Removes the supplier's document of that id; true when there was one (for fault switches that delete by a stale id). */
  removeById(supplierId: string, id: string): boolean {
    const list = this.bySupplier.get(supplierId);
    const entry = list?.find((e) => e.doc.id === id);
    if (!list || !entry) return false;
    this.version++;
    this.unindex(entry);
    this.bySupplier.set(supplierId, list.filter((e) => e !== entry));
    return true;
  }

  /** The supplier's first document of that fileName. */
  find(supplierId: string, fileName: string): StoredDocument | undefined {
    return this.bySupplier.get(supplierId)?.find((e) => e.doc.fileName === fileName)?.doc;
  }

  /** Every stored document, supplier by supplier (for fault switches whose writes reach other suppliers). */
  documents(): StoredDocument[] {
    return [...this.bySupplier.values()].flatMap((list) => list.map((e) => e.doc));
  }

  /** The distinct revisions of every stored document, of any material. */
  revisions(): string[] {
    return [...new Set([...this.bySupplier.values()].flatMap((list) => list.map((e) => e.revision)))];
  }

  has(supplierId: string, fileName: string): boolean {
    return this.bySupplier.get(supplierId)?.some((e) => e.doc.fileName === fileName) ?? false;
  }

  /** How many documents are linked to a material. */
  countOfMaterial(materialId: string): number {
    return this.byMaterial.get(materialId)?.size ?? 0;
  }

  /** Documents linked to any material `matches` accepts, each once, in creation order (for fault switches that widen the match). */
  ofMaterials(matches: (materialId: string) => boolean): LinkedDocument[] {
    const found = new Set<LinkedDocument>();
    for (const [m, set] of this.byMaterial) if (matches(m)) for (const e of set) found.add(e);
    return [...found].sort((a, b) => a.seq - b.seq);
  }

  /** Every stored document as the index holds it, in creation order (for a fault switch whose query lost its material condition). */
  linked(): LinkedDocument[] {
    return [...this.bySupplier.values()].flat().sort((a, b) => a.seq - b.seq);
  }

  /** Documents linked to a material, in creation order. */
  ofMaterial(materialId: string): LinkedDocument[] {
    return [...(this.byMaterial.get(materialId) ?? [])].sort((a, b) => a.seq - b.seq);
  }

  private entry(doc: StoredDocument, seq: number): LinkedDocument {
    const entry: LinkedDocument = { doc, revision: revisionOf(doc, this.link), seq };
    for (const m of materialsOf(doc, this.link)) {
      const set = this.byMaterial.get(m);
      if (set) set.add(entry);
      else this.byMaterial.set(m, new Set([entry]));
    }
    return entry;
  }

  private unindex(entry: LinkedDocument): void {
    for (const m of materialsOf(entry.doc, this.link)) {
      const set = this.byMaterial.get(m);
      set?.delete(entry);
      if (set?.size === 0) this.byMaterial.delete(m);
    }
  }
}

function materialsOf(doc: StoredDocument, link: MaterialLink): Set<string> {
  return new Set(doc.metaData.filter((m) => m.key === link.materialKey).map((m) => m.value));
}

/** The first revision item counts; a document without one has revision "". */
function revisionOf(doc: StoredDocument, link: MaterialLink): string {
  return doc.metaData.find((m) => m.key === link.revisionKey)?.value ?? '';
}

/** Decoded length of a Base64 text, without decoding it. */
export function base64Size(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((text.length * 3) / 4) - padding);
}
