// Query readers that depend on the order of the parameters (the relation B1.equivalent-query-order checks):
// a parameter that stands on the wrong side of another is not read.
type QueryParams = Readonly<Record<string, string | undefined>>;

/** `params` without `dropped` when it stands `where` `other` in the query string (a record keeps that order). */
export function droppedWhen(params: QueryParams, dropped: string, where: 'before' | 'after', other: string): QueryParams {
  const names = Object.keys(params);
  const at = names.indexOf(dropped);
  const from = names.indexOf(other);
  if (at < 0 || from < 0 || (where === 'before' ? at > from : at < from)) return params;
  const { [dropped]: _unread, ...read } = params;
  return read;
}
