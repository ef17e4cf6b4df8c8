// Part 1: "Both interfaces carry JSON bodies." RFC 8259 11 defines no charset parameter for
// application/json, and adding one "really has no effect on compliant recipients": a creation body sent as
// application/json; charset=utf-8 (as many client libraries label it) is taken as one sent as
// application/json. A media type matched as a whole string refuses it with 415. A SHOULD: RFC 8259 describes
// what compliant recipients do, it states no rule, and part 1 names no media type parameter.
import { bodyExcerpt } from '../common/expect.ts';
import { discardCreated, minimalBody, sendCreate } from './probe.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

const LABELLED = 'application/json; charset=utf-8';

export const acceptsJsonCharset: CheckDefinition = {
  id: 'B2.accepts-json-charset',
  title: 'a creation body sent as application/json; charset=utf-8 is taken as JSON',
  level: 'SHOULD',
  interface: 'b',
  specRef: 'part 1',
  requirements: ['R-B-json-bodies'],
  async run(t) {
    const res = await sendCreate(t, { body: await minimalBody(t, 'json with charset'), contentType: LABELLED });
    try {
      if (res.status < 200 || res.status >= 300) {
        t.fail(`B2 with a valid body sent as Content-Type ${LABELLED} answered ${res.status} ${bodyExcerpt(res)}; RFC 8259 11: the charset parameter has no effect on a compliant recipient`, res.exchange);
      }
    } finally {
      await discardCreated(t, res);
    }
  },
};
