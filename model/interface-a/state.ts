// The state of a document holder as the specification lets a caller see it: documents keyed by supplier and
// fileName (A2 "replaces an existing file of a supplier": a file is named within its supplier). Part 3: no
// states of a document are shown, so a document is its name, its supplier and its metaData. File names are
// strings compared exactly: two names differing in letter case are two files.
import type { LinkKeys, ModelDocument } from './types.ts';

export interface DocumentState {
  readonly documents: ReadonlyMap<string, ModelDocument>;
}

export const emptyState: DocumentState = { documents: new Map() };

/** The key of a document: its supplier and its file name, neither read into the other. */
export function documentKey(supplierId: string, fileName: string): string {
  return JSON.stringify([supplierId, fileName]);
}

export function findDocument(state: DocumentState, supplierId: string, fileName: string): ModelDocument | undefined {
  return state.documents.get(documentKey(supplierId, fileName));
}

/** The documents, in a fixed order (by key), for callers that pick one by position. */
export function listDocuments(state: DocumentState): ModelDocument[] {
  return [...state.documents.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, d]) => d);
}

/** A state with `doc` stored under its key (replacing what was there). */
export function withDocument(state: DocumentState, doc: ModelDocument): DocumentState {
  const documents = new Map(state.documents);
  documents.set(documentKey(doc.supplierId, doc.fileName), doc);
  return { documents };
}

/** What a document's metaData says about its material link: undefined when a key is absent or repeated. */
export function linkOf(doc: ModelDocument, keys: LinkKeys): { materialId?: string; revision?: string } {
  const one = (key: string): string | undefined => {
    const items = doc.metaData.filter((m) => m.key === key);
    return items.length === 1 ? items[0].value : undefined;
  };
  return { materialId: one(keys.materialKey), revision: one(keys.revisionKey) };
}
