// The query parameters of B1 (part 4.2), parsed and checked. A parameter with a bad value is a 400 with
// an INVALID_VALUE item whose source is the parameter's name.
import type { ErrorItem } from '../common/http.ts';
import { parseDateTime } from './datetime.ts';
import {
  DIRECTIONS,
  EXPANDABLE_FIELDS,
  SORT_COLUMNS,
  type Direction,
  type ExpandField,
  type SortColumn,
  type SortDirection,
} from './model.ts';
import { invalidValue } from './validate.ts';

export interface ListQuery {
  statuses?: string[];
  categoryIds?: bigint[];
  authorIds?: bigint[];
  responsibleUserIds?: bigint[];
  partnerCompanyIds?: bigint[];
  /** Range bounds in microseconds since the epoch, inclusive. */
  createdFrom?: number;
  createdTo?: number;
  editedFrom?: number;
  editedTo?: number;
  search?: string;
  direction: Direction;
  expand: ExpandField[];
  sortingColumn?: SortColumn;
  sortingDirection: SortDirection;
  limit: number;
  offset: number;
  /** Whether the request named an offset (a variant may read an absent one otherwise than as 0). */
  offsetGiven: boolean;
}

export interface ListLimits {
  defaultLimit: number;
  minLimit: number;
  maxLimit: number;
  /** Direction when none is given (part 4.2 B1: all). */
  defaultDirection?: Direction;
  /** A date-time parameter that does not parse is ignored instead of refused. */
  ignoreBadTimes?: boolean;
  /** The number a limit or offset text stands for (NaN when none); default: decimal digits only. */
  readCount?(raw: string): number;
  /** The instant a date-time parameter names, in microseconds (undefined when none); default RFC 3339. */
  readTime?(raw: string): number | undefined;
  /** The directions taken; default sent, received and all. */
  directions?: readonly Direction[];
}

export type ListQueryParse = { ok: true; query: ListQuery } | { ok: false; errors: ErrorItem[] };

/** Comma-separated list; blank items are skipped, and an empty parameter means no filter. */
function items(raw: string): string[] {
  return raw.split(',').map((s) => s.trim()).filter((s) => s !== '');
}

// The readers below are module functions, not closures made on every request: B1 is the platform's busiest
// operation. Each records its error in `errors`, in the order the parameters are read.
type Params = Record<string, string | undefined>;

function idList(params: Params, errors: ErrorItem[], name: string): bigint[] | undefined {
  const raw = params[name];
  if (raw === undefined) return undefined;
  const list = items(raw);
  if (list.length === 0) return undefined;
  const bad = list.find((s) => !/^-?\d+$/.test(s));
  if (bad !== undefined) {
    errors.push(invalidValue(name, `${JSON.stringify(bad)} is not an integer id`));
    return undefined;
  }
  return list.map((s) => BigInt(s));
}

function time(params: Params, errors: ErrorItem[], name: string, limits: ListLimits): number | undefined {
  const raw = params[name];
  if (raw === undefined) return undefined;
  const t = (limits.readTime ?? parseDateTime)(raw);
  if (t === undefined && !limits.ignoreBadTimes) errors.push(invalidValue(name, 'not an RFC 3339 date-time'));
  return t;
}

export function readCount(raw: string): number {
  return /^\d+$/.test(raw) ? Number(raw) : NaN;
}

function count(params: Params, errors: ErrorItem[], name: string, min: number, max: number, limits: ListLimits): number | undefined {
  const raw = params[name];
  if (raw === undefined) return undefined;
  const n = (limits.readCount ?? readCount)(raw);
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    errors.push(invalidValue(name, `must be an integer from ${min} to ${max === Number.MAX_SAFE_INTEGER ? 'up' : max}`));
    return undefined;
  }
  return n;
}

function oneOf<T extends string>(params: Params, errors: ErrorItem[], name: string, allowed: readonly T[]): T | undefined {
  const raw = params[name];
  if (raw === undefined) return undefined;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  errors.push(invalidValue(name, `allowed values are ${allowed.join(', ')}`));
  return undefined;
}

const SORT_DIRECTIONS = ['asc', 'desc'] as const;

export function parseListQuery(params: Params, limits: ListLimits): ListQueryParse {
  const errors: ErrorItem[] = [];
  const query: ListQuery = { direction: 'all', expand: [], sortingDirection: 'asc', limit: limits.defaultLimit, offset: 0, offsetGiven: params.offset !== undefined };

  if (params.statuses !== undefined && items(params.statuses).length > 0) query.statuses = items(params.statuses);
  query.categoryIds = idList(params, errors, 'category_ids');
  query.authorIds = idList(params, errors, 'author_ids');
  query.responsibleUserIds = idList(params, errors, 'responsible_user_ids');
  query.partnerCompanyIds = idList(params, errors, 'partner_company_ids');
  query.createdFrom = time(params, errors, 'created_at_from', limits);
  query.createdTo = time(params, errors, 'created_at_to', limits);
  query.editedFrom = time(params, errors, 'edited_at_from', limits);
  query.editedTo = time(params, errors, 'edited_at_to', limits);
  if (params.search !== undefined && params.search !== '') query.search = params.search;
  query.direction = oneOf(params, errors, 'direction', limits.directions ?? DIRECTIONS) ?? limits.defaultDirection ?? 'all';
  if (params.expand !== undefined) {
    const wanted = items(params.expand);
    const unknown = wanted.filter((w) => !(EXPANDABLE_FIELDS as readonly string[]).includes(w));
    if (unknown.length > 0) errors.push(invalidValue('expand', `unknown ${unknown.join(', ')}; allowed values are ${EXPANDABLE_FIELDS.join(', ')}`));
    else query.expand = [...new Set(wanted as ExpandField[])];
  }
  query.sortingColumn = oneOf(params, errors, 'sortingColumn', SORT_COLUMNS);
  query.sortingDirection = oneOf(params, errors, 'sortingDirection', SORT_DIRECTIONS) ?? 'asc';
  query.limit = count(params, errors, 'limit', limits.minLimit, limits.maxLimit, limits) ?? limits.defaultLimit;
  query.offset = count(params, errors, 'offset', 0, Number.MAX_SAFE_INTEGER, limits) ?? 0;

  return errors.length > 0 ? { ok: false, errors } : { ok: true, query };
}
