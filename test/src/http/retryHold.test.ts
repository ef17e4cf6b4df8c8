// The hold of new requests while another waits out a Retry-After: per origin, until the last wait there ends.
import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { RetryHold } from '../../../src/http/retryHold.ts';

const turn = () => new Promise((r) => setImmediate(r));

describe('RetryHold', () => {
  it('holds an origin until its last wait ends, and no other origin', async () => {
    const hold = new RetryHold();
    const A = 'http://a.example';
    hold.begin(A);
    hold.begin(A);
    let passed = 0;
    const waiting = [hold.pass(A).then(() => passed++), hold.pass(A).then(() => passed++)];
    await hold.pass('http://b.example');
    await turn();
    expect([passed, hold.heldBack, hold.holds(A)]).toEqual([0, 2, true]);
    hold.end(A);
    await turn();
    expect([passed, hold.heldBack]).toEqual([0, 2]);
    hold.end(A);
    await Promise.all(waiting);
    expect([passed, hold.heldBack, hold.holds(A)]).toEqual([2, 0, false]);
  });

  it('a wait that begins again before the held requests run keeps them held', async () => {
    const hold = new RetryHold();
    const A = 'http://a.example';
    hold.begin(A);
    let passed = false;
    void hold.pass(A).then(() => (passed = true));
    await turn();
    hold.end(A);
    hold.begin(A);
    await turn();
    expect([passed, hold.heldBack]).toEqual([false, 1]);
    hold.end(A);
    await turn();
    expect(passed).toBe(true);
  });

  it('many held requests share one abort listener, and an interruption ends them all', async () => {
    const hold = new RetryHold();
    const controller = new AbortController();
    hold.begin('o');
    const held = Array.from({ length: 30 }, () => hold.pass('o', controller.signal));
    await turn();
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    controller.abort(new Error('stopped'));
    const outcomes = await Promise.allSettled(held);
    expect(outcomes.every((o) => o.status === 'rejected' && (o.reason as Error).message === 'stopped')).toBe(true);
    expect(hold.heldBack).toBe(0);
    await expect(hold.pass('o', controller.signal)).rejects.toThrow('stopped');
  });
});
