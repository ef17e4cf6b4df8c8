// The `type` of an A3 item. The specification names the field but not its values; a MIME type guessed
// from the extension is what a consumer of the platform would expect to find there.

const BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  txt: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
  xml: 'application/xml',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const FALLBACK_MIME_TYPE = 'application/octet-stream';

export function guessMimeType(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0 || dot === fileName.length - 1) return FALLBACK_MIME_TYPE;
  return BY_EXTENSION[fileName.slice(dot + 1).toLowerCase()] ?? FALLBACK_MIME_TYPE;
}
