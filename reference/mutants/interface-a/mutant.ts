// A single-rule breakage of the reference document holder and the check that must catch it.
import type { DocumentHolderBehaviour } from '../../interface-a/index.ts';
import type { OperationNameA } from '../../../src/defaults.ts';
import type { OperationInput } from '../../../src/profile/operations.ts';

export interface MutantA {
  /** The rule broken, in kebab case; also the file's name. */
  name: string;
  /**
   * How a real implementation plausibly gets the rule wrong (an ORM saving before validating, a LIKE
   * pattern built from the search text...): what a pass of the check rules out.
   */
  fault: string;
  /** Id of the check that must fail against this mutant. */
  breaks: string;
  /** How the named check reports the breakage: `failed` (default) or `warning` when the broken rule is a SHOULD. */
  expect?: 'failed' | 'warning';
  /**
   * false: the fault shows only when requests overlap or share a connection, and a reproduction (one curl
   * process at a time, each on a new connection) makes neither; the run's evidence is all there is. Default true.
   */
  replayable?: false;
  /** Behaviour overrides of the reference holder. */
  mutation: Partial<DocumentHolderBehaviour>;
  /** Operations served (and given to the run through a profile) instead of the defaults. */
  operations?: Partial<Record<OperationNameA, OperationInput>>;
}
