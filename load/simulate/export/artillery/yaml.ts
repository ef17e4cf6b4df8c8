// A YAML writer for the few shapes an Artillery script has (maps, lists, strings, numbers, booleans).
// Strings are written as JSON strings, which YAML reads as double-quoted scalars: nothing needs escaping
// rules of its own. No dependency for thirty lines.

export type YamlValue = string | number | boolean | null | YamlValue[] | { [key: string]: YamlValue | undefined };

export function toYaml(value: YamlValue, indent = 0): string {
  return lines(value, indent).join('\n') + '\n';
}

function scalar(v: string | number | boolean | null): string {
  return typeof v === 'string' ? JSON.stringify(v) : String(v);
}

function key(k: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_.$-]*$/.test(k) ? k : JSON.stringify(k);
}

function isScalar(v: YamlValue): v is string | number | boolean | null {
  return v === null || typeof v !== 'object';
}

function lines(value: YamlValue, indent: number): string[] {
  const pad = ' '.repeat(indent);
  if (isScalar(value)) return [pad + scalar(value)];
  if (Array.isArray(value)) {
    if (value.length === 0) return [`${pad}[]`];
    return value.flatMap((item) => {
      if (isScalar(item)) return [`${pad}- ${scalar(item)}`];
      const inner = lines(item, indent + 2);
      return [`${pad}- ${inner[0].slice(indent + 2)}`, ...inner.slice(1)];
    });
  }
  const entries = Object.entries(value).filter(([, v]) => v !== undefined) as [string, YamlValue][];
  if (entries.length === 0) return [`${pad}{}`];
  return entries.flatMap(([k, v]) => {
    if (isScalar(v)) return [`${pad}${key(k)}: ${scalar(v)}`];
    if (Array.isArray(v) && v.length === 0) return [`${pad}${key(k)}: []`];
    if (!Array.isArray(v) && Object.keys(v).length === 0) return [`${pad}${key(k)}: {}`];
    return [`${pad}${key(k)}:`, ...lines(v, indent + 2)];
  });
}
