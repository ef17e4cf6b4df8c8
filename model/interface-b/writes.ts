// B2, B4 and B5 as pure functions of the state: what the answer must be, and the state after.
// Part 4: "Success status codes used: 200 (request successful), 201 (a new resource was created)".
// B2 (part 4.2, part 3): the new action holds the fields sent, its status the one sent. B4: "a development
// action object containing only the fields to be changed", answered 200 with the action; which fields may
// be changed, and which status transitions are allowed, is not shown, so a patch may be refused with 400
// (open), and the fields it carried are then in doubt (that a refused write changes nothing is a SHOULD).
// B5: deleted permanently, answered with an object carrying `message`. An id the platform does not hold
// (deleted, part 3) gets 404 (part 7).
import { withAction, withoutAction, type ActionState } from './state.ts';
import { SCALAR_FIELDS, type CreationBody, type Determined, type Held, type ModelAction, type RequirementId, type ScalarField, type ScalarFields } from './types.ts';

/** What the status of an answer must be, for the requirement named. */
export interface StatusPrediction {
  operation: 'B2' | 'B4' | 'B5';
  /** Statuses the specification allows here. */
  statuses: readonly number[];
  requirement: RequirementId;
  /** Statuses the specification leaves open here (a refusal of a patch): neither judged nor followed. */
  open?: readonly number[];
  /** For a 2xx answer: what its body must be (B4: the action; B5: an object with a message). */
  body?: 'action' | 'message';
  bodyRequirement?: RequirementId;
}

const SUCCESS = [200, 201] as const;

function held(body: ScalarFields, requirement: (f: ScalarField) => RequirementId): ModelAction['fields'] {
  const out: Record<string, Held<unknown>> = {};
  for (const f of SCALAR_FIELDS) if (body[f] !== undefined) out[f] = { value: body[f], writtenBy: requirement(f) };
  return out as ModelAction['fields'];
}

/** B2 of a body: a success, and a new action under the caller's name `key` holding every field sent. */
export function create(state: ActionState, key: string, body: CreationBody): { prediction: StatusPrediction; after: (id: string, determined: Determined) => ActionState } {
  return {
    prediction: { operation: 'B2', statuses: SUCCESS, requirement: 'R-B-success-status-codes' },
    after: (id, determined) =>
      withAction(state, {
        key,
        id,
        fields: held(body, (f) => (f === 'status' ? 'R-B2-status-of-new-action' : 'R-B2-stores-fields-sent')),
        doubtful: [],
        patches: 0,
        tags: body.tags === undefined ? undefined : [...body.tags],
        determined,
      }),
  };
}

/**
 * B4 of the action named `key` with the fields of `patch`: 200 with the action, the fields sent taking the
 * values sent and every other field as it was. A patch of a deleted action gets 404. A 400 is open.
 */
export function patch(state: ActionState, key: string, fields: ScalarFields): { prediction: StatusPrediction; after: (status: number) => ActionState } {
  const live = state.actions.get(key);
  if (!live) {
    return {
      prediction: { operation: 'B4', statuses: [404], requirement: state.deleted.has(key) ? 'R-B5-deletes-permanently' : 'R-B-not-found-404' },
      after: () => state,
    };
  }
  const sent = SCALAR_FIELDS.filter((f) => fields[f] !== undefined);
  return {
    prediction: { operation: 'B4', statuses: [200], requirement: 'R-B4-answers-action', open: [400], body: 'action', bodyRequirement: 'R-B4-answers-action' },
    after: (status) => {
      if (status === 200) {
        const next: ModelAction = {
          ...live,
          fields: { ...live.fields, ...held(fields, () => 'R-B4-patch-fields-to-change') },
          doubtful: live.doubtful.filter((f) => !sent.includes(f)),
          patches: live.patches + 1,
        };
        return withAction(state, next);
      }
      if (status === 400) return withAction(state, { ...live, doubtful: [...new Set([...live.doubtful, ...sent])] });
      return state;
    },
  };
}

/** B5 of the action named `key`: 200 with a message, and the action gone for good; a deleted one gets 404. */
export function remove(state: ActionState, key: string): { prediction: StatusPrediction; after: ActionState } {
  if (!state.actions.has(key)) {
    return { prediction: { operation: 'B5', statuses: [404], requirement: state.deleted.has(key) ? 'R-B5-deletes-permanently' : 'R-B-not-found-404' }, after: state };
  }
  return {
    prediction: { operation: 'B5', statuses: [200], requirement: 'R-B5-deletes-permanently', body: 'message', bodyRequirement: 'R-B5-answers-message' },
    after: withoutAction(state, key),
  };
}

/** The status of an answer against its prediction: a message naming the requirement, or undefined when it is allowed. */
export function judgeStatus(p: StatusPrediction, status: number, what: string): { requirement: RequirementId; message: string } | undefined {
  if (p.statuses.includes(status) || p.open?.includes(status)) return undefined;
  return { requirement: p.requirement, message: `${what} answered ${status}, where the model predicts ${p.statuses.join(' or ')}` };
}
