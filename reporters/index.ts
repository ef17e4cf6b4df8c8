// The reporters by name, as `--reporter` takes them, and one object that forwards each run event to
// all of them so the runner makes a single call per event.
import type { Reporter, ReporterOptions } from '../src/engine/types.ts';
import { createConsoleReporter } from './console.ts';
import { createHtmlReporter } from './html.ts';
import { createJsonReporter } from './json.ts';
import { createJunitReporter } from './junit.ts';
import { createMarkdownReporter } from './markdown.ts';

export type ReporterFactory = (opts: ReporterOptions) => Reporter;

const FACTORIES = {
  console: createConsoleReporter,
  json: createJsonReporter,
  junit: createJunitReporter,
  html: createHtmlReporter,
  markdown: createMarkdownReporter,
} as const satisfies Record<string, ReporterFactory>;

export type ReporterName = keyof typeof FACTORIES;
export const reporterNames = Object.keys(FACTORIES) as readonly ReporterName[];

export function isReporterName(name: string): name is ReporterName {
  return Object.hasOwn(FACTORIES, name);
}

/**
 * One reporter per distinct name, in the order given. `json,junit` counts as two names, so a
 * comma-separated value works as well as a repeated flag. An unknown name throws, listing the known ones.
 */
export function createReporters(names: readonly string[], opts: ReporterOptions): Reporter[] {
  const wanted = [...new Set(names.flatMap((n) => n.split(',')).map((n) => n.trim().toLowerCase()).filter(Boolean))];
  const unknown = wanted.filter((n) => !isReporterName(n));
  if (unknown.length > 0) {
    throw new Error(`unknown reporter ${unknown.map((n) => `"${n}"`).join(', ')}; known reporters: ${reporterNames.join(', ')}`);
  }
  return wanted.map((n) => FACTORIES[n as ReporterName]({ ...opts, reporters: wanted }));
}

type Hook = 'onRunStart' | 'onCheckStart' | 'onCheckResult' | 'onRunEnd' | 'onStop';
type HookArg<K extends Hook> = Parameters<NonNullable<Reporter[K]>>[0];

/**
 * Calls `hook` on every reporter in turn, awaiting each. A reporter that throws does not keep the
 * others from running (a failed HTML write must not cost the JUnit file); the errors are thrown
 * together afterwards, each naming its reporter.
 */
export async function emit<K extends Hook>(reporters: readonly Reporter[], hook: K, arg: HookArg<K>): Promise<void> {
  const errors: Error[] = [];
  for (const reporter of reporters) {
    const fn = reporter[hook] as ((a: HookArg<K>) => void | Promise<void>) | undefined;
    if (!fn) continue;
    try {
      await fn.call(reporter, arg);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      errors.push(new Error(`reporter ${reporter.name} failed in ${hook}: ${message}`, { cause: err }));
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, errors.map((e) => e.message).join('; '));
}

/** The reporters as one: itself a Reporter, so the runner holds a single object. */
export class ReporterGroup implements Reporter {
  readonly name = 'group';
  constructor(readonly reporters: readonly Reporter[]) {}

  static of(names: readonly string[], opts: ReporterOptions): ReporterGroup {
    return new ReporterGroup(createReporters(names, opts));
  }

  onRunStart(info: HookArg<'onRunStart'>): Promise<void> {
    return emit(this.reporters, 'onRunStart', info);
  }
  onCheckStart(check: HookArg<'onCheckStart'>): Promise<void> {
    return emit(this.reporters, 'onCheckStart', check);
  }
  onCheckResult(result: HookArg<'onCheckResult'>): Promise<void> {
    return emit(this.reporters, 'onCheckResult', result);
  }
  onRunEnd(report: HookArg<'onRunEnd'>): Promise<void> {
    return emit(this.reporters, 'onRunEnd', report);
  }
  onStop(reason: HookArg<'onStop'>): Promise<void> {
    return emit(this.reporters, 'onStop', reason);
  }

  /** Files the reporters write at run end (for a closing "reports written to" line). */
  get files(): string[] {
    return this.reporters.flatMap((r) => ('file' in r && typeof r.file === 'string' ? [r.file] : []));
  }
}

export { createConsoleReporter, createHtmlReporter, createJsonReporter, createJunitReporter, createMarkdownReporter };
export type { FileReporter } from './json.ts';
