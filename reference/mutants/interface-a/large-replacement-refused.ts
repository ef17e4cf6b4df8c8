// Part 2.1: the same breakage as large-document-refused, seen by A2: a replacement of ordinary file size
// is refused as invalid (SHOULD).
import { mutant as largeDocumentRefused } from './large-document-refused.ts';
import type { MutantA } from './index.ts';

export const mutant: MutantA = {
  name: 'large-replacement-refused',
  breaks: 'A2.accepts-large-document',
  expect: 'warning',
  mutation: largeDocumentRefused.mutation,
};
