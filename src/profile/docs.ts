// docs/profile.md and schemas/profile.schema.json, both generated from the profile schema and the key
// descriptions, so that neither can drift from what the tool accepts (test/profile-docs.test.ts).
import { profileSchema } from './schema.ts';
import { withComments } from './comments.ts';
import { EXAMPLE_PROFILE, PROFILE_KEY_DOCS, type KeyDoc, AUTHORIZATION_SERVERS } from './descriptions.ts';

type Node = Record<string, unknown>;

export interface ProfileKey {
  path: string;
  schema: Node;
}

/** Every key of the profile schema, depth first, by dotted path (`b.oauth.authMethod`). */
export function profileKeys(schema: Node = profileSchema as unknown as Node, prefix = ''): ProfileKey[] {
  const out: ProfileKey[] = [];
  const props = (schema.properties ?? {}) as Record<string, Node>;
  for (const [name, sub] of Object.entries(props)) {
    const path = prefix ? `${prefix}.${name}` : name;
    out.push({ path, schema: sub });
    if (sub.type === 'object' && sub.properties) out.push(...profileKeys(sub, path));
  }
  return out;
}

/** The type of a key in words. */
export function typeOf(s: Node): string {
  if (Array.isArray(s.enum)) return `one of ${s.enum.map((v) => `\`${JSON.stringify(v)}\``).join(', ')}`;
  if (Array.isArray(s.anyOf)) return 'operation: `"METHOD /path"` or `{ method, path, headers }`';
  if (s.type === 'array') return `array of ${typeOf(s.items as Node)}${typeof s.minItems === 'number' && s.minItems > 0 ? ` (at least ${s.minItems})` : ''}`;
  if (s.type === 'object') return s.properties ? 'object' : 'object of strings';
  if (s.type === 'string' && s.pattern === '^https?://') return 'string, an http:// or https:// URL';
  if (s.type === 'string' && typeof s.pattern === 'string' && s.pattern.startsWith("^[!#$%&'")) return 'string, a header name';
  const bounds: string[] = [];
  if (typeof s.minimum === 'number') bounds.push(`≥ ${s.minimum}`);
  if (typeof s.exclusiveMinimum === 'number') bounds.push(`> ${s.exclusiveMinimum}`);
  if (typeof s.maximum === 'number') bounds.push(`≤ ${s.maximum}`);
  return `${String(s.type)}${bounds.length ? ` (${bounds.join(', ')})` : ''}`;
}

/** The description of a key: from the descriptions file, else from the schema itself. */
export function docOf(key: ProfileKey): KeyDoc | undefined {
  const own = PROFILE_KEY_DOCS[key.path];
  if (own) return own;
  if (typeof key.schema.description === 'string') return { description: key.schema.description, default: key.schema.default, example: key.schema.examples };
  return undefined;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const shown = (v: unknown) => (v === undefined ? '' : `\`${JSON.stringify(v)}\``);

export function profileMarkdown(): string {
  const lines = [
    '# The profile',
    '',
    'Generated from the profile schema (`src/profile/schema.ts`) and the key descriptions (`src/profile/descriptions.ts`) by `npm run docs:profile`; a test keeps it in step.',
    '',
    'A profile is a JSON file given with `--config`: every part is optional, flags win over their environment twins, which win over the profile, and',
    'what is left out keeps the default of the embedded reference. An unknown key is an error naming the file and the field. A key starting with `//`',
    'is a comment, in any object. `"$schema"` may name [schemas/profile.schema.json](../schemas/profile.schema.json) for completion and checks in editors.',
    '`conformance init` writes a starting profile; `conformance doctor --config <file>` shows how it resolves and what the target answers.',
    '',
    'Only the interfaces a run selects are read: `--interface a` needs nothing of `b`, even when its secrets are in the environment.',
    '',
    '| key | type | default | description | example |',
    '|---|---|---|---|---|',
  ];
  const keys = [{ path: '//', schema: {} as Node }, ...profileKeys()];
  for (const key of keys) {
    const doc = docOf(key);
    const type = key.path === '//' ? 'any' : typeOf(key.schema);
    lines.push(`| \`${key.path}\` | ${cell(type)} | ${cell(doc?.defaultText ?? shown(doc?.default))} | ${cell(doc?.description ?? '')} | ${cell(shown(doc?.example))} |`);
  }
  lines.push('', ...OPENAPI_SECTION);
  lines.push('', '## Example', '', '```json', JSON.stringify(EXAMPLE_PROFILE, null, 2), '```', '', ...AUTHORIZATION_SERVERS);
  return lines.join('\n');
}

/** How `conformance init --from-openapi` reads a description, and `conformance openapi` writes one. */
const OPENAPI_SECTION = [
  '## From an OpenAPI description',
  '',
  '`conformance init --from-openapi <file|url>` writes a profile from an OpenAPI 3.0 or 3.1 description (JSON or YAML, `$ref`s resolved);',
  '`conformance openapi` writes the OpenAPI 3.1 description of a profile, and the two give each other back the same operations.',
  'Where a match is missing or ambiguous, init says so on one line and writes a `//` comment in place of the key: it never guesses.',
  '',
  '| OpenAPI | profile key |',
  '|---|---|',
  '| an operation whose method is the operation\'s (A1 POST, A2 PUT, A3 GET, B1 GET, B2 POST, B3 GET, B4 PATCH, B5 DELETE), that carries the parameters the specification requires (`supplier-id`, `materialId`, `id`) and has none of another operation\'s; its request and response bodies share fields with the specification\'s; ties are broken by `operationId` and `summary`, and a tie they leave is a comment | `a.operations.*`, `b.operations.*` |',
  '| a `path` parameter | `{name}` in the operation\'s path, renamed to the specification\'s parameter (`{supplierId}` becomes `{supplier-id}`; the one path parameter of an operation that takes one parameter is that parameter) |',
  '| a `header` parameter whose name is the parameter\'s (`X-Supplier-Id` for `supplier-id`), or the one required header ending with it (`X-Action-Id` for `id`) | the operation\'s `headers`: `{ "X-Supplier-Id": "{supplier-id}" }` |',
  '| a `query` parameter named exactly as in the specification | nothing: a parameter with no placeholder travels in the query string |',
  '| a required parameter that is none of the specification\'s (a tenant header) | nothing: a line says so; set it in `a.headers` or `b.headers` |',
  '| `x-conformance-operation`, `x-conformance-parameter` (written by `conformance openapi`) | the operation and the parameter they name, before any other rule |',
  '| `components.securitySchemes`: `type: apiKey`, `in: header` (the scheme the A operations ask for) | `a.apiKeyHeader` |',
  '| `type: oauth2` with a `clientCredentials` flow: `tokenUrl` (a relative one against the target), the scopes the B operations ask for, else the flow\'s only scope | `b.oauth.tokenUrl`, `b.oauth.scope` |',
  '| `servers[0].url` of the matched operations (operation, path item, then document), its variables at their defaults; `--target-a` / `--target-b` win | `a.target`, `b.target` |',
  '',
  '`conformance openapi` writes the other way: each operation at its path with `operationId` its name, each parameter where the profile makes it travel,',
  'the bodies from the JSON Schemas of `schemas/`, the error body of part 7 on 400, 401, 404 and 500, 429 with `Retry-After` on B, the `apiKey` and',
  '`oauth2` schemes, and `x-conformance-requirement` with the ids of `conformance requirements` on the parts that carry one. Two operations a profile',
  'serves on the same method and path (B1 and B3 with the id in the query) are one OpenAPI operation. What the specification leaves open stays open.',
];

/** The JSON Schema of the profile for editors: comment keys allowed, every key with its description and default. */
export function profileJsonSchema(): Node {
  const schema = withComments(profileSchema) as unknown as Node;
  const annotate = (node: Node, prefix: string) => {
    const props = (node.properties ?? {}) as Record<string, Node>;
    for (const [name, sub] of Object.entries(props)) {
      const path = prefix ? `${prefix}.${name}` : name;
      const doc = PROFILE_KEY_DOCS[path];
      if (doc) {
        sub.description = doc.description.replace(/`/g, '');
        if (doc.default !== undefined) sub.default = doc.default;
        if (doc.example !== undefined) sub.examples = [doc.example];
      }
      if (sub.type === 'object' && sub.properties) annotate(sub, path);
    }
  };
  annotate(schema, '');
  const { $id: _id, ...rest } = schema;
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'conformance profile',
    description: 'The profile of `conformance run --config` (docs/profile.md).',
    ...rest,
  };
}
