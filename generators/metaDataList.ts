// Part 2.1 metaData: a list of key/value pairs. Keys are unique within a list, because an implementation
// may reasonably store metadata as a map; `include` places given pairs (a material link) among them.
import fc from 'fast-check';
import { unicodeText } from './unicodeText.ts';

export interface MetaDataItem {
  key: string;
  value: string;
}

export interface MetaDataListOptions {
  minItems?: number;
  maxItems?: number;
  /** Pairs that every list contains, at random positions; random keys never collide with theirs. */
  include?: readonly MetaDataItem[];
}

export function metaDataList(options: MetaDataListOptions = {}): fc.Arbitrary<MetaDataItem[]> {
  const include = options.include ?? [];
  const reserved = new Set(include.map((i) => i.key));
  const item = fc.record(
    {
      key: unicodeText({ minLength: 1, maxLength: 40, nonBlank: true }).filter((k) => !reserved.has(k)),
      value: unicodeText({ maxLength: 200 }),
    },
    { noNullPrototype: true },
  );
  const randomItems = fc.uniqueArray(item, {
    minLength: Math.max(0, (options.minItems ?? 0) - include.length),
    maxLength: Math.max(0, (options.maxItems ?? 8) - include.length),
    selector: (i) => i.key,
  });
  if (include.length === 0) return randomItems;
  return fc
    .tuple(randomItems, fc.array(fc.nat(), { minLength: include.length, maxLength: include.length }))
    .map(([items, positions]) => {
      const out = [...items];
      include.forEach((pair, i) => out.splice(positions[i] % (out.length + 1), 0, { ...pair }));
      return out;
    });
}
