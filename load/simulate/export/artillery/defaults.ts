// The Artillery release the export is written for and tested with. 2.0.21 is the last release that runs on
// Node 20 (later ones ask for Node 22.13 or newer); the script uses nothing newer than it needs.
export const ARTILLERY_VERSION = '2.0.21';

export const EXPORT_FILES = {
  script: (iface: 'a' | 'b') => `conformance-${iface}.yml`,
  processor: 'conformance-processor.mjs',
  readme: 'README.md',
} as const;

/** What `conformance serve` listens on by default: the export's target when no --target was given. */
export const SERVE_TARGETS = { a: 'http://127.0.0.1:8081', b: 'http://127.0.0.1:8082' } as const;
export const SERVE_CLIENT_ID = 'conformance';
