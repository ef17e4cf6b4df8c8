// Reads and validates a profile file. Every problem becomes one UsageError line naming the file, the field
// and the reason (exit 2).
import { readFileSync, statSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import { UsageError } from '../errors.ts';
import { profileSchema } from './schema.ts';
import { isCommentKey, withComments } from './comments.ts';
import { parseOperation, type OperationInput, type OperationSpec } from './operations.ts';
import { placeholderProblem } from './parameters.ts';
import type { OperationName } from '../defaults.ts';
import { closest } from '../nearest.ts';
import type { ClientAuthMethod } from '../auth/methods.ts';

/** Paths of PEM files (relative ones from the profile file's folder). */
export interface TlsFiles {
  cert?: string;
  key?: string;
  ca?: string;
}

export interface Profile {
  a?: {
    target?: string;
    apiKey?: string;
    apiKeyHeader?: string;
    operations?: Record<string, OperationInput>;
    materialLink?: { materialKey?: string; revisionKey?: string };
    headers?: Record<string, string>;
    tls?: TlsFiles;
  };
  b?: {
    target?: string;
    bearerToken?: string;
    oauth?: {
      tokenUrl?: string;
      issuer?: string;
      clientId?: string;
      clientSecret?: string;
      scope?: string;
      authMethod?: ClientAuthMethod;
      privateKeyFile?: string;
      keyId?: string;
      algorithm?: string;
      certificateFile?: string;
      assertionAudience?: string;
      params?: Record<string, string>;
    };
    operations?: Record<string, OperationInput>;
    fixtures?: { categoryIds?: number[]; userIds?: number[]; companyIds?: number[]; benefits?: Record<string, unknown> };
    headers?: Record<string, string>;
    tls?: TlsFiles;
  };
  load?: { maxRequests?: number; maxSeconds?: number; connections?: number };
  /** The baseline of a CI gate (a file `conformance baseline` wrote, or a JSON report). */
  baseline?: string;
  /** `must` or `should`: which results fail the run. */
  failOn?: string;
}

const MAX_PROFILE_BYTES = 1024 * 1024;

// Compiled on first use: most runs have no profile, and compiling costs a noticeable share of start-up.
let compiled: ValidateFunction | undefined;
function profileValidator(): ValidateFunction {
  compiled ??= new Ajv({ allErrors: false, strict: false }).compile(withComments(profileSchema));
  return compiled;
}

export function loadProfile(file: string): Profile {
  let text: string;
  try {
    // A profile is a small regular file: /dev/zero, a FIFO or a huge file must not hang or fill memory.
    const stat = statSync(file);
    if (stat.isDirectory()) throw new UsageError(`profile ${file}: is a directory, not a file`);
    if (!stat.isFile()) throw new UsageError(`profile ${file}: not a regular file`);
    if (stat.size > MAX_PROFILE_BYTES) throw new UsageError(`profile ${file}: larger than ${MAX_PROFILE_BYTES} bytes`);
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if (err instanceof UsageError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    throw new UsageError(`profile ${file}: cannot be read (${code === 'ENOENT' ? 'no such file' : (code ?? String(err))})`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new UsageError(`profile ${file}: not valid JSON (${(err as Error).message})`);
  }
  return checkProfile(data, file);
}

/** The keys the schema allows beside an unknown one: its error's schema path leads to their object. */
function siblingKeys(schemaPath: string): string[] {
  let node: unknown = profileSchema;
  for (const part of schemaPath.replace(/^#\//, '').split('/').slice(0, -1)) node = (node as Record<string, unknown> | undefined)?.[decodeURIComponent(part)];
  const properties = (node as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties ? Object.keys(properties) : [];
}

export function checkProfile(data: unknown, file: string): Profile {
  const validateProfile = profileValidator();
  if (!validateProfile(data)) {
    const e = validateProfile.errors![0];
    const field = e.instancePath ? e.instancePath.slice(1).replace(/\//g, '.') : '(top level)';
    let reason = e.message ?? 'is invalid';
    if (e.keyword === 'additionalProperties') {
      const unknown = (e.params as { additionalProperty: string }).additionalProperty;
      const near = closest(unknown, siblingKeys(e.schemaPath));
      reason = `unknown field "${unknown}"${near ? `: did you mean "${near}"?` : ''}`;
    }
    if (e.keyword === 'anyOf' || /\/operations\/[^/]+$/.test(e.instancePath)) reason = 'must be "METHOD /path" or an object with method, path and headers';
    if (e.keyword === 'pattern' && /target|tokenUrl|issuer$/.test(field)) reason = 'must be an http:// or https:// URL';
    throw new UsageError(`profile ${file}: field ${field}: ${reason}`);
  }
  const profile = data as Profile;
  for (const side of ['a', 'b'] as const) {
    for (const [name, op] of Object.entries(profile[side]?.operations ?? {})) {
      if (isCommentKey(name)) continue;
      let spec: OperationSpec;
      try {
        spec = parseOperation(op);
      } catch (err) {
        throw new UsageError(`profile ${file}: field ${side}.operations.${name}: ${(err as Error).message}`);
      }
      const problem = placeholderProblem(name as OperationName, spec);
      if (problem) throw new UsageError(`profile ${file}: field ${side}.operations.${name}: ${problem}`);
    }
  }
  return profile;
}
