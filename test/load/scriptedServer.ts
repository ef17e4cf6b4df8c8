// A node:http server for the simulator's tests: it answers request n (from 0) as the test scripts it and
// records every arrival, so that a test asserts what the server saw. Closed when the test that started it ends.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onTestFinished } from 'vitest';

export interface Arrival {
  at: number;
  method: string;
  url: string;
  body: string;
}

export type Answer = { status: number; headers?: Record<string, string>; body: unknown };

/** An empty first page of B1. */
export const LIST_OK: Answer = { status: 200, body: { data: [], meta: { paging: { totalCount: 0, currentPage: 1 } } } };

/** An answer with the error body of part 7. */
export const errorAnswer = (status: number, headers: Record<string, string> = {}): Answer => ({
  status,
  headers,
  body: { message: 'scripted', errors: [{ type: 'SCRIPTED', message: 'scripted answer', source: 'test' }] },
});

/** Starts the server; call it inside a test. */
export async function recordingServer(script: (n: number, req: Arrival) => Answer): Promise<{ url: string; arrivals: Arrival[] }> {
  const arrivals: Arrival[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const arrival = { at: performance.now(), method: req.method ?? '', url: req.url ?? '', body: Buffer.concat(chunks).toString('utf8') };
      const answer = script(arrivals.length, arrival);
      arrivals.push(arrival);
      const text = JSON.stringify(answer.body);
      res.writeHead(answer.status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...answer.headers });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, arrivals };
}
