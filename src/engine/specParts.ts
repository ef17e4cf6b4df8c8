// The one map from a cited part of the specification to its heading, so that a report and the check
// catalogue can say what "part 7" is about.

export const SPEC_PARTS: Record<string, string> = {
  'part 1': 'What the service does',
  'part 2': 'Resources and their fields',
  'part 2.1': 'Interface A: document',
  'part 2.2': 'Interface B: development action',
  'part 3': 'States and transitions',
  'part 4': 'Endpoints',
  'part 4.1': 'Interface A (document holder implements)',
  'part 4.1 A1': 'Create a document linked to a supplier',
  'part 4.1 A2': 'Replace an existing file of a supplier',
  'part 4.1 A3': 'Query documents related to a material/product',
  'part 4.2': 'Interface B (platform implements)',
  'part 4.2 B1': 'Query development actions',
  'part 4.2 B2': 'Create a development action',
  'part 4.2 B3': 'Get a single development action',
  'part 4.2 B4': 'Partially update a development action',
  'part 4.2 B5': 'Delete a development action',
  'part 5': 'Authentication',
  'part 6': 'Events',
  'part 7': 'Errors',
  'part 8': 'Limits',
  'part 9': 'Versioning',
};

/** `part 4.2 B1` → `part 4.2 B1 (Query development actions)`; unknown parts are returned as given. */
export function describeSpecRef(ref: string): string {
  const title = SPEC_PARTS[ref];
  return title ? `${ref} (${title})` : ref;
}
