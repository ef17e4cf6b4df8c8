// A request body too large for a curl line (src/http/curl.ts writes `--data-binary @body.json` instead) is
// kept whole beside its exchange for as long as the exchange lives, so that a failed check's reproduction
// can write it to a file next to its script. Weakly held: the bodies of a check that passed go with it.
import type { Exchange } from '../http/exchange.ts';
import { curlInlinesBody } from '../http/curl.ts';

const bodies = new WeakMap<Exchange, string | Buffer>();

/** The marker toCurl leaves for a body it did not inline. */
export const BODY_FILE_MARKER = '--data-binary @body.json';

export function keepLargeBody(exchange: Exchange, body: string | Buffer | undefined): void {
  // Told by the size, not by reading the curl line: that line is made only when evidence is read.
  if (body !== undefined && !curlInlinesBody(exchange.request.bodyBytes ?? Buffer.byteLength(body))) bodies.set(exchange, body);
}

export function largeBodyOf(exchange: Exchange): string | Buffer | undefined {
  return bodies.get(exchange);
}
