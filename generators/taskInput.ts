// A task of a creation body (part 2.2). Open is the one task status the specification shows.
import fc from 'fast-check';
import { dateTimeString } from './dateTimeString.ts';
import { decimalNumber } from './decimalNumber.ts';
import type { FixtureSet } from './fixtureSet.ts';
import { unicodeText } from './unicodeText.ts';

export interface TaskInput {
  description: string;
  /** Present when the fixtures hold users. */
  responsibleUserId?: number;
  deadline: string;
  /** Hours, with decimals. */
  timeEstimate: number;
  status: string;
}

export function taskInput(fixtures: FixtureSet): fc.Arbitrary<TaskInput> {
  const base = {
    description: unicodeText({ minLength: 1, maxLength: 300, nonBlank: true }),
    deadline: dateTimeString({ zone: 'any' }),
    timeEstimate: decimalNumber({ min: 0, max: 10_000, fractionDigits: 2 }),
    status: fc.constant('Open'),
  };
  if (fixtures.userIds.length === 0) return fc.record(base, { noNullPrototype: true });
  return fc.record({ ...base, responsibleUserId: fc.constantFrom(...fixtures.userIds) }, { noNullPrototype: true });
}
