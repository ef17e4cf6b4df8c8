// The record of one exchange with a target: what was sent and what came back, secrets already redacted.
// The client (./client.ts) writes it; the engine's evidence, chains and reports are built from it.

export interface RecordedRequest {
  method: string;
  url: string;
  /** Secrets already replaced by `<redacted>`. */
  headers: Record<string, string>;
  /** Text of the body, cut to a readable length; secrets redacted. */
  body?: string;
  bodyBytes?: number;
}

export interface RecordedResponse {
  status: number;
  headers: Record<string, string>;
  body?: string;
  bodyBytes: number;
  truncated?: boolean;
  timeMs: number;
}

/** One request and what came of it: the unit of evidence. */
export interface Exchange {
  request: RecordedRequest;
  response?: RecordedResponse;
  /** Transport failure (timeout, reset, refused, too large), when there is no response. */
  error?: string;
  /** A curl line that sends the same request; secrets as environment variable references. */
  reproduce: string;
  /** Set when the run itself cut the exchange off (it stopped): the target is not to blame. */
  cutOff?: boolean;
  /** Earlier attempts of the same request that the client rules of part 7 retried (429, 5xx). */
  retries?: { status?: number; error?: string; waitedMs: number }[];
}
