// Part 2.1: the same breakage as large-document-refused, seen by A2: a replacement of ordinary file size
// is refused as invalid (SHOULD).
import { mutant as largeDocumentRefused } from './large-document-refused.ts';
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'large-replacement-refused',
  fault: 'The PUT route is mounted with the same small default body-size limit as the POST, so replacing a document with a file of a few megabytes is refused as invalid.',
  breaks: 'A2.accepts-large-document',
  expect: 'warning',
  mutation: largeDocumentRefused.mutation,
};
