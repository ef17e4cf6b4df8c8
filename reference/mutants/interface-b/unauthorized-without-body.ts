// Part 7: a 401 has its details in the body. A platform whose 401 is status and headers only.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'unauthorized-without-body',
  fault: 'The 401 comes from the OAuth resource-server filter or an API gateway, which sets WWW-Authenticate and writes no JSON body.',
  breaks: 'B.requires-token',
  options: { mutation: { shapeError: (a) => (a.kind === 'unauthorized' ? { ...a, omitBody: true } : a) } },
};
