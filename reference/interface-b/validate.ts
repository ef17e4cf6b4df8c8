// Validation of a create (B2) or patch (B4) body against the creation table of part 2.2. Every problem
// is reported, each as an error item of part 7 whose source is the path of the offending field.
import { isLosslessNumber, type LosslessNumber } from 'lossless-json';
import type { ErrorItem } from '../common/http.ts';
import type { Directory } from './fixtures.ts';
import type { ActionInput, FileInput, ShareTarget, TaskInput } from './model.ts';

export interface ValidationRules {
  directory: Directory;
  allowedStatuses: readonly string[];
  requiredFields: readonly string[];
  isDateTime(text: string): boolean;
  isBase64(text: string): boolean;
  missingFieldItem(field: string): ErrorItem;
  /** Business rules on a well-typed Benefits object (part 2.2 leaves them open); none by default. */
  benefitRules?(benefits: Record<string, unknown>, path: string): ErrorItem[];
  /** What null does in a field the creation table marks "or null"; taken as empty by default. */
  nullField?(field: string, mode: 'create' | 'patch'): NullHandling;
}

/** accept: null is stored as null (single values) or empty (lists); refuse: a wrong type; ignore: as if not sent. */
export type NullHandling = 'accept' | 'refuse' | 'ignore';

export type Validation = { ok: true; input: ActionInput } | { ok: false; errors: ErrorItem[] };

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

export const BENEFIT_FIELD_TYPES: Record<string, 'string' | 'number'> = {
  targetBenefitsDescription: 'string',
  targetBenefitsSavings: 'number',
  targetBenefitsSavingsCurrency: 'string',
  personnelCostsAndInvestments: 'number',
  personnelCostsAndInvestmentsCurrency: 'string',
  annualSpend: 'number',
  annualSpendCurrency: 'string',
  targetAnnualCostSavings: 'number',
  targetAnnualCostSavingsCurrency: 'string',
  actualAnnualCostSavings: 'number',
  actualAnnualCostSavingsCurrency: 'string',
  estimatedAnnualCo2EmissionImpact: 'number',
  estimatedAnnualCo2EmissionImpactUnit: 'string',
};

export function invalidType(source: string, expected: string): ErrorItem {
  return { type: 'INVALID_TYPE', message: `Invalid type for ${source}: expected ${expected}`, source };
}

export function invalidValue(source: string, reason: string): ErrorItem {
  return { type: 'INVALID_VALUE', message: `Invalid value for ${source}: ${reason}`, source };
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && !isLosslessNumber(v);
}

/** Reads the fields of one body; each reader returns undefined after recording its errors. */
class Reader {
  readonly errors: ErrorItem[] = [];
  constructor(private readonly rules: ValidationRules) {}

  string(v: unknown, path: string): string | undefined {
    if (typeof v === 'string') return v;
    this.errors.push(invalidType(path, 'string'));
    return undefined;
  }

  boolean(v: unknown, path: string): boolean | undefined {
    if (typeof v === 'boolean') return v;
    this.errors.push(invalidType(path, 'boolean'));
    return undefined;
  }

  number(v: unknown, path: string): LosslessNumber | undefined {
    if (isLosslessNumber(v)) return v;
    this.errors.push(invalidType(path, 'number'));
    return undefined;
  }

  int64(v: unknown, path: string): bigint | undefined {
    if (!isLosslessNumber(v) || !/^-?\d+$/.test(v.value)) {
      this.errors.push(invalidType(path, 'integer'));
      return undefined;
    }
    const n = BigInt(v.value);
    if (n < INT64_MIN || n > INT64_MAX) {
      this.errors.push(invalidValue(path, 'outside the int64 range'));
      return undefined;
    }
    return n;
  }

  dateTime(v: unknown, path: string): string | undefined {
    const s = this.string(v, path);
    if (s === undefined) return undefined;
    if (this.rules.isDateTime(s)) return s;
    this.errors.push(invalidValue(path, 'not an RFC 3339 date-time'));
    return undefined;
  }

  /** An id that must name a known fixture (category, user or company). */
  known(v: unknown, path: string, known: Map<bigint, unknown>, what: string): bigint | undefined {
    const id = this.int64(v, path);
    if (id === undefined) return undefined;
    if (known.has(id)) return id;
    this.errors.push(invalidValue(path, `unknown ${what} ${id}`));
    return undefined;
  }

  array<T>(v: unknown, path: string, item: (v: unknown, path: string) => T | undefined): T[] | undefined {
    if (!Array.isArray(v)) {
      this.errors.push(invalidType(path, 'array'));
      return undefined;
    }
    const before = this.errors.length;
    const out = v.map((x, i) => item(x, `${path}[${i}]`));
    return this.errors.length === before ? (out as T[]) : undefined;
  }

  object(v: unknown, path: string): Record<string, unknown> | undefined {
    if (isPlainObject(v)) return v;
    this.errors.push(invalidType(path, 'object'));
    return undefined;
  }

  status(v: unknown, path: string): string | undefined {
    const s = this.string(v, path);
    if (s === undefined) return undefined;
    if (this.rules.allowedStatuses.includes(s)) return s;
    this.errors.push(invalidValue(path, `allowed values are ${this.rules.allowedStatuses.join(', ')}`));
    return undefined;
  }

  benefits(v: unknown, path: string): Record<string, unknown> | undefined {
    const o = this.object(v, path);
    if (!o) return undefined;
    const before = this.errors.length;
    for (const [key, type] of Object.entries(BENEFIT_FIELD_TYPES)) {
      if (!Object.hasOwn(o, key)) continue;
      if (type === 'string') this.string(o[key], `${path}.${key}`);
      else this.number(o[key], `${path}.${key}`);
    }
    if (this.errors.length === before && this.rules.benefitRules) this.errors.push(...this.rules.benefitRules(o, path));
    // Fields beyond the documented ones are kept as sent.
    return this.errors.length === before ? { ...o } : undefined;
  }

  shareTarget(v: unknown, path: string): ShareTarget | undefined {
    const o = this.object(v, path);
    if (!o) return undefined;
    const before = this.errors.length;
    const out: ShareTarget = { companyId: 0n };
    // A sharing target without a company shares with nobody: companyId is the one field it needs.
    if (!Object.hasOwn(o, 'companyId')) this.errors.push(this.rules.missingFieldItem(`${path}.companyId`));
    else out.companyId = this.known(o.companyId, `${path}.companyId`, this.rules.directory.companies, 'company') ?? 0n;
    if (Object.hasOwn(o, 'businessUnitId')) {
      out.businessUnitId = o.businessUnitId === null ? null : this.int64(o.businessUnitId, `${path}.businessUnitId`);
    }
    return this.errors.length === before ? out : undefined;
  }

  task(v: unknown, path: string): TaskInput | undefined {
    const o = this.object(v, path);
    if (!o) return undefined;
    const before = this.errors.length;
    const out: TaskInput = {};
    if (Object.hasOwn(o, 'description')) out.description = this.string(o.description, `${path}.description`);
    if (Object.hasOwn(o, 'responsibleUserId')) {
      out.responsibleUserId = this.known(o.responsibleUserId, `${path}.responsibleUserId`, this.rules.directory.users, 'user');
    }
    if (Object.hasOwn(o, 'deadline')) out.deadline = this.dateTime(o.deadline, `${path}.deadline`);
    if (Object.hasOwn(o, 'timeEstimate')) out.timeEstimate = this.number(o.timeEstimate, `${path}.timeEstimate`);
    if (Object.hasOwn(o, 'status')) out.status = this.string(o.status, `${path}.status`);
    return this.errors.length === before ? out : undefined;
  }

  file(v: unknown, path: string): FileInput | undefined {
    const o = this.object(v, path);
    if (!o) return undefined;
    const before = this.errors.length;
    const out: FileInput = { size: 0 };
    if (Object.hasOwn(o, 'filename')) out.filename = this.string(o.filename, `${path}.filename`);
    if (Object.hasOwn(o, 'folder')) out.folder = this.string(o.folder, `${path}.folder`);
    if (Object.hasOwn(o, 'description')) out.description = this.string(o.description, `${path}.description`);
    if (Object.hasOwn(o, 'base64file')) {
      const b64 = this.string(o.base64file, `${path}.base64file`);
      if (b64 !== undefined && !this.rules.isBase64(b64)) this.errors.push(invalidValue(`${path}.base64file`, 'not strict Base64'));
      else if (b64 !== undefined) out.size = Buffer.byteLength(b64, 'base64');
    }
    return this.errors.length === before ? out : undefined;
  }
}

type FieldReader = (r: Reader, v: unknown, path: string, dir: Directory) => unknown;

/** The creation table of part 2.2, in its order; `nullable` marks the types written "or null". */
const FIELDS: { name: keyof ActionInput; nullable?: 'null' | 'empty'; read: FieldReader }[] = [
  { name: 'status', read: (r, v, p) => r.status(v, p) },
  { name: 'title', read: (r, v, p) => r.string(v, p) },
  { name: 'categoryId', read: (r, v, p, d) => r.known(v, p, d.categories, 'category') },
  { name: 'allowTaskEditingForPartners', read: (r, v, p) => r.boolean(v, p) },
  { name: 'deadline', read: (r, v, p) => r.dateTime(v, p) },
  { name: 'description', read: (r, v, p) => r.string(v, p) },
  { name: 'businessUnitId', nullable: 'null', read: (r, v, p) => r.int64(v, p) },
  { name: 'shareTo', nullable: 'empty', read: (r, v, p) => r.array(v, p, (x, q) => r.shareTarget(x, q)) },
  { name: 'benefits', read: (r, v, p) => r.benefits(v, p) },
  { name: 'qualityBenefits', nullable: 'empty', read: (r, v, p) => r.array(v, p, (x, q) => r.string(x, q)) },
  { name: 'responsibleUserIds', read: (r, v, p, d) => r.array(v, p, (x, q) => r.known(x, q, d.users, 'user')) },
  { name: 'tasks', nullable: 'empty', read: (r, v, p) => r.array(v, p, (x, q) => r.task(x, q)) },
  { name: 'tags', nullable: 'empty', read: (r, v, p) => r.array(v, p, (x, q) => r.string(x, q)) },
  { name: 'files', nullable: 'empty', read: (r, v, p) => r.array(v, p, (x, q) => r.file(x, q)) },
];

export const CREATION_FIELDS: readonly string[] = FIELDS.map((f) => f.name);

/**
 * Validates a body. `create` demands the required fields; `patch` accepts any subset. Fields outside the
 * creation table are ignored.
 */
export function validateActionBody(body: unknown, mode: 'create' | 'patch', rules: ValidationRules): Validation {
  if (!isPlainObject(body)) return { ok: false, errors: [invalidType('body', 'object')] };
  const reader = new Reader(rules);
  const input: Record<string, unknown> = {};
  for (const field of FIELDS) {
    if (!Object.hasOwn(body, field.name)) {
      if (mode === 'create' && rules.requiredFields.includes(field.name)) reader.errors.push(rules.missingFieldItem(field.name));
      continue;
    }
    const value = body[field.name];
    if (value === null && field.nullable) {
      const handling = rules.nullField?.(field.name, mode) ?? 'accept';
      if (handling === 'ignore') continue;
      if (handling === 'accept') {
        input[field.name] = field.nullable === 'null' ? null : [];
        continue;
      }
      // refuse: the field's reader reports null as a wrong type.
    }
    const parsed = field.read(reader, value, field.name, rules.directory);
    if (parsed !== undefined) input[field.name] = parsed;
  }
  return reader.errors.length > 0 ? { ok: false, errors: reader.errors } : { ok: true, input: input as ActionInput };
}
