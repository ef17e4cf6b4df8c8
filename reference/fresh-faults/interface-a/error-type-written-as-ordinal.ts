// Part 7: "Each error item has type (string), message (string) and source (string ...). The type
// MISSING_REQUIRED_PARAMETER occurs when a required field is absent". A holder whose error items carry the
// ordinal of an enum as their type.
import type { ErrorItem } from '../../common/http.ts';
import type { FreshFault } from '../fault.ts';

/** The error type enum of the holder, in the order it was declared: what the serialiser writes is the position. */
const ERROR_TYPES = ['MISSING_REQUIRED_PARAMETER', 'INVALID_TYPE', 'INVALID_VALUE', 'INVALID_BODY', 'MALFORMED_JSON', 'UNAUTHORIZED', 'NOT_FOUND', 'PAYLOAD_TOO_LARGE', 'INTERNAL_ERROR'];

function ordinal(type: string): number {
  const i = ERROR_TYPES.indexOf(type);
  return i < 0 ? ERROR_TYPES.length : i;
}

export const fault: FreshFault = {
  name: 'error-type-written-as-ordinal',
  interface: 'a',
  requirement: 'R-A-error-body',
  level: 'MUST',
  fault:
    "The error item DTO declares its type as a C# enum (ErrorType { MISSING_REQUIRED_PARAMETER, INVALID_TYPE, INVALID_VALUE, ... }) and the holder serialises with System.Text.Json, which writes an enum as its number unless a JsonStringEnumConverter is registered (the attribute was put on the status enum of another DTO only), so every error item says \"type\": 0 or \"type\": 1 instead of \"MISSING_REQUIRED_PARAMETER\" or \"INVALID_TYPE\"; message and source are still written as text.",
  spec: 'part 7: "Error body: an object with message (string) and errors (array). Each error item has type (string), message (string) and source (string, name of the offending field). The type MISSING_REQUIRED_PARAMETER occurs when a required field is absent"',
  options: {
    mutation: {
      errorBody: (_status, message, errors: ErrorItem[]) => ({
        message,
        errors: errors.map((e) => ({ type: ordinal(e.type), message: e.message, source: e.source })),
      }),
    },
  },
};
