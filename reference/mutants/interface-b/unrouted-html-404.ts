// Parts 1 and 7 (a recommendation for requests no operation serves): every error is the error body as
// JSON. A platform that leaves unknown paths to its web framework's default page.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'unrouted-html-404',
  fault: "no catch-all route is registered, so a path no operation has falls through to the web framework's default handler, which answers an HTML 404 page",
  breaks: 'B.malformed-request-error-body',
  expect: 'warning',
  options: {
    mutation: {
      unroutedAnswer: (method, pathname, knownPath) =>
        knownPath
          ? undefined
          : {
              status: 404,
              headers: { 'content-type': 'text/html; charset=utf-8' },
              body: `<!DOCTYPE html>\n<html lang="en">\n<head><title>Error</title></head>\n<body><pre>Cannot ${method} ${pathname}</pre></body>\n</html>\n`,
            },
    },
  },
};
