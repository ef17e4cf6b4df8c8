// Every free-text value of a validated body passed through one function, as a store that alters text on its
// way in would (a normalising input filter, a column charset): the text mutants share it.
import type { ActionInput } from '../../interface-b/index.ts';

/** Benefit fields whose values are codes (currency, unit): left alone, being ASCII codes. */
const CODE = /(Currency|Unit)$/;

export function mapStoredText(input: ActionInput, f: (s: string) => string): ActionInput {
  const text = (s: string | undefined) => (typeof s === 'string' ? f(s) : s);
  const out: ActionInput = { ...input };
  if (typeof out.title === 'string') out.title = f(out.title);
  if (typeof out.description === 'string') out.description = f(out.description);
  if (out.tags) out.tags = out.tags.map(f);
  if (out.qualityBenefits) out.qualityBenefits = out.qualityBenefits.map(f);
  if (out.tasks) out.tasks = out.tasks.map((t) => ({ ...t, description: text(t.description) }));
  if (out.files) out.files = out.files.map((x) => ({ ...x, filename: text(x.filename), folder: text(x.folder), description: text(x.description) }));
  if (out.benefits) {
    out.benefits = Object.fromEntries(Object.entries(out.benefits).map(([k, v]) => [k, typeof v === 'string' && !CODE.test(k) ? f(v) : v]));
  }
  return out;
}
