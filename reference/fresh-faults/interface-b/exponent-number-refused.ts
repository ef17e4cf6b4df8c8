// Part 2.2: the Benefits figures and a task's timeEstimate are numbers: any JSON number, in exponent form
// too. A platform whose decimal check runs a plain-notation pattern over the number's text.
import { isLosslessNumber } from 'lossless-json';
import type { FreshFault } from '../fault.ts';

/** A number written with an exponent, as text (which the validator then refuses as no number). */
const plainOnly = (v: unknown): unknown => (isLosslessNumber(v) && /[eE]/.test(v.value) ? v.value : v);

function bind(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  const benefits = out.benefits;
  if (benefits !== null && typeof benefits === 'object' && !Array.isArray(benefits) && !isLosslessNumber(benefits)) {
    out.benefits = Object.fromEntries(Object.entries(benefits as Record<string, unknown>).map(([k, v]) => [k, plainOnly(v)]));
  }
  if (Array.isArray(out.tasks)) {
    out.tasks = out.tasks.map((t: unknown) =>
      t !== null && typeof t === 'object' && !Array.isArray(t) && 'timeEstimate' in t ? { ...(t as Record<string, unknown>), timeEstimate: plainOnly((t as Record<string, unknown>).timeEstimate) } : t,
    );
  }
  return out;
}

export const fault: FreshFault = {
  name: 'exponent-number-refused',
  interface: 'b',
  requirement: 'R-B2-creation-field-types',
  level: 'MUST',
  fault:
    'The decimal fields (the Benefits figures, timeEstimate) are read as BigDecimal from the raw token after a check against ^-?\\d+(\\.\\d+)?$, so a number in exponent form, as Java and JavaScript clients write doubles such as 1.0E-5, 1e-7 or 1e+21, is refused with 400 as not a number.',
  spec: 'part 2.2: Benefits "targetBenefitsSavings (number); ... estimatedAnnualCo2EmissionImpact (number)"; tasks "timeEstimate (number, decimals allowed)" (RFC 8259 6: number = [ minus ] int [ frac ] [ exp ])',
  options: {
    mutation: {
      bindBody: (body) => bind(body),
    },
  },
};
