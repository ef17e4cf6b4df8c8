// Plausible ways a real implementation breaks a requirement that no fault switch of the reference shows
// yet, or that a black-box run cannot rule out: `conformance requirements` prints them beside the
// requirement as "not ruled out", next to the mutants (each with its fault) that a pass does rule out.

export interface OpenFault {
  requirement: string;
  /** How an implementation plausibly gets the rule wrong (ORMs, parsers, caches, framework defaults...). */
  fault: string;
  /** Why a pass does not rule it out. */
  why: string;
}

export const openFaults: readonly OpenFault[] = [];
