// Part 7 (a recommendation for 404): errors carry the error body. A platform whose 404 has no body.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'not-found-without-body',
  fault: "Unknown ids are answered with the framework's bare 404 (res.sendStatus(404), NotFound() without a value), bypassing the error formatter.",
  breaks: 'B.not-found-error-body',
  expect: 'warning',
  options: { mutation: { shapeError: (a) => (a.kind === 'not-found' ? { ...a, omitBody: true } : a) } },
};
