// Writes docs/profile.md and schemas/profile.schema.json from the profile schema and its key descriptions;
// test/profile-docs.test.ts fails when either is out of date.
import { writeFileSync } from 'node:fs';
import { profileJsonSchema, profileMarkdown } from '../src/profile/docs.ts';

const root = new URL('../', import.meta.url);
writeFileSync(new URL('docs/profile.md', root), profileMarkdown());
writeFileSync(new URL('schemas/profile.schema.json', root), `${JSON.stringify(profileJsonSchema(), null, 2)}\n`);
