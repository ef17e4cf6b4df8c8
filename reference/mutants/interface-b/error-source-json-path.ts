// Part 7 (a recommendation for items beyond MISSING_REQUIRED_PARAMETER): an item's source names the
// offending field. A platform that names it as a JSON path.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'error-source-json-path',
  fault: "Errors come from a JSON Schema validator whose location ($.title, /title, instancePath) is copied into source instead of the field's name.",
  breaks: 'B2.error-source-names-field',
  expect: 'warning',
  options: {
    mutation: {
      shapeError: (a) =>
        a.kind === 'invalid-body'
          ? { ...a, errors: a.errors.map((e) => (e.type === 'MISSING_REQUIRED_PARAMETER' ? e : { ...e, source: `$.${e.source}` })) }
          : a,
    },
  },
};
