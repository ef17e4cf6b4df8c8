// Part 2.2 types deadlines "string, date-time" and benefit figures and a task's timeEstimate "number"
// ("decimals allowed"), with no precision shown. A date-time sent with milliseconds states that
// millisecond, and a number with four decimals is that number: read back through B3, both are the values
// sent. Cutting to whole seconds or to cents (DATETIME without fractions, DECIMAL(12,2)) keeps the value
// to its users in most cases, and the precision kept is not shown: a warning, not a failure (the
// B2.round-trip checks hold the second and the cent as MUST).
import fc from 'fast-check';
import { dateTimeString } from '../../generators/dateTimeString.ts';
import { decimalNumber } from '../../generators/decimalNumber.ts';
import { sameMillisecond, sameNumber } from './compare.ts';
import { fixturesOf, heavyRuns, minimalBody } from './probe.ts';
import { PLAIN_BENEFITS, createAction, releaseAction } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

type Obj = Record<string, unknown>;

/** A date-time whose last millisecond digit is not 0, in any offset: cut to seconds or tenths, it changes. */
const msDateTime = dateTimeString({ zone: 'any' }).filter((s) => /\.\d\d[1-9](?:Z|[+-])/.test(s));
/** Four decimals, the last two not 00: rounded to cents, it changes. */
const fine = (min: number, max: number) => decimalNumber({ min, max, fractionDigits: 4 }).filter((n) => Math.round(n * 100) / 100 !== n);

export const valuesKeepPrecision: CheckDefinition = {
  id: 'B2.values-keep-precision',
  title: 'date-times keep their milliseconds and numbers their decimals (four), read back through B3',
  level: 'SHOULD',
  interface: 'b',
  specRef: 'part 2.2',
  requirements: ['R-B-values-keep-precision'],
  property: true,
  async run(t) {
    const fixtures = fixturesOf(t);
    // The benefits the target takes, every number in them replaced by a finer one.
    const base: Obj = { ...(t.settings.fixtures.benefits ?? PLAIN_BENEFITS) };
    const numberKeys = Object.keys(base).filter((k) => typeof base[k] === 'number');
    const arb = fc.record({
      deadline: msDateTime,
      benefits: fc.tuple(...numberKeys.map(() => fine(0, 1e6))).map((ns) => ({ ...base, ...Object.fromEntries(numberKeys.map((k, i) => [k, ns[i]])) })),
      task: fc.record({ deadline: msDateTime, timeEstimate: fine(0, 1000) }),
    });
    await t.property(
      arb,
      async ({ deadline, benefits, task }) => {
        const tasks = [{ description: 'precision', ...task, status: 'Open', ...(fixtures.userIds.length ? { responsibleUserId: fixtures.userIds[0] } : {}) }];
        const created = await createAction(t, await minimalBody(t, 'precision', { deadline, benefits, tasks }));
        try {
          const { res, action } = created.read; // the read-back that proved it the run's own
          const problems: string[] = [];
          if (!sameMillisecond(deadline, action.deadline)) problems.push(`deadline: sent ${deadline}, read back ${JSON.stringify(action.deadline)}`);
          const got = (action.benefits ?? {}) as Obj;
          for (const k of numberKeys) {
            if (!sameNumber(benefits[k] as number, got[k])) problems.push(`benefits.${k}: sent ${benefits[k]}, read back ${JSON.stringify(got[k])}`);
          }
          const gotTask = (Array.isArray(action.tasks) ? action.tasks[0] : undefined) as Obj | undefined;
          if (gotTask) {
            if (!sameMillisecond(task.deadline, gotTask.deadline)) problems.push(`tasks[0].deadline: sent ${task.deadline}, read back ${JSON.stringify(gotTask.deadline)}`);
            if (!sameNumber(task.timeEstimate, gotTask.timeEstimate)) problems.push(`tasks[0].timeEstimate: sent ${task.timeEstimate}, read back ${JSON.stringify(gotTask.timeEstimate)}`);
          }
          if (problems.length > 0) t.fail(`values lost precision: ${problems.slice(0, 5).join('; ')}`, res.exchange);
        } finally {
          await releaseAction(t, created.id);
        }
      },
      { runs: heavyRuns(t) },
    );
  },
};
