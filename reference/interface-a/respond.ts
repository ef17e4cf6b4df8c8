// Answers of the document holder. Not the shared sendJson: the Content-Type and the error body are rules
// of the behaviour object, so that a mutant can break them.
import type { ServerResponse } from 'node:http';
import type { ErrorItem } from '../common/http.ts';
import type { DocumentHolderBehaviour } from './behaviour.ts';

export function reply(
  res: ServerResponse,
  b: DocumentHolderBehaviour,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent || res.destroyed) return;
  // 204 and 304 never carry a body, whatever a (mutated) rule asks for.
  if (status === 204 || status === 304) {
    res.writeHead(status, headers);
    res.end();
    return;
  }
  if (body === undefined) {
    res.writeHead(status, { 'content-length': '0', ...headers });
    res.end();
    return;
  }
  replyText(res, b, status, JSON.stringify(body), headers);
}

/** A JSON answer already written as text (a kept A3 answer); what `reply` sends for a body. */
export function replyText(res: ServerResponse, b: DocumentHolderBehaviour, status: number, text: string, headers: Record<string, string> = {}): void {
  if (res.headersSent || res.destroyed) return;
  const bytes = b.encodeBody?.(text);
  res.writeHead(status, { 'content-type': b.contentType, 'content-length': String(bytes ? bytes.length : Buffer.byteLength(text)), ...headers });
  res.end(bytes ?? text);
}

export function fail(
  res: ServerResponse,
  b: DocumentHolderBehaviour,
  status: number,
  message: string,
  errors: ErrorItem[],
  headers: Record<string, string> = {},
): void {
  reply(res, b, status, b.errorBody(status, message, errors), headers);
}
