// The embedded reference implementation of interface B (the V2 development-action platform).
export { createPlatform, buildPlatform, startPlatform, storeOf, type Platform, type StartedPlatform } from './server.ts';
export type { PlatformOptions, SeedAction, SeedComment } from './options.ts';
export { DEFAULT_MAX_BODY_BYTES, DEFAULT_MAX_JSON_DEPTH, DEFAULT_TOKEN_LIFETIME_SECONDS } from './options.ts';
export {
  DEFAULT_BEHAVIOUR,
  FILTERS,
  behaviourWith,
  retryAfterValue,
  sortActions,
  type ActionFilter,
  type ErrorAnswer,
  type ErrorKind,
  type PlatformBehaviour,
  type RefusedWrite,
  type RetryAfterFormat,
} from './behaviour.ts';
export type { PlatformStore } from './store.ts';
export type { ActionStore } from './store.ts';
export type { ClientCredentials } from './oauth.ts';
export { DEFAULT_RATE_LIMIT, type RateLimit } from './throttle.ts';
export { defaultFixtures, type FixturesInput } from './fixtures.ts';
export type { ListQuery } from './list-query.ts';
export type { Rendered } from './render.ts';
export {
  ACTION_STATUSES,
  EXPANDABLE_FIELDS,
  SORT_COLUMNS,
  DIRECTIONS,
  type ActionInput,
  type ActionRecord,
  type Caller,
  type ExpandField,
  type SortColumn,
  type SortDirection,
  type Direction,
  type StoredFields,
} from './model.ts';
