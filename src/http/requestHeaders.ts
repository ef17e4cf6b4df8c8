// Headers every request of the run and of the simulator starts from (a profile's or a check's own win).

/**
 * What every request asks for: JSON, and its body as it is. Without Accept-Encoding any coding is acceptable
 * (RFC 9110 12.5.3) and a server may compress regardless; the client inflates nothing (a small compressed
 * body can inflate without bound), so it says so: `identity`, which a compressing gateway honours.
 */
export const PLAIN_ANSWERS: Readonly<Record<string, string>> = Object.freeze({ accept: 'application/json', 'accept-encoding': 'identity' });
