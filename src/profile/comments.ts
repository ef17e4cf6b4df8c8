// JSON has no comments: a profile may carry keys starting with `//` in any of its objects, which the tool
// ignores. The schema allows them wherever it refuses unknown keys (so a misspelt key is still an error).

const COMMENT_KEY = '^//';

/** A copy of the schema where every closed object also accepts `//…` keys (any value). */
export function withComments<T>(schema: T): T {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) out[k] = walk(v);
    if (out.type === 'object' && out.additionalProperties === false) {
      out.patternProperties = { ...((out.patternProperties as object | undefined) ?? {}), [COMMENT_KEY]: {} };
    }
    return out;
  };
  return walk(schema) as T;
}

export function isCommentKey(key: string): boolean {
  return key.startsWith('//');
}
