// The check model: what a check declares, what it may use while it runs, and what it yields.
import type { ClientAuthMethod } from '../auth/methods.ts';
import type { AssertionShape } from '../auth/clientKey.ts';
import type { OperationName } from '../defaults.ts';
import type { Level, InterfaceId } from '../../requirements/types.ts';
import type { Exchange, RecordedRequest, RecordedResponse } from '../http/exchange.ts';
import type { ApiClient } from './api.ts';
import type { CleanupSummary } from './ledger.ts';
import type { RunGate } from '../gate/gate.ts';

// Defined where they belong (the specification's catalogue, the record of an exchange, the ledger) and
// named here too, so that a check or reporter imports its whole model from one place.
export type { Level, InterfaceId, Exchange, RecordedRequest, RecordedResponse, CleanupSummary, RunGate };

export type Status = 'passed' | 'failed' | 'warning' | 'skipped';
/** Checks of the `load` phase run only with `--load`, after every other check. */
export type Phase = 'main' | 'load';

/** One exchange of a failure's chain as the report keeps it (bodies cut to a bound). */
export interface ChainExchange {
  request: RecordedRequest;
  response?: RecordedResponse;
  error?: string;
}

export interface PropertyFailure {
  seed: number;
  path: string;
  counterexample: string;
  numRuns: number;
  shrinks?: number;
}

export interface CheckResult {
  id: string;
  interface: InterfaceId;
  operation: string;
  title: string;
  level: Level;
  specRef: string;
  status: Status;
  message: string;
  durationMs: number;
  evidence?: {
    request?: RecordedRequest;
    response?: RecordedResponse;
    error?: string;
    exchanges?: number;
    /** Every exchange of the chain that shows the failure, in order (bounded: see `chainCut`). */
    chain?: ChainExchange[];
    /** Set when the chain was cut to its bounds: what was left out. */
    chainCut?: string;
  };
  /** A shell script that replays the failing chain of requests (or a curl line for a single request). */
  reproduce?: string;
  /** Where the script was written (`<output-dir>/reproduce/<check-id>.sh`), when reports are written. */
  reproduceFile?: string;
  /** `conformance run` flags that reproduce this failure with the same counterexample (besides credentials). */
  replay?: string[];
  /** A failed check: the operations (A1..B5) its verdict stood on (called by it or by the shared data it used). */
  dependsOn?: string[];
  /**
   * The failed MUST check that probably caused this failure: it judges an operation this check stood on, and
   * did not itself use this check's operation (a B1 check whose data set was patched, when a B4 check shows
   * the patch doing harm).
   */
  causedBy?: { check: string; operation: string };
  property?: PropertyFailure;
  /** Requests the check sent (attempts included). */
  requests: number;
  retries: number;
}

export interface CheckDefinition {
  /** `<operation>.<rule-in-kebab-case>`; never changes once published. */
  id: string;
  title: string;
  level: Level;
  interface: InterfaceId;
  /** The part of the specification the check enforces, cited as in its headings: `part 7`, `part 4.2 B1`. */
  specRef: string;
  /** Ids of the requirements of the catalogue (`requirements/`) the check enforces: at least one. */
  requirements: readonly string[];
  phase?: Phase;
  /**
   * Runs alone, after the concurrent checks: for checks whose verdict other checks' writes would disturb
   * (walking pages while another check creates or deletes).
   */
  exclusive?: boolean;
  /**
   * An exclusive check that sends only reads (creates, edits and deletes nothing, the fixtures it asks for
   * apart): it runs alongside the other exclusive readers, before the exclusive checks that write.
   */
  readsOnly?: boolean;
  /** Set when the check runs a fast-check property (its runs follow --runs). */
  property?: boolean;
  /**
   * Its requests form a long chain (a property whose runs depend on each other, or many probes): the
   * runner starts it among the first of the concurrent checks, so that its chain overlaps the rest of the
   * run instead of trailing it. Changes when it starts, never what it sends or how it is judged. (What it
   * creates before interface B's data set is still the run's own: the ledger remembers it, and the reads
   * of records the run did not create leave it out.)
   */
  startEarly?: boolean;
  /**
   * Sends requests to the token endpoint only, none to an operation of the interface: nothing it does shows
   * to an exclusive check, so it runs from the start beside every phase of its server's checks, and the
   * exclusive ones do not wait for it to end. Changes when it runs, never what it sends or how it is judged.
   */
  tokenEndpointOnly?: boolean;
  run(t: CheckContext): Promise<void>;
}

/** What a check receives. Everything it sends goes through `t.api`, which records evidence. */
export interface CheckContext {
  readonly id: string;
  readonly api: ApiClient;
  readonly seed: number;
  readonly runs: number;
  readonly signal: AbortSignal;
  /** Fails the check (a warning when the check is a SHOULD) with the given or the last exchange as evidence. */
  fail(message: string, exchange?: Exchange): never;
  /** Skips the check, with the reason. */
  skip(reason: string): never;
  /** Ends the check as a warning whatever its level (for rules whose outcome the spec leaves open). */
  warn(message: string, exchange?: Exchange): never;
  /** Note that shows in the report of a passing check (e.g. figures of the load phase). */
  note(message: string): void;
  /**
   * Runs a fast-check property with the run's seed and runs; a counterexample fails the check. The runs are
   * sent several at a time (values drawn from the seed as runs start; a failure is shrunk one run after
   * another); `sequential` keeps them one after another, for predicates whose runs depend on each other.
   */
  property<T>(arb: import('fast-check').Arbitrary<T>, predicate: (value: T) => Promise<void>, options?: { runs?: number; sequential?: boolean }): Promise<void>;
  /**
   * Runs `fn` for every item with their requests in flight together (as many at a time as a property's runs), for
   * probes that do not depend on each other. Every item runs, whatever the others' answers, so that a seed
   * sends the same requests; the check then ends as the first item in order that failed ended (the same
   * verdict whatever order the answers came in), with that item's exchanges as its chain.
   */
  each<T>(items: Iterable<T>, fn: (item: T, index: number) => Promise<void>): Promise<void>;
  /** What the profile says about the target beyond its operations. */
  readonly settings: RunSettings;
  /** Shared per-run state (e.g. the B1 data set built once and used by several checks). */
  shared<T>(key: string, make: () => Promise<T>): Promise<T>;
}

export type { OperationName };

export interface RunSettings {
  /** Categories, users and companies the interface B target knows. */
  fixtures: { categoryIds: number[]; userIds: number[]; companyIds: number[]; benefits?: Record<string, unknown> };
  /** How an interface A document is tied to a material through its metaData. */
  materialLink: { materialKey: string; revisionKey: string };
  /** Bounds of the throttling phase. */
  load: { maxRequests: number; maxSeconds: number; connections: number };
  /** The embedded reference servers are under test. */
  embedded: boolean;
  /** The OAuth token endpoint of interface B and the client it knows (never the secret), when OAuth is used. */
  /** tokenUrl: the endpoint in use (given, or read from the issuer's metadata). */
  oauth?: {
    tokenUrl: string;
    clientId: string;
    authMethod?: ClientAuthMethod;
    /** private_key_jwt: how the run's client assertions are made (never the key). */
    assertion?: AssertionShape;
    /** What every token request of the run carries beside the grant and the client's credentials: `b.oauth.params` and the scope. */
    form?: Record<string, string>;
    /**
     * Puts the run's own client authentication on a token request a check makes (the fields and headers of
     * its method, every credential registered as a secret); `encode`, for a client with a secret: HTTP Basic
     * whatever the method, id and secret encoded so before they are joined (instead of form-urlencoded).
     * Unset: the run cannot make token requests.
     */
    authenticate?: (form: URLSearchParams, headers: Record<string, string>, encode?: (s: string) => string) => Promise<void>;
  };
}

export interface RunInfo {
  tool: { name: string; version: string };
  seed: number;
  runs: number;
  startedAt: string;
  /** Base URL per interface under test; `embedded` tells the reference servers were tested. */
  targets: Partial<Record<InterfaceId, string>>;
  embedded: boolean;
  interfaces: InterfaceId[];
  /** Number of checks planned. */
  planned: number;
  /** The configuration the run used (profile, flags and defaults resolved), secrets redacted. */
  profile?: Record<string, unknown>;
  /** How each operation was placed on the wire, per interface. */
  operations?: Partial<Record<InterfaceId, OperationMapping[]>>;
}

/** One operation as the run sent it: method, path template, and where each named parameter travels. */
export interface OperationMapping {
  /** `A1`…`A3`, `B1`…`B5`. */
  operation: string;
  name: string;
  method: string;
  path: string;
  /** Parameters named in the path or in a header; every other parameter travels in the query string. */
  params: { name: string; in: 'path' | 'header'; header?: string }[];
}

/** Why a run ended before its plan was done (other than an interruption, which `interrupted` tells). */
export interface RunStopInfo {
  kind: 'max-time' | 'unresponsive' | 'max-failures';
  reason: string;
}

export interface RunSummary {
  passed: number;
  failed: number;
  warnings: number;
  skipped: number;
  durationMs: number;
  requests: number;
  retries: number;
  /**
   * CPU time of the process over the run (user and system), in ms: the tool's own work, so that a slow
   * runner tells from a slow server (with the embedded reference servers, their work is in it too).
   */
  cpuMs?: number;
}

export interface RunReport extends RunInfo {
  summary: RunSummary;
  checks: CheckResult[];
  cleanup?: CleanupSummary;
  /** Set when SIGINT/SIGTERM stopped the run: the report holds only what finished. */
  interrupted?: boolean;
  /** Set when a bound ended the run early: the checks not run are skipped with the reason. */
  stopped?: RunStopInfo;
  /** Exit status the run ends with (0, 1, or 130 when interrupted). */
  exitCode: number;
  /**
   * The gate: the policy that decided the exit status (`--fail-on`), and with a baseline which failures it
   * already held (known), which it did not (new: they fail the run) and which of its entries pass now (fixed).
   * Optional, so that reports of earlier versions stay valid.
   */
  gate?: RunGate;
  /**
   * The requirement catalogue of the run's interfaces with what this run made of each (the JSON and HTML
   * reports add it when they are written; optional, so reports without it stay valid).
   */
  requirements?: RequirementResult[];
}

/** A requirement of the catalogue (`requirements/`) and the verdicts of the checks that cover it in one run. */
export interface RequirementResult {
  id: string;
  /** As cited in the specification's headings: `part 4.2 B4`. */
  part: string;
  level: 'MUST' | 'SHOULD' | 'OPEN';
  /** The sentence of the specification, quoted. */
  text: string;
  /**
   * failed: a covering check failed; warned: none failed and one warned; passed: none failed or warned and
   * one passed; not-covered: no covering check came to a verdict in this run (none ran, all were skipped, or
   * the requirement has no check).
   */
  status: 'passed' | 'failed' | 'warned' | 'not-covered';
  /** Every check that covers it, with its status in this run (`not-run`: not part of this run). */
  checks: { id: string; status: Status | 'not-run' }[];
  /** Why no black-box check can show it, when the catalogue says so. */
  uncheckable?: string;
}

/** One reporter interface; every hook is optional. `onRunEnd` may write files to `outputDir`. */
export interface Reporter {
  readonly name: string;
  onRunStart?(info: RunInfo): void | Promise<void>;
  onCheckStart?(check: CheckDefinition): void | Promise<void>;
  onCheckResult?(result: CheckResult): void | Promise<void>;
  onRunEnd?(report: RunReport): void | Promise<void>;
  /** The run is stopping early (a bound was reached or it was interrupted); cleanup and reports follow. */
  onStop?(reason: string): void | Promise<void>;
}

export interface ReporterOptions {
  outputDir: string;
  /** Where console output goes (stdout by default); tests pass a buffer. */
  stream?: NodeJS.WritableStream;
  /** Colours: only on a TTY and never when NO_COLOR is set; decided by the caller. */
  color?: boolean;
  /** The names of every reporter of the run (a report may point to another's file). */
  reporters?: readonly string[];
}
