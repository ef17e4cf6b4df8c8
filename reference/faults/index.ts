// Fault injection before the embedded reference servers, for judging clients (`conformance judge-client`).
export { startFaultyFront, type FaultyFront, type FrontOptions, type CredentialScheme } from './front.ts';
export { FaultPlan, parseFaultSpec, retryAfterHeader, draw, FAULT_RATES, RETRY_AFTER_RANGE, EARLY_EXPIRY_USES } from './plan.ts';
export type { Fault, FaultSettings, ForcedFault, RetryAfterForm } from './plan.ts';
export { startJudgedServer, type JudgedServer, type JudgedServerOptions } from './judged.ts';
export { sameRequest, unchangedResend, type ReceivedRequest } from '../../src/judge/traffic.ts';
