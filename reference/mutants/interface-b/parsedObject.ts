// A parseJson mutation that changes a body the reference parsed as a JSON object, the way a reader of one
// shape of body gets it wrong; any other text is parsed (or refused) as the reference does.
import { parseBody, type BodyParse } from '../../interface-b/json.ts';

export function rewriteParsedObject(rewrite: (body: Record<string, unknown>) => Record<string, unknown>): (text: string, maxDepth: number) => BodyParse {
  return (text, maxDepth) => {
    const parsed = parseBody(text, maxDepth);
    if (!parsed.ok || parsed.value === null || typeof parsed.value !== 'object' || Array.isArray(parsed.value)) return parsed;
    return { ok: true, value: rewrite(parsed.value as Record<string, unknown>) };
  };
}
