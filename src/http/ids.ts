// Ids as a server sends them: a number, a string, or (parsed by ./json.ts) a bigint beyond 2^53. Checks,
// cleanup and the simulator all name a created record by this one string form.
import { pathSegment } from './pathSegment.ts';

/** The id of a record as a string, exactly as the server sent it (bigint beyond 2^53). */
export function idOf(value: unknown): string | undefined {
  const id = (value as { id?: unknown } | null)?.id;
  if (typeof id === 'number' && Number.isInteger(id)) return String(id);
  if (typeof id === 'bigint') return id.toString();
  if (typeof id === 'string' && id !== '') return id;
  return undefined;
}

/**
 * The id of a record an operation answered, for the paths of later requests: undefined when there is none;
 * throws UnsafePathSegment (naming `source`, the operation) when it cannot be one path segment inside its
 * collection. An answer is data: an id of `..` must not send a DELETE one level up.
 */
export function pathIdOf(value: unknown, source: string): string | undefined {
  // An id given as an empty text is an answer gone wrong, not an answer without an id.
  const id = (value as { id?: unknown } | null)?.id === '' ? '' : idOf(value);
  if (id !== undefined) pathSegment(id, { source });
  return id;
}
