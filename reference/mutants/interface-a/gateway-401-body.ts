// Part 7: a 401 carries the error body (message and errors). A holder whose API-key check sits in a
// gateway that answers with its own body.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'gateway-401-body',
  fault: 'the API key is checked by a gateway in front of the holder, whose 401 carries its own body {"error": "unauthorized"} without message and errors',
  breaks: 'A.error-body-on-401',
  mutation: { errorBody: (status, message, errors) => (status === 401 ? { error: 'unauthorized' } : { message, errors }) },
};
