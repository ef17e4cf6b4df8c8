// Part 2.1: base64EncodedContents are file contents, so a document of ordinary file size is taken (SHOULD;
// part 8 shows no maximum). A holder behind a proxy that refuses bodies over 1 MB.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'proxy-body-limit-1mb',
  fault: "a reverse proxy in front keeps its default body limit (nginx's client_max_body_size of 1 MB) and answers 413 before the holder sees a document of a few megabytes",
  breaks: 'A1.accepts-large-document',
  expect: 'warning',
  mutation: { bodyLimit: () => 1024 * 1024 },
};
