// Part 2.2: the creation statuses are spelt Draft, Suggestion, In Progress, Cancelled, Completed. A platform
// whose enum parser ignores case.
import type { MutantB } from './mutant.ts';

const STATUSES = ['Draft', 'Suggestion', 'In Progress', 'Cancelled', 'Completed'];

export const mutant: MutantB = {
  name: 'status-case-insensitive',
  fault: 'Status is parsed by an enum parser that ignores case, so "draft" is accepted and stored as Draft.',
  breaks: 'B2.rejects-unknown-status',
  options: {
    mutation: {
      bindBody: (body) => {
        if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
        const status = (body as Record<string, unknown>).status;
        const canonical = typeof status === 'string' ? STATUSES.find((s) => s.toLowerCase() === status.toLowerCase()) : undefined;
        return canonical ? { ...body, status: canonical } : body;
      },
    },
  },
};
