// Client checks of interface B: the rules of part 7 (and parts 2, 5 and 8) that an integration calling the
// platform must keep. `requirements` name the client rules of the requirement catalogue.
import { ClientRegistry } from '../../src/judge/registry.ts';
import { judgeAuthenticated } from '../client/authenticated.ts';
import { judgeBackoffAfter5xx } from '../client/backoff-after-5xx.ts';
import { bodyInspector } from '../client/inspect.ts';
import { judgeListLimits } from '../client/list-limits.ts';
import { judgeNoResendAfter4xx } from '../client/no-resend-after-4xx.ts';
import { judgeRetriesBounded } from '../client/retries-bounded.ts';
import { judgeRetryAfter429 } from '../client/retry-after-429.ts';
import { judgeThrottleHonouredByAll } from '../client/throttle-honoured-by-all.ts';
import { judgeTokenReused } from '../client/token-reused.ts';
import { judgeValidBodies } from '../client/valid-bodies.ts';

/** Problems of B2 and B4 bodies (part 2.2); a PATCH body carries creation fields, none required. */
export const inspect = bodyInspector({ createAction: 'interface-b/actionCreate', updateAction: 'interface-b/actionPatch' });

export const registry = new ClientRegistry('b').register(
  {
    id: 'CB.no-resend-after-4xx',
    title: 'a request answered with a 4xx (other than 429) is not sent again unchanged',
    level: 'MUST',
    interface: 'b',
    specRef: 'part 7',
    requirements: ['R-C-no-unchanged-resend-after-4xx'],
    judge: judgeNoResendAfter4xx,
  },
  {
    id: 'CB.retry-after-429',
    title: 'a request answered 429 is retried only once its Retry-After has passed',
    level: 'MUST',
    interface: 'b',
    specRef: 'part 7',
    requirements: ['R-C-retry-429-after-retry-after'],
    judge: judgeRetryAfter429,
  },
  {
    id: 'CB.retry-after-429-all-requests',
    title: "a 429 holds back the client's other requests too, until its Retry-After has passed",
    level: 'SHOULD',
    interface: 'b',
    specRef: 'part 7',
    requirements: ['R-C-retry-429-after-retry-after'],
    judge: judgeThrottleHonouredByAll,
  },
  {
    id: 'CB.backoff-after-5xx',
    title: 'retries after a 5xx wait, with growing intervals',
    level: 'SHOULD',
    interface: 'b',
    specRef: 'part 7',
    requirements: ['R-C-backoff-on-5xx'],
    judge: judgeBackoffAfter5xx,
  },
  {
    id: 'CB.retries-bounded',
    title: 'retries of one request after 5xx answers are bounded',
    level: 'SHOULD',
    interface: 'b',
    specRef: 'part 7',
    requirements: ['R-C-backoff-on-5xx'],
    judge: judgeRetriesBounded,
  },
  {
    id: 'CB.authenticated',
    title: 'every request carries a bearer token the platform issued',
    level: 'MUST',
    interface: 'b',
    specRef: 'part 5',
    requirements: ['R-C-authenticated'],
    judge: judgeAuthenticated((c) => c !== undefined && c.startsWith('token #')),
  },
  {
    id: 'CB.token-reused',
    title: 'a token is reused until it expires (or shortly before) or is refused, not fetched per request',
    level: 'SHOULD',
    interface: 'b',
    specRef: 'part 5',
    requirements: ['R-C-authenticated'],
    judge: judgeTokenReused,
  },
  {
    id: 'CB.valid-bodies',
    title: 'every create and patch body is valid by part 2.2 (required fields, types, allowed status values)',
    level: 'MUST',
    interface: 'b',
    specRef: 'part 2.2',
    requirements: ['R-C-valid-bodies'],
    judge: judgeValidBodies(['createAction', 'updateAction']),
  },
  {
    id: 'CB.list-limits',
    title: 'every list query keeps limit within 1 to 1000 and offset from 0',
    level: 'MUST',
    interface: 'b',
    specRef: 'part 8',
    requirements: ['R-C-list-limits'],
    judge: judgeListLimits('listActions'),
  },
);
