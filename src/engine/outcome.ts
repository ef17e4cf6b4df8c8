// How a check ends early: by throwing one of these. The runner turns them into results; anything else a
// check throws is a crash, reported as a failure with the exchange that led to it.
import type { Exchange } from './types.ts';

export class CheckFailure extends Error {
  constructor(
    message: string,
    readonly exchange?: Exchange,
    /** A warning whatever the check's level. */
    readonly warningOnly = false,
  ) {
    super(message);
    this.name = 'CheckFailure';
  }
}

export class CheckSkip extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'CheckSkip';
  }
}
