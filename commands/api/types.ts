// The options and results of the programmatic API. Options are the profile's shape (src/profile/load.ts)
// plus the flags of the command line; results are the shape of the JSON report (src/engine/types.ts).
import type { Profile } from '../../src/profile/load.ts';
import type { Reporter, RunReport } from '../../src/engine/types.ts';
import type { SimulationReport } from '../../load/simulate/result.ts';

export type { Profile, Reporter, RunReport, SimulationReport };
export type {
  CheckResult,
  CheckDefinition,
  CleanupSummary,
  Exchange,
  InterfaceId,
  Level,
  PropertyFailure,
  RecordedRequest,
  RecordedResponse,
  RunInfo,
  RunSummary,
  Status,
} from '../../src/engine/types.ts';

/** Reporters known by name; console output goes to `stream` (stdout unless given). */
export type ReporterName = 'console' | 'json' | 'junit' | 'html';

/** What every call that talks to a target shares. */
/** The profile's `a` and `b` parts inline (its `load` part is `loadMaxRequests`/`loadMaxSeconds` of run()). */
export interface TargetOptions extends Pick<Profile, 'a' | 'b'> {
  /** Base URL of both interfaces' implementations (`a.target` / `b.target` set them one by one). Omitted everywhere: the embedded reference servers start and are tested. */
  target?: string;
  /** A profile file instead of the profile given inline (`a`, `b`); not both. */
  config?: string;
  /** Time one request may take, headers and body, in ms. */
  requestTimeout?: number;
  /** Accept an https target whose certificate is not trusted. */
  insecure?: boolean;
  /** Where report files go (only with file reporters). */
  outputDir?: string;
  /**
   * Environment the credentials are read from when the options do not give them (CONFORMANCE_API_KEY,
   * CONFORMANCE_CLIENT_ID, CONFORMANCE_CLIENT_SECRET, CONFORMANCE_BEARER_TOKEN), as the command line does.
   * Default `process.env`; pass `{}` to use the options alone.
   */
  env?: NodeJS.ProcessEnv;
  /** Aborting stops the call: no new request starts, what it created is deleted, and it resolves with what finished. */
  signal?: AbortSignal;
  /** Where a console reporter writes; default process.stdout. Nothing is written unless a reporter asks. */
  stream?: NodeJS.WritableStream;
}

export interface RunOptions extends TargetOptions {
  /** Interfaces to test; default both. */
  interfaces?: ('a' | 'b')[];
  /** Reporters by name, or objects of your own; default none (no output at all). */
  reporters?: (ReporterName | Reporter)[];
  /** Property-based seed: the same seed replays a run. */
  seed?: number;
  /** Runs per property. */
  runs?: number;
  /** false: a failing property reports its first failing case without shrinking it (`--no-shrink`). */
  shrink?: boolean;
  /** Check id globs to run. */
  only?: string[];
  /** Check id globs to leave out (`--exclude`). */
  exclude?: string[];
  /** Seconds the whole run may take (`--max-time`): then running checks stop, the rest are skipped, cleanup runs. */
  maxTime?: number;
  /** Stop after this many MUST failures (`--max-failures`); with a baseline, failures it holds are not counted. */
  maxFailures?: number;
  /** Keep the resources of failed checks on the target, listed by id, instead of deleting them (`--keep-failed`). */
  keepFailed?: boolean;
  /** Add the throttling phase. */
  load?: boolean;
  loadMaxRequests?: number;
  loadMaxSeconds?: number;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Requests per second at most (a politeness bound for shared systems). */
  maxRate?: number;
  /**
   * Failures accepted for now: a file `conformance baseline` wrote or a JSON report (a path), or its parsed
   * content. Failures it holds are `known` in `report.gate` and do not fail the run (`--baseline`).
   */
  baseline?: string | Record<string, unknown>;
  /** `must` (default): MUST failures fail the run; `should`: warnings too (`--fail-on`). */
  failOn?: 'must' | 'should';
  /** Colours in console output. */
  color?: boolean;
}

export interface SimulateOptions extends TargetOptions {
  interface: 'a' | 'b';
  /** Iterations started per second. */
  rate: number;
  /** Seconds to run. */
  duration: number;
  maxRequests?: number;
  maxInFlight?: number;
  connections?: number;
  /** Operation weights, as `--mix` takes them (`list=40,create=20,...`). */
  mix?: string;
  /** Pass/fail criteria, as `--threshold` takes them (`p99<300,errors<1%`). */
  thresholds?: string[];
  schemaSample?: number;
  seed?: number;
  /** Outputs by name; default none. */
  reporters?: ('console' | 'json' | 'junit' | 'html')[];
}

export interface ServeOptions {
  /** Interfaces to serve; default both. */
  interfaces?: ('a' | 'b')[];
  /** Loopback address to listen on; default 127.0.0.1. */
  host?: string;
  /** Ports; default 0 (a free port). */
  portA?: number;
  portB?: number;
  /** Interface A key; default a random one (returned). */
  apiKey?: string;
  apiKeyHeader?: string;
  /** Interface B OAuth client; the secret defaults to a random one (returned). */
  clientId?: string;
  clientSecret?: string;
  /** Interface B throttling in requests per second (0: off) and its burst. */
  rateLimit?: number;
  burst?: number;
  retryAfterFormat?: 'seconds' | 'http-date';
  tokenLifetime?: number;
  /** Aborting closes the servers. */
  signal?: AbortSignal;
}

export interface ServedInterfaceA {
  url: string;
  apiKey: string;
  apiKeyHeader: string;
}

export interface ServedInterfaceB {
  url: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
}

export interface Served {
  a?: ServedInterfaceA;
  b?: ServedInterfaceB;
  /** Stops the servers; safe to call more than once. */
  close(): Promise<void>;
}

/** One entry of the catalogue, as `conformance checks --format json` prints it. */
export interface CheckInfo {
  id: string;
  interface: 'a' | 'b';
  level: 'MUST' | 'SHOULD';
  specRef: string;
  title: string;
  phase: 'main' | 'load';
  requirements: string[];
}
