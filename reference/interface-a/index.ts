// Public face of the embedded document holder (interface A).
export { createDocumentHolder, startDocumentHolder, randomApiKey, DEFAULT_MAX_BODY_BYTES_A } from './server.ts';
export type { DocumentHolderOptions, StartedDocumentHolder } from './server.ts';
export { defaultDocumentHolderBehaviour, compareRevisions } from './behaviour.ts';
export type { DocumentHolderBehaviour, QueryItem } from './behaviour.ts';
export type { MaterialLink, StoredDocument, MetaDataItem } from './store.ts';
export { guessMimeType } from './mime.ts';
