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
  lines.push('', '## Example', '', '```json', JSON.stringify(EXAMPLE_PROFILE, null, 2), '```', '', ...AUTHORIZATION_SERVERS);
  return lines.join('\n');
}

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
