// Ids as a server sends them: a number, a string, or (parsed by ./json.ts) a bigint beyond 2^53. Checks,
// cleanup and the simulator all name a created record by this one string form.

/** The id of a record as a string, exactly as the server sent it (bigint beyond 2^53). */
export function idOf(value: unknown): string | undefined {
  const id = (value as { id?: unknown } | null)?.id;
  if (typeof id === 'number' && Number.isInteger(id)) return String(id);
  if (typeof id === 'bigint') return id.toString();
  if (typeof id === 'string' && id !== '') return id;
  return undefined;
}
