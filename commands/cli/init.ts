// `conformance init`: writes a starting profile, commented through `//` keys (JSON has none of its own) and
// tied to the profile's JSON Schema through "$schema". On a terminal it asks; otherwise it takes flags.
import { existsSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { createInterface } from 'node:readline';
import { DEFAULT_API_KEY_HEADER, DEFAULT_FIXTURES_B, DEFAULT_MATERIAL_LINK, DEFAULT_OPERATIONS_A, DEFAULT_OPERATIONS_B, DEFAULT_TOKEN_PATH } from '../../src/defaults.ts';
import { checkUrl } from '../../src/engine/config.ts';
import { UsageError } from '../../src/errors.ts';
import { checkProfile } from '../../src/profile/load.ts';
import { PACKAGE_ROOT } from '../../src/version.ts';
import { argReaders, sidesOf } from './args.ts';
import { CLIENT_AUTH_METHODS, clientAuthMethod, isClientAuthMethod, usesSecret, type ClientAuthMethod } from '../../src/auth/methods.ts';

export const DEFAULT_PROFILE_FILE = 'conformance.profile.json';
// Shipped in the package at this path (package.json "files"), from the source tree and from dist/ alike.
const SCHEMA_FILE = join(PACKAGE_ROOT, 'schemas', 'profile.schema.json');

export interface InitAnswers {
  interfaces: ('a' | 'b')[];
  targetA?: string;
  targetB?: string;
  apiKeyHeader?: string;
  tokenUrl?: string;
  /** The authorization server whose metadata names the token endpoint (written instead of tokenUrl). */
  issuer?: string;
  clientId?: string;
  /** Written only when chosen: unset, the run starts with Basic and tries client_secret_post once. */
  authMethod?: ClientAuthMethod;
  /** Paths as given (relative to the working folder): written relative to the profile, as the profile reads them. */
  privateKeyFile?: string;
  keyId?: string;
  cert?: string;
  key?: string;
}

type Io = { stdout: NodeJS.WritableStream; stderr?: NodeJS.WritableStream; stdin?: NodeJS.ReadableStream };

export async function initCommand(args: Record<string, unknown>, io: Io): Promise<number> {
  const { str, list, bool } = argReaders(args);
  const output = str('output') ?? DEFAULT_PROFILE_FILE;
  const force = Boolean(bool('force'));
  if (existsSync(output) && !force) throw new UsageError(`${output} exists: give --force to overwrite it, or --output to write another file`);
  const openapi = str('from-openapi');
  if (openapi !== undefined) return initFromOpenApi(openapi, { output, force, interfaces: sidesOf(list('interface')), targetA: str('target-a'), targetB: str('target-b') }, io);
  const stdin = (io.stdin ?? process.stdin) as NodeJS.ReadableStream & { isTTY?: boolean };
  const oauthFlags: OAuthFlags = {
    issuer: str('issuer'),
    tokenUrl: str('token-url'),
    clientId: str('client-id'),
    authMethod: str('auth-method'),
    clientKey: str('client-key'),
    clientKeyId: str('client-key-id'),
    cert: str('cert'),
    key: str('key'),
  };
  // Any answer given as a flag means a script or CI is calling: nothing is asked, even on a terminal.
  const flagged = [list('interface'), str('target-a'), str('target-b'), ...Object.values(oauthFlags)].some((v) => v !== undefined);
  const interactive = Boolean(stdin.isTTY) && !flagged;
  const answers = interactive ? await ask(stdin, io.stdout) : fromFlags(list('interface'), str('target-a'), str('target-b'), oauthFlags);
  const profile = startingProfile(answers, output);
  checkProfile(profile, output);
  try {
    writeFileSync(output, `${JSON.stringify(profile, null, 2)}\n`, { flag: force ? 'w' : 'wx' });
  } catch (err) {
    throw new UsageError(`${output} cannot be written (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
  }
  const secrets = [answers.interfaces.includes('a') ? 'CONFORMANCE_API_KEY' : '', answers.interfaces.includes('b') ? secretOfB(answers) : ''].filter(Boolean);
  io.stdout.write(`wrote ${output}: keys starting with // are comments (docs/profile.md lists every key)\n`);
  io.stdout.write(`next: ${secrets.map((s) => `${s}=… `).join('')}npx conformance doctor --config ${output}, then the same with run\n`);
  return 0;
}

/** The secret interface B needs from the environment with these answers: none when the profile names a key file or the method is a certificate. */
function secretOfB(answers: InitAnswers): string {
  if (usesSecret(answers.authMethod)) return 'CONFORMANCE_CLIENT_SECRET';
  return answers.authMethod === 'private_key_jwt' && !answers.privateKeyFile ? 'CONFORMANCE_CLIENT_KEY' : '';
}

/**
 * The profile from an OpenAPI description: its operations matched to those of the specification, the
 * credentials and the target from its security schemes and servers. What cannot be matched is one line on
 * stderr each and a `//` comment in the profile.
 */
async function initFromOpenApi(
  source: string,
  o: { output: string; force: boolean; interfaces: ('a' | 'b')[]; targetA?: string; targetB?: string },
  io: Io,
): Promise<number> {
  const { loadOpenApi, isUrl, shownSource, baseOf } = await import('../openapi/load.ts');
  const shown = shownSource(source);
  const { profileFromOpenApi } = await import('../openapi/profile.ts');
  const targets = {
    ...(o.targetA === undefined ? {} : { a: checkUrl(o.targetA, '--target-a') }),
    ...(o.targetB === undefined ? {} : { b: checkUrl(o.targetB, '--target-b') }),
  };
  const doc = await loadOpenApi(source);
  const { sections, notes } = profileFromOpenApi(doc, { sides: o.interfaces, sourceUrl: baseOf(source), targets });
  if (!sections.a && !sections.b) {
    throw new UsageError(`${shown}: no operation of interface ${o.interfaces.map((i) => i.toUpperCase()).join(' or ')} fits any operation of the description`);
  }
  const profile: Record<string, unknown> = { ...startingProfile({ interfaces: [] }, o.output), '//': `Profile of conformance from the OpenAPI description ${isUrl(source) ? shown : basename(source)} (run --config this-file). Keys starting with // are comments. Every key: docs/profile.md. Secrets belong in the environment, not here.`, ...sections };
  checkProfile(profile, o.output);
  try {
    writeFileSync(o.output, `${JSON.stringify(profile, null, 2)}\n`, { flag: o.force ? 'w' : 'wx' });
  } catch (err) {
    throw new UsageError(`${o.output} cannot be written (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
  }
  const stderr = io.stderr ?? process.stderr;
  for (const note of notes) stderr.write(`conformance: ${note.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?')}\n`);
  const secrets = [sections.a ? 'CONFORMANCE_API_KEY' : '', sections.b ? 'CONFORMANCE_CLIENT_SECRET' : ''].filter(Boolean);
  io.stdout.write(`wrote ${o.output} from ${shown}${notes.length ? ` (${notes.length} point${notes.length > 1 ? 's' : ''} to settle by hand, above; each is a // comment in the file)` : ''}\n`);
  io.stdout.write(`next: ${secrets.map((s) => `${s}=…`).join(' ')} npx conformance doctor --config ${o.output}, then the same with run\n`);
  return 0;
}

interface OAuthFlags {
  issuer?: string;
  tokenUrl?: string;
  clientId?: string;
  authMethod?: string;
  clientKey?: string;
  clientKeyId?: string;
  cert?: string;
  key?: string;
}

function fromFlags(ifaces: string[] | undefined, targetA: string | undefined, targetB: string | undefined, o: OAuthFlags = {}): InitAnswers {
  const interfaces = sidesOf(ifaces);
  const given = Object.entries(o).filter(([, v]) => v !== undefined);
  if (!interfaces.includes('b') && given.length > 0) throw new UsageError(`--${given[0][0].replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} is a setting of interface B, which --interface leaves out`);
  const authMethod = clientAuthMethod(o.authMethod);
  // The same pairing rules as run's: a flag that the method would never read is a mistake, not a default.
  if ((o.clientKey !== undefined || o.clientKeyId !== undefined) && authMethod !== undefined && authMethod !== 'private_key_jwt')
    throw new UsageError(`--client-key and --client-key-id are for --auth-method private_key_jwt, not ${authMethod}`);
  if ((o.cert === undefined) !== (o.key === undefined)) throw new UsageError(o.cert === undefined ? '--key is given without its certificate: give --cert too' : '--cert is given without its private key: give --key too');
  if (o.cert !== undefined && authMethod !== 'tls_client_auth' && authMethod !== 'self_signed_tls_client_auth')
    throw new UsageError('--cert and --key are for --auth-method tls_client_auth or self_signed_tls_client_auth');
  return {
    interfaces,
    targetA: targetA === undefined ? undefined : checkUrl(targetA, '--target-a'),
    targetB: targetB === undefined ? undefined : checkUrl(targetB, '--target-b'),
    ...(o.issuer !== undefined ? { issuer: (checkUrl(o.issuer, '--issuer'), o.issuer) } : {}),
    ...(o.tokenUrl !== undefined ? { tokenUrl: checkUrl(o.tokenUrl, '--token-url') } : {}),
    ...(o.clientId !== undefined ? { clientId: o.clientId } : {}),
    // A key given without a method means private_key_jwt, as it does for run.
    ...(authMethod !== undefined || o.clientKey !== undefined ? { authMethod: authMethod ?? 'private_key_jwt' } : {}),
    ...(o.clientKey !== undefined ? { privateKeyFile: o.clientKey } : {}),
    ...(o.clientKeyId !== undefined ? { keyId: o.clientKeyId } : {}),
    ...(o.cert !== undefined ? { cert: o.cert, key: o.key } : {}),
  };
}

/** The questions, on a terminal; an empty answer takes the default shown in brackets. */
async function ask(input: NodeJS.ReadableStream, output: NodeJS.WritableStream): Promise<InitAnswers> {
  const rl = createInterface({ input, terminal: false });
  // Lines are taken from the iterator, which buffers them: answers typed (or pasted) ahead are not lost.
  const lines = rl[Symbol.asyncIterator]();
  try {
    const q = async (question: string, fallback = ''): Promise<string> => {
      output.write(`${question}${fallback ? ` [${fallback}]` : ''}: `);
      const next = await lines.next();
      const answer = next.done ? '' : String(next.value).trim();
      if (next.done) output.write('\n');
      return answer || fallback;
    };
    const url = async (question: string, fallback = ''): Promise<string | undefined> => {
      for (let tries = 0; tries < 3; tries++) {
        const v = await q(question, fallback);
        if (!v) return undefined;
        try {
          return checkUrl(v, 'the URL');
        } catch (err) {
          output.write(`${(err as Error).message}\n`);
        }
      }
      return undefined;
    };
    const interfaces = sidesOf([await q('interfaces to test (a, b or both)', 'both')]);
    const answers: InitAnswers = { interfaces };
    if (interfaces.includes('a')) {
      answers.targetA = await url('interface A: base URL of the document holder (empty: give --target later)');
      answers.apiKeyHeader = await q('interface A: header that carries the API key', DEFAULT_API_KEY_HEADER);
    }
    if (interfaces.includes('b')) {
      answers.targetB = await url('interface B: base URL of the platform (empty: give --target later)');
      answers.issuer = await url('interface B: OAuth 2.0 issuer, whose metadata names the token endpoint (empty: give the token endpoint next)');
      if (!answers.issuer) answers.tokenUrl = await url('interface B: OAuth 2.0 token endpoint', answers.targetB ? `${new URL(answers.targetB).origin}${DEFAULT_TOKEN_PATH}` : '');
      answers.clientId = (await q('interface B: OAuth client id (empty: CONFORMANCE_CLIENT_ID)')) || undefined;
      // An empty answer leaves authMethod out: Basic, and client_secret_post once if Basic is refused.
      // The default is shown by hand so that an empty answer can be told from client_secret_basic typed out.
      for (let tries = 0; tries < 3; tries++) {
        const v = await q(`interface B: client authentication (${CLIENT_AUTH_METHODS.join(', ')}) [client_secret_basic]`);
        if (!v) break;
        if (isClientAuthMethod(v)) {
          answers.authMethod = v;
          break;
        }
        output.write(`"${v.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?')}" is not one of ${CLIENT_AUTH_METHODS.join(', ')}\n`);
      }
      if (answers.authMethod === 'private_key_jwt') {
        answers.privateKeyFile = (await q('interface B: private key file, PEM or JWK (empty: CONFORMANCE_CLIENT_KEY)')) || undefined;
        answers.keyId = (await q("interface B: key id (kid) of the client assertion (empty: the key's own, or none)")) || undefined;
      } else if (answers.authMethod === 'tls_client_auth' || answers.authMethod === 'self_signed_tls_client_auth') {
        answers.cert = (await q('interface B: client certificate file, PEM (empty: give --cert later)')) || undefined;
        answers.key = answers.cert ? (await q('interface B: private key file of the certificate, PEM')) || undefined : undefined;
      }
    }
    return answers;
  } finally {
    rl.close();
  }
}

/** The profile, every default written out so that it can be edited in place, with `//` comments. */
export function startingProfile(answers: InitAnswers, outputFile: string): Record<string, unknown> {
  let schemaPath = relative(dirname(resolve(outputFile)), SCHEMA_FILE).split(sep).join('/');
  if (!schemaPath.startsWith('.')) schemaPath = `./${schemaPath}`;
  const profile: Record<string, unknown> = {
    $schema: schemaPath,
    '//': 'Starting profile of conformance (run --config this-file). Keys starting with // are comments. Every key: docs/profile.md. Secrets belong in the environment, not here.',
  };
  if (answers.interfaces.includes('a')) {
    profile.a = {
      '//': 'Interface A, the document holder. The API key: CONFORMANCE_API_KEY in the environment.',
      ...(answers.targetA ? { target: answers.targetA } : { '// target': 'none yet: give --target, or set "target" here' }),
      apiKeyHeader: answers.apiKeyHeader ?? DEFAULT_API_KEY_HEADER,
      operations: {
        '//': 'Where each operation is served. {name} in a path travels in the path, in a header value in that header, anything else in the query.',
        ...DEFAULT_OPERATIONS_A,
      },
      materialLink: {
        '//': 'The metaData keys that tie a document to a material and its revision: A3 must find by them what A1 created.',
        ...DEFAULT_MATERIAL_LINK,
      },
    };
  }
  if (answers.interfaces.includes('b')) {
    const method = answers.authMethod;
    const certAuth = method === 'tls_client_auth' || method === 'self_signed_tls_client_auth';
    // Paths in a profile are read from the profile's folder; the answers name them from the working folder.
    const fromProfile = (path: string) => relative(dirname(resolve(outputFile)), resolve(path)).split(sep).join('/') || '.';
    const credential =
      method === 'private_key_jwt'
        ? `The private key: privateKeyFile below${answers.privateKeyFile ? '' : ' (none yet)'}, or CONFORMANCE_CLIENT_KEY (the key itself) in the environment.`
        : certAuth
          ? 'The client certificate: tls.cert and tls.key below (or --cert and --key).'
          : 'The client secret: CONFORMANCE_CLIENT_SECRET in the environment.';
    profile.b = {
      '//': `Interface B, the platform. ${credential}`,
      ...(answers.targetB ? { target: answers.targetB } : { '// target': 'none yet: give --target, or set "target" here' }),
      oauth: {
        '//': 'Client credentials grant. authMethod: client_secret_basic, client_secret_post, private_key_jwt, tls_client_auth or self_signed_tls_client_auth (unset: Basic, then post once if refused). issuer instead of tokenUrl: the token endpoint is read from its metadata.',
        ...(answers.issuer
          ? { issuer: answers.issuer }
          : answers.tokenUrl
            ? { tokenUrl: answers.tokenUrl }
            : answers.targetB
              ? { tokenUrl: `${new URL(answers.targetB).origin}${DEFAULT_TOKEN_PATH}` }
              : {}),
        ...(answers.clientId ? { clientId: answers.clientId } : { '// clientId': 'set "clientId" here, or CONFORMANCE_CLIENT_ID in the environment' }),
        ...(method ? { authMethod: method } : {}),
        // The key file's path, never the key: the key is a secret, the path is not.
        ...(method === 'private_key_jwt'
          ? answers.privateKeyFile
            ? { privateKeyFile: fromProfile(answers.privateKeyFile) }
            : { '// privateKeyFile': 'set "privateKeyFile" to the PEM or JWK file of the private key, or CONFORMANCE_CLIENT_KEY in the environment' }
          : {}),
        ...(answers.keyId ? { keyId: answers.keyId } : {}),
      },
      ...(certAuth
        ? {
            tls: answers.cert && answers.key
              ? { '//': 'The client certificate that authenticates the client to the token endpoint (and to the platform).', cert: fromProfile(answers.cert), key: fromProfile(answers.key) }
              : { '//': 'set "cert" and "key" to the PEM files of the client certificate and its private key, or give --cert and --key' },
          }
        : {}),
      operations: { '//': 'Where each operation is served (as for interface A).', ...DEFAULT_OPERATIONS_B },
      fixtures: {
        '//': 'Categories, users and companies your platform knows, used to build valid actions.',
        categoryIds: [...DEFAULT_FIXTURES_B.categoryIds],
        userIds: [...DEFAULT_FIXTURES_B.userIds],
        companyIds: [...DEFAULT_FIXTURES_B.companyIds],
      },
    };
  }
  return profile;
}
