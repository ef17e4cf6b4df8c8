// Part 1: interface A carries JSON bodies, and part 7 gives the error body. A holder behind a router (or a
// proxy) whose own pages answer what no operation serves: an unknown path, a method the path lacks.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'unrouted-html-error-page',
  fault: "the web framework's default handlers answer an unknown path with its 404 page and a wrong method with its 405 page, both as text/html",
  breaks: 'A.malformed-request-error-body',
  expect: 'warning',
  mutation: {
    unroutedAnswer: (_method, _pathname, knownPath) => {
      const title = knownPath ? '405 Method Not Allowed' : '404 Not Found';
      return { status: knownPath ? 405 : 404, headers: { 'content-type': 'text/html' }, body: `<html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>` };
    },
  },
};
