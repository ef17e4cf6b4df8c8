// Part 4.2 B3: each id reads back the action it names. A platform that keeps the body being created in one
// object shared by all requests, so that a create awaiting its round trip stores another request's body.
import { meetingPoint } from './meetingPoint.ts';
import type { ActionInput } from '../../interface-b/index.ts';
import type { MutantB } from './mutant.ts';

/** Where the round trip lies: each request waits there until another overlapping one arrives. */
const roundTrip = meetingPoint();

/** The one "current body" of the handler. */
let current: ActionInput | undefined;

export const mutant: MutantB = {
  name: 'create-shared-body-buffer',
  fault: 'the handler parses each body into a module-level DTO (a singleton bean) that the next request overwrites while the first awaits its database round trip',
  breaks: 'B2.overlapping-creates',
  options: {
    mutation: {
      storeCreate: async (input, write) => {
        current = input;
        await roundTrip();
        return write(current);
      },
    },
  },
};
