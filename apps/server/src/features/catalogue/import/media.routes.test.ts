import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/app.ts';
import { createLocalStorage } from '../../../providers/storage/local.ts';
import { PNG_1PX, svgPicture } from '../ingest/test-fixtures.ts';

let t: TestApp;
const SVG = `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script>${svgPicture('x')}</svg>`;

beforeAll(async () => {
  t = await createTestApp();
  // The app's default storage is the local directory DATA_DIR/files.
  expect(t.config.storage).toEqual({ kind: 'local', dir: path.join(t.tmpDir, 'files') });
  const storage = createLocalStorage({ root: path.join(t.tmpDir, 'files') });
  await storage.put('covers/abc123.png', PNG_1PX, 'image/png');
  await storage.put('covers/evil.svg', Buffer.from(SVG), 'image/svg+xml');
  await storage.put('interests/tile.svg', Buffer.from(svgPicture('tile')), 'image/svg+xml');
  await storage.put('banners/wide.webp', Buffer.from('RIFF0000WEBPfake'), 'image/webp');
  await storage.put('books/b1/secret.epub', Buffer.from('PK-book'), 'application/epub+zip');
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/media/*', () => {
  it('serves a cover with its type, a year of immutable caching, an ETag and a locked CSP', async () => {
    const res = await get('/api/media/covers/abc123.png');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG_1PX)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG_1PX.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
    });
    expect(res.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
  });

  it('serves an SVG so that its script cannot run when opened directly', async () => {
    const res = await get('/api/media/covers/evil.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves interest tiles and banner images', async () => {
    expect((await get('/api/media/interests/tile.svg')).statusCode).toBe(200);
    const banner = await get('/api/media/banners/wide.webp');
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['content-type']).toBe('image/webp');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/api/media/covers/abc123.png');
    const etag = first.headers.etag as string;
    const again = await get('/api/media/covers/abc123.png', { 'if-none-match': `W/${etag}` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const other = await get('/api/media/covers/abc123.png', { 'if-none-match': '"other"' });
    expect(other.statusCode).toBe(200);
  });

  it('serves one byte range, and 416 for a range outside the file', async () => {
    const res = await get('/api/media/covers/abc123.png', { range: 'bytes=0-7' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-7/${PNG_1PX.length}`);
    expect(res.headers['content-length']).toBe('8');
    expect(res.rawPayload.equals(PNG_1PX.subarray(0, 8))).toBe(true);

    const out = await get('/api/media/covers/abc123.png', { range: 'bytes=5000-' });
    expect(out.statusCode).toBe(416);
    expect(out.headers['content-range']).toBe(`bytes */${PNG_1PX.length}`);
    expect(json(out)).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('answers HEAD with the headers only', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/api/media/covers/abc123.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.body).toBe('');
  });

  it('answers a missing key with the 404 JSON error, not cached', async () => {
    const res = await get('/api/media/covers/nothing.png');
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ code: 'NOT_FOUND', message: 'We could not find that.' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    '/api/media/books/b1/secret.epub',
    '/api/media/covers/../books/b1/secret.epub',
    '/api/media/covers/..%2Fbooks%2Fb1%2Fsecret.epub',
    '/api/media/covers%2F..%2Fbooks%2Fb1%2Fsecret.epub',
    '/api/media/covers/%2e%2e/books/b1/secret.epub',
    '/api/media/.tmp/x.png',
    '/api/media/',
    '/api/media/other/abc123.png',
  ])('never serves book files or anything outside the public folders: %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('PK-book');
  });
});
