// docs/profile.md and schemas/profile.schema.json are generated from the profile schema and the key
// descriptions; they must not drift from what the tool accepts, and every key must be described.
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { profileJsonSchema, profileKeys, profileMarkdown, docOf } from '../src/profile/docs.ts';
import { EXAMPLE_PROFILE, PROFILE_KEY_DOCS } from '../src/profile/descriptions.ts';
import { checkProfile } from '../src/profile/load.ts';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

describe('the profile documentation (regenerate: npm run docs:profile)', () => {
  it('docs/profile.md is what the schema and the descriptions give', () => {
    expect(read('docs/profile.md')).toBe(profileMarkdown());
  });

  it('schemas/profile.schema.json is what the schema and the descriptions give', () => {
    expect(JSON.parse(read('schemas/profile.schema.json'))).toEqual(profileJsonSchema());
  });

  it('every key of the schema has a description, a type and a row; no description is left for a key that is gone', () => {
    const keys = profileKeys();
    const missing = keys.filter((k) => !docOf(k)?.description).map((k) => k.path);
    expect(missing, 'add these keys to src/profile/descriptions.ts').toEqual([]);
    const known = new Set(['//', ...keys.map((k) => k.path)]);
    expect(Object.keys(PROFILE_KEY_DOCS).filter((k) => !known.has(k))).toEqual([]);
    const md = profileMarkdown();
    for (const k of keys) expect(md).toContain(`| \`${k.path}\` |`);
    expect(md).toContain('| `b.oauth.authMethod` | one of `"client_secret_basic"`, `"client_secret_post"`, `"private_key_jwt"`, `"tls_client_auth"`, `"self_signed_tls_client_auth"` |');
  });

  it('the examples hold: the whole example profile, and each key\'s example, are valid for the tool and for the JSON Schema file', () => {
    const fileSchema = new Ajv({ strict: false }).compile(JSON.parse(read('schemas/profile.schema.json')));
    expect(checkProfile(EXAMPLE_PROFILE, 'example')).toBeTruthy();
    expect(fileSchema(EXAMPLE_PROFILE), JSON.stringify(fileSchema.errors)).toBe(true);
    for (const key of profileKeys()) {
      const doc = PROFILE_KEY_DOCS[key.path];
      if (doc?.example === undefined) continue;
      const profile = key.path.split('.').reduceRight<unknown>((value, name) => ({ [name]: value }), doc.example);
      expect(() => checkProfile(profile, key.path), key.path).not.toThrow();
      expect(fileSchema(profile), `${key.path}: ${JSON.stringify(fileSchema.errors)}`).toBe(true);
    }
  });

  it('comment keys are allowed in every object, a misspelt key still is not', () => {
    const commented = { '//': 'top', a: { '//': 'a', operations: { '//': 'ops', createDocument: 'POST /d/{supplier-id}' }, materialLink: { '// why': 'x' } }, b: { oauth: { '//': 1 }, fixtures: { '//': [] } }, load: { '//': null } };
    expect(() => checkProfile(commented, 'c.json')).not.toThrow();
    expect(() => checkProfile({ a: { '/not-a-comment': 1 } }, 'c.json')).toThrow(/field a: unknown field "\/not-a-comment"/);
    const fileSchema = new Ajv({ strict: false }).compile(profileJsonSchema());
    expect(fileSchema(commented)).toBe(true);
    expect(fileSchema({ a: { apiKeyHeadr: 'x' } })).toBe(false);
  });
});
