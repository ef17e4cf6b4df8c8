// How a message shows a text the run sent: escaped (control characters and lone surrogates visible), and
// cut with its length when long.

export function textPreview(text: string, max = 40): string {
  const shown = JSON.stringify(text.length > max ? text.slice(0, max) : text);
  return text.length > max ? `${shown}… (${text.length} characters)` : shown;
}
