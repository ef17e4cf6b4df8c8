// Routing by the same operation definitions the tool is given, so that the platform can be served
// under any profile: an operation may carry its id in the path, a header or the query.
import { matchOperation, type OperationSpec } from '../../src/profile/operations.ts';
import type { IncomingHttpHeaders } from 'node:http';
import type { OperationNameB } from './model.ts';

export interface Route {
  operation: OperationNameB;
  params: Record<string, string | undefined>;
}

const REQUIRED: Record<OperationNameB, string[]> = {
  listActions: [],
  createAction: [],
  getAction: ['id'],
  updateAction: ['id'],
  deleteAction: ['id'],
};

export class Router {
  private readonly entries: [OperationNameB, OperationSpec][];

  constructor(operations: Record<OperationNameB, OperationSpec>) {
    this.entries = Object.entries(operations) as [OperationNameB, OperationSpec][];
  }

  /**
   * The operation a request is for. When several match (say list and read on one path, the id in a
   * header), the one whose parameters are all present and which needs the most of them wins; a match
   * missing its id is still returned so that the request gets a 404 for that id.
   */
  match(method: string, pathname: string, headers: IncomingHttpHeaders, query: URLSearchParams): Route | undefined {
    let best: { route: Route; score: number } | undefined;
    for (const [operation, spec] of this.entries) {
      let params: Record<string, string | undefined> | null;
      try {
        params = matchOperation(spec, method, pathname, headers, query);
      } catch {
        params = null; // undecodable percent-encoding: no operation has such a path
      }
      if (!params) continue;
      const required = REQUIRED[operation];
      let complete = true;
      for (const p of required) if (params[p] === undefined) complete = false;
      const score = complete ? 1 + required.length : 0;
      if (!best || score > best.score) best = { route: { operation, params }, score };
    }
    return best?.route;
  }

  /** Whether some operation has this path (with its own method): a request that matched none used another method. */
  knowsPath(pathname: string, headers: IncomingHttpHeaders, query: URLSearchParams): boolean {
    return this.entries.some(([, spec]) => {
      try {
        return matchOperation(spec, spec.method, pathname, headers, query) !== null;
      } catch {
        return false;
      }
    });
  }
}
