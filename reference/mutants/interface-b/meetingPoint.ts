// Overlapping requests made to meet, whatever the machine's speed: a mutant that models a race (an id read
// before an awaited insert, a shared buffer, a field-by-field write) holds each request at the racy point
// until another request reaches it, instead of sleeping for a length of time that a loaded machine may not
// keep. The cap only ends the wait of a request that no other joins (one sent alone).

/** Holds the first arrival until a second arrives (both then go on), or until `capMs` has passed. */
export function meetingPoint(capMs = 5000): () => Promise<void> {
  let waiting: (() => void) | undefined;
  return () => {
    if (waiting) {
      const release = waiting;
      waiting = undefined;
      release();
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const release = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        if (waiting === release) waiting = undefined;
        resolve();
      }, capMs);
      waiting = release;
    });
  };
}
