// toCurl takes a body as text or as bytes: bytes it carries are decoded to the same line the text gives,
// and bytes too large for the line are never decoded (a large document's would be megabytes for a marker).
import { describe, expect, it } from 'vitest';
import { toCurl } from '../../../src/http/curl.ts';

const request = { method: 'POST', url: 'http://127.0.0.1:1/suppliers/s/documents', headers: { 'content-type': 'application/json' } };

describe('toCurl with a body as bytes', () => {
  it('writes the line the same body as text gives', () => {
    const text = JSON.stringify({ fileName: "O'Brien – Grüße.pdf", base64EncodedContents: 'QUJD' });
    expect(toCurl({ ...request, body: Buffer.from(text), bodyBytes: Buffer.byteLength(text) })).toBe(toCurl({ ...request, body: text, bodyBytes: Buffer.byteLength(text) }));
  });

  it('leaves a body too large for the line to a file without decoding it', () => {
    const bytes = Buffer.alloc(70 * 1024, 0x41);
    bytes.toString = () => {
      throw new Error('decoded');
    };
    const line = toCurl({ ...request, body: bytes, bodyBytes: bytes.length });
    expect(line).toContain('--data-binary @body.json');
    expect(line).toContain(`body of ${bytes.length} bytes`);
  });
});
