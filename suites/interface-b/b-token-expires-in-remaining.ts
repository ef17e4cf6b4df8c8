// Part 5: "Interface B: OAuth 2.0." expires_in is "the lifetime in seconds of the access token" (RFC 6749
// 5.1). A token endpoint may hand a client's live token out again, but then with the time it has left: two
// token requests a few seconds apart that get the same token must see expires_in fall by about the time
// between them. Another token the second time: nothing to judge.
import { sleep } from '../../src/http/sleep.ts';
import type { Clock } from '../../src/http/rateLimit.ts';
import { cannotRequestTokens, ownTokenRequest } from './tokenRequest.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

/** What expires_in may fall short of the time between the answers (whole seconds, rounded either way). */
export const REISSUE_TOLERANCE_S = 1.5;
/**
 * How long the check waits between its two token requests. expires_in is whole seconds (RFC 6749 5.1), so
 * what the check fails is the whole falls below the wait less the tolerance: any wait above 2.5 s and up to
 * 3.5 s fails a fall of 0 or 1 and passes 2 and more. The shortest such wait, since on a fast machine the
 * wait is the end of a run of interface B (it was 3 s, with the same verdicts).
 */
export const REISSUE_WAIT_MS = 2_600;

const systemClock: Clock = { now: () => performance.now(), sleep };

/** The check, with the clock it waits on (tests give a fake one). */
export function tokenExpiresInRemainingCheck(clock: Clock = systemClock): CheckDefinition {
  return {
    id: 'B.token-expires-in-remaining',
    title: 'a live access token handed out again is announced with the time it has left (expires_in falls between two token requests)',
    level: 'MUST',
    interface: 'b',
    specRef: 'part 5',
    requirements: ['R-B-token-expires-in-remaining'],
    // Most of its time is a wait between two requests: beside the rest from the start, the wait overlaps the
    // run, and the exclusive checks do not wait for it.
    tokenEndpointOnly: true,
    async run(t) {
      const why = cannotRequestTokens(t);
      if (why) return t.skip(why);
      const oauth = t.settings.oauth!;
      const first = await ownTokenRequest(t, oauth);
      const firstAnswered = clock.now();
      if (first.token === undefined) return t.skip(`the token endpoint answered ${first.res.status} without an access token to the run's own token request: no token to compare`);
      if (first.expiresIn === undefined) return t.skip('the token answer gives no expires_in as a number (RFC 6749 5.1: RECOMMENDED): nothing to compare');
      await clock.sleep(REISSUE_WAIT_MS, t.signal);
      const secondSent = clock.now();
      const second = await ownTokenRequest(t, oauth);
      if (second.token === undefined || second.token !== first.token || second.expiresIn === undefined) return;
      // The server wrote the two values at least this far apart.
      const elapsed = (secondSent - firstAnswered) / 1000;
      const fell = first.expiresIn - second.expiresIn;
      if (fell < elapsed - REISSUE_TOLERANCE_S) {
        t.fail(
          `the token endpoint handed out the same access token twice ${elapsed.toFixed(1)} s apart, announced with expires_in ${first.expiresIn} and then ${second.expiresIn}; RFC 6749 5.1: expires_in is the lifetime of the token, so the second must be about ${Math.round(elapsed)} s less`,
          second.res.exchange,
        );
      }
    },
  };
}

export const tokenExpiresInRemaining: CheckDefinition = tokenExpiresInRemainingCheck();
