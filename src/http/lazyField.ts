// Evidence is read for a failing check, a report or a reproduction, and most exchanges of a run pass
// without anyone reading theirs: the redaction and the curl line of an exchange are made on its first read.
// The field is an own, enumerable property throughout, so JSON.stringify, spreads and structured clones see
// the value as if it had been set at once; a write replaces it. Made later, it is redacted of every secret
// known by then (the run registers secrets as it goes), never fewer.

/** Defines `key` on `target` as `compute()` made on the first read and kept from then on. */
export function lazyField<T extends object, K extends keyof T>(target: T, key: K, compute: () => T[K]): void {
  const settle = (value: T[K]) => {
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
    return value;
  };
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get: () => settle(compute()),
    set: (value: T[K]) => void settle(value),
  });
}
