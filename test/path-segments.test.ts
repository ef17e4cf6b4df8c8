// One guard for every path a request is built on (src/http/pathSegment.ts): ids are data, and an id a
// server answered must pass it before it goes into a path. So no code that ships encodes a path value by
// itself: a new encodeURIComponent outside the guard is either a path built around it (move it through
// pathSegment) or a use that builds no path, listed here with what it encodes.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
/** The layers of the tool (the reference servers read paths, they build none). */
const SHIPPED = ['src', 'generators', 'suites', 'load', 'reporters', 'commands'];
const NOT_A_PATH: Record<string, string> = {
  'src/http/pathSegment.ts': 'the guard itself',
  'src/http/secrets.ts': 'the form-encoded spellings of a secret, to redact them',
  'src/engine/reproduce.ts': 'form encoding of the client credentials and of variables in a reproduction script',
  'suites/interface-b/b-token-rejects-wrong-secret.ts': 'form encoding of a wrong client secret for the token request',
  'src/auth/oauth.ts': 'form encoding of the client credentials for HTTP Basic at the token endpoint (RFC 6749 2.3.1)',
  'suites/interface-b/tokenRequest.ts': 'form encoding of the client credentials in a token check and its curl line',
  'reporters/html/readBack.ts': 'the key the HTML report matches a POST answer to the later reads of that record by; no request',
};

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

describe('paths are built through the one guard', () => {
  it('no shipped file but the listed ones percent-encodes a value itself', () => {
    const encoding = SHIPPED.flatMap(files).filter((f) => readFileSync(join(ROOT, f), 'utf8').includes('encodeURIComponent('));
    expect(encoding.map((f) => relative(ROOT, join(ROOT, f))).sort()).toEqual(Object.keys(NOT_A_PATH).sort());
  });
});
