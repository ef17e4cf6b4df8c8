// Part 2.2: "tags | array of strings or null | no" among the fields accepted when creating: tags are stored
// as sent. A platform whose tagging library folds every tag to lower case.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'tags-lowercased',
  interface: 'b',
  requirement: 'R-B2-stores-fields-sent',
  level: 'MUST',
  fault:
    "Tags go through the tagging library's normaliser with its force-lowercase option on (django-taggit's TAGGIT_CASE_INSENSITIVE / FORCE_LOWERCASE, acts-as-taggable-on's force_lowercase), so tags sent as ISO-9001 or CO2 read back as iso-9001 and co2.",
  spec: 'part 2.2: "tags | array of strings or null | no" among "Fields accepted when creating (request body)"; returned as "tags | array of strings"',
  options: {
    mutation: {
      beforeStore: (input) => (input.tags ? { ...input, tags: input.tags.map((t) => t.toLowerCase()) } : input),
    },
  },
};
