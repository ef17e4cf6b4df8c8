// The specification as data: one entry per normative statement of parts 1 to 9. Checks name the ids of
// the requirements they enforce; `conformance requirements` and docs/requirements.md are rendered from it.
/** The two interfaces of the specification: A, document sharing; B, development actions. */
export type InterfaceId = 'a' | 'b';
/** The level of a check's verdict: a MUST fails the run, a SHOULD warns (an OPEN requirement has no check that fails). */
export type Level = 'MUST' | 'SHOULD';

/**
 * MUST: the specification states the rule. SHOULD: its words imply the behaviour without stating it
 * (`impliedBy` says by which words). OPEN: it says "not shown": never a failure; the profile decides, or
 * nothing is checked.
 */
export type RequirementLevel = 'MUST' | 'SHOULD' | 'OPEN';

export interface Requirement {
  /** Stable across minor versions: `R-<area>-<rule-in-kebab-case>`, area being A1..A3, B1..B5, A, B or C (clients). */
  id: string;
  /** As cited in the specification's headings: `part 7`, `part 4.2 B4`, `part 2.2`. */
  part: string;
  interface: InterfaceId | 'both';
  /** The operation the statement is about (`B4`), when it is about one. */
  operation?: string;
  level: RequirementLevel;
  /** The sentence of the specification, quoted. */
  text: string;
  /** SHOULD: the words of the specification that imply the behaviour. */
  impliedBy?: string;
  /** Why no black-box test can show the rule (a MUST or SHOULD without a check must carry one). */
  uncheckable?: string;
  /**
   * For the listed fields of a returned record (part 2): which must be present because their value is
   * always determined (a failure when absent), and which derive from an optional input (a warning).
   */
  fields?: { record: string; determined: readonly string[]; fromOptionalInput: readonly string[] };
}
