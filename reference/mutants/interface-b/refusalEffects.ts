// What the refusal mutants share: the fields of a refused body that a platform without validation up front
// would have taken, each judged on its own, in the order the body lists them.
import { rules } from '../../interface-b/handlers.ts';
import { isPlainObject, validateActionBody } from '../../interface-b/validate.ts';
import type { ActionContext } from '../../interface-b/actions.ts';
import type { ActionInput } from '../../interface-b/model.ts';

/**
 * The fields of `body` that are valid each on its own, in body order; with `untilInvalid`, only those
 * before the first invalid one (a setter loop that throws at the bad field).
 */
export function fieldsOneByOne(ctx: ActionContext, body: unknown, untilInvalid: boolean): ActionInput {
  const input: Record<string, unknown> = {};
  if (!isPlainObject(body)) return input;
  for (const [name, value] of Object.entries(body)) {
    const v = validateActionBody({ [name]: value }, 'patch', rules(ctx));
    if (!v.ok) {
      if (untilInvalid) break;
      continue;
    }
    Object.assign(input, v.input);
  }
  return input as ActionInput;
}
