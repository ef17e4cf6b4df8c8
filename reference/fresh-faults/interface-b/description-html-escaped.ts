// Part 2.2: "description | string | no" ("free text"): stored and returned as sent. A platform whose
// anti-XSS input filter HTML-escapes the free text before it is stored.
import type { FreshFault } from '../fault.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const fault: FreshFault = {
  name: 'description-html-escaped',
  interface: 'b',
  requirement: 'R-B2-stores-fields-sent',
  level: 'MUST',
  fault:
    "The free-text description passes an anti-XSS input filter (an OWASP encoder or escapeHtml applied on the way in rather than on output), so \"scrap < 2% & rework\" is stored and returned as \"scrap &lt; 2% &amp; rework\", and a patch that sends the text back escapes it once more.",
  spec: 'part 2.2: "description | string | no" among "Fields accepted when creating (request body)"; returned as "description | string | free text"',
  options: {
    mutation: {
      beforeStore: (input) => (typeof input.description === 'string' ? { ...input, description: input.description.replace(/[&<>"']/g, (c) => ESCAPES[c]) } : input),
    },
  },
};
