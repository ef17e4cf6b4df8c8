import net from 'node:net';
import { Readable } from 'node:stream';
import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { createDocumentHolder, startDocumentHolder } from '../../../reference/interface-a/index.ts';
import { KEY, errorItems, linked, withHolder } from './harness.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

describe('authentication (part 5)', () => {
  it('answers 401 with the error body when the key is missing or wrong', async () => {
    await withHolder({}, async (h) => {
      for (const key of [null, 'wrong-key', '', KEY.slice(0, -1)]) {
        const a = await h.send('GET', '/materials/M1/documents', { key });
        expect(a.status, `key ${key}`).toBe(401);
        expect(a.contentType).toBe(JSON_TYPE);
        const [item] = errorItems(a);
        expect(item).toMatchObject({ type: 'UNAUTHORIZED', source: 'X-API-KEY' });
      }
      expect((await h.send('GET', '/materials/M1/documents')).status).toBe(200);
    });
  });

  it('guards every operation, before looking at the body', async () => {
    await withHolder({}, async (h) => {
      const body = { fileName: 'a.txt' };
      expect((await h.send('POST', '/suppliers/S/documents', { key: null, body })).status).toBe(401);
      expect((await h.send('PUT', '/suppliers/S/documents', { key: null, body })).status).toBe(401);
      expect((await h.send('POST', '/suppliers/S/documents', { key: null, body: '{not json' })).status).toBe(401);
    });
  });

  it('reads the key from the configured header, whatever its case', async () => {
    await withHolder({ apiKeyHeader: 'X-Docs-Key' }, async (h) => {
      const url = `${h.started.url}/materials/M1/documents`;
      const ok = await request(url, { headers: { 'x-docs-key': KEY } });
      expect(ok.statusCode).toBe(200);
      await ok.body.dump();
      const upper = await request(url, { headers: { 'X-DOCS-KEY': KEY } });
      expect(upper.statusCode).toBe(200);
      await upper.body.dump();
      const defaultHeader = await request(url, { headers: { 'X-API-KEY': KEY } });
      expect(defaultHeader.statusCode).toBe(401);
      const body = (await defaultHeader.body.json()) as { errors: { source: string }[] };
      expect(body.errors[0].source).toBe('X-Docs-Key');
    });
  });

  it('answers an unknown route with 404 and the error body', async () => {
    await withHolder({}, async (h) => {
      for (const [method, path] of [['GET', '/nothing'], ['DELETE', '/suppliers/S/documents'], ['GET', '/suppliers/S/documents']]) {
        const a = await h.send(method, path, { key: null });
        expect(a.status, `${method} ${path}`).toBe(404);
        expect(a.contentType).toBe(JSON_TYPE);
        expect(errorItems(a)[0].type).toBe('NOT_FOUND');
      }
    });
  });

  it('generates a key when none is given and reports it', async () => {
    const s = await startDocumentHolder();
    try {
      expect(s.apiKey.length).toBeGreaterThanOrEqual(16);
      const denied = await request(`${s.url}/materials/M/documents`);
      expect(denied.statusCode).toBe(401);
      await denied.body.dump();
      const ok = await request(`${s.url}/materials/M/documents`, { headers: { [s.apiKeyHeader]: s.apiKey } });
      expect(ok.statusCode).toBe(200);
      await ok.body.dump();
    } finally {
      await s.close();
    }
    expect(() => createDocumentHolder({ apiKey: '' })).toThrow(/apiKey/);
  });
});

describe('A1 create', () => {
  it('answers 201 with the stored document', async () => {
    await withHolder({}, async (h) => {
      const metaData = linked('M1', '1', { description: 'drawing' });
      const a = await h.create('S1', { fileName: 'drawing.pdf', base64EncodedContents: 'aGVsbG8=', metaData });
      expect(a.status).toBe(201);
      expect(a.contentType).toBe(JSON_TYPE);
      expect(a.json).toMatchObject({ supplierId: 'S1', fileName: 'drawing.pdf', size: 5, metaData });
      expect(typeof a.json.id).toBe('string');
    });
  });

  it('accepts an empty object and names the document itself', async () => {
    await withHolder({}, async (h) => {
      const a = await h.create('S1', {});
      const b = await h.create('S1', {});
      expect(a.status).toBe(201);
      expect(a.json.fileName).toMatch(/\S/);
      expect(a.json.fileName).not.toBe(b.json.fileName);
      expect(a.json.metaData).toEqual([]);
    });
  });

  it('accepts JSON sent under another content-type, and unknown fields', async () => {
    await withHolder({}, async (h) => {
      const body = JSON.stringify({ fileName: 'a.txt', extra: { x: 1 } });
      const plain = await h.send('POST', '/suppliers/S1/documents', { body, headers: { 'content-type': 'text/plain' } });
      expect(plain.status).toBe(201);
      const none = await h.send('POST', '/suppliers/S1/documents', { body, headers: { 'content-type': 'application/octet-stream' } });
      expect(none.status).toBe(201);
    });
  });

  it('keeps unicode file names and supplier ids intact', async () => {
    await withHolder({}, async (h) => {
      const a = await h.create('Lieferant ü/1', { fileName: 'Prüfbericht 検査 📄.pdf', metaData: linked('Mü') });
      expect(a.status).toBe(201);
      expect(a.json).toMatchObject({ supplierId: 'Lieferant ü/1', fileName: 'Prüfbericht 検査 📄.pdf' });
      const q = await h.query('Mü');
      expect(q.json.data).toEqual([
        { fileName: 'Prüfbericht 検査 📄.pdf', description: '', type: 'application/pdf', supplierId: 'Lieferant ü/1', revision: '' },
      ]);
    });
  });
});

describe('validation of the document body (part 2.1, part 7)', () => {
  it('rejects bodies that are not JSON objects', async () => {
    await withHolder({}, async (h) => {
      for (const body of ['[]', '"text"', 'null', '42', 'true', '[{"fileName":"a"}]']) {
        const a = await h.send('POST', '/suppliers/S/documents', { body });
        expect(a.status, body).toBe(400);
        expect(a.contentType).toBe(JSON_TYPE);
        expect(errorItems(a)[0]).toMatchObject({ type: 'INVALID_BODY' });
      }
      const empty = await h.send('POST', '/suppliers/S/documents', { headers: { 'content-type': 'application/json' } });
      expect(empty.status).toBe(400);
      errorItems(empty);
    });
  });

  it('answers malformed JSON with 400, on A1 and A2', async () => {
    await withHolder({}, async (h) => {
      for (const body of ['{', '{"fileName": }', "{'fileName': 'a'}", '{"a":1}}', '\u0000']) {
        for (const method of ['POST', 'PUT']) {
          const a = await h.send(method, '/suppliers/S/documents', { body });
          expect(a.status, `${method} ${body}`).toBe(400);
          expect(errorItems(a)[0].type).toBe('MALFORMED_JSON');
        }
      }
    });
  });

  it('survives absurd nesting with a 400 and keeps serving', async () => {
    await withHolder({}, async (h) => {
      const open = await h.send('POST', '/suppliers/S/documents', { body: '['.repeat(100000) });
      expect(open.status).toBe(400);
      errorItems(open);
      const closed = await h.send('POST', '/suppliers/S/documents', { body: '['.repeat(100000) + ']'.repeat(100000) });
      expect(closed.status).toBe(400);
      const nested = await h.send('POST', '/suppliers/S/documents', {
        body: `{"fileName":"a","metaData":${'['.repeat(50000)}${']'.repeat(50000)}}`,
      });
      expect(nested.status).toBe(400);
      expect((await h.create('S', { fileName: 'after.txt' })).status).toBe(201);
    });
  });

  it('rejects Base64 that is not strict', async () => {
    await withHolder({}, async (h) => {
      for (const contents of ['abc', 'ab=c', 'a===', '****', 'aGVsbG8', 'aGVs bG8=', 'aGVsbG8=\n', '=aGV']) {
        const a = await h.create('S', { fileName: 'a.bin', base64EncodedContents: contents });
        expect(a.status, JSON.stringify(contents)).toBe(400);
        expect(errorItems(a)).toContainEqual(expect.objectContaining({ type: 'INVALID_VALUE', source: 'base64EncodedContents' }));
      }
      for (const contents of ['', 'aGVsbG8=', 'aGk=', 'AAAA', '+/+/']) {
        expect((await h.create('S', { base64EncodedContents: contents })).status, contents).toBe(201);
      }
    });
  });

  it('rejects fields of the wrong type, naming the field', async () => {
    await withHolder({}, async (h) => {
      const cases: [Record<string, unknown>, string][] = [
        [{ fileName: 5 }, 'fileName'],
        [{ fileName: null }, 'fileName'],
        [{ fileName: ['a'] }, 'fileName'],
        [{ base64EncodedContents: true }, 'base64EncodedContents'],
        [{ base64EncodedContents: { a: 1 } }, 'base64EncodedContents'],
        [{ metaData: {} }, 'metaData'],
        [{ metaData: 'k=v' }, 'metaData'],
        [{ metaData: null }, 'metaData'],
      ];
      for (const [body, source] of cases) {
        const a = await h.create('S', body);
        expect(a.status, JSON.stringify(body)).toBe(400);
        expect(errorItems(a)).toEqual([expect.objectContaining({ type: 'INVALID_TYPE', source })]);
      }
    });
  });

  it('checks every metaData item and names the offending one', async () => {
    await withHolder({}, async (h) => {
      const metaData = [{ key: 'a', value: 'b' }, 'x', { key: 1, value: 'v' }, { key: 'k' }, { key: 'k', value: null }];
      const a = await h.create('S', { metaData });
      expect(a.status).toBe(400);
      expect(errorItems(a).map((e) => [e.type, e.source])).toEqual([
        ['INVALID_TYPE', 'metaData[1]'],
        ['INVALID_TYPE', 'metaData[2].key'],
        ['INVALID_VALUE', 'metaData[3].value'],
        ['INVALID_TYPE', 'metaData[4].value'],
      ]);
      expect((await h.create('S', { metaData: [] })).status).toBe(201);
      expect((await h.create('S', { metaData: [{ key: '', value: '' }] })).status).toBe(201);
    });
  });

  it('does not store a rejected document', async () => {
    await withHolder({}, async (h) => {
      expect((await h.create('S', { fileName: 'bad.pdf', base64EncodedContents: '!!!!', metaData: linked('M') })).status).toBe(400);
      expect((await h.query('M')).json).toEqual({ data: [] });
    });
  });
});

describe('supplier-id and materialId placement (profile operations)', () => {
  const operations = {
    createDocument: { method: 'POST', path: '/documents', headers: { 'X-Supplier-Id': '{supplier-id}' } },
    replaceDocument: 'PUT /documents/{supplier-id}',
    queryDocuments: 'GET /products/files',
  };

  it('reads supplier-id from a header and materialId from the query', async () => {
    await withHolder({ operations }, async (h) => {
      const body = { fileName: 'a.csv', metaData: linked('M 1', '3') };
      const created = await h.send('POST', '/documents', { body, headers: { 'X-Supplier-Id': 'S-7' } });
      expect(created.status).toBe(201);
      expect(created.json.supplierId).toBe('S-7');
      const replaced = await h.send('PUT', '/documents/S-7', { body: { ...body, metaData: linked('M 1', '3', { description: 'v2' }) } });
      expect(replaced.status).toBe(200);
      const q = await h.send('GET', '/products/files?materialId=M%201');
      expect(q.status).toBe(200);
      expect(q.json.data).toEqual([{ fileName: 'a.csv', description: 'v2', type: 'text/csv', supplierId: 'S-7', revision: '3' }]);
      // The default routes are gone under this profile.
      expect((await h.create('S-7', body)).status).toBe(404);
    });
  });

  it('reports a missing supplier-id as MISSING_REQUIRED_PARAMETER', async () => {
    await withHolder({ operations }, async (h) => {
      const variants: Record<string, string>[] = [{}, { 'X-Supplier-Id': '' }];
      for (const headers of variants) {
        const a = await h.send('POST', '/documents', { body: { fileName: 'a.txt' }, headers });
        expect(a.status).toBe(400);
        const [item, ...rest] = errorItems(a);
        expect(rest).toEqual([]);
        expect(item.type).toBe('MISSING_REQUIRED_PARAMETER');
        expect(item.source).toBe('supplier-id');
        expect(item.message).toContain('supplier-id');
      }
    });
    await withHolder({}, async (h) => {
      const a = await h.send('POST', '/suppliers//documents', { body: {} });
      expect(a.status).toBe(400);
      expect(errorItems(a)[0]).toMatchObject({ type: 'MISSING_REQUIRED_PARAMETER', source: 'supplier-id' });
    });
  });

  it('reports a missing materialId as MISSING_REQUIRED_PARAMETER', async () => {
    await withHolder({ operations }, async (h) => {
      for (const path of ['/products/files', '/products/files?materialId=', '/products/files?revision=1']) {
        const a = await h.send('GET', path);
        expect(a.status, path).toBe(400);
        const [item] = errorItems(a);
        expect(item).toMatchObject({ type: 'MISSING_REQUIRED_PARAMETER', source: 'materialId' });
        expect(item.message).toContain('materialId');
      }
    });
    await withHolder({}, async (h) => {
      const a = await h.send('GET', '/materials//documents');
      expect(errorItems(a)[0]).toMatchObject({ type: 'MISSING_REQUIRED_PARAMETER', source: 'materialId' });
    });
  });

  it('answers a malformed percent-encoding with 400, not 500', async () => {
    await withHolder({}, async (h) => {
      const a = await h.send('GET', '/materials/%E0%A4%A/documents');
      expect(a.status).toBe(400);
      errorItems(a);
    });
  });
});

describe('A2 replace', () => {
  it('replaces the document of the same fileName', async () => {
    await withHolder({}, async (h) => {
      await h.create('S1', { fileName: 'spec.pdf', metaData: linked('M', '1', { description: 'old' }) });
      await h.create('S1', { fileName: 'other.pdf', metaData: linked('M', '1') });
      const a = await h.replace('S1', { fileName: 'spec.pdf', base64EncodedContents: 'AAAA', metaData: linked('M', '1', { description: 'new' }) });
      expect(a.status).toBe(200);
      expect(a.contentType).toBe(JSON_TYPE);
      expect(a.json).toMatchObject({ supplierId: 'S1', fileName: 'spec.pdf', size: 3 });
      const q = await h.query('M');
      expect(q.json.data.map((d: { fileName: string; description: string }) => [d.fileName, d.description])).toEqual([
        ['spec.pdf', 'new'],
        ['other.pdf', ''],
      ]);
    });
  });

  it('moves the document to the material its new metaData names', async () => {
    await withHolder({}, async (h) => {
      await h.create('S1', { fileName: 'a.pdf', metaData: linked('M', '1') });
      await h.create('S2', { fileName: 'a.pdf', metaData: linked('M', '1') });
      expect((await h.replace('S1', { fileName: 'a.pdf', metaData: linked('N', '5') })).status).toBe(200);
      expect((await h.query('M')).json.data.map((d: { supplierId: string }) => d.supplierId)).toEqual(['S2']);
      expect((await h.query('N')).json.data).toEqual([
        { fileName: 'a.pdf', description: '', type: 'application/pdf', supplierId: 'S1', revision: '5' },
      ]);
    });
  });

  it('answers 404 when the supplier has no document of that name', async () => {
    await withHolder({}, async (h) => {
      await h.create('S1', { fileName: 'spec.pdf' });
      for (const [supplier, body] of [['S1', { fileName: 'nope.pdf' }], ['S2', { fileName: 'spec.pdf' }], ['S1', {}]] as const) {
        const a = await h.replace(supplier, body);
        expect(a.status, `${supplier} ${JSON.stringify(body)}`).toBe(404);
        expect(a.contentType).toBe(JSON_TYPE);
        errorItems(a);
      }
    });
  });

  it('validates like A1', async () => {
    await withHolder({}, async (h) => {
      await h.create('S1', { fileName: 'spec.pdf' });
      const a = await h.replace('S1', { fileName: 'spec.pdf', base64EncodedContents: 'a' });
      expect(a.status).toBe(400);
      expect(errorItems(a)[0].source).toBe('base64EncodedContents');
      expect((await h.replace('S1', [])).status).toBe(400);
    });
  });
});

describe('A3 query', () => {
  it('answers the latest revision by numeric order when none is asked for', async () => {
    await withHolder({}, async (h) => {
      await h.create('S1', { fileName: 'r2.pdf', metaData: linked('M', '2') });
      await h.create('S1', { fileName: 'r10.pdf', metaData: linked('M', '10') });
      await h.create('S2', { fileName: 'r10b.txt', metaData: linked('M', '10', { description: 'second' }) });
      await h.create('S1', { fileName: 'r9.pdf', metaData: linked('M', '9') });
      await h.create('S1', { fileName: 'other.pdf', metaData: linked('N', '99') });
      const latest = await h.query('M');
      expect(latest.status).toBe(200);
      expect(latest.contentType).toBe(JSON_TYPE);
      expect(latest.json).toEqual({
        data: [
          { fileName: 'r10.pdf', description: '', type: 'application/pdf', supplierId: 'S1', revision: '10' },
          { fileName: 'r10b.txt', description: 'second', type: 'text/plain', supplierId: 'S2', revision: '10' },
        ],
      });
      const asked = await h.query('M', '2');
      expect(asked.json.data.map((d: { fileName: string }) => d.fileName)).toEqual(['r2.pdf']);
      expect((await h.query('M', '9')).json.data).toHaveLength(1);
      expect((await h.query('M', '3')).json).toEqual({ data: [] });
      // An empty revision parameter means "not given".
      expect((await h.send('GET', '/materials/M/documents?revision=')).json.data).toHaveLength(2);
    });
  });

  it('treats a document without a revision item as revision ""', async () => {
    await withHolder({}, async (h) => {
      await h.create('S1', { fileName: 'plain.pdf', metaData: linked('M') });
      expect((await h.query('M')).json.data).toEqual([
        { fileName: 'plain.pdf', description: '', type: 'application/pdf', supplierId: 'S1', revision: '' },
      ]);
      await h.create('S1', { fileName: 'rev-a.pdf', metaData: linked('M', 'A') });
      expect((await h.query('M')).json.data.map((d: { fileName: string }) => d.fileName)).toEqual(['rev-a.pdf']);
    });
  });

  it('answers an unknown material with empty data', async () => {
    await withHolder({}, async (h) => {
      const a = await h.query('does-not-exist');
      expect(a.status).toBe(200);
      expect(a.json).toEqual({ data: [] });
    });
  });

  it('guesses the type from the extension', async () => {
    await withHolder({}, async (h) => {
      const names: Record<string, string> = {
        'a.pdf': 'application/pdf',
        'b.PNG': 'image/png',
        'c.jpg': 'image/jpeg',
        'd.txt': 'text/plain',
        'e.csv': 'text/csv',
        'f.json': 'application/json',
        'g.xml': 'application/xml',
        'h.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'i.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'j.step': 'application/octet-stream',
        noext: 'application/octet-stream',
        'dot.': 'application/octet-stream',
      };
      for (const fileName of Object.keys(names)) await h.create('S', { fileName, metaData: linked('M') });
      const data: { fileName: string; type: string }[] = (await h.query('M')).json.data;
      expect(Object.fromEntries(data.map((d) => [d.fileName, d.type]))).toEqual(names);
    });
  });

  it('follows a configured material link', async () => {
    await withHolder({ materialLink: { materialKey: 'product', revisionKey: 'rev' } }, async (h) => {
      await h.create('S', { fileName: 'x.pdf', metaData: [{ key: 'product', value: 'P' }, { key: 'rev', value: '4' }] });
      await h.create('S', { fileName: 'y.pdf', metaData: linked('P', '7') });
      const a = await h.query('P');
      expect(a.json.data).toEqual([{ fileName: 'x.pdf', description: '', type: 'application/pdf', supplierId: 'S', revision: '4' }]);
    });
  });
});

describe('limits and failures', () => {
  it('answers an oversized body with 413 and the error body, and keeps the connection (the rest is read and dropped)', async () => {
    await withHolder({ maxBodyBytes: 1024 }, async (h) => {
      const big = { fileName: 'big.bin', base64EncodedContents: 'A'.repeat(4096) };
      const declared = await request(`${h.started.url}/suppliers/S/documents`, {
        method: 'POST',
        headers: { 'X-API-KEY': KEY, 'content-type': 'application/json' },
        body: JSON.stringify(big),
      });
      expect(declared.statusCode).toBe(413);
      expect(declared.headers.connection).toBe('keep-alive');
      expect(declared.headers['content-type']).toBe(JSON_TYPE);
      const body = (await declared.body.json()) as { message: string; errors: unknown[] };
      expect(typeof body.message).toBe('string');
      expect(body.errors).toHaveLength(1);

      // Without Content-Length the limit is enforced while reading.
      const chunk = Buffer.alloc(512, 'A');
      const streamed = await request(`${h.started.url}/suppliers/S/documents`, {
        method: 'POST',
        headers: { 'X-API-KEY': KEY },
        body: Readable.from(
          (function* () {
            for (let i = 0; i < 8; i++) yield chunk;
          })(),
        ),
      });
      expect(streamed.statusCode).toBe(413);
      await streamed.body.dump();

      expect((await h.create('S', { fileName: 'small.txt' })).status).toBe(201);
    });
  });

  it('turns an exception into 500 with the error body and keeps serving', async () => {
    const mutation = {
      storedFileName: (name: string): string => {
        if (name.startsWith('boom')) throw new Error('storage failed');
        return name;
      },
    };
    await withHolder({ mutation }, async (h) => {
      const a = await h.create('S', { fileName: 'boom.pdf' });
      expect(a.status).toBe(500);
      expect(a.contentType).toBe(JSON_TYPE);
      expect(errorItems(a)[0].type).toBe('INTERNAL_ERROR');
      expect((await h.create('S', { fileName: 'fine.pdf' })).status).toBe(201);
    });
  });

  it('close() ends open keep-alive connections', async () => {
    const s = await startDocumentHolder({ apiKey: KEY });
    // Idle keep-alive connections are kept for good, and the client below never closes its own: close()
    // can then end only by ending the connection itself.
    s.server.keepAliveTimeout = 0;
    const socket = net.connect(Number(new URL(s.url).port), '127.0.0.1');
    socket.on('error', () => undefined);
    const answered = new Promise<void>((resolve) => socket.once('data', () => resolve()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(`GET /materials/M/documents HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\nX-API-KEY: ${KEY}\r\n\r\n`);
    await answered;
    let serverClosed = false;
    await s.close().then(() => (serverClosed = true));
    // This side never ends the connection: its close is the server's doing.
    await closed;
    expect(serverClosed).toBe(true);
    expect(s.server.listening).toBe(false);
    await s.close();
  });
});

describe('A3 answers kept between changes', () => {
  it('an answer asked for again follows every create and replace in between', async () => {
    await withHolder({}, async (h) => {
      await h.create('S1', { fileName: 'a.pdf', metaData: linked('M', '1') });
      const first = await h.query('M');
      expect((await h.query('M')).text).toBe(first.text);
      expect((await h.query('M', '1')).text).toBe(first.text);
      await h.create('S1', { fileName: 'b.pdf', metaData: linked('M', '2') });
      expect((await h.query('M')).json.data.map((d: { fileName: string }) => d.fileName)).toEqual(['b.pdf']);
      expect((await h.query('M', '1')).json.data.map((d: { fileName: string }) => d.fileName)).toEqual(['a.pdf']);
      await h.replace('S1', { fileName: 'b.pdf', metaData: linked('M', '2', { description: 'now described' }) });
      expect((await h.query('M')).json.data.map((d: { description: string }) => d.description)).toEqual(['now described']);
      // A material and a revision are never read as another pair.
      await h.create('S1', { fileName: 'c.pdf', metaData: linked('M1', '') });
      expect((await h.query('M', '1')).json.data.map((d: { fileName: string }) => d.fileName)).toEqual(['a.pdf']);
      expect((await h.query('M1')).json.data.map((d: { fileName: string }) => d.fileName)).toEqual(['c.pdf']);
    });
  });

  it('a holder whose A3 rules are overridden makes every answer afresh', async () => {
    let calls = 0;
    const mutation = { queryItem: (item: object) => ({ ...item, call: ++calls }) };
    await withHolder({ mutation }, async (h) => {
      await h.create('S1', { fileName: 'a.pdf', metaData: linked('M', '1') });
      expect((await h.query('M')).json.data[0].call).toBe(1);
      expect((await h.query('M')).json.data[0].call).toBe(2);
    });
  });
});
