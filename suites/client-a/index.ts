// Client checks of interface A: the rules the platform, calling a document holder, must keep. Interface A
// knows no 429 (part 7), so there is no Retry-After rule here.
import { ClientRegistry } from '../../src/judge/registry.ts';
import { judgeAuthenticated } from '../client/authenticated.ts';
import { judgeBackoffAfter5xx } from '../client/backoff-after-5xx.ts';
import { bodyInspector } from '../client/inspect.ts';
import { judgeNoResendAfter4xx } from '../client/no-resend-after-4xx.ts';
import { judgeRetriesBounded } from '../client/retries-bounded.ts';
import { judgeValidBodies } from '../client/valid-bodies.ts';

/** Problems of A1 and A2 bodies (part 2.1). */
export const inspect = bodyInspector({ createDocument: 'interface-a/documentBody', replaceDocument: 'interface-a/documentBody' });

export const registry = new ClientRegistry('a').register(
  {
    id: 'CA.no-resend-after-4xx',
    title: 'a request answered with a 4xx is not sent again unchanged',
    level: 'MUST',
    interface: 'a',
    specRef: 'part 7',
    requirements: ['R-C-no-unchanged-resend-after-4xx'],
    judge: judgeNoResendAfter4xx,
  },
  {
    id: 'CA.backoff-after-5xx',
    title: 'retries after a 5xx wait, with growing intervals',
    level: 'SHOULD',
    interface: 'a',
    specRef: 'part 7',
    requirements: ['R-C-backoff-on-5xx'],
    judge: judgeBackoffAfter5xx,
  },
  {
    id: 'CA.retries-bounded',
    title: 'retries of one request after 5xx answers are bounded',
    level: 'SHOULD',
    interface: 'a',
    specRef: 'part 7',
    requirements: ['R-C-backoff-on-5xx'],
    judge: judgeRetriesBounded,
  },
  {
    id: 'CA.authenticated',
    title: 'every request carries the API key in its header',
    level: 'MUST',
    interface: 'a',
    specRef: 'part 5',
    requirements: ['R-C-authenticated'],
    judge: judgeAuthenticated((c) => c === 'api key'),
  },
  {
    id: 'CA.valid-bodies',
    title: 'every A1 and A2 body is valid by part 2.1 (types, strict Base64 contents, key/value metadata)',
    level: 'MUST',
    interface: 'a',
    specRef: 'part 2.1',
    requirements: ['R-C-valid-bodies'],
    judge: judgeValidBodies(['createDocument', 'replaceDocument']),
  },
);
