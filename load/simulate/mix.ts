// `--mix list=40,create=20,...`: the share of each operation among the iterations. Weights are relative
// (they need not sum to 100); an operation left out of a given mix is not run.
import { UsageError } from '../../src/errors.ts';

export type Mix = Record<string, number>;

export function parseMix(text: string | undefined, operations: readonly string[], defaults: Mix): Mix {
  if (text === undefined || text.trim() === '') return { ...defaults };
  const mix: Mix = Object.fromEntries(operations.map((op) => [op, 0]));
  for (const part of text.split(',').map((s) => s.trim()).filter(Boolean)) {
    const m = /^([a-z][a-z0-9-]*)\s*[=:]\s*(\d+(?:\.\d+)?)$/i.exec(part);
    if (!m) throw new UsageError(`--mix: "${part}" is not operation=weight (e.g. ${formatMix(defaults)})`);
    const op = m[1].toLowerCase();
    if (!operations.includes(op)) throw new UsageError(`--mix: unknown operation "${m[1]}" (known: ${operations.join(', ')})`);
    mix[op] = Number(m[2]);
  }
  const total = Object.values(mix).reduce((a, b) => a + b, 0);
  if (!(total > 0) || !Number.isFinite(total)) throw new UsageError('--mix: the weights must add up to more than 0');
  return mix;
}

export function formatMix(mix: Mix): string {
  return Object.entries(mix)
    .filter(([, w]) => w > 0)
    .map(([op, w]) => `${op}=${w}`)
    .join(',');
}

/** Picks an operation with probability proportional to its weight. */
export class WeightedPicker {
  private readonly names: string[];
  private readonly cumulative: number[];
  private readonly total: number;

  constructor(mix: Mix) {
    this.names = Object.keys(mix).filter((k) => mix[k] > 0);
    let sum = 0;
    this.cumulative = this.names.map((n) => (sum += mix[n]));
    this.total = sum;
  }

  pick(random: () => number): string {
    const x = random() * this.total;
    for (let i = 0; i < this.names.length; i++) if (x < this.cumulative[i]) return this.names[i];
    return this.names[this.names.length - 1];
  }
}

/** A small seeded generator (mulberry32): the same --seed makes the same choices. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
