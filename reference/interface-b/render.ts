// A stored action as the platform returns it (part 2.2). Values a client sent are returned as sent;
// what the client left out comes back as null (single values) or [] (lists).
import type { Directory } from './fixtures.ts';
import { EXPANDABLE_FIELDS, type ActionRecord, type ExpandField } from './model.ts';

export type Rendered = Record<string, unknown>;

export function renderUser(dir: Directory, id: bigint | undefined): Rendered | null {
  const user = id === undefined ? undefined : dir.users.get(id);
  if (!user) return null;
  return { id: user.id, name: user.name, companyId: user.companyId, companyName: dir.companies.get(user.companyId)?.name ?? null };
}

export function renderCompany(dir: Directory, id: bigint | undefined): Rendered | null {
  const company = id === undefined ? undefined : dir.companies.get(id);
  return company ? { id: company.id, name: company.name } : null;
}

/** Renders an action; `include` names which of tasks, files, comments and history appear. */
export function renderAction(dir: Directory, a: ActionRecord, include: readonly ExpandField[] = EXPANDABLE_FIELDS): Rendered {
  const f = a.fields;
  const out: Rendered = {
    id: a.id,
    createdTime: a.createdTime,
    editTime: a.editTime,
    status: f.status ?? null,
    title: f.title ?? null,
    categoryName: f.categoryId === undefined ? null : (dir.categories.get(f.categoryId)?.name ?? null),
    categoryId: f.categoryId ?? null,
    allowTaskEditingForPartners: f.allowTaskEditingForPartners ?? null,
    deadline: f.deadline ?? null,
    description: f.description ?? null,
    benefits: f.benefits ?? null,
    qualityBenefits: f.qualityBenefits ?? [],
    authorUser: renderUser(dir, a.authorUserId),
    authorCompany: renderCompany(dir, a.authorCompanyId),
    responsibleUsers: (f.responsibleUserIds ?? []).map((id) => renderUser(dir, id)),
    sharedTo: (f.shareTo ?? []).map((s) => renderCompany(dir, s.companyId)),
  };
  if (include.includes('tasks')) {
    out.tasks = (f.tasks ?? []).map((t) => {
      const responsible = t.responsibleUserId === undefined ? undefined : dir.users.get(t.responsibleUserId);
      return {
        id: t.id,
        description: t.description ?? null,
        authorUser: renderUser(dir, t.authorUserId),
        responsibleUser: renderUser(dir, t.responsibleUserId),
        responsibleCompany: renderCompany(dir, responsible?.companyId),
        deadline: t.deadline ?? null,
        timeEstimate: t.timeEstimate ?? null,
        status: t.status ?? 'Open',
        isActive: true,
        editStatus: 'EDITABLE',
      };
    });
  }
  out.tags = f.tags ?? [];
  if (include.includes('files')) {
    out.files = (f.files ?? []).map((file) => ({
      id: file.id,
      filename: file.filename ?? null,
      folder: file.folder ?? null,
      authorUser: renderUser(dir, file.authorUserId),
      created: file.created,
      size: file.size,
      description: file.description ?? null,
    }));
  }
  if (include.includes('comments')) {
    out.comments = a.comments.map((c) => ({
      id: c.id,
      comment: c.comment,
      created: c.created,
      authorUser: renderUser(dir, c.authorUserId),
      replies: c.replies.map((r) => ({ id: r.id, comment: r.comment, created: r.created, authorUser: renderUser(dir, r.authorUserId) })),
    }));
  }
  if (include.includes('history')) out.history = a.history.map((h) => ({ ...h }));
  out.businessUnitId = f.businessUnitId ?? null;
  return out;
}
