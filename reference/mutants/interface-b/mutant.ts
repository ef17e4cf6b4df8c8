// A single-rule breakage of the reference platform and the check that must catch it.
import type { PlatformOptions } from '../../interface-b/index.ts';

export interface MutantB {
  /** Named for the rule it breaks. */
  name: string;
  /**
   * How a real implementation plausibly gets the rule wrong (an ORM saving before validating, a LIKE
   * pattern built from the search text...): what a pass of the check rules out.
   */
  fault: string;
  /** Id of the check that must report the breakage. */
  breaks: string;
  /** Options of startPlatform: `mutation` and any other option the breakage needs. */
  options: PlatformOptions;
  /**
   * What the run's profile (its `b` section, beside target and credentials) must say for the breakage to
   * show, when the defaults do not: fixtures of the platform the options change (categories whose ids share
   * digits), which a user names in the profile as well.
   */
  profile?: Record<string, unknown>;
  /**
   * How the named check reports the breakage: `failed` (default; the run exits 1) or `warning` when the
   * broken rule is a SHOULD (the run still exits 0).
   */
  expect?: 'failed' | 'warning';
}
