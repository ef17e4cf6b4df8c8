// Reading the fields the B1 filters and sorting refer to out of a returned list item (part 2.2). Ids are
// compared as text: int64 ids may arrive as bigint.
import { idOf } from '../support.ts';
import { micros } from './time.ts';

export type Item = Record<string, unknown>;

/** An id, a number or a numeric string as text; undefined for anything else. */
export function idText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return String(value);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return value;
  return undefined;
}

function obj(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

export const itemId = (it: Item): string | undefined => idOf(it);
export const itemStatus = (it: Item): string | undefined => (typeof it.status === 'string' ? it.status : undefined);
export const itemCategoryId = (it: Item): string | undefined => idText(it.categoryId);
export const itemAuthorUserId = (it: Item): string | undefined => idText(obj(it.authorUser)?.id);
/** The author's company: authorCompany, else the company the author user names. */
export const itemAuthorCompanyId = (it: Item): string | undefined =>
  idText(obj(it.authorCompany)?.id) ?? idText(obj(it.authorUser)?.companyId);

/** Ids of the responsible users; undefined when the item does not carry the list. */
export function itemResponsibleIds(it: Item): string[] | undefined {
  if (!Array.isArray(it.responsibleUsers)) return undefined;
  return it.responsibleUsers.map((u) => idText(obj(u)?.id)).filter((id): id is string => id !== undefined);
}

export const itemCreated = (it: Item): number | undefined => micros(it.createdTime);
export const itemEdited = (it: Item): number | undefined => micros(it.editTime);
export const itemDeadline = (it: Item): number | undefined => micros(it.deadline);

/** How an item shows in a message: its id and title. */
export function label(it: Item): string {
  const title = typeof it.title === 'string' ? ` "${it.title.length > 60 ? `${it.title.slice(0, 60)}…` : it.title}"` : '';
  return `action ${itemId(it) ?? '(no id)'}${title}`;
}
