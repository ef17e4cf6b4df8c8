// Bounds and defaults of `conformance simulate` (kept free of imports: `--help` reads them).

export const SIMULATION_REPORTERS = ['console', 'json', 'junit', 'html'] as const;
export type SimulationReporter = (typeof SIMULATION_REPORTERS)[number];

export const SIMULATE_LIMITS = { maxRate: 100_000, maxDurationSeconds: 7 * 24 * 3600, maxInFlight: 100_000, maxConnections: 1024 } as const;

export const SIMULATE_DEFAULTS = {
  /** The request cap is this many times rate × duration (room for retries). */
  requestCapFactor: 1.2,
  /** In flight at most: one second of arrivals, and never fewer than this. */
  minInFlight: 100,
  connections: 32,
  schemaSampleEvery: 20,
} as const;
