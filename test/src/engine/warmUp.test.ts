// warmWhile: the tasks run one per turn of the event loop while the wait lasts and the run only waits for
// answers, never after it ends; the wait's outcome, rejection included, is what it resolves to.
import { describe, expect, it } from 'vitest';
import { warmWhile } from '../../../src/engine/warmUp.ts';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

function pending<T>(): { promise: Promise<T>; resolve: (v: T) => void; reject: (e: unknown) => void } {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('warmWhile', () => {
  it('runs one task per turn of the event loop: what each turn brings comes between two tasks', async () => {
    const wait = pending<string>();
    const events: string[] = [];
    // A stand-in for the turn's I/O: one event every turn of the loop.
    let ticking = true;
    const tick = () => {
      if (!ticking) return;
      events.push('turn');
      setImmediate(tick);
    };
    setImmediate(tick);
    const tasks = [1, 2, 3].map((n) => () => void events.push(`task ${n}`));
    const warming = warmWhile(wait.promise, tasks);
    for (let i = 0; i < 8; i++) await turn();
    ticking = false;
    wait.resolve('answer');
    await expect(warming).resolves.toBe('answer');
    expect(events.filter((e) => e.startsWith('task'))).toEqual(['task 1', 'task 2', 'task 3']);
    const at = (e: string) => events.indexOf(e);
    expect(events.slice(at('task 1'), at('task 2'))).toContain('turn');
    expect(events.slice(at('task 2'), at('task 3'))).toContain('turn');
  });

  it('runs no task once the wait has ended: the rest is left to first use', async () => {
    const ran: number[] = [];
    const tasks = [1, 2, 3, 4].map((n) => () => void ran.push(n));
    const wait = pending<number>();
    const warming = warmWhile(wait.promise, tasks);
    await turn();
    await turn();
    wait.resolve(7);
    await expect(warming).resolves.toBe(7);
    const after = ran.length;
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(4);
    for (let i = 0; i < 5; i++) await turn();
    expect(ran).toHaveLength(after);
  });

  it('runs no task while the run still has something to send, and goes on once it only waits', async () => {
    const ran: number[] = [];
    let idle = false;
    const wait = pending<void>();
    const warming = warmWhile(wait.promise, [() => void ran.push(1), () => void ran.push(2)], () => idle);
    for (let i = 0; i < 5; i++) await turn();
    expect(ran).toEqual([]);
    idle = true;
    while (ran.length < 2) await new Promise((r) => setTimeout(r, 1));
    wait.resolve();
    await warming;
    expect(ran).toEqual([1, 2]);
  });

  it('rejects as the wait does, during the warm-up too, and leaves no rejection unhandled', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const wait = pending<void>();
      const warming = warmWhile(wait.promise, [() => wait.reject(new Error('no answer')), () => undefined, () => undefined]);
      await expect(warming).rejects.toThrow('no answer');
      for (let i = 0; i < 3; i++) await turn();
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
