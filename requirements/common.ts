// Statements the specification makes about both interfaces, in the order of its parts. Each becomes one
// requirement per interface (R-A-… and R-B-…), since each interface's checks enforce it on their own
// server; part 7's client rules (R-C-…) are about clients, judged by `conformance judge-client`.
import type { InterfaceId, Requirement } from './types.ts';

type Shared = Omit<Requirement, 'id' | 'interface'> & { kebab: string; only?: InterfaceId };

function perInterface(entries: Shared[]): Requirement[] {
  return entries.flatMap(({ kebab, only, ...rest }) =>
    (['a', 'b'] as const)
      .filter((i) => only === undefined || only === i)
      .map((i) => ({ id: `R-${i.toUpperCase()}-${kebab}`, interface: i, ...rest })),
  );
}

const CLIENT_RULE = 'a rule for clients, not servers: `conformance run` cannot show it; `conformance judge-client` judges it (checks CA.* and CB.*, which name this requirement)';

export const requirementsCommon: Requirement[] = [
  ...perInterface([
    {
      kebab: 'json-bodies',
      part: 'part 1',
      level: 'MUST',
      text: 'Both interfaces carry JSON bodies.',
    },
    {
      kebab: 'json-whitespace-insignificant',
      part: 'part 1',
      level: 'MUST',
      text: 'Both interfaces carry JSON bodies. (RFC 8259 2: "Insignificant whitespace is allowed before or after any of the six structural characters", whitespace being space, horizontal tab, line feed and carriage return: a body with other whitespace between its tokens is the same request)',
    },
    {
      kebab: 'json-number-exponent',
      part: 'part 1',
      level: 'MUST',
      text: 'Both interfaces carry JSON bodies. (RFC 8259 6: "number = [ minus ] int [ frac ] [ exp ]": a decimal written with an exponent, 2.5E1, is the number 25.0; the bodies of interface A hold no number)',
      only: 'b',
    },
    {
      kebab: 'json-string-escapes',
      part: 'part 1',
      level: 'MUST',
      text: 'Both interfaces carry JSON bodies. (RFC 8259 7: "Any character may be escaped", as \\uXXXX, a character beyond the Basic Multilingual Plane "represented as a 12-character sequence, encoding the UTF-16 surrogate pair"; \\/ is the solidus: a string written with escapes is the same string)',
    },
    {
      kebab: 'chunked-body',
      part: 'part 1',
      level: 'MUST',
      text: 'Both interfaces carry JSON bodies. (RFC 9112 6.1: "A recipient MUST be able to parse the chunked transfer coding": a body sent with Transfer-Encoding: chunked is the same body as with a Content-Length; RFC 9110 15.5.12 lets a server that will not take it answer 411 Length Required instead)',
    },
    {
      kebab: 'json-member-order-insignificant',
      part: 'part 1',
      level: 'SHOULD',
      text: 'Both interfaces carry JSON bodies. (RFC 8259 4: "Implementations whose behavior does not depend on member ordering will be interoperable in the sense that they will not be affected by these differences.")',
      impliedBy:
        '"JSON bodies": RFC 8259 4 does not make the order of an object\'s members insignificant, it says that implementations which do not depend on it interoperate; a body with its members in another order giving another result is warned, not failed',
    },
    {
      kebab: 'any-technology',
      part: 'part 1',
      level: 'OPEN',
      text: 'Any implementation technology is allowed as long as the rules in this document hold.',
      only: 'a',
    },
    {
      kebab: 'success-status-codes',
      part: 'part 4',
      level: 'MUST',
      text: 'Success status codes used: 200 (request successful), 201 (a new resource was created).',
    },
    {
      kebab: 'method-follows-operation',
      part: 'part 4',
      level: 'MUST',
      text: 'The methods available are POST (create), GET (read one or more), PUT (replace), DELETE (delete); interface B adds PATCH (partial update). The method of each operation follows its nature below.',
      uncheckable: "the profile's operations give each operation its method and path, and the run sends exactly those: a method is configuration to a black-box test, not an answer it can judge",
    },
    {
      kebab: 'authenticated',
      part: 'part 5',
      level: 'MUST',
      text: 'All requests to both interfaces must be authenticated; an unauthenticated request gets 401.',
    },
    {
      kebab: 'operation-permissions',
      part: 'part 5',
      level: 'OPEN',
      text: 'Which caller may perform which operation: not shown.',
    },
    {
      kebab: 'events',
      part: 'part 6',
      level: 'OPEN',
      text: 'Notifications or callbacks emitted by the service: not shown.',
    },
    {
      kebab: 'invalid-request-400',
      part: 'part 7',
      level: 'MUST',
      text: '400 | Bad request, request invalid; details in the body | A, B',
    },
    {
      kebab: 'invalid-request-changes-nothing',
      part: 'part 7',
      level: 'SHOULD',
      text: '400 | Bad request, request invalid; details in the body | A, B',
      impliedBy:
        '"400 | Bad request, request invalid": a request refused as invalid is not carried out, so a write refused with 400 (an invalid body, malformed JSON, a missing parameter) leaves every record, list, edit time and history as it was',
    },
    {
      kebab: 'unauthorized-401-body',
      part: 'part 7',
      level: 'MUST',
      text: '401 | Unauthorized, not authenticated; details in the body | A, B',
    },
    {
      kebab: 'not-found-404',
      part: 'part 7',
      level: 'MUST',
      text: '404 | Not found, requested resource does not exist | A, B',
      only: 'b',
    },
    {
      kebab: 'unknown-id-changes-nothing',
      part: 'part 7',
      level: 'SHOULD',
      text: '404 | Not found, requested resource does not exist | A, B',
      impliedBy:
        '"404 | Not found, requested resource does not exist": a patch or delete of an id no resource has is refused, not carried out: nothing is created under that id (no upsert) and nothing else changes',
      only: 'b',
    },
    {
      kebab: 'server-error-500-body',
      part: 'part 7',
      level: 'MUST',
      text: '500 | Internal server error; details in the body | A, B',
      uncheckable: 'a correct server gives no 5xx to any request a test can send (the no-server-error checks hold it to that), so the body of a 500 cannot be provoked from outside',
    },
    {
      kebab: 'error-body',
      part: 'part 7',
      level: 'MUST',
      text: 'Error body: an object with `message` (string) and `errors` (array). Each error item has `type` (string), `message` (string) and `source` (string, name of the offending field).',
    },
    {
      kebab: 'malformed-request-error-body',
      part: 'part 7',
      level: 'SHOULD',
      text: 'Error body: an object with `message` (string) and `errors` (array). Each error item has `type` (string), `message` (string) and `source` (string, name of the offending field).',
      impliedBy:
        '"Error body: an object with message (string) and errors (array)" and "Both interfaces carry JSON bodies" (part 1): the one error body of the interface, also on the 4xx refusing a request no operation serves as asked (an unknown path, a method no operation has on a path, an id that is no number); a SHOULD, since part 7 states "details in the body" only for 400, 401 and 500 and shows no status for such requests (404, 405 or 400 are all fair)',
    },
    {
      kebab: 'error-source-names-field',
      part: 'part 7',
      level: 'SHOULD',
      text: 'Each error item has `type` (string), `message` (string) and `source` (string, name of the offending field).',
      impliedBy: '"source (string, name of the offending field)": a 400 for a field of the wrong type or form carries an item whose source is that field',
    },
    {
      kebab: 'missing-required-parameter',
      part: 'part 7',
      level: 'MUST',
      text: 'The type MISSING_REQUIRED_PARAMETER occurs when a required field is absent; its message names the field and its source is the field name.',
    },
    {
      kebab: 'error-types',
      part: 'part 7',
      level: 'OPEN',
      text: 'The complete set of error types: not shown.',
    },
    {
      kebab: 'other-404-401-bodies',
      part: 'part 7',
      level: 'OPEN',
      text: 'Which condition of which endpoint yields 404 and 401 bodies beyond the above: not shown.',
    },
    {
      kebab: 'size-limits',
      part: 'part 8',
      level: 'OPEN',
      text: 'Maximum file size, maximum text lengths and maximum number of items in arrays: not shown.',
    },
    {
      kebab: 'version-identifier',
      part: 'part 9',
      level: 'OPEN',
      text: 'Version identifier in a path or header, and compatibility guarantees: not shown.',
    },
  ]),
  {
    id: 'R-A-not-found-404',
    part: 'part 7',
    interface: 'a',
    level: 'MUST',
    text: '404 | Not found, requested resource does not exist | A, B',
    uncheckable:
      'no interface A operation names a resource whose absence the specification ties to 404: A2 of a file the supplier does not have and A3 of an unknown material are not shown to give 404 (an empty data array is as good an answer)',
  },
  {
    id: 'R-C-no-unchanged-resend-after-4xx',
    part: 'part 7',
    interface: 'both',
    level: 'MUST',
    text: 'Client rules: 1. On a 4xx status the client must not resend the same request unchanged.',
    uncheckable: CLIENT_RULE,
  },
  {
    id: 'R-C-retry-429-after-retry-after',
    part: 'part 7',
    interface: 'b',
    // MUST through rule 1: a 429 is a 4xx, and the exception covers a resend only once the period has passed.
    level: 'MUST',
    text: 'Client rules: 2. Exception: on 429 (interface B) the client may retry after the period given in Retry-After.',
    uncheckable: CLIENT_RULE,
  },
  {
    id: 'R-C-backoff-on-5xx',
    part: 'part 7',
    interface: 'both',
    level: 'SHOULD',
    text: 'Client rules: 3. On a 5xx status the client may retry; exponential backoff is preferred.',
    impliedBy: '"exponential backoff is preferred"',
    uncheckable: CLIENT_RULE,
  },
];
