// The throttling phase (`run --load`): one bounded burst, shared by these checks, which run after all others.
import type { CheckDefinition } from '../../../src/engine/types.ts';
import { throttlingNoServerError } from './no-server-error.ts';
import { throttlingRecovers } from './recovers.ts';
import { throttlingRetryAfter } from './retry-after.ts';
import { throttledErrorBody } from './error-body.ts';
import { throttledWriteNotApplied } from './throttled-write.ts';

// The throttled writes first: they must go out while the burst's throttling lasts (see the file).
export const loadChecks: CheckDefinition[] = [throttledWriteNotApplied, throttlingRetryAfter, throttledErrorBody, throttlingNoServerError, throttlingRecovers];
