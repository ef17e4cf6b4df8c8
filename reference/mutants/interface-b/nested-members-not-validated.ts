// Part 2.2 and part 4.2 B2: a nested field of the wrong type makes the body invalid. A platform that
// validates the top-level fields only and maps nested records leniently, dropping what does not bind.
import { isLosslessNumber } from 'lossless-json';
import { BENEFIT_FIELD_TYPES, isPlainObject } from '../../interface-b/validate.ts';
import type { MutantB } from './mutant.ts';

type Shape = Record<string, 'string' | 'number' | 'integer'>;

const TASK: Shape = { description: 'string', responsibleUserId: 'integer', deadline: 'string', timeEstimate: 'number', status: 'string' };
const FILE: Shape = { filename: 'string', folder: 'string', description: 'string', base64file: 'string' };
const SHARE: Shape = { companyId: 'integer', businessUnitId: 'integer' };
const BENEFITS: Shape = Object.fromEntries(Object.entries(BENEFIT_FIELD_TYPES));

function fits(v: unknown, type: Shape[string]): boolean {
  if (type === 'string') return typeof v === 'string';
  return isLosslessNumber(v) && (type === 'number' || /^-?\d+$/.test(v.value));
}

/** A record with the members of the wrong type left out (null stays: its own rules judge it). */
function lenient(v: unknown, shape: Shape): unknown {
  if (!isPlainObject(v)) return v;
  return Object.fromEntries(Object.entries(v).filter(([k, x]) => !(k in shape) || x === null || fits(x, shape[k]!)));
}

const lenientItems = (v: unknown, shape: Shape) => (Array.isArray(v) ? v.filter(isPlainObject).map((x) => lenient(x, shape)) : v);

export const mutant: MutantB = {
  name: 'nested-members-not-validated',
  fault: 'Only top-level fields are validated; nested records are mapped by a lenient binder that drops what does not bind, so a task whose timeEstimate is a string is stored.',
  breaks: 'B2.rejects-wrong-types',
  options: {
    mutation: {
      bindBody: (body) => {
        if (!isPlainObject(body)) return body;
        const out: Record<string, unknown> = { ...body };
        if ('tasks' in out) out.tasks = lenientItems(out.tasks, TASK);
        if ('files' in out) out.files = lenientItems(out.files, FILE);
        if ('shareTo' in out) out.shareTo = lenientItems(out.shareTo, SHARE);
        if ('benefits' in out) out.benefits = lenient(out.benefits, BENEFITS);
        return out;
      },
    },
  },
};
