// Headers a proxy sets for the client's address, naming a loopback caller. A server that exempts "internal"
// callers from authentication by them trusts what any client can send: every request is authenticated (part 5),
// from anywhere.
export const INTERNAL_CALLER_HEADERS: Readonly<Record<string, string>> = { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', forwarded: 'for=127.0.0.1' };
