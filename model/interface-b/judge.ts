// An action as answered (by B3, B4 or as a B1 item) against the model's action: every field the model holds
// must read back as written. A divergence names the requirement of the write that gave the field its value
// (B2's fields sent, B2's status, B4's fields to be changed), or, for what the platform determines (id,
// createdTime, author), the rule that keeps it: a patch changes only the fields it carries.
import { idText, sameId, sameInstant, sameText, sameTexts, show } from './values.ts';
import type { ModelAction, RequirementId, ScalarField } from './types.ts';

export interface Divergence {
  requirement: RequirementId;
  message: string;
}

type Obj = Record<string, unknown>;

function asObj(v: unknown): Obj | undefined {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : undefined;
}

function sameValue(field: ScalarField, sent: unknown, got: unknown): boolean {
  switch (field) {
    case 'status':
    case 'allowTaskEditingForPartners':
      return got === sent;
    case 'title':
    case 'description':
      return sameText(sent as string, got);
    case 'categoryId':
      return sameId(sent as number, got);
    case 'deadline':
      return sameInstant(sent as string, got);
  }
}

export interface JudgeOptions {
  /**
   * The answer is a B1 item: fields from optional input (description, deadline, tags) are judged only when the
   * item carries them (R-B-action-optional-input-fields is a SHOULD).
   */
  listItem?: boolean;
}

const OPTIONAL_INPUT: readonly string[] = ['description', 'deadline', 'tags'];

/** Every divergence of `got` from the model's action `a` (empty: it reads back as the model holds it). */
export function judgeAction(a: ModelAction, got: unknown, options: JudgeOptions = {}): Divergence[] {
  const out: Divergence[] = [];
  const g = asObj(got);
  if (!g) return [{ requirement: 'R-B3-returns-action', message: `expected action ${a.key} (id ${a.id}) as a JSON object, got ${show(got)}` }];
  const gotId = idText(g.id) ?? (typeof g.id === 'string' ? g.id : undefined);
  if (gotId !== a.id) out.push({ requirement: 'R-B3-returns-action', message: `${a.key}: id ${a.id} asked, the action answered carries id ${show(g.id)}` });
  for (const [field, h] of Object.entries(a.fields) as [ScalarField, { value: unknown; writtenBy: RequirementId }][]) {
    if (a.doubtful.includes(field)) continue;
    if (options.listItem && OPTIONAL_INPUT.includes(field) && g[field] === undefined) continue;
    if (!sameValue(field, h.value, g[field])) out.push({ requirement: h.writtenBy, message: `${a.key}.${field}: written ${show(h.value)}, read back ${show(g[field])}` });
  }
  if (a.tags !== undefined && !(options.listItem && g.tags === undefined) && !sameTexts(a.tags, g.tags)) {
    out.push({ requirement: 'R-B2-stores-fields-sent', message: `${a.key}.tags: written ${show(a.tags)}, read back ${show(g.tags)}` });
  }
  // What the platform determined at the first read stays: no write of the sequence carries it.
  const keeps: RequirementId = a.patches > 0 ? 'R-B4-patch-fields-to-change' : 'R-B3-returns-action';
  const d = a.determined;
  const now = {
    createdTime: g.createdTime,
    authorUserId: idText(asObj(g.authorUser)?.id),
    authorCompanyId: idText(asObj(g.authorCompany)?.id),
  };
  if (d.createdTime !== undefined && !sameInstant(d.createdTime, now.createdTime)) out.push({ requirement: keeps, message: `${a.key}.createdTime: first read ${show(d.createdTime)}, now ${show(now.createdTime)}` });
  if (d.authorUserId !== undefined && now.authorUserId !== d.authorUserId) out.push({ requirement: keeps, message: `${a.key}.authorUser.id: first read ${d.authorUserId}, now ${show(now.authorUserId)}` });
  if (d.authorCompanyId !== undefined && now.authorCompanyId !== d.authorCompanyId) out.push({ requirement: keeps, message: `${a.key}.authorCompany.id: first read ${d.authorCompanyId}, now ${show(now.authorCompanyId)}` });
  return out;
}

/** What a first read shows of the determined fields, to hold them against later reads. */
export function determinedOf(got: unknown): { createdTime?: string; authorUserId?: string; authorCompanyId?: string } {
  const g = asObj(got) ?? {};
  return {
    createdTime: typeof g.createdTime === 'string' ? g.createdTime : undefined,
    authorUserId: idText(asObj(g.authorUser)?.id),
    authorCompanyId: idText(asObj(g.authorCompany)?.id),
  };
}
