// The platform's data model. Numbers a client sent are kept as LosslessNumber and identifiers as bigint,
// so that every value comes back exactly as it was sent, even beyond 2^53 or with trailing decimals.
import type { LosslessNumber } from 'lossless-json';
import type { OperationNameB } from '../../src/defaults.ts';

export type { OperationNameB };

export const ACTION_STATUSES = ['Draft', 'Suggestion', 'In Progress', 'Cancelled', 'Completed'] as const;

export const EXPANDABLE_FIELDS = ['tasks', 'files', 'comments', 'history'] as const;
export type ExpandField = (typeof EXPANDABLE_FIELDS)[number];

export const SORT_COLUMNS = ['createdTime', 'editTime', 'deadline'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';

export const DIRECTIONS = ['sent', 'received', 'all'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export interface Category {
  id: bigint;
  name: string;
}

export interface Company {
  id: bigint;
  name: string;
}

export interface User {
  id: bigint;
  name: string;
  companyId: bigint;
}

/** Who is calling: the OAuth client and the user and company it acts for. */
export interface Caller {
  clientId: string;
  user: User;
  company: Company;
}

export interface ShareTarget {
  companyId: bigint;
  businessUnitId?: bigint | null;
}

/** A task as a client sends it (validated). */
export interface TaskInput {
  description?: string;
  responsibleUserId?: bigint;
  deadline?: string;
  /** As sent; a plain number only where a platform variant computes one. */
  timeEstimate?: LosslessNumber | number;
  status?: string;
}

/** A file as a client sends it (validated); only its size is kept, the contents are not served back. */
export interface FileInput {
  filename?: string;
  folder?: string;
  description?: string;
  size: number;
}

export interface TaskRecord extends TaskInput {
  id: bigint;
  authorUserId: bigint;
}

export interface FileRecord extends FileInput {
  id: bigint;
  authorUserId: bigint;
  created: string;
}

/** The fields a client controls, as stored. */
export interface StoredFields {
  status: string;
  title: string;
  categoryId: bigint;
  allowTaskEditingForPartners: boolean;
  deadline: string | null;
  description: string | null;
  businessUnitId: bigint | null;
  shareTo: ShareTarget[];
  benefits: Record<string, unknown>;
  qualityBenefits: string[];
  responsibleUserIds: bigint[];
  tasks: TaskRecord[];
  tags: string[];
  files: FileRecord[];
}

/** A validated create or patch body: only the fields that were sent. */
export type ActionInput = Partial<Omit<StoredFields, 'tasks' | 'files'>> & { tasks?: TaskInput[]; files?: FileInput[] };

export interface HistoryItem {
  eventTime: string;
  event: string;
  initiator: string;
}

export interface CommentRecord {
  id: bigint;
  comment: string;
  created: string;
  authorUserId: bigint;
  replies: { id: bigint; comment: string; created: string; authorUserId: bigint }[];
}

export interface ActionRecord {
  id: bigint;
  createdTime: string;
  /** Microseconds since the epoch, for range filters and sorting. */
  createdMicros: number;
  editTime: string;
  editMicros: number;
  authorUserId: bigint;
  authorCompanyId: bigint;
  /** Partial only because a mutant may clobber fields; the correct platform always keeps them all. */
  fields: Partial<StoredFields>;
  comments: CommentRecord[];
  history: HistoryItem[];
}
