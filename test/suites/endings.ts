// A check context's endings for tests that call a check's parts directly: skip, fail and warn throw an
// Ended that says which it was, as the runner's outcomes do, so a test can catch and read it.
export class Ended extends Error {
  constructor(
    readonly how: 'skip' | 'fail' | 'warn',
    message: string,
  ) {
    super(message);
  }
}

export const endings = {
  skip: (m: string): never => {
    throw new Ended('skip', m);
  },
  fail: (m: string): never => {
    throw new Ended('fail', m);
  },
  warn: (m: string): never => {
    throw new Ended('warn', m);
  },
};
