// How a check sends a body besides its spelling, for both interfaces: chunked (RFC 9112 7.1) instead of with a
// Content-Length. RFC 9110 15.5.12 lets a server that will not take a body without a length answer 411 Length
// Required: then nothing is judged. What it may not do is misread the body.
import type { ApiResponse } from '../../src/engine/api.ts';
import type { CheckContext } from '../../src/engine/types.ts';

export interface Transport {
  chunked?: boolean;
}

/** The call options that send a body so. */
export function sentAs(transport: Transport): { chunked?: true } {
  return transport.chunked ? { chunked: true } : {};
}

/** Ends the check, skipped, when a body sent chunked got 411. */
export function skipIfLengthRequired(t: CheckContext, transport: Transport, res: ApiResponse, what: string): void {
  if (transport.chunked && res.status === 411) t.skip(`${what} got 411: the target requires a Content-Length, as RFC 9110 15.5.12 allows`);
}
