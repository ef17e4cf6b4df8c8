// Part 7: "Error body: an object with message (string) and errors (array)." A holder whose validation
// failures carry the list of the validator's messages as message.
import type { ErrorItem } from '../../common/http.ts';
import type { FreshFault } from '../fault.ts';

/** The item types of the validation pipe's failures (invalid fields, absent parameters). */
const VALIDATION_TYPES = new Set(['INVALID_TYPE', 'INVALID_VALUE', 'MISSING_REQUIRED_PARAMETER']);

export const fault: FreshFault = {
  name: 'validation-message-as-array',
  interface: 'a',
  requirement: 'R-A-error-body',
  level: 'MUST',
  fault:
    'Requests are validated by NestJS\'s ValidationPipe with an exceptionFactory written to add the errors array of part 7, which passes the pipe\'s own message on unchanged, and that message is the array of constraint messages (["fileName must be a string"]), so every 400 for an invalid request (a field of the wrong type, a bad metaData item, a missing supplier-id or materialId) has a message that is an array of strings, not a string; 401s and malformed JSON keep a string message.',
  spec: 'part 7: "Error body: an object with message (string) and errors (array). Each error item has type (string), message (string) and source (string, name of the offending field)."',
  options: {
    mutation: {
      errorBody: (status: number, message: string, errors: ErrorItem[]) =>
        status === 400 && errors.length > 0 && errors.every((e) => VALIDATION_TYPES.has(e.type))
          ? { message: errors.map((e) => e.message), errors }
          : { message, errors },
    },
  },
};
