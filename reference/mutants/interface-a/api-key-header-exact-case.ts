// Part 5: the API key is sent in a request header, whose name is case-insensitive (RFC 9110 5.1). A holder
// that finds the header only under the name spelt exactly as configured.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'api-key-header-exact-case',
  fault: 'the key is looked up among the raw header names with a case-sensitive comparison (X-API-KEY only), so a client whose HTTP library or HTTP/2 sends x-api-key is refused',
  breaks: 'A.api-key-header-any-case',
  mutation: {
    readApiKey: (req, header) => {
      const raw = req.rawHeaders;
      for (let i = 0; i + 1 < raw.length; i += 2) if (raw[i] === header) return raw[i + 1];
      return undefined;
    },
  },
};
