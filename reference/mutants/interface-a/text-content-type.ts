// Part 1: the interfaces carry JSON bodies. A holder that labels its JSON as text/plain.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'text-content-type',
  fault: 'The handler writes JSON.stringify(...) through res.send() or a string result type, so the framework labels the JSON text/plain.',
  breaks: 'A.json-content-type',
  mutation: { contentType: 'text/plain; charset=utf-8' },
};
