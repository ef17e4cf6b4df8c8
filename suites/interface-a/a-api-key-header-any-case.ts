// Part 5: the API key travels in a request header, and header names are case-insensitive (RFC 9110 5.1):
// HTTP/2 sends every name in lower case, and many client libraries do so on HTTP/1.1 too. The run's own key
// under its header name in lower case and in upper case is taken as under the name the profile spells.
import { expectStatus } from '../common/expect.ts';
import { ownCredential } from '../common/credentialsFirst.ts';
import { freshId, queryDocuments } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const aApiKeyHeaderAnyCase: CheckDefinition = {
  id: 'A.api-key-header-any-case',
  title: 'the API key is accepted under its header name in lower case and in upper case',
  level: 'MUST',
  interface: 'a',
  specRef: 'part 5',
  requirements: ['R-A-api-key-header'],
  async run(t) {
    const own = await ownCredential(t);
    const names = [...new Set([own.header.toLowerCase(), own.header.toUpperCase()])].filter((n) => n !== own.header);
    const materialId = await freshId(t, 'key-case-m');
    for (const header of names) {
      // The run's own key: the curl line shows the variable that holds it, never the key.
      const auth = { header, value: own.secret, secret: { env: `$${own.variable}`, text: own.secret } };
      const res = await queryDocuments(t, materialId, undefined, { auth });
      // 404 is an answer part 7 allows for a material without documents; only the key is judged here.
      expectStatus(t, res, [200, 404], `A3 with the run's API key in header ${header} (the profile spells it ${own.header})`);
    }
  },
};
