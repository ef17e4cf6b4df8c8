// Types of scripts/build.mjs, for the tests that build before they run.
export function buildIsStale(): boolean;
export function build(options?: { clean?: boolean }): number;
