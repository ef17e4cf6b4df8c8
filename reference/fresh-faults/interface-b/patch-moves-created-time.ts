// Part 4.2 B4: "Request body: a development action object containing only the fields to be changed":
// fields not sent stay, createdTime among them. A platform whose every update moves the creation time.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'patch-moves-created-time',
  interface: 'b',
  requirement: 'R-B4-patch-fields-to-change',
  level: 'MUST',
  fault:
    "created_time is the first TIMESTAMP column of the table, which MySQL (explicit_defaults_for_timestamp off) declares ON UPDATE CURRENT_TIMESTAMP, so every patch moves createdTime to the time of the patch, alongside editTime.",
  spec: 'part 4.2 B4: "Partially update a development action (method PATCH). Request body: a development action object containing only the fields to be changed."',
  options: {
    mutation: {
      stampEdit: (record, instant) => {
        record.editTime = instant.text;
        record.editMicros = instant.micros;
        record.createdTime = instant.text;
        record.createdMicros = instant.micros;
      },
    },
  },
};
