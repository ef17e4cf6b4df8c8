// What "read back as sent" means for a development action (part 2.2): each creation field is compared with
// the returned field it maps to (responsibleUserIds -> responsibleUsers[].id, shareTo[].companyId ->
// sharedTo[].id, a task's responsibleUserId -> responsibleUser.id). Date-times are compared as instants,
// numbers numerically, ids exactly; arrays as collections, since nothing says their order is kept. Only
// what the specification lets a client expect is compared: file contents and a task's status are not.
import { describe } from '../../src/http/json.ts';

export type FieldGroup = 'status' | 'scalars' | 'references' | 'benefits' | 'tasks' | 'files';

export const GROUP_FIELDS: Record<FieldGroup, readonly string[]> = {
  status: ['status'],
  scalars: ['title', 'categoryId', 'allowTaskEditingForPartners', 'deadline', 'description', 'qualityBenefits', 'tags'],
  references: ['responsibleUserIds', 'shareTo'],
  benefits: ['benefits'],
  tasks: ['tasks'],
  files: ['files'],
};

export const ALL_GROUPS = Object.keys(GROUP_FIELDS) as FieldGroup[];

type Obj = Record<string, unknown>;

function asObject(v: unknown): Obj | undefined {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : undefined;
}

/**
 * Free text as a platform may store it: whether text is kept verbatim is not shown (part 2.2 says only
 * "string"), so surrounding whitespace may be trimmed.
 */
export function normalText(s: string): string {
  return s.trim();
}

/**
 * The text sent, or the text sent as a platform may normalise it (never anything added); an empty text may
 * come back as null or absent (a common way to store nothing) where the answer's field may be null or is not
 * listed (`emptyMayBeNull`); where the answer lists the field as a plain string, it stays a string.
 */
export function sameText(sent: string, got: unknown, emptyMayBeNull = true): boolean {
  if (got === sent || got === normalText(sent)) return true;
  return emptyMayBeNull && normalText(sent) === '' && (got === null || got === undefined);
}

/**
 * The same instant, to the second: the precision a platform keeps is not shown, and a value cut or rounded
 * to whole seconds is the same date-time to its users. A shifted time zone or hour is not.
 */
export function sameInstant(sent: string, got: unknown): boolean {
  if (typeof got !== 'string') return false;
  const a = Date.parse(sent);
  const b = Date.parse(got);
  return Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) < 1000;
}

export function sameNumber(sent: number, got: unknown): boolean {
  return (typeof got === 'number' || typeof got === 'bigint') && Number(got) === sent;
}

export function idText(v: unknown): string | undefined {
  if (typeof v === 'number' && Number.isInteger(v)) return String(v);
  if (typeof v === 'bigint') return v.toString();
  return undefined;
}

export function sameId(sent: number | bigint, got: unknown): boolean {
  return idText(got) === BigInt(sent).toString();
}

/** An empty list may come back as an empty array, null or not at all. */
function listOf(got: unknown, emptyAllowed: boolean): unknown[] | undefined {
  if (Array.isArray(got)) return got;
  if (emptyAllowed && (got === null || got === undefined)) return [];
  return undefined;
}

/** Each text sent matched to a distinct text returned (as sent or normalised), and nothing more returned. */
function sameCollection(sent: string[], got: unknown[]): boolean {
  if (sent.length !== got.length) return false;
  const used = new Set<number>();
  return sent.every((x) => {
    const j = got.findIndex((g, k) => !used.has(k) && sameText(x, g) && typeof g === 'string');
    if (j >= 0) used.add(j);
    return j >= 0;
  });
}

function show(v: unknown): string {
  return describe(v, 300);
}

function differs(field: string, sent: unknown, got: unknown): string {
  return `${field}: sent ${show(sent)}, read back ${got === undefined ? '(absent)' : show(got)}`;
}

/** Problems of one list of strings (tags, qualityBenefits). */
function compareStrings(field: string, sent: unknown, got: unknown, out: string[]): void {
  if (!Array.isArray(sent)) return;
  const list = listOf(got, sent.length === 0);
  if (!list || !sameCollection(sent as string[], list)) out.push(differs(field, sent, got));
}

/** Problems of a set of ids mapped to returned objects' `id` (responsibleUsers, sharedTo). */
function compareIdSet(field: string, sentIds: (number | bigint)[], gotField: string, got: unknown, out: string[]): void {
  const list = listOf(got, sentIds.length === 0);
  const gotIds = list?.map((o) => idText(asObject(o)?.id));
  const want = [...new Set(sentIds.map((i) => BigInt(i).toString()))].sort();
  const have = gotIds ? [...new Set(gotIds.map((i) => i ?? '(no id)'))].sort() : undefined;
  if (!have || have.length !== want.length || have.some((x, i) => x !== want[i])) {
    out.push(`${field} -> ${gotField}[].id: sent ${show(want)}, read back ${have ? show(have) : got === undefined ? '(absent)' : show(got)}`);
  }
}

/** Compares one sent item with one returned item; returns the first difference or undefined. */
type ItemMatcher = (sent: Obj, got: Obj) => string | undefined;

const taskMatcher: ItemMatcher = (s, g) => {
  if (typeof s.description === 'string' && !sameText(s.description, g.description)) return differs('description', s.description, g.description);
  if (s.responsibleUserId !== undefined && s.responsibleUserId !== null) {
    const got = asObject(g.responsibleUser)?.id;
    if (!sameId(s.responsibleUserId as number, got)) return differs('responsibleUserId -> responsibleUser.id', s.responsibleUserId, got);
  }
  if (typeof s.deadline === 'string' && !sameInstant(s.deadline, g.deadline)) return differs('deadline', s.deadline, g.deadline);
  if (typeof s.timeEstimate === 'number' && !sameNumber(s.timeEstimate, g.timeEstimate)) return differs('timeEstimate', s.timeEstimate, g.timeEstimate);
  return undefined;
};

const fileMatcher: ItemMatcher = (s, g) => {
  if (typeof s.filename === 'string' && !sameText(s.filename, g.filename)) return differs('filename', s.filename, g.filename);
  if (typeof s.folder === 'string' && !sameText(s.folder, g.folder)) return differs('folder', s.folder, g.folder);
  return undefined;
};

/** Each sent item matched to a distinct returned item, in any order; `key` names the likely counterpart. */
function compareItems(field: string, sent: unknown, got: unknown, match: ItemMatcher, key: string, out: string[]): void {
  if (!Array.isArray(sent)) return;
  const list = listOf(got, sent.length === 0);
  if (!list) {
    out.push(differs(field, `${sent.length} item(s)`, got));
    return;
  }
  if (list.length !== sent.length) {
    out.push(`${field}: sent ${sent.length} item(s), read back ${list.length}`);
    return;
  }
  const used = new Set<number>();
  sent.forEach((item, i) => {
    const s = asObject(item) ?? {};
    const j = list.findIndex((g, k) => !used.has(k) && match(s, asObject(g) ?? {}) === undefined);
    if (j >= 0) {
      used.add(j);
      return;
    }
    // No returned item matches: name what differs from its likely counterpart (same key, else same position).
    const k = list.findIndex((g, n) => !used.has(n) && s[key] !== undefined && asObject(g)?.[key] === s[key]);
    const at = k >= 0 ? k : i;
    const why = match(s, asObject(list[at]) ?? {});
    out.push(`${field}[${i}]: no returned item matches it${why ? ` (against ${field}[${at}]: ${why})` : ''}`);
  });
}

function compareBenefits(sent: unknown, got: unknown, out: string[]): void {
  const s = asObject(sent);
  if (!s) return;
  const g = asObject(got);
  if (!g) {
    if (Object.keys(s).length > 0) out.push(differs('benefits', s, got));
    return;
  }
  for (const [key, value] of Object.entries(s)) {
    const ok = typeof value === 'number' ? sameNumber(value, g[key]) : typeof value === 'string' ? sameText(value, g[key]) : true;
    if (!ok) out.push(differs(`benefits.${key}`, value, g[key]));
  }
}

/**
 * Every difference between the fields of `sent` (a creation or patch body) that belong to `groups` and the
 * action `got` as returned. Fields sent as null are not compared: what null means is not shown.
 */
export function differences(sent: Obj, got: Obj, groups: readonly FieldGroup[]): string[] {
  const out: string[] = [];
  const has = (f: string) => Object.hasOwn(sent, f) && sent[f] !== null && sent[f] !== undefined;
  for (const group of groups) {
    for (const field of GROUP_FIELDS[group]) {
      if (!has(field)) continue;
      const value = sent[field];
      switch (field) {
        case 'status':
          if (got.status !== value) out.push(differs('status', value, got.status));
          break;
        case 'title':
        case 'description':
          // Part 2.2 lists both as "string" in the answer, not "or null": "" sent is a string read back.
          if (!sameText(value as string, got[field], false)) out.push(differs(field, value, got[field]));
          break;
        case 'categoryId':
          if (!sameId(value as number, got.categoryId)) out.push(differs(field, value, got.categoryId));
          break;
        case 'allowTaskEditingForPartners':
          if (got[field] !== value) out.push(differs(field, value, got[field]));
          break;
        case 'deadline':
          if (!sameInstant(value as string, got.deadline)) out.push(differs(field, value, got.deadline));
          break;
        case 'qualityBenefits':
        case 'tags':
          compareStrings(field, value, got[field], out);
          break;
        case 'responsibleUserIds':
          compareIdSet(field, value as number[], 'responsibleUsers', got.responsibleUsers, out);
          break;
        case 'shareTo':
          compareIdSet(
            'shareTo[].companyId',
            (value as Obj[]).map((s) => s.companyId as number),
            'sharedTo',
            got.sharedTo,
            out,
          );
          break;
        case 'benefits':
          compareBenefits(value, got.benefits, out);
          break;
        case 'tasks':
          compareItems('tasks', value, got.tasks, taskMatcher, 'description', out);
          break;
        case 'files':
          compareItems('files', value, got.files, fileMatcher, 'filename', out);
          break;
      }
    }
  }
  return out;
}

/** The fields of a body that are lists (of texts, ids or items). */
export const LIST_FIELDS: readonly string[] = ['qualityBenefits', 'tags', 'responsibleUserIds', 'shareTo', 'tasks', 'files'];

/** The fields of `body` that are not lists: single values, and the benefits object (a set of single values). */
export function scalarPart(body: Obj): Obj {
  return Object.fromEntries(Object.entries(body).filter(([k]) => !LIST_FIELDS.includes(k)));
}

/** The list fields of `body`. */
export function listPart(body: Obj): Obj {
  return Object.fromEntries(Object.entries(body).filter(([k]) => LIST_FIELDS.includes(k)));
}

/**
 * Items of the list fields of `sent` that `got` does not show. A patched list may replace the stored one or be
 * merged into it (by id, or appended): how arrays patch is not shown, so only the sent items are looked for.
 */
export function missingItems(sent: Obj, got: Obj): string[] {
  const out: string[] = [];
  for (const field of LIST_FIELDS) {
    const value = sent[field];
    if (!Array.isArray(value) || value.length === 0) continue;
    const list = listOf(got[GOT_FIELD[field] ?? field], false);
    if (!list) {
      out.push(differs(field, value, got[GOT_FIELD[field] ?? field]));
      continue;
    }
    if (field === 'qualityBenefits' || field === 'tags') {
      const lost = (value as string[]).filter((x) => !list.some((g) => typeof g === 'string' && sameText(x, g)));
      if (lost.length) out.push(`${field}: sent ${show(lost)}, not among ${show(list)}`);
    } else if (field === 'responsibleUserIds' || field === 'shareTo') {
      const ids = field === 'shareTo' ? (value as Obj[]).map((x) => x.companyId as number) : (value as number[]);
      const have = new Set(list.map((o) => idText(asObject(o)?.id)));
      const lost = ids.filter((id) => !have.has(BigInt(id).toString()));
      if (lost.length) out.push(`${field} -> ${GOT_FIELD[field]}[].id: sent ${show(lost)}, not among ${show([...have])}`);
    } else {
      const match = field === 'tasks' ? taskMatcher : fileMatcher;
      const used = new Set<number>();
      value.forEach((item, i) => {
        const j = list.findIndex((g, k) => !used.has(k) && match(asObject(item) ?? {}, asObject(g) ?? {}) === undefined);
        if (j >= 0) used.add(j);
        else out.push(`${field}[${i}]: sent ${show(item)}, no returned item matches it among ${list.length}`);
      });
    }
  }
  return out;
}

const GOT_FIELD: Record<string, string> = { responsibleUserIds: 'responsibleUsers', shareTo: 'sharedTo' };

/** The fields of `sent` whose returned counterpart `got` carries (absence is judged by other checks). */
export function returnedPart(sent: Obj, got: Obj): Obj {
  return Object.fromEntries(Object.entries(sent).filter(([k]) => Object.hasOwn(got, GOT_FIELD[k] ?? k)));
}

/**
 * The same instant to the millisecond: what a date-time sent with a fraction of a second states. A platform
 * may write it with any offset and any number of digits; it may not drop digits that were sent.
 */
export function sameMillisecond(sent: string, got: unknown): boolean {
  return typeof got === 'string' && Date.parse(got) === Date.parse(sent) && Number.isFinite(Date.parse(sent));
}
