// The model of client checks: like the checks of `run` (id, level, spec part, requirements), but instead
// of sending requests a client check judges the requests a client sent.
import type { InterfaceId, Level } from '../engine/types.ts';
import type { ReceivedRequest } from './traffic.ts';

export interface JudgeSettings {
  retryAfterToleranceMs: number;
  inFlightGraceMs: number;
  minBackoffMs: number;
  maxRetries5xx: number;
}

export interface Traffic {
  /** Every request received, in order of arrival. */
  readonly requests: readonly ReceivedRequest[];
  /** Arrival of the first request: times in messages are counted from it. */
  readonly t0: number;
  readonly settings: JudgeSettings;
}

/** What a client check concludes. A rule the client never had occasion to show is `not-shown`, never a pass. */
export type Verdict =
  | { status: 'held'; note: string }
  | { status: 'broken'; message: string; involved: ReceivedRequest[] }
  | { status: 'not-shown'; reason: string };

export interface ClientCheckDefinition {
  /** `CA.<rule>` or `CB.<rule>`; never changes once published. */
  id: string;
  title: string;
  level: Level;
  interface: InterfaceId;
  specRef: string;
  requirements?: readonly string[];
  judge(traffic: Traffic): Verdict;
}
