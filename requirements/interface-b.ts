// The requirements of interface B (V2 development actions), in the order of the specification.
import type { Requirement } from './types.ts';

export const requirementsB: Requirement[] = [
  {
    id: 'R-B4-patch-list-items-kept',
    part: 'part 4.2 B4',
    interface: 'b',
    operation: 'B4',
    level: 'SHOULD',
    text: 'Request body: a development action object containing only the fields to be changed.',
    impliedBy:
      '"only the fields to be changed": a list sent in a patch is changed, whether it replaces the stored list or is merged into it (by id, or appended), so every item sent shows in the next read.',
  },
  {
    id: 'R-B1-defaults-whole-collection',
    part: 'part 4.2 B1',
    interface: 'b',
    operation: 'B1',
    level: 'MUST',
    text: 'direction | string | values: sent, received, all; default all. limit | integer | number of records returned, 1 to 1000; default 100. offset | integer | items skipped before results; default 0.',
  },
  {
    id: 'R-B2-create-answers-201',
    part: 'part 4',
    interface: 'b',
    operation: 'B2',
    level: 'SHOULD',
    text: 'Success status codes used: 200 (request successful), 201 (a new resource was created).',
    impliedBy: '"201 (a new resource was created)": B2 creates a development action, so its success is a 201.',
  },
  {
    id: 'R-B1-date-time-parameters-validated',
    part: 'part 4.2 B1',
    interface: 'b',
    operation: 'B1',
    level: 'SHOULD',
    text: 'created_at_from | string, date-time | created at from (likewise created_at_to, edited_at_from, edited_at_to). 400: Bad request, request invalid; details in the body.',
    impliedBy: 'The type "string, date-time" and 400 for "request invalid": a value that is no date-time is refused rather than ignored.',
  },
  {
    id: 'R-B1-search-narrows',
    part: 'part 4.2 B1',
    interface: 'b',
    operation: 'B1',
    level: 'SHOULD',
    text: 'search | string | free-text search',
    impliedBy: '"free-text search": a search narrows the list to what matches the text; text no action carries matches none.',
  },
  {
    id: 'R-B-token-rejects-wrong-secret',
    part: 'part 5',
    interface: 'b',
    level: 'SHOULD',
    text: 'Interface B: OAuth 2.0. All requests to both interfaces must be authenticated.',
    impliedBy: '"OAuth 2.0" brings RFC 6749 5.2: a failed client authentication is answered invalid_client (400 or 401) without a token.',
  },
];
