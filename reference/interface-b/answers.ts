// Writing answers of the API: lossless JSON with the behaviour's content type, and every error through
// the behaviour's shapeError so that a mutant can change any part of an error answer.
import type { ServerResponse } from 'node:http';
import { errorBody, type ErrorItem } from '../common/http.ts';
import type { ErrorAnswer, ErrorKind, PlatformBehaviour } from './behaviour.ts';
import { serialize } from './json.ts';
import type { OperationNameB } from './model.ts';

export class Responder {
  constructor(private readonly behaviour: PlatformBehaviour) {}

  json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    if (res.headersSent || res.destroyed) return;
    if (body === undefined) {
      res.writeHead(status, { 'content-length': 0, ...headers });
      res.end();
      return;
    }
    this.text(res, status, serialize(body), headers);
  }

  /** A JSON answer already written as text (a kept one); what `json` sends for a body. */
  text(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
    if (res.headersSent || res.destroyed) return;
    res.writeHead(status, { 'content-type': this.behaviour.contentType, 'content-length': Buffer.byteLength(text), ...headers });
    res.end(text);
  }

  error(res: ServerResponse, answer: ErrorAnswer): void {
    const a = this.behaviour.shapeError(answer);
    this.json(res, a.status, a.omitBody ? undefined : (a.body ?? errorBody(a.message, a.errors)), a.headers);
  }
}

export function errorAnswer(
  kind: ErrorKind,
  status: number,
  message: string,
  errors: ErrorItem[],
  extra: { operation?: OperationNameB; headers?: Record<string, string> } = {},
): ErrorAnswer {
  return { kind, status, message, errors, headers: extra.headers ?? {}, ...(extra.operation ? { operation: extra.operation } : {}) };
}

export function notFound(operation: OperationNameB, id: string | undefined): ErrorAnswer {
  const shown = id === undefined ? '(none)' : JSON.stringify(id);
  return errorAnswer('not-found', 404, 'Development action not found', [{ type: 'NOT_FOUND', message: `No development action with id ${shown}`, source: 'id' }], { operation });
}
