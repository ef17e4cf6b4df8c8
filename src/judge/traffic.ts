// What the fault-injecting front records of every request a client sends: enough to judge the client
// rules of part 7 afterwards, and nothing secret (credentials are replaced by labels).

/** How a request authenticated itself, as a label: the secret itself is never kept. */
export type CredentialLabel = string;

export interface ReceivedRequest {
  /** 1, 2, 3… in order of arrival. */
  seq: number;
  /** The operation the request is for (`listActions`, `createDocument`, `token`…), or `other`. */
  kind: string;
  /** Its place among the requests of its kind (1 = the first). */
  nthOfKind: number;
  method: string;
  /** Path and query as sent. */
  url: string;
  /** Header values that carry credentials are replaced by `<redacted>`. */
  headers: Record<string, string>;
  /** `token #2`, `api key`, `wrong api key`, `unknown token`, `malformed`, or undefined when none was sent. */
  credential?: CredentialLabel;
  /** Body text (secrets redacted, cut to a readable length). */
  body?: string;
  bodyBytes: number;
  /** Digest of the whole body as received: two requests with the same digest carried the same body. */
  bodyDigest: string;
  /** Milliseconds since the epoch (wall clock: HTTP-dates of Retry-After are compared with it). */
  arrivedAt: number;
  /** Status answered; undefined when the connection ended without an answer. */
  status?: number;
  answeredAt?: number;
  /** The Retry-After header given with the answer. */
  retryAfter?: string;
  /** When the Retry-After given allows the request again (ms since the epoch). */
  retryAllowedAt?: number;
  /** Set when the answer was a fault injected by the front, not the reference's own answer. */
  injected?: string;
  /** What the interface's suite found wrong with the body (part 2), judged on the whole body as received. */
  problems?: string[];
  /** Token endpoint refusals: the OAuth error and its description (`invalid_client: client assertion has expired`). */
  refusal?: string;
  /** Token endpoint answers: the label of the token issued and its announced lifetime. */
  issued?: { label: CredentialLabel; expiresInSeconds?: number };
}

/** Same method, URL and body: the part 7 notion of "the same request". */
export function sameRequest(a: ReceivedRequest, b: ReceivedRequest): boolean {
  return a.method === b.method && a.url === b.url && a.bodyDigest === b.bodyDigest;
}

/** A resend that changed nothing at all, its credential included (a fresh token after a 401 is a change). */
export function unchangedResend(a: ReceivedRequest, b: ReceivedRequest): boolean {
  return sameRequest(a, b) && a.credential === b.credential;
}
