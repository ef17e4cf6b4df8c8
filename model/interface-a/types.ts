// Plain types of the model of interface A: what a document is as the specification states it (part 2.1),
// with no knowledge of how a run sends it. The model is the layer under the checks: it says what the
// specification determines about an answer, and leaves open what it leaves open.

/** A metaData item of part 2.1: `key` (string), `value` (string). */
export interface MetaDataItem {
  key: string;
  value: string;
}

/** The document body of part 2.1, as far as the model reads it (contents play no part in any prediction). */
export interface ModelDocumentBody {
  fileName: string;
  metaData: readonly MetaDataItem[];
}

/**
 * The metaData keys that tie a document to a material and a revision. The specification names neither (a
 * material query "relates" documents to materials); the profile's `materialLink` says which keys the holder
 * reads, and the caller passes them in.
 */
export interface LinkKeys {
  materialKey: string;
  revisionKey: string;
}

/** A requirement id of the catalogue (requirements/interface-a.ts) that a prediction stands for. */
export type RequirementId =
  | 'R-A1-creates-document'
  | 'R-A2-replaces-file'
  | 'R-A3-documents-of-material'
  | 'R-A3-revision-selects'
  | 'R-A3-latest-revision-by-default'
  | 'R-A3-item-determined-fields';

/** A stored document: the supplier it belongs to, its name, its metaData, and which write put it there. */
export interface ModelDocument {
  supplierId: string;
  fileName: string;
  metaData: readonly MetaDataItem[];
  /** The requirement of the write (A1 or A2) that gave the document its present form. */
  writtenBy: RequirementId;
}
