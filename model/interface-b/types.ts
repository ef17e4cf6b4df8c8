// Plain types of the model of interface B: a development action as the specification lets a caller see it
// (part 2.2), with no knowledge of how a run sends it. The model says what the specification determines about
// an answer, and leaves open what it leaves open.

/**
 * A requirement id that a prediction stands for: each a MUST of interface B (requirements/interface-b.ts, and
 * part 4's and part 7's statements made for both interfaces, R-B-success-status-codes and R-B-not-found-404,
 * from requirements/common.ts).
 */
export type RequirementId =
  | 'R-B2-stores-fields-sent'
  | 'R-B2-status-of-new-action'
  | 'R-B3-returns-action'
  | 'R-B4-patch-fields-to-change'
  | 'R-B4-answers-action'
  | 'R-B5-deletes-permanently'
  | 'R-B5-answers-message'
  | 'R-B-not-found-404'
  | 'R-B-success-status-codes'
  | 'R-B1-filter-statuses'
  | 'R-B1-filter-created-at';

/**
 * The fields of a creation or patch body the model follows: the single-valued creation fields of part 2.2
 * whose returned counterpart has the same name. Lists (tags, tasks, files...) are not patched by the model:
 * whether a patched list replaces or merges is not shown (R-B4-patch-list-items-kept is a SHOULD).
 */
export interface ScalarFields {
  status?: string;
  title?: string;
  categoryId?: number;
  allowTaskEditingForPartners?: boolean;
  description?: string;
  deadline?: string;
}

export type ScalarField = keyof ScalarFields;

export const SCALAR_FIELDS: readonly ScalarField[] = ['status', 'title', 'categoryId', 'allowTaskEditingForPartners', 'description', 'deadline'];

/** A creation body as far as the model reads it: the single-valued fields and the tags. */
export interface CreationBody extends ScalarFields {
  status: string;
  title: string;
  categoryId: number;
  allowTaskEditingForPartners: boolean;
  tags?: readonly string[];
}

/** What a field of an action holds in the model: the value last written, and the write that wrote it. */
export interface Held<T> {
  value: T;
  /** The requirement of the write (B2 or B4) that gave the field its value. */
  writtenBy: RequirementId;
}

/**
 * What the first read of an action showed of the fields the platform determines and no write of the model
 * changes: they read the same afterwards (a patch changes only the fields it carries).
 */
export interface Determined {
  createdTime?: string;
  authorUserId?: string;
  authorCompanyId?: string;
}

/** An action the caller created, as the model holds it. */
export interface ModelAction {
  /** The caller's name for it in the sequence (a0, a1 ...). */
  key: string;
  /** The id the create answered with. */
  id: string;
  /** Single-valued fields with the value the last successful write gave them. */
  fields: { [F in ScalarField]?: Held<NonNullable<ScalarFields[F]>> };
  /**
   * Fields a refused patch carried: whether a refused write changes nothing is a SHOULD
   * (R-B-invalid-request-changes-nothing), so they are not judged until a successful write sets them again.
   */
  doubtful: readonly ScalarField[];
  tags?: readonly string[];
  determined: Determined;
  /** Successful patches so far: a field no patch carried keeps its value through them (part 4.2 B4). */
  patches: number;
}
