// Part 2.2: tasks sent to B2 come back with their description, responsible user (responsibleUser.id),
// deadline and time estimate (decimals allowed). Their status is not compared: that it echoes the one
// sent is not shown (B2.task-status-kept covers it as a recommendation).
import { roundTrip } from './roundTrip.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const roundTripTasks: CheckDefinition = {
  id: 'B2.round-trip-tasks',
  title: 'tasks sent to B2 are read back through B3 with description, responsible user, deadline and time estimate',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 2.2',
  requirements: ['R-B2-stores-fields-sent'],
  property: true,
  run: (t) => roundTrip(t, ['tasks'], [{ nulls: false, minItems: 1, maxItems: 4, maxFileBytes: 256 }]),
};
