// Part 4: success is 200 or 201. A holder that answers A2 with 204 No Content.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'replace-status-204',
  fault: 'The PUT handler answers 204 No Content, the update default of many frameworks (ASP.NET NoContent(), @ResponseStatus(NO_CONTENT)).',
  breaks: 'A2.accepts-valid-document',
  mutation: { replaceStatus: 204 },
};
