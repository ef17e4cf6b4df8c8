// How the client waits (a Retry-After, a backoff, the rate bound, a hold for another request's retry) and
// how an interruption ends every such wait at once.

/**
 * The waits under way of each interruption signal, ended together by one listener on it: a listener per wait
 * trips Node's leak warning (on the run's stderr) once more than ten requests wait out a Retry-After at once,
 * which a tightly throttling platform causes as a matter of course.
 */
const waitsOf = new WeakMap<AbortSignal, Set<(reason: unknown) => void>>();

function waitsFor(signal: AbortSignal): Set<(reason: unknown) => void> {
  let waits = waitsOf.get(signal);
  if (!waits) {
    const all = new Set<(reason: unknown) => void>();
    waitsOf.set(signal, (waits = all));
    signal.addEventListener('abort', () => {
      for (const end of [...all]) end(signal.reason);
      all.clear();
    }, { once: true });
  }
  return waits;
}

/**
 * Waits until `begin` calls the resolve it is given, or rejects with the signal's reason once it aborts
 * (then the function `begin` returned is called, to undo what it set up).
 */
export function untilAborted(begin: (resolve: () => void) => () => void, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const waits = signal ? waitsFor(signal) : undefined;
    let undo = () => {};
    const onAbort = (reason: unknown) => {
      undo();
      reject(reason);
    };
    waits?.add(onAbort);
    undo = begin(() => {
      waits?.delete(onAbort);
      resolve();
    });
  });
}

/** Waits, or rejects with the signal's reason once it aborts: how the client waits out a Retry-After or a backoff. */
export const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  untilAborted((resolve) => {
    const t = setTimeout(resolve, ms);
    return () => clearTimeout(t);
  }, signal);
