// Requests no operation serves as asked, built from the operation table a run is given (so that every
// operation's own path is used, under any profile): an unknown segment below an operation's path, a
// method no operation has on a path, an id that is no id. Each is sent as it is; what comes back is
// the server's (or a gateway's) answer to a malformed request.
import fc from 'fast-check';
import { placeParams, type OperationSpec } from '../src/profile/operations.ts';

export type MalformedKind = 'unknown-sub-path' | 'unknown-path' | 'wrong-method' | 'odd-id';

export interface MalformedRequest {
  kind: MalformedKind;
  /** For messages: what the request is. */
  what: string;
  /** The operation whose path or parameters it was built from. */
  operation: string;
  method: string;
  pathAndQuery: string;
  headers: Record<string, string>;
}

export interface MalformedPathOptions {
  /** A harmless value for each parameter a path, header or query carries (ids the run confirmed unknown, fresh ids). */
  fill: Record<string, string>;
  /** Parameters whose values are numbers (part 2.2: integer ids): they also get texts that are no number. */
  numericParams?: readonly string[];
  /**
   * The parameters each operation takes (wherever the profile places them); default: those its path and
   * headers name. An id carried in the query is filled in too, so that the request still reads as its operation.
   */
  params?: Record<string, readonly string[]>;
}

/** The methods of part 4: the wrong ones of a path are drawn from these. */
export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Ids that are no number and that no lenient parser reads as one of anybody's records (`parseInt("1x")`
 * is 1, `Number("")` is 0: nothing here starts with a digit or is blank), so that even a DELETE of them
 * cannot touch a record.
 */
export const ODD_IDS = ['abc', 'x1', 'NaN', 'null', 'undefined', 'Infinity', '-1', 'true', '[1]', '{id}', '99999999999999999999999999'] as const;

/** Path segments no operation has. */
const PLACEHOLDER = /\{([^{}]+)\}/g;

const UNKNOWN_SEGMENT = fc.stringMatching(/^[a-z][a-z0-9-]{2,12}$/);

function withSegment(pathAndQuery: string, segment: string): string {
  const q = pathAndQuery.indexOf('?');
  const path = q < 0 ? pathAndQuery : pathAndQuery.slice(0, q);
  const query = q < 0 ? '' : pathAndQuery.slice(q);
  return `${path.replace(/\/$/, '')}/${segment}${query}`;
}

/** Malformed requests over the given operations (name → spec). */
export function malformedPath(operations: Record<string, OperationSpec>, options: MalformedPathOptions): fc.Arbitrary<MalformedRequest> {
  const entries = Object.entries(operations);
  if (entries.length === 0) throw new Error('malformedPath needs at least one operation');
  const placed = (name: string, spec: OperationSpec, params: Record<string, string>) => ({ operation: name, ...placeParams(spec, params) });
  const fillOf = (name: string, spec: OperationSpec): Record<string, string> => {
    const named = [...spec.path.matchAll(PLACEHOLDER), ...Object.values(spec.headers).flatMap((v) => [...v.matchAll(PLACEHOLDER)])].map((m) => m[1]);
    const wanted = options.params?.[name] ?? named;
    return Object.fromEntries(wanted.filter((p) => options.fill[p] !== undefined).map((p) => [p, options.fill[p]]));
  };

  const kinds: fc.Arbitrary<MalformedRequest>[] = [];

  // Below an operation's own path, with its own method.
  kinds.push(
    fc.tuple(fc.constantFrom(...entries), UNKNOWN_SEGMENT).map(([[name, spec], segment]) => {
      const p = placed(name, spec, fillOf(name, spec));
      const pathAndQuery = withSegment(p.pathAndQuery, segment);
      return { kind: 'unknown-sub-path', what: `${p.method} ${pathAndQuery} (an unknown segment below the path of ${name})`, operation: name, method: p.method, pathAndQuery, headers: p.headers };
    }),
  );

  // A path beside every operation's: the first segment of an operation's path with an unknown one after it.
  kinds.push(
    fc.tuple(fc.constantFrom(...entries), UNKNOWN_SEGMENT).map(([[name, spec], segment]) => {
      const first = /^\/[^/{?]*/.exec(spec.path)?.[0] ?? '';
      const pathAndQuery = `${first.replace(/\/$/, '')}/conformance-${segment}`;
      return { kind: 'unknown-path', what: `${spec.method} ${pathAndQuery} (a path no operation has)`, operation: name, method: spec.method, pathAndQuery, headers: {} };
    }),
  );

  // A method no operation has on a path that operations use. Never a DELETE on a path without
  // parameters: a collection path is where a lenient router could read it as "delete all".
  const byPath = new Map<string, { name: string; spec: OperationSpec; used: Set<string> }>();
  for (const [name, spec] of entries) {
    const known = byPath.get(spec.path);
    if (known) known.used.add(spec.method);
    else byPath.set(spec.path, { name, spec, used: new Set([spec.method]) });
  }
  const wrong = [...byPath.values()].flatMap(({ name, spec, used }) =>
    METHODS.filter((m) => !used.has(m) && !(m === 'DELETE' && !spec.path.includes('{'))).map((method) => ({ name, spec, method })),
  );
  if (wrong.length > 0) {
    kinds.push(
      fc.constantFrom(...wrong).map(({ name, spec, method }) => {
        const p = placed(name, spec, fillOf(name, spec));
        return { kind: 'wrong-method', what: `${method} ${p.pathAndQuery} (a method no operation has on the path of ${name})`, operation: name, method, pathAndQuery: p.pathAndQuery, headers: p.headers };
      }),
    );
  }

  // An id that is no id, wherever the operation carries it.
  const numeric = new Set(options.numericParams ?? []);
  const withIds = entries.flatMap(([name, spec]) => {
    const params = [...Object.keys(fillOf(name, spec))].filter((p) => numeric.has(p));
    return params.map((param) => ({ name, spec, param }));
  });
  if (withIds.length > 0) {
    kinds.push(
      fc.tuple(fc.constantFrom(...withIds), fc.constantFrom(...ODD_IDS)).map(([{ name, spec, param }, id]) => {
        const p = placed(name, spec, { ...fillOf(name, spec), [param]: id });
        return { kind: 'odd-id', what: `${p.method} ${p.pathAndQuery} (${name} with ${param} ${JSON.stringify(id)}, which is no number)`, operation: name, method: p.method, pathAndQuery: p.pathAndQuery, headers: p.headers };
      }),
    );
  }
  return fc.oneof(...kinds);
}
