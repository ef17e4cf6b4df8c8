// Requests as they appear in messages and evidence: numbered, timed from the first request, with the
// answer they got.
import type { RecordedRequest, RecordedResponse } from '../engine/types.ts';
import type { ReceivedRequest } from './traffic.ts';

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(3)} s`;
}

/** `#7 POST /v2/development-actions at +1.204 s → 429 (Retry-After 2)` */
export function describeRequest(r: ReceivedRequest, t0: number): string {
  const answer = r.status === undefined ? 'no answer' : `${r.status}${r.retryAfter !== undefined ? ` (Retry-After ${r.retryAfter})` : ''}${r.injected ? ' [injected]' : ''}`;
  return `#${r.seq} ${r.method} ${r.url} at +${seconds(r.arrivedAt - t0)} → ${answer}`;
}

export function toRecordedRequest(r: ReceivedRequest): RecordedRequest {
  return { method: r.method, url: r.url, headers: r.headers, ...(r.body !== undefined ? { body: r.body } : {}), bodyBytes: r.bodyBytes };
}

export function toRecordedResponse(r: ReceivedRequest): RecordedResponse | undefined {
  if (r.status === undefined) return undefined;
  return {
    status: r.status,
    headers: r.retryAfter !== undefined ? { 'retry-after': r.retryAfter } : {},
    bodyBytes: 0,
    timeMs: Math.max(0, (r.answeredAt ?? r.arrivedAt) - r.arrivedAt),
  };
}

/** At most `max` lines, then how many more. */
export function listed(lines: string[], max = 5): string {
  const shown = lines.slice(0, max).join('; ');
  return lines.length > max ? `${shown}; and ${lines.length - max} more` : shown;
}
