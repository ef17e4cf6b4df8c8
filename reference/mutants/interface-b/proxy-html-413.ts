// Part 1: "Both interfaces carry JSON bodies". A platform behind a proxy that refuses a body above its limit
// (nginx's client_max_body_size, 1 MB by default) with the proxy's own HTML page: the 413 is fair, the page
// is not JSON.
import type { MutantB } from './mutant.ts';

const PAGE = '<html>\r\n<head><title>413 Request Entity Too Large</title></head>\r\n<body>\r\n<center><h1>413 Request Entity Too Large</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

export const mutant: MutantB = {
  name: 'proxy-html-413',
  fault: 'A proxy in front answers a body above its limit (nginx client_max_body_size is 1 MB by default) with its own HTML 413 page.',
  breaks: 'B.json-content-type',
  options: {
    maxBodyBytes: 1024 * 1024,
    mutation: {
      shapeError: (a) => (a.kind === 'too-large' ? { ...a, headers: { ...a.headers, 'content-type': 'text/html' }, body: PAGE } : a),
    },
  },
};
