// Part 1: "Both interfaces carry JSON bodies": every answer body is a JSON text. A holder whose JSON
// converter puts the anti-hijacking prefix )]}', in front of every body.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'answers-xssi-prefixed',
  interface: 'a',
  requirement: 'R-A-json-bodies',
  level: 'MUST',
  fault:
    "The JSON message converter was configured with the JSON-hijacking prefix (Jackson's setPrefixJson(true), AngularJS's XSSI convention) from the web front-end's shared configuration, so every answer starts with )]}', and a line break before the JSON, and a client's JSON parser fails on it.",
  spec: 'part 1: "Both interfaces carry JSON bodies." (RFC 8259 2: a JSON text is a serialized value, with nothing before it but whitespace)',
  options: {
    mutation: {
      encodeBody: (text) => Buffer.from(`)]}',\n${text}`, 'utf8'),
    },
  },
};
