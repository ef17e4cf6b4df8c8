// Finite numbers with a fixed number of decimals (amounts, hours): no NaN, no infinity, no -0, and a
// decimal text form that survives a JSON round trip unchanged.
import fc from 'fast-check';

export interface DecimalNumberOptions {
  min: number;
  max: number;
  fractionDigits?: number;
}

export function decimalNumber({ min, max, fractionDigits = 2 }: DecimalNumberOptions): fc.Arbitrary<number> {
  const scale = 10 ** fractionDigits;
  return fc
    .bigInt({ min: BigInt(Math.ceil(min * scale)), max: BigInt(Math.floor(max * scale)) })
    .map((units) => Number(units) / scale + 0); // + 0 turns a -0 into 0
}
