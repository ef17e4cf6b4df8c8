// Part 4.1 A3: "revision optional, string, revision number": the answer is the asked revision's. A holder
// whose response cache is keyed on the material alone, so one revision's answer is served for another.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'query-cache-ignores-revision',
  interface: 'a',
  requirement: 'R-A3-revision-selects',
  level: 'MUST',
  fault:
    'The material query is cached under a key made of the path (the material) alone, as a route-level response cache does by default, so once one revision of a material was asked for, the same answer is served for any other revision (or none) until a write clears the cache.',
  spec: 'part 4.1 A3: "revision optional, string, revision number; when absent, the latest revision is returned."',
  options: {
    mutation: {
      queryAnswerKey: (materialId) => `${materialId.length}:${materialId}`,
    },
  },
};
