// Part 7: a 401 has its details in the body. A holder that answers 401 with an empty body.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'no-error-body-on-401',
  fault: "The key is refused by a gateway or servlet filter that calls sendError(401) / sendStatus(401) before the application's error formatter runs, so the 401 has no body.",
  breaks: 'A.error-body-on-401',
  mutation: { errorBody: (status, message, errors) => (status === 401 ? undefined : { message, errors }) },
};
