// Public face of the embedded document holder (interface A).
export { createDocumentHolder, startDocumentHolder, randomApiKey, DEFAULT_MAX_BODY_BYTES_A } from './server.ts';
export type { DocumentHolderOptions, StartedDocumentHolder } from './server.ts';
export { defaultDocumentHolderBehaviour, compareRevisions } from './behaviour.ts';
export type { DocumentHolderBehaviour, DocumentWrite, QueryItem, RefusedDocumentWrite } from './behaviour.ts';
export type { DocumentStore, LinkedDocument, MaterialLink, StoredDocument, MetaDataItem, NewDocument } from './store.ts';
export { guessMimeType } from './mime.ts';
