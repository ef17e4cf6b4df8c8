// A single-rule fault of a reference server written from the specification alone ("fresh": nobody on the
// project had seen it when the suite's checks were written), to measure how well the suite catches faults
// it was not written against. Each is one override of the reference's behaviour (and, where needed, of its
// options); everything else stays correct, so that a correct client can still work with the server.
import type { DocumentHolderOptions } from '../interface-a/index.ts';
import type { PlatformOptions } from '../interface-b/index.ts';

/** Options of the reference document holder a fault starts it with; the API key is the run's own. */
export type FreshFaultOptionsA = Omit<DocumentHolderOptions, 'apiKey'>;

interface FreshFaultBase {
  /** Kebab case; also the file's name. */
  name: string;
  /** The catalogue id of the requirement it breaks (requirements/*.ts). */
  requirement: string;
  /** The level of that requirement, as the catalogue gives it. */
  level: 'MUST' | 'SHOULD';
  /** How a real implementation plausibly gets the rule wrong. */
  fault: string;
  /** The sentence(s) of the specification (or of the RFC it relies on) it breaks, quoted briefly, with the part. */
  spec: string;
}

export interface FreshFaultA extends FreshFaultBase {
  interface: 'a';
  /** Given to startDocumentHolder beside the API key: its `mutation` and any other option the fault needs. */
  options: FreshFaultOptionsA;
}

export interface FreshFaultB extends FreshFaultBase {
  interface: 'b';
  /** Given to startPlatform: its `mutation` and any other option the fault needs (never `clients`). */
  options: PlatformOptions;
}

export type FreshFault = FreshFaultA | FreshFaultB;
