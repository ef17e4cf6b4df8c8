// The sort columns of B1 (createdTime, editTime, deadline) read from returned items.
import { itemCreated, itemDeadline, itemEdited, type Item } from './items.ts';

export const SORT_COLUMNS = ['createdTime', 'editTime', 'deadline'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The item's value in the column, in µs; undefined when absent or null. */
export function sortValue(it: Item, column: SortColumn): number | undefined {
  return column === 'createdTime' ? itemCreated(it) : column === 'editTime' ? itemEdited(it) : itemDeadline(it);
}

/** A value that is equal exactly for items that tie in the column (absent values tie with each other). */
export function tieKey(it: Item, column: SortColumn): string {
  return String(sortValue(it, column) ?? 'none');
}
