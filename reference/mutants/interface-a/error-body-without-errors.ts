// Part 7: the error body holds `message` and `errors`. A holder whose 400 bodies carry the message only.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'error-body-without-errors',
  fault: "The exception handler for validation failures serialises only the exception's message and drops the list of field errors the validator collected.",
  breaks: 'A2.rejects-invalid-body',
  mutation: { errorBody: (status, message, errors) => (status === 400 ? { message } : { message, errors }) },
};
