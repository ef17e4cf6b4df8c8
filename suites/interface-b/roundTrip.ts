// The B2 -> B3 round trip as a property: each generated body is created, read back through B3 and compared
// field by field.
import fc from 'fast-check';
import { validActionBody, type ActionCreateBody, type ValidActionBodyOptions } from '../../generators/validActionBody.ts';
import { differences, type FieldGroup } from './compare.ts';
import { fixturesOf, heavyRuns } from './probe.ts';
import { createAction, releaseAction, runMarker } from './support.ts';
import type { ApiResponse } from '../../src/engine/api.ts';
import type { CheckContext } from '../../src/engine/types.ts';

/**
 * A property over created actions: each generated body is created through B2, read back through B3 and
 * handed to `inspect`, then deleted at once, so that a long property leaves a small data set.
 */
export async function propertyOverCreated(
  t: CheckContext,
  arb: fc.Arbitrary<ActionCreateBody>,
  inspect: (read: { res: ApiResponse; action: Record<string, unknown>; id: string; body: ActionCreateBody }) => void,
  examples: readonly ActionCreateBody[] = [],
): Promise<void> {
  const once = async (body: ActionCreateBody) => {
    const created = await createAction(t, body);
    try {
      // The read-back that proved the action the run's own is the round trip's read.
      inspect({ ...created.read, id: created.id, body });
    } finally {
      await releaseAction(t, created.id);
    }
  };
  // Bodies at a boundary go first, every run: a sample draws them only by chance.
  for (const body of examples) await once(body);
  await t.property(arb, once, { runs: heavyRuns(t) });
}

/**
 * A body with every field, its optional texts at their empty boundary (a database that stores '' as NULL
 * reads back a value never sent), drawn from the run's seed.
 */
function emptyTextBody(fixtures: ReturnType<typeof fixturesOf>, marker: string, seed: number): ActionCreateBody {
  const [body] = fc.sample(validActionBody(fixtures, { marker, fields: 'all', maxFileBytes: 64 }), { seed, numRuns: 1 });
  return { ...body, description: '' };
}

/**
 * The same body with a description of over a thousand characters, well past the 255 of a VARCHAR column
 * that a non-strict database cuts silently (the sample draws one only now and then).
 */
function longTextBody(fixtures: ReturnType<typeof fixturesOf>, marker: string, seed: number): ActionCreateBody {
  return { ...emptyTextBody(fixtures, marker, seed), description: 'A description longer than any VARCHAR(255) column. '.repeat(24) };
}

export async function roundTrip(t: CheckContext, groups: readonly FieldGroup[], options: Omit<ValidActionBodyOptions, 'marker'>[]): Promise<void> {
  const fixtures = fixturesOf(t);
  const marker = await runMarker(t);
  const arbs = options.map((o) => validActionBody(fixtures, { ...o, marker }));
  const arb = arbs.length === 1 ? arbs[0] : fc.oneof(...arbs);
  const examples = [
    ...(groups.includes('scalars') ? [emptyTextBody(fixtures, marker, t.seed), longTextBody(fixtures, marker, t.seed)] : []),
    ...(groups.includes('files') ? [sameNameFilesBody(fixtures, marker, t.seed)] : []),
  ];
  await propertyOverCreated(
    t,
    arb,
    ({ res, action, body }) => {
      const problems = differences(body as unknown as Record<string, unknown>, action, groups);
      if (problems.length > 0) {
        t.fail(`the action read back through B3 differs from the body sent to B2: ${problems.slice(0, 5).join('; ')}`, res.exchange);
      }
    },
    examples,
  );
}

/**
 * A body with two files of one name in two folders (a drawing kept as released and as draft): a file is its
 * name in its folder, and a store that keys files by name alone keeps one of them.
 */
function sameNameFilesBody(fixtures: ReturnType<typeof fixturesOf>, marker: string, seed: number): ActionCreateBody {
  const file = (folder: string, contents: string) => ({ filename: 'Zeichnung 4711.pdf', folder, description: `${folder} drawing`, base64file: Buffer.from(contents).toString('base64') });
  return { ...emptyTextBody(fixtures, marker, seed), description: 'Two files of one name in two folders', files: [file('Released', 'released drawing'), file('Draft', 'draft drawing')] };
}
