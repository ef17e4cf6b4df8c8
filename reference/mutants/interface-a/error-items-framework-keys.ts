// Part 7: each error item has type, message and source. A holder whose items carry its framework's keys.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'error-items-framework-keys',
  fault: "the validation errors are serialised as the framework's field errors (code, field, defaultMessage) instead of type, message and source",
  breaks: 'A1.rejects-invalid-body',
  mutation: { errorBody: (_status, message, errors) => ({ message, errors: errors.map((e) => ({ code: e.type, field: e.source, defaultMessage: e.message })) }) },
};
