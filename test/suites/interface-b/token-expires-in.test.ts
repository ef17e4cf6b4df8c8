// B.token-expires-in-remaining on a fake clock: the wait between its two token requests is the clock's, so
// the verdict on the same token handed out twice stands on expires_in and the time between, never on how
// fast the machine is.
import { describe, expect, it } from 'vitest';
import { REISSUE_TOLERANCE_S, REISSUE_WAIT_MS, tokenExpiresInRemainingCheck } from '../../../suites/interface-b/b-token-expires-in-remaining.ts';
import type { Clock } from '../../../src/http/rateLimit.ts';
import type { CheckContext } from '../../../src/engine/types.ts';

class Ended extends Error {
  constructor(
    readonly how: 'failed' | 'skipped',
    message: string,
  ) {
    super(message);
  }
}

/** A clock that moves only when slept on. */
function fakeClock(): Clock & { slept: number[] } {
  let now = 1_000;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    sleep: async (ms) => {
      slept.push(ms);
      now += ms;
    },
  };
}

/** Runs the check against token answers given in turn; resolves to its verdict. */
async function verdict(answers: { access_token?: string; expires_in?: number }[]): Promise<{ how: 'passed' | 'failed' | 'skipped'; message?: string; sent: number; slept: number[] }> {
  const clock = fakeClock();
  let sent = 0;
  const t = {
    signal: new AbortController().signal,
    settings: { oauth: { tokenUrl: 'http://as.test/token', clientId: 'c', authenticate: async () => undefined } },
    api: {
      send: async () => {
        const json = answers[sent++];
        const body = JSON.stringify(json);
        return { status: 200, headers: {}, text: body, json, exchange: { request: { method: 'POST', url: 'http://as.test/token', headers: {} }, response: { status: 200, headers: {}, body }, reproduce: 'curl' } };
      },
    },
    fail: (message: string) => {
      throw new Ended('failed', message);
    },
    skip: (message: string) => {
      throw new Ended('skipped', message);
    },
  } as unknown as CheckContext;
  try {
    await tokenExpiresInRemainingCheck(clock).run(t);
    return { how: 'passed', sent, slept: clock.slept };
  } catch (err) {
    if (!(err instanceof Ended)) throw err;
    return { how: err.how, message: err.message, sent, slept: clock.slept };
  }
}

describe('B.token-expires-in-remaining', () => {
  it('fails the same token handed out again with the whole lifetime, and never shows the token', async () => {
    const v = await verdict([
      { access_token: 'tok-1234', expires_in: 3600 },
      { access_token: 'tok-1234', expires_in: 3600 },
    ]);
    expect(v.how).toBe('failed');
    expect(v.message).toMatch(/expires_in 3600 and then 3600/);
    expect(v.message).not.toContain('tok-1234');
    expect(v.slept).toEqual([REISSUE_WAIT_MS]);
  });

  it('passes the same token announced with the time it has left, rounded either way', async () => {
    const wait = REISSUE_WAIT_MS / 1000;
    for (const fell of [Math.floor(wait), Math.ceil(wait)]) {
      expect((await verdict([{ access_token: 'tok', expires_in: 3600 }, { access_token: 'tok', expires_in: 3600 - fell }])).how).toBe('passed');
    }
  });

  it('fails a fall of a second across the wait, as a wait of 3 s did: the wait is short only in time', async () => {
    // A lifetime that falls at a third of the clock's pace, or a token answer kept for two seconds.
    expect((await verdict([{ access_token: 'tok', expires_in: 3600 }, { access_token: 'tok', expires_in: 3599 }])).how).toBe('failed');
    // Whole falls fail below the wait less the tolerance: 0 and 1 at a wait above 2.5 s and up to 3.5 s.
    expect(REISSUE_WAIT_MS / 1000 - REISSUE_TOLERANCE_S).toBeGreaterThan(1);
    expect(REISSUE_WAIT_MS / 1000 - REISSUE_TOLERANCE_S).toBeLessThanOrEqual(2);
  });

  it('passes a new token each time, and skips an answer without expires_in', async () => {
    expect((await verdict([{ access_token: 'a', expires_in: 60 }, { access_token: 'b', expires_in: 60 }])).how).toBe('passed');
    const v = await verdict([{ access_token: 'a' }]);
    expect(v.how).toBe('skipped');
    expect(v.sent).toBe(1);
  });
});
