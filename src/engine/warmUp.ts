// Work a run would otherwise do at first use, in its busiest second, done while it waits on the network
// before any check starts (the setup probe's answers). In a fresh process the first checks each build
// something once for the whole run (a string arbitrary's tables, a response schema's validator): behind a
// round trip of 20 ms that held the first answers back by tens of milliseconds.

/** Something to build ahead; the run works the same without it, only later. */
export type WarmUpTask = () => void;

const immediate = () => new Promise<void>((resolve) => setImmediate(resolve));
const shortly = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

/**
 * Runs `tasks` one per turn of the event loop while `waiting` is pending and `idle()` says that the run only
 * waits for answers, and resolves (or rejects) as `waiting` does. A task never runs in front of a request
 * still to be written (a connection still opening, a token still to fetch), and an answer that arrives
 * meanwhile waits for one task at most. Tasks left when `waiting` settles are done at first use, as they
 * would be without this: against a server next door, the wait is too short for most of them.
 */
export async function warmWhile<T>(waiting: Promise<T>, tasks: readonly WarmUpTask[], idle: () => boolean = () => true): Promise<T> {
  let settled = false;
  const outcome = waiting.finally(() => {
    settled = true;
  });
  // Handled here so that a rejection during the warm-up is not reported as unhandled; it is returned below.
  outcome.catch(() => undefined);
  for (const task of tasks) {
    await immediate();
    // Not idle: a timer, not another immediate, so that the loop sleeps in its poll until the socket is ready.
    while (!settled && !idle()) await shortly();
    if (settled) break;
    task();
  }
  return outcome;
}
