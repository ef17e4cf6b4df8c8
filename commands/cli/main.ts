// The command line. Every way it can go wrong before the checks ends in one line on stderr and exit 2;
// the checks' verdict is exit 0 or 1; an interruption is 130.
import yargs, { type Argv } from 'yargs';
import { UsageError } from '../../src/errors.ts';
import { TOOL } from '../../src/version.ts';
import { runOptions, serveOptions, checksOptions, requirementsOptions, initOptions, judgeClientOptions, verifyOptions, baselineOptions, compareOptions } from './options.ts';
import { openapiOptions } from './openapi.ts';
import { simulateOptions } from './simulate.ts';
import { suggestUnknown } from './suggest.ts';
import { secretFlagsWarning } from './secretFlags.ts';

export async function main(argv: string[], io: { stdout?: NodeJS.WritableStream; stderr?: NodeJS.WritableStream; stdin?: NodeJS.ReadableStream } = {}): Promise<number> {
  const stderr = io.stderr ?? process.stderr;
  const stdout = io.stdout ?? process.stdout;
  let exitCode = 0;
  let usageProblem: string | undefined;
  const cli: Argv = yargs(argv)
    .scriptName('conformance')
    .usage('$0 <command> [options]')
    .command('run', 'test an implementation of interface A and/or B (the embedded reference when --target is omitted)', runOptions, async (args) => {
      // Handlers load their modules on demand: `--help` and `--version` stay fast.
      exitCode = await (await import('./run.ts')).runCommand(args, { stdout });
    })
    .command('serve', 'start the embedded reference implementation(s)', serveOptions, async (args) => {
      exitCode = await (await import('./serve.ts')).serveCommand(args, { stdout });
    })
    .command('simulate', 'drive rule-abiding client traffic at a constant rate and report latency and errors', simulateOptions, async (args) => {
      exitCode = await (await import('./simulate.ts')).simulateCommand(args, { stdout });
    })
    .command('checks', 'print the catalogue of checks (id, level, spec part, title)', checksOptions, async (args) => {
      exitCode = await (await import('./checks.ts')).checksCommand(args, { stdout });
    })
    .command('requirements', 'print the requirement catalogue: each requirement, its checks and classes, the faults a pass rules out (mutants) and those it does not', requirementsOptions, async (args) => {
      exitCode = await (await import('./requirements.ts')).requirementsCommand(args, { stdout });
    })
    .command('doctor', 'resolve the profile and flags of a run and probe the target, without running checks', runOptions, async (args) => {
      exitCode = await (await import('./doctor.ts')).doctorCommand(args, { stdout, stderr });
    })
    .command('init', 'write a starting profile (from an OpenAPI description with --from-openapi; asks on a terminal, from flags otherwise)', initOptions, async (args) => {
      exitCode = await (await import('./init.ts')).initCommand(args, { stdout, stderr, stdin: io.stdin });
    })
    .command('openapi', 'write the OpenAPI 3.1 description of interface A and/or B as the profile maps them', openapiOptions, async (args) => {
      exitCode = await (await import('./openapi.ts')).openapiCommand(args, { stdout });
    })
    .command('judge-client', "judge a client's traffic against the client rules of part 7 (runs the command after --)", judgeClientOptions, async (args) => {
      exitCode = await (await import('./judge-client.ts')).judgeClientCommand(args, { stdout, stderr, argv });
    })
    .command('baseline <report>', 'write the failures of a JSON report as a baseline file to review and commit (for run --baseline)', baselineOptions, async (args) => {
      exitCode = await (await import('./baseline.ts')).baselineCommand(args, { stdout });
    })
    .command('compare <old> <new>', 'compare two JSON reports: new failures, fixed, still failing, new warnings, checks added and removed', compareOptions, async (args) => {
      exitCode = await (await import('./compare.ts')).compareCommand(args, { stdout });
    })
    .command('verify <bundle>', 'verify a certification bundle (checksums, signature, consistency, completeness, no secrets)', verifyOptions, async (args) => {
      exitCode = await (await import('./verify.ts')).verifyCommand(args, { stdout });
    })
    .demandCommand(1, 'name a command: run, serve, simulate, checks, requirements, doctor, init, openapi, verify, judge-client, baseline or compare')
    .strict()
    .version(TOOL.version)
    .help()
    .alias('h', 'help')
    .wrap(Math.min(110, process.stdout.columns ?? 100))
    .exitProcess(false)
    .fail((msg, err) => {
      // yargs reports bad usage here; our own errors thrown in a handler pass through too.
      // Throwing stops yargs here: without it, it would go on to run the command's handler.
      if (err && !(err instanceof UsageError) && !isYargsError(err)) throw err;
      // Known names are read here, while yargs still holds the options of the command being parsed.
      const names = cli as unknown as KnownNames;
      const hint = msg ? suggestUnknown(msg, argv, Object.keys(names.getOptions().key), names.getInternalMethods().getCommandInstance().getCommands()) : undefined;
      throw new UsageError(hint ?? err?.message ?? msg);
    });
  // yargs lays out a command's whole help text each time the command runs, in case a failure shows it
  // later; ours print one line instead (the fail handler above), and the layout (string-width over every
  // option) was about 1-2% of a default run's CPU.
  (cli as unknown as KnownNames).getInternalMethods().getUsageInstance().cacheHelpMessage = () => {};
  try {
    await cli.parseAsync();
  } catch (err) {
    if (err instanceof UsageError) usageProblem = err.message;
    else if (isYargsError(err)) usageProblem = (err as Error).message;
    else {
      stderr.write(`conformance: internal error: ${oneLine((err as Error)?.message ?? String(err))}\n`);
      return 2;
    }
  }
  if (usageProblem !== undefined) {
    stderr.write(`conformance: ${oneLine(usageProblem)}\n`);
    return 2;
  }
  // Said once, after a command that got past its setup: a setup mistake stays one line on its own.
  const warning = exitCode === 2 ? undefined : secretFlagsWarning(argv);
  if (warning) stderr.write(`${warning}\n`);
  return exitCode;
}

/** Usage messages of yargs span lines ("Invalid values:" then the details); a value given may hold control characters. */
function oneLine(message: string): string {
  return message
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .join(' ')
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
}

/** What yargs knows of the names in use (untyped in its declarations). */
interface KnownNames {
  getOptions(): { key: Record<string, unknown> };
  getInternalMethods(): { getCommandInstance(): { getCommands(): string[] }; getUsageInstance(): { cacheHelpMessage(): void } };
}

function isYargsError(err: unknown): boolean {
  return (err as Error | undefined)?.name === 'YError';
}
