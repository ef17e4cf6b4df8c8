// File contents and their Base64 form. Small sizes are fully random; large ones repeat a random seed
// pattern, so that megabytes cost one allocation instead of millions of random draws.
import fc from 'fast-check';

export interface Base64Contents {
  /** Length of the decoded contents. */
  bytes: number;
  /** RFC 4648 Base64, standard alphabet, padded. */
  base64: string;
}

export interface Base64ContentsOptions {
  minBytes?: number;
  /** Default 4 KiB; a few MB is fine. */
  maxBytes?: number;
}

/** Up to this size every byte is drawn at random. */
const RANDOM_LIMIT = 64 * 1024;

function encode(data: Uint8Array): Base64Contents {
  return { bytes: data.length, base64: Buffer.from(data.buffer, data.byteOffset, data.length).toString('base64') };
}

export function base64Contents(options: Base64ContentsOptions = {}): fc.Arbitrary<Base64Contents> {
  const minBytes = options.minBytes ?? 0;
  const maxBytes = options.maxBytes ?? 4 * 1024;
  if (minBytes < 0 || maxBytes < minBytes) throw new RangeError(`bad size range ${minBytes}..${maxBytes}`);

  const random =
    minBytes <= RANDOM_LIMIT
      ? fc.uint8Array({ minLength: minBytes, maxLength: Math.min(maxBytes, RANDOM_LIMIT) }).map(encode)
      : undefined;
  if (maxBytes <= RANDOM_LIMIT && random) return random;

  const repeated = fc
    .tuple(
      fc.uint8Array({ minLength: 1, maxLength: 251 }),
      fc.integer({ min: Math.max(minBytes, RANDOM_LIMIT + 1), max: maxBytes }),
    )
    .map(([seed, size]) => ({ bytes: size, base64: repeatedBase64(seed, size) }));
  return random ? fc.oneof(random, repeated) : repeated;
}

/**
 * The Base64 of `size` bytes of `seed` repeated (the bytes of `Buffer.alloc(size, seed)`), without making
 * them. A run of whole periods of 3 x seed length bytes encodes to the same text each time, so the text is
 * that of one period repeated, then that of what is left. Making the megabytes and encoding them took a
 * run of interface A about 130 ms of CPU at its start, before its first checks could send anything.
 */
export function repeatedBase64(seed: Uint8Array, size: number): string {
  const period = Buffer.alloc(Math.min(size, seed.length * 3), seed);
  const whole = Math.floor(size / period.length);
  return period.toString('base64').repeat(whole) + period.subarray(0, size - whole * period.length).toString('base64');
}
