// A personality: a legitimate variant of a reference server, choosing differently where the specification
// is silent. The whole suite of its interface must pass it with no failure and no warning.
export interface Personality<Options> {
  /** Named for what it chooses. */
  name: string;
  /** What it does differently from the default reference. */
  chooses: string;
  /** The words of the specification that leave the choice open. */
  openPoint: string;
  /** Options of the reference server (rules overridden through `mutation`, as a mutant does). */
  options: Options;
  /** What a profile for this variant says beyond the target and credentials (the side's section). */
  profile?: Record<string, unknown>;
  /** A path the profile's target carries after the server's address (a base URL such as `https://host/api`). */
  targetPath?: string;
  /**
   * Runs of each property (`--runs`) when the test's usual number would make the run long: a variant that
   * throttles hard answers slowly by design, and fewer runs still cover every check.
   */
  runs?: number;
}
