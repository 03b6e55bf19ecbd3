import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@pagebird/contract';
import { createTestApp, json, type TestApp } from '../../test/app.ts';
import { createBook } from '../../test/catalogue-factories.ts';
import { createParent, loginAs } from '../../test/factories.ts';
import { importDemoBook, readerCall } from '../../test/reader-factories.ts';
import { TEST_CLOUDS_PDF, TEST_QUIET } from '../../seed/library/test-books.ts';

/** `GET /api/books/file/{id}`: the stored file, with single byte ranges and validators. */

let t: TestApp;
let token: string;
let epub: Awaited<ReturnType<typeof importDemoBook>>;
let pdf: Awaited<ReturnType<typeof importDemoBook>>;
let bytes: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  const parent = await createParent(t.database.db);
  token = await loginAs(t.app, parent.email!, parent.password);
  epub = await importDemoBook(t, TEST_QUIET, { salesTerritories: ['WORLD'] });
  pdf = await importDemoBook(t, TEST_CLOUDS_PDF);
  bytes = Buffer.from(epub.data);
});
afterAll(async () => {
  await t?.close();
});

const file = (id: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  readerCall(t.app, token, { method, url: `/api/books/file/${id}`, headers });

describe('GET /api/books/file/{id}', () => {
  it('serves the whole file with its type, validators and private caching', async () => {
    const res = await file(epub.id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'application/epub+zip',
      'content-length': String(bytes.length),
      'accept-ranges': 'bytes',
      'cache-control': 'private, max-age=300',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
    });
    expect(res.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(new Date(res.headers['last-modified'] as string).getTime()).toBeGreaterThan(0);

    const p = await file(pdf.id);
    expect(p.statusCode).toBe(200);
    expect(p.headers['content-type']).toBe('application/pdf');
    expect(p.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(p.rawPayload.equals(Buffer.from(pdf.data))).toBe(true);
  });

  it('answers bytes=0-99 with 206 and exactly those bytes', async () => {
    const res = await file(epub.id, { range: 'bytes=0-99' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-99/${bytes.length}`);
    expect(res.headers['content-length']).toBe('100');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.rawPayload.equals(bytes.subarray(0, 100))).toBe(true);
    // an EPUB starts with its uncompressed mimetype entry
    expect(res.rawPayload.subarray(30, 38).toString('latin1')).toBe('mimetype');
  });

  it('serves suffix and open-ended ranges, and a range running past the end up to the end', async () => {
    const tail = await file(epub.id, { range: 'bytes=-100' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(
      `bytes ${bytes.length - 100}-${bytes.length - 1}/${bytes.length}`,
    );
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 100))).toBe(true);

    const from = await file(epub.id, { range: `bytes=${bytes.length - 10}-` });
    expect(from.statusCode).toBe(206);
    expect(from.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);

    const past = await file(epub.id, { range: `bytes=100-${bytes.length + 5000}` });
    expect(past.statusCode).toBe(206);
    expect(past.headers['content-range']).toBe(`bytes 100-${bytes.length - 1}/${bytes.length}`);
    expect(past.rawPayload.equals(bytes.subarray(100))).toBe(true);
  });

  it('answers 416 with the file size for a range outside the file', async () => {
    const res = await file(epub.id, { range: `bytes=${bytes.length}-` });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${bytes.length}`);
    expect(json(res)).toEqual({
      code: 'BAD_REQUEST',
      message: 'The requested range is outside the file.',
    });
  });

  it('serves the whole file for several ranges or another unit (RFC 9110 allows ignoring them)', async () => {
    for (const range of ['bytes=0-1,5-6', 'items=0-5', 'bytes=9-3']) {
      const res = await file(epub.id, { range });
      expect(res.statusCode, range).toBe(200);
      expect(res.rawPayload.length).toBe(bytes.length);
    }
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await file(epub.id);
    const etag = first.headers.etag as string;
    const again = await file(epub.id, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('private, max-age=300');
    expect((await file(epub.id, { 'if-none-match': '"another"' })).statusCode).toBe(200);
  });

  it('honours If-Range: the range for the same version, the whole file for another', async () => {
    const first = await file(epub.id);
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;
    const same = await file(epub.id, { range: 'bytes=0-9', 'if-range': etag });
    expect(same.statusCode).toBe(206);
    expect(same.rawPayload.length).toBe(10);
    const byDate = await file(epub.id, { range: 'bytes=0-9', 'if-range': lastModified });
    expect(byDate.statusCode).toBe(206);
    const changed = await file(epub.id, { range: 'bytes=0-9', 'if-range': '"older-version"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(bytes)).toBe(true);
    const old = await file(epub.id, {
      range: 'bytes=0-9',
      'if-range': new Date(0).toUTCString(),
    });
    expect(old.statusCode).toBe(200);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await file(epub.id, {}, 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.headers['content-type']).toBe('application/epub+zip');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.body).toBe('');
    const part = await file(epub.id, { range: 'bytes=10-19' }, 'HEAD');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-length']).toBe('10');
    expect(part.headers['content-range']).toBe(`bytes 10-19/${bytes.length}`);
    expect(part.body).toBe('');
  });

  it('needs a token, a book id and a stored file; errors are JSON', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/books/file/${epub.id}` });
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous)).toMatchObject({ code: 'UNAUTHENTICATED' });

    const bad = await file('not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ code: 'VALIDATION' });

    const missing = await file('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toMatchObject({ code: 'NOT_FOUND' });

    // a catalogue row whose file is not in the storage
    const fileless = await createBook(t.database.db);
    const gone = await file(fileless.id);
    expect(gone.statusCode).toBe(404);
    expect(json(gone)).toEqual({ code: 'NOT_FOUND', message: MESSAGES.bookNotFound });
  });
});
