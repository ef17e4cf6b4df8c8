// Which request gets which fault. Drawn from the seed per kind of request and its count within that
// kind, so that the same seed gives the same faults whatever the interleaving of kinds; or forced, for
// tests and for replaying what a team saw. The first request of a kind is never faulted, so that a
// client can get going.
import { createHash } from 'node:crypto';

export type RetryAfterForm = 'seconds' | 'http-date';

export type Fault =
  | { status: 429; retryAfterSeconds: number; form: RetryAfterForm }
  | { status: 500 | 503 };

export interface ForcedFault {
  /** Kind of request (`listActions`, `createAction`, `token`…). */
  kind: string;
  /** The nth request of that kind (2 or more). */
  nth: number;
  fault: Fault;
}

export interface FaultSettings {
  seed: number;
  /** Faults drawn from the seed; off when faults are forced. */
  random: boolean;
  /** Interface B only: whether 429 may be drawn (part 7 lists 429 for interface B alone). */
  throttling: boolean;
  forced: ForcedFault[];
  /** Token n (1 = the first issued) stops being accepted after this many uses, before its announced expiry. */
  tokenExpiry: { token: number; afterUses: number }[];
}

/** Shares of faulted requests among those that may be faulted, when drawn. */
export const FAULT_RATES = { throttled: 0.12, serverError: 0.08 } as const;
/** Retry-After values drawn, in seconds. */
export const RETRY_AFTER_RANGE = { min: 1, max: 3 } as const;
/** A drawn early expiry happens after this many uses of the first token. */
export const EARLY_EXPIRY_USES = { min: 3, max: 8 } as const;

/** A number in [0, 1) fixed by the seed and the words given. */
export function draw(seed: number, ...words: (string | number)[]): number {
  const digest = createHash('sha256').update(`${seed}:${words.join(':')}`).digest();
  return digest.readUInt32BE(0) / 2 ** 32;
}

export class FaultPlan {
  constructor(readonly settings: FaultSettings) {}

  /** The fault for the nth request of a kind, if any. */
  faultFor(kind: string, nth: number): Fault | undefined {
    if (nth < 2) return undefined;
    const forced = this.settings.forced.find((f) => f.kind === kind && f.nth === nth);
    if (forced) return forced.fault;
    if (!this.settings.random || kind === 'other') return undefined;
    const { seed } = this.settings;
    if (kind === 'token') {
      // The token endpoint refuses once at most: at its second request, on half of the seeds.
      return nth === 2 && draw(seed, 'token-refusal') < 0.5 ? { status: 503 } : undefined;
    }
    const r = draw(seed, kind, nth);
    if (this.settings.throttling && r < FAULT_RATES.throttled) {
      const span = RETRY_AFTER_RANGE.max - RETRY_AFTER_RANGE.min + 1;
      const retryAfterSeconds = RETRY_AFTER_RANGE.min + Math.floor(draw(seed, kind, nth, 'wait') * span);
      const form: RetryAfterForm = draw(seed, kind, nth, 'form') < 0.5 ? 'seconds' : 'http-date';
      return { status: 429, retryAfterSeconds, form };
    }
    if (r >= FAULT_RATES.throttled && r < FAULT_RATES.throttled + FAULT_RATES.serverError) {
      return { status: draw(seed, kind, nth, 'code') < 0.5 ? 500 : 503 };
    }
    return undefined;
  }

  /** Uses after which the nth token issued stops being accepted, or undefined when it lives its announced life. */
  expiryOf(tokenNumber: number): number | undefined {
    const forced = this.settings.tokenExpiry.find((e) => e.token === tokenNumber);
    if (forced) return forced.afterUses;
    if (!this.settings.random || tokenNumber !== 1 || draw(this.settings.seed, 'early-expiry') >= 0.5) return undefined;
    const span = EARLY_EXPIRY_USES.max - EARLY_EXPIRY_USES.min + 1;
    return EARLY_EXPIRY_USES.min + Math.floor(draw(this.settings.seed, 'early-expiry-uses') * span);
  }
}

/** Retry-After header value and the moment it allows the request again. */
export function retryAfterHeader(fault: { retryAfterSeconds: number; form: RetryAfterForm }, nowMs: number): { value: string; allowedAt: number } {
  if (fault.form === 'seconds') return { value: String(fault.retryAfterSeconds), allowedAt: nowMs + fault.retryAfterSeconds * 1000 };
  // An HTTP-date has whole seconds: rounded up, so that it is never earlier than the wait meant.
  const at = Math.ceil((nowMs + fault.retryAfterSeconds * 1000) / 1000) * 1000;
  return { value: new Date(at).toUTCString(), allowedAt: at };
}

/**
 * `--fault` values: `<kind>:<nth>:<status>[:<seconds>[:date]]`, e.g. `listActions:2:429:2`,
 * `createAction:3:503`, `token:2:503`; and `expire:<token>:<uses>` for an early token expiry.
 */
export function parseFaultSpec(spec: string, into: Pick<FaultSettings, 'forced' | 'tokenExpiry'>): string | undefined {
  const parts = spec.split(':');
  const int = (s: string | undefined) => (s !== undefined && /^\d+$/.test(s) ? Number(s) : NaN);
  if (parts[0] === 'expire') {
    const token = int(parts[1]);
    const uses = int(parts[2]);
    if (parts.length !== 3 || !(token >= 1) || !(uses >= 1)) return `--fault ${spec}: expected expire:<token number>:<uses>`;
    into.tokenExpiry.push({ token, afterUses: uses });
    return undefined;
  }
  const [kind, nthText, statusText, secondsText, form] = parts;
  const nth = int(nthText);
  const status = int(statusText);
  if (!kind || !(nth >= 2)) return `--fault ${spec}: expected <kind>:<nth, 2 or more>:<status>[:<seconds>[:date]]`;
  if (status === 429) {
    const seconds = secondsText === undefined ? 1 : int(secondsText);
    if (!(seconds >= 1) || (form !== undefined && form !== 'date') || parts.length > 5) return `--fault ${spec}: a 429 takes :<seconds, at least 1>[:date]`;
    into.forced.push({ kind, nth, fault: { status: 429, retryAfterSeconds: seconds, form: form === 'date' ? 'http-date' : 'seconds' } });
    return undefined;
  }
  if ((status === 500 || status === 503) && parts.length === 3) {
    into.forced.push({ kind, nth, fault: { status } });
    return undefined;
  }
  return `--fault ${spec}: the status must be 429, 500 or 503`;
}
