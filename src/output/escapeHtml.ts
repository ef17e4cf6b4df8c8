// Escaping for the HTML report, shared by every part of the page: text is made printable first (`clean`:
// terminal escapes, bidi overrides and the like become visible), then the five characters that matter
// in HTML text and attribute values become character references.
import { clean } from './text.ts';

export function escapeHtml(value: unknown): string {
  return clean(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
