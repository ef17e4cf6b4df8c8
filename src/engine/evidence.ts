// The evidence of a failed check's chain in the report: every exchange, bounded in count and in body size
// (a property's chain is short, a whole check's may be long), saying what was cut.
import type { ChainExchange, Exchange, RecordedRequest, RecordedResponse } from './types.ts';

function cutBody<T extends RecordedRequest | RecordedResponse>(part: T, maxChars: number, cut: { bodies: number }): T {
  if (part.body === undefined || part.body.length <= maxChars) return part;
  cut.bodies++;
  return { ...part, body: `${part.body.slice(0, maxChars)}… (cut)` };
}

export function chainEvidence(exchanges: readonly Exchange[], maxExchanges: number, maxBodyChars: number): { chain: ChainExchange[]; chainCut?: string } {
  const half = Math.max(1, Math.floor(maxExchanges / 2));
  const kept = exchanges.length <= maxExchanges ? exchanges : [...exchanges.slice(0, half), ...exchanges.slice(exchanges.length - half)];
  const cut = { bodies: 0 };
  const chain = kept.map((x) => ({
    request: cutBody(x.request, maxBodyChars, cut),
    ...(x.response ? { response: cutBody(x.response, maxBodyChars, cut) } : {}),
    ...(x.error ? { error: x.error } : {}),
  }));
  const notes: string[] = [];
  if (kept.length < exchanges.length) notes.push(`${exchanges.length} exchanges, the first ${half} and the last ${half} kept`);
  if (cut.bodies > 0) notes.push(`${cut.bodies} bodies cut to ${maxBodyChars} characters`);
  return notes.length ? { chain, chainCut: notes.join('; ') } : { chain };
}
