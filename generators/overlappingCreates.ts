// Creation bodies to send at the same time: `count` bodies drawn from `base`, each with a title of its own
// (plain text ending in its number), so that what a read shows tells which request it came from.
import fc from 'fast-check';

export function overlappingCreates<B extends object>(base: fc.Arbitrary<B>, count: number, marker: string): fc.Arbitrary<(B & { title: string })[]> {
  if (count < 2) throw new Error('overlapping creates need two bodies or more');
  return fc
    .tuple(fc.array(base, { minLength: count, maxLength: count }), fc.stringMatching(/^[a-z0-9]{6}$/))
    .map(([bodies, nonce]) => bodies.map((b, k) => ({ ...b, title: `${marker} overlapping create ${nonce} #${k}` })));
}
