// Part 7: "Each error item has type (string), message (string) and source (string, name of the offending
// field)." A holder whose 401 error item has no source: it is written as JSON null.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'unauthorized-item-source-null',
  interface: 'a',
  requirement: 'R-A-error-body',
  level: 'MUST',
  fault:
    'The API-key filter raises the same ApiError class the validators use, but with no field (a missing key is no body field), and the serialiser writes the unset property as "source": null, so the item of every 401 has a source that is not a string; the items of 400 answers keep theirs.',
  spec: 'part 7: "Error body: an object with message (string) and errors (array). Each error item has type (string), message (string) and source (string, name of the offending field)."',
  options: {
    mutation: {
      unauthorizedError: (header, presented) => ({
        type: 'UNAUTHORIZED',
        message: presented === undefined ? `API key header ${header} is missing` : `API key in header ${header} is not valid`,
        // What an unset property of the error class serialises as.
        source: null as unknown as string,
      }),
    },
  },
};
