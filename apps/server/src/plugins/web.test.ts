import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

/**
 * Issue 16 item 9: static files go out precompressed — the build writes `file.br` and
 * `file.gz` beside every script and stylesheet (apps/web/build/precompress.ts `precompress`), the
 * server sends the one the client accepts with `content-encoding` and `vary: accept-encoding`,
 * and keeps the caching rules (hashed assets immutable for a year, index.html never cached).
 */

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pagebird-web-dist-'));
const FILES: Record<string, string> = {
  'index.html': `<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`,
  'landing.html': `<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root" data-prerendered="home"><h1>Stories that make little readers take flight</h1></div>${'<!-- padding -->'.repeat(100)}</body></html>`,
  'assets/index-AbC123.js': `export const greeting = ${JSON.stringify('hello '.repeat(2000))};`,
  'assets/index-AbC123.css': `.a{color:red}${'.b{margin:0 auto}'.repeat(500)}`,
  'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(300)}</svg>`,
};

let t: TestApp;
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  for (const [name, text] of Object.entries(FILES)) {
    const file = path.join(dist, name);
    fs.writeFileSync(file, text);
    fs.writeFileSync(`${file}.br`, brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, gzipSync(text));
  }
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, accept?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      ...(accept ? { accept } : {}),
    },
  });

describe('precompressed static files', () => {
  it.each(['/assets/index-AbC123.js', '/assets/index-AbC123.css'])(
    'sends brotli for %s to a client that accepts it, immutable',
    async (url) => {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(url.endsWith('.js') ? /javascript/ : /text\/css/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const original = FILES[url.slice(1)]!;
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(original);
      expect(res.rawPayload.length).toBeLessThan(original.length / 4);
    },
  );

  it('sends gzip to a client without brotli, and the plain file to one without either', async () => {
    const gz = await get('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(FILES['assets/index-AbC123.js']);

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(FILES['assets/index-AbC123.js']);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses index.html too and never caches it (also as the SPA fallback)', async () => {
    for (const url of ['/index.html', '/book-details/123', '/browse']) {
      const res = await get(url, 'br', 'text/html');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(FILES['index.html']);
    }
  });

  it('keeps the hour of caching for other files', async () => {
    const res = await get('/favicon.svg', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends the landing page drawn at build time for / only, compressed and never cached', async () => {
    for (const url of ['/', '/?utm_source=mail']) {
      for (const [encoding, decode] of [
        ['br', (b: Buffer) => brotliDecompressSync(b).toString()],
        ['gzip', (b: Buffer) => gunzipSync(b).toString()],
      ] as const) {
        const res = await get(url, encoding, 'text/html');
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], url).toBe(encoding);
        expect(res.headers['content-type'], url).toMatch(/text\/html/);
        expect(res.headers['cache-control'], url).toBe('no-store');
        expect(decode(res.rawPayload), url).toBe(FILES['landing.html']);
      }
    }
    // A client that does not say it wants HTML still gets the page at /.
    const plain = await get('/');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(FILES['landing.html']);
  });

  it('sends the empty shell, not the landing page, for a deep link', async () => {
    for (const url of ['/browse', '/book-details/123?from=search', '/kid/home']) {
      const res = await get(url, 'br', 'text/html');
      expect(res.statusCode, url).toBe(200);
      const html = brotliDecompressSync(res.rawPayload).toString();
      expect(html, url).toBe(FILES['index.html']);
      expect(html, url).not.toContain('data-prerendered');
    }
  });

  it('never caches landing.html when asked for by name', async () => {
    const res = await get('/landing.html', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
