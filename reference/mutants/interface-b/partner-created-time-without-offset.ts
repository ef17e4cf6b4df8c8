// Part 2.2: createdTime is a date-time. A platform that renders the actions of partner companies (read
// only for the caller) through another serializer, which writes the database's text form of the time.
import { FOREIGN_SEEDS, isPartners } from './foreign-seeds.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'partner-created-time-without-offset',
  fault: "received actions go through a separate 'shared action' DTO that copies createdTime as the database's DATETIME text (2024-06-11 10:00:00), without the T and the offset",
  breaks: 'B1.visible-records-conform',
  options: {
    seedActions: FOREIGN_SEEDS,
    mutation: {
      actionView: (view) =>
        isPartners(view) && typeof view.createdTime === 'string' ? { ...view, createdTime: view.createdTime.slice(0, 19).replace('T', ' ') } : view,
    },
  },
};
