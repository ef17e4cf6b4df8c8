// "Did you mean" for a mistyped flag or command, from the names yargs knows.
import { closest } from '../../src/nearest.ts';

/**
 * Rewrites yargs's "Unknown argument(s): x" for a mistyped flag or command into one line with the nearest
 * known name; undefined when the message is another one or nothing is close.
 */
export function suggestUnknown(message: string, argv: readonly string[], options: Iterable<string>, commands: Iterable<string>): string | undefined {
  const m = /^Unknown arguments?: (.+)$/.exec(message.trim());
  if (!m) return undefined;
  const known = [...options].filter((o) => !/[A-Z]/.test(o));
  for (const unknown of m[1]!.split(', ')) {
    const asFlag = argv.find((a) => a === `--${unknown}` || a.startsWith(`--${unknown}=`) || a === `-${unknown}`);
    if (asFlag) {
      const near = closest(unknown, known);
      if (near) return `unknown option ${asFlag.split('=')[0]}: did you mean --${near}?`;
      continue;
    }
    // Only the first word can be a command: a stray word elsewhere is a value given to a flag that takes none.
    if (argv[0] === unknown) {
      const near = closest(unknown, commands);
      if (near) return `unknown command ${unknown}: did you mean ${near}?`;
    }
  }
  return undefined;
}
