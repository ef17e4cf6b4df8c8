// For the fault switches of body readers that skip only spaces between tokens (RFC 8259 2 allows tabs,
// line feeds and carriage returns as well).

/** Whether the JSON text has a tab, line feed or carriage return outside its strings. */
export function breaksOutsideStrings(text: string): boolean {
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '\t' || c === '\n' || c === '\r') return true;
  }
  return false;
}
