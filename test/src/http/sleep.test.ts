// The client's waits (Retry-After, backoff, the rate bound) share one listener on the run's interruption
// signal, however many wait at once: a listener each would make Node warn on the run's stderr.
import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { sleep } from '../../../src/http/sleep.ts';

describe('sleep', () => {
  it('puts one abort listener on a signal for any number of waits, and ends them all when it aborts', async () => {
    const controller = new AbortController();
    const waits = Array.from({ length: 50 }, () => sleep(60_000, controller.signal));
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    controller.abort(new Error('stopped'));
    const outcomes = await Promise.allSettled(waits);
    expect(outcomes.every((o) => o.status === 'rejected' && (o.reason as Error).message === 'stopped')).toBe(true);
  });

  it('resolves a wait that ends before the signal aborts, and rejects at once on an aborted signal', async () => {
    const controller = new AbortController();
    await expect(sleep(1, controller.signal)).resolves.toBeUndefined();
    controller.abort(new Error('late'));
    await expect(sleep(1, controller.signal)).rejects.toThrow('late');
    await expect(sleep(1)).resolves.toBeUndefined();
  });
});
