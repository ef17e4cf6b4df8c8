// A secret given as a flag is on the command line, and npm writes the command line of an `npx` call into
// its debug log (~/.npm/_logs) when the command exits non-zero: the secret ends up on disk. The run still
// takes it (a user may have no other way), and says so once, naming where the secret belongs instead.

/** Flags that carry a secret, with the variable that carries it instead. */
export const SECRET_FLAGS: Readonly<Record<string, string>> = {
  'api-key': 'CONFORMANCE_API_KEY',
  'client-secret': 'CONFORMANCE_CLIENT_SECRET',
  'bearer-token': 'CONFORMANCE_BEARER_TOKEN',
};

/** The secret flags on a command line, in the order given, once each; what follows `--` is another program's. */
export function secretFlagsIn(argv: readonly string[]): string[] {
  const found: string[] = [];
  for (const arg of argv) {
    if (arg === '--') break;
    const name = /^--([a-z-]+)(?:=|$)/.exec(arg)?.[1];
    if (name && name in SECRET_FLAGS && !found.includes(name)) found.push(name);
  }
  return found;
}

/** The one line that says so, or undefined when no secret came from a flag. */
export function secretFlagsWarning(argv: readonly string[]): string | undefined {
  const flags = secretFlagsIn(argv);
  if (flags.length === 0) return undefined;
  const given = flags.map((f) => `--${f}`).join(', ');
  const instead = flags.map((f) => SECRET_FLAGS[f]).join(', ');
  return `conformance: warning: ${given} on the command line: npm writes the command line of an npx call that fails into its debug log, secret included; set ${instead} in the environment or put it in the profile instead`;
}
