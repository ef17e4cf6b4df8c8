// Errors that end the run before or outside the checks. Each carries the exit status of the contract and
// a one-line message; the CLI prints the message alone (no stack trace).

/** The run could not be made: bad usage, bad profile, target unreachable, no token. Exit 2. */
export class UsageError extends Error {
  readonly exitCode = 2;
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
