// The fields part 2 lists for each returned record, split by whether their value is always determined.
// A determined field exists whatever the request said (an id, the author, the time of creation): a record
// without it is incomplete, a failure. A field that derives from an optional input (a deadline, a task's
// responsible user) may have nothing to carry when the input was left out: leaving it out is a warning.
// The types are those of the response schemas beside this file; here only presence is decided. Absent
// means the key is not in the object: null stays tolerated (part 2 never says a field is never null).

export interface ListedFields {
  /** Name of the record as part 2 calls it. */
  record: string;
  /** Where part 2 lists it. */
  part: string;
  determined: readonly string[];
  fromOptionalInput: readonly string[];
}

export const A3_ITEM: ListedFields = {
  record: 'A3 item',
  part: 'part 2.1',
  // Every stored document has a name: the one given, or one the holder chose (fileName is optional).
  determined: ['fileName'],
  // description has no input field of its own (metaData may carry it), type derives from the name or
  // the contents, both optional.
  fromOptionalInput: ['description', 'type'],
};

export const ACTION: ListedFields = {
  record: 'development action',
  part: 'part 2.2',
  determined: ['id', 'createdTime', 'editTime', 'status', 'title', 'categoryName', 'categoryId', 'allowTaskEditingForPartners', 'benefits', 'authorUser', 'authorCompany'],
  fromOptionalInput: ['deadline', 'description', 'qualityBenefits', 'responsibleUsers', 'sharedTo', 'tags'],
};

/** Part 2.2: "always returned by single read"; in a list only when expand names them (B1.expand judges that). */
export const ACTION_DETAIL = ['tasks', 'files', 'comments'] as const;

export const USER: ListedFields = { record: 'User', part: 'part 2.2', determined: ['id', 'name', 'companyId', 'companyName'], fromOptionalInput: [] };

export const COMPANY: ListedFields = { record: 'Company', part: 'part 2.2', determined: ['id', 'name'], fromOptionalInput: [] };

export const TASK: ListedFields = {
  record: 'Task',
  part: 'part 2.2',
  determined: ['id', 'authorUser', 'isActive', 'editStatus'],
  // Each from a task field of the creation body, all optional (responsibleCompany from responsibleUserId).
  fromOptionalInput: ['description', 'responsibleUser', 'responsibleCompany', 'deadline', 'timeEstimate', 'status'],
};

export const FILE: ListedFields = {
  record: 'File',
  part: 'part 2.2',
  determined: ['id', 'authorUser', 'created'],
  fromOptionalInput: ['filename', 'folder'],
};

export const COMMENT: ListedFields = { record: 'Comment', part: 'part 2.2', determined: ['id', 'comment', 'created', 'authorUser', 'replies'], fromOptionalInput: [] };

export const REPLY: ListedFields = { record: 'Reply', part: 'part 2.2', determined: ['id', 'comment', 'created', 'authorUser'], fromOptionalInput: [] };

export const HISTORY: ListedFields = { record: 'History item', part: 'part 2.2', determined: ['eventTime', 'event', 'initiator'], fromOptionalInput: [] };

export const PAGING: ListedFields = { record: 'meta.paging', part: 'part 2.2', determined: ['totalCount', 'currentPage'], fromOptionalInput: [] };

export type Presence = 'determined' | 'fromOptionalInput';

export interface MissingField {
  /** Where in the body: `tasks[0].authorUser.name`. */
  path: string;
  record: string;
}

/**
 * The listed fields of one kind that a returned development action (and every record inside it) lacks.
 * Nested records are walked only where they are objects: a null or absent author is judged one level up.
 */
export function missingInAction(action: Record<string, unknown>, kind: Presence, path = ''): MissingField[] {
  const out: MissingField[] = [];
  const at = (p: string) => (path === '' ? p : `${path}.${p}`);
  check(out, action, ACTION, kind, path);
  user(out, action.authorUser, kind, at('authorUser'));
  company(out, action.authorCompany, kind, at('authorCompany'));
  each(action.responsibleUsers, at('responsibleUsers'), (u, p) => user(out, u, kind, p));
  each(action.sharedTo, at('sharedTo'), (c, p) => company(out, c, kind, p));
  each(action.tasks, at('tasks'), (task, p) => {
    check(out, task, TASK, kind, p);
    user(out, task.authorUser, kind, `${p}.authorUser`);
    user(out, task.responsibleUser, kind, `${p}.responsibleUser`);
    company(out, task.responsibleCompany, kind, `${p}.responsibleCompany`);
  });
  each(action.files, at('files'), (file, p) => {
    check(out, file, FILE, kind, p);
    user(out, file.authorUser, kind, `${p}.authorUser`);
  });
  each(action.comments, at('comments'), (comment, p) => {
    check(out, comment, COMMENT, kind, p);
    user(out, comment.authorUser, kind, `${p}.authorUser`);
    each(comment.replies, `${p}.replies`, (reply, rp) => {
      check(out, reply, REPLY, kind, rp);
      user(out, reply.authorUser, kind, `${rp}.authorUser`);
    });
  });
  each(action.history, at('history'), (h, p) => check(out, h, HISTORY, kind, p));
  return out;
}

/** The listed fields of one kind an A3 item lacks. */
export function missingInItem(item: Record<string, unknown>, kind: Presence, path = ''): MissingField[] {
  const out: MissingField[] = [];
  check(out, item, A3_ITEM, kind, path);
  return out;
}

export function describeMissing(missing: MissingField[], max = 8): string {
  const shown = missing.slice(0, max).map((m) => `${m.path} (${m.record})`);
  return `${shown.join(', ')}${missing.length > max ? ` and ${missing.length - max} more` : ''}`;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function check(out: MissingField[], value: Record<string, unknown>, listed: ListedFields, kind: Presence, path: string): void {
  for (const field of listed[kind]) {
    if (!(field in value)) out.push({ path: path === '' ? field : `${path}.${field}`, record: listed.record });
  }
}

function user(out: MissingField[], value: unknown, kind: Presence, path: string): void {
  if (isObject(value)) check(out, value, USER, kind, path);
}

function company(out: MissingField[], value: unknown, kind: Presence, path: string): void {
  if (isObject(value)) check(out, value, COMPANY, kind, path);
}

function each(value: unknown, path: string, f: (item: Record<string, unknown>, path: string) => void): void {
  if (!Array.isArray(value)) return;
  value.forEach((item, i) => {
    if (isObject(item)) f(item, `${path}[${i}]`);
  });
}
