// Part 4.1 A3: "materialId required, string, identifier of the material": the documents of that material.
// A holder whose container decodes the percent-encoded request target as ISO-8859-1 instead of UTF-8.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'material-id-decoded-as-latin1',
  interface: 'a',
  requirement: 'R-A3-documents-of-material',
  level: 'MUST',
  fault:
    'The servlet container keeps its default URI charset ISO-8859-1 (Tomcat before 8 without URIEncoding="UTF-8"), so a material id outside ASCII, sent as UTF-8 percent-escapes (Müller-7 as M%C3%BCller-7), is decoded byte by byte into MÃ¼ller-7 and looked up under that: its documents are not found.',
  spec: 'part 4.1 A3: "Query documents related to a material/product (method GET). Parameters: materialId required, string, identifier of the material"',
  options: {
    mutation: {
      materialKey: (materialId) => Buffer.from(materialId, 'utf8').toString('latin1'),
    },
  },
};
