import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type APIRequestContext } from '@playwright/test';
import { strToU8, zipSync, zlibSync, type Zippable } from 'fflate';
import { readerApi, type BookContent, type EndOfBook } from '@pagebird/contract';
import { bearer } from './api.ts';

/**
 * Books made by the reader tests: EPUB 3 files packed here (fflate, already a dependency of the
 * workspace) and imported into the running e2e server with the project's own importer
 * (`npm run import`, which writes into the running server's bundled PostgreSQL and file store).
 */

const run = promisify(execFile);
const TEMP_PREFIX = 'pagebird-reader-e2e-';
const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// ---------------------------------------------------------------------------------------------
// PNG (a noisy picture compresses badly, so a few of them make a book of a realistic size)
// ---------------------------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(strToU8(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** An RGB picture: a soft gradient in `hue` with seeded noise (deterministic). */
export function noisyPng(width: number, height: number, seed: number): Uint8Array {
  let s = seed >>> 0 || 1;
  const rand = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 0xffffffff;
  };
  const raw = new Uint8Array((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const i = row + 1 + x * 3;
      const n = rand() * 60;
      raw[i] = Math.min(255, 120 + (x / width) * 100 + n);
      raw[i + 1] = Math.min(255, 150 + (y / height) * 80 + n);
      raw[i + 2] = Math.min(255, 200 - ((seed * 37) % 120) + n);
    }
  }
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, width);
  v.setUint32(4, height);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const sig = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
  const parts = [
    sig,
    chunk('IHDR', ihdr),
    chunk('IDAT', zlibSync(raw, { level: 6 })),
    chunk('IEND', new Uint8Array()),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// EPUB 3
// ---------------------------------------------------------------------------------------------

export interface TestPage {
  /** XHTML body content. */
  body: string;
  /** Extra markup for <head> (scripts, links, meta). */
  head?: string;
  /** A picture for this page, stored as images/page-N.png. */
  image?: Uint8Array;
}

export interface TestEpub {
  title: string;
  /** Unique identifier (files with the same bytes are imported only once). */
  id: string;
  layout: 'fixed' | 'reflowable';
  pages: TestPage[];
  /** Extra files in the package (e.g. a script file listed in the manifest). */
  extra?: { href: string; mediaType: string; data: string }[];
  /**
   * Encoding of the package document, the navigation and the pages (XML files declare it and
   * start with a byte order mark); UTF-8 when not given.
   */
  encoding?: 'utf-16le' | 'utf-16be';
}

/** XML text in UTF-16 with a byte order mark, its declaration saying so. */
function utf16(xml: string, endian: 'utf-16le' | 'utf-16be'): Uint8Array {
  const text = xml.replace(
    /^<\?xml version="1.0" encoding="UTF-8"\?>/,
    '<?xml version="1.0" encoding="UTF-16"?>',
  );
  const bytes = Buffer.from(`\ufeff${text}`, 'utf16le');
  if (endian === 'utf-16be') bytes.swap16();
  return new Uint8Array(bytes);
}

/** Pack an EPUB 3 (fixed layout: 800×600 pages paired into spreads after the cover). */
export function packEpub(book: TestEpub): Uint8Array {
  const fixed = book.layout === 'fixed';
  const encoding = book.encoding;
  const xml = (text: string) => (encoding ? utf16(text, encoding) : strToU8(text));
  const files: Zippable = {
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(
      '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
    ),
  };
  const manifest: string[] = [
    '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>',
  ];
  const spine: string[] = [];
  const nav: string[] = [];
  book.pages.forEach((page, i) => {
    const n = i + 1;
    const img = page.image
      ? `<img src="images/page-${n}.png" alt="" style="position:absolute;inset:0;width:100%;height:100%;object-fit:cover"/>`
      : '';
    if (page.image) {
      // Pictures are stored: they are compressed already.
      files[`OEBPS/images/page-${n}.png`] = [page.image, { level: 0 }];
      manifest.push(`<item id="img${n}" href="images/page-${n}.png" media-type="image/png"/>`);
    }
    const viewport = fixed ? '<meta name="viewport" content="width=800, height=600"/>' : '';
    const style = fixed
      ? '<style>html,body{margin:0;width:800px;height:600px;overflow:hidden;position:relative;font-family:sans-serif}.text{position:absolute;left:40px;right:40px;bottom:40px;font-size:34px;background:rgba(255,255,255,.85);padding:12px;border-radius:12px}</style>'
      : '';
    files[`OEBPS/page-${n}.xhtml`] = xml(
      `<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="en"><head><title>${esc(book.title)} ${n}</title>${viewport}${style}${page.head ?? ''}</head><body>${img}${fixed ? `<div class="text">${page.body}</div>` : page.body}</body></html>`,
    );
    manifest.push(`<item id="p${n}" href="page-${n}.xhtml" media-type="application/xhtml+xml"/>`);
    const side = fixed ? (i === 0 || i % 2 === 0 ? 'page-spread-right' : 'page-spread-left') : '';
    spine.push(`<itemref idref="p${n}"${side ? ` properties="${side}"` : ''}/>`);
    nav.push(`<li><a href="page-${n}.xhtml">Page ${n}</a></li>`);
  });
  for (const x of book.extra ?? []) {
    files[`OEBPS/${x.href}`] = strToU8(x.data);
    manifest.push(`<item id="x${manifest.length}" href="${x.href}" media-type="${x.mediaType}"/>`);
  }
  files['OEBPS/nav.xhtml'] = xml(
    `<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>Contents</title></head><body><nav epub:type="toc"><ol>${nav.join('')}</ol></nav></body></html>`,
  );
  const rendition = fixed
    ? '<meta property="rendition:layout">pre-paginated</meta><meta property="rendition:spread">landscape</meta>'
    : '';
  files['OEBPS/content.opf'] = xml(
    `<?xml version="1.0" encoding="UTF-8"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid" xml:lang="en"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="uid">${esc(book.id)}</dc:identifier><dc:title>${esc(book.title)}</dc:title><dc:language>en</dc:language><dc:creator>Pagebird Tests</dc:creator><meta property="dcterms:modified">2026-01-01T00:00:00Z</meta>${rendition}</metadata><manifest>${manifest.join('')}</manifest><spine>${spine.join('')}</spine></package>`,
  );
  return zipSync(files, { level: 6 });
}

/** Write a file into a fresh temp directory (removed by `importBook`); returns its path. */
export function writeTemp(name: string, data: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), TEMP_PREFIX));
  const path = join(dir, name);
  writeFileSync(path, data);
  return path;
}

/**
 * Import a book file into the running e2e server (its DATA_DIR) with `npm run import`; returns
 * the catalogue number (PB-00NN), also when the same file was imported before.
 */
export async function importBook(path: string, age = '4-12'): Promise<string> {
  const dataDir = process.env.PAGEBIRD_E2E_DATA_DIR;
  expect(dataDir, 'PAGEBIRD_E2E_DATA_DIR (set by run-e2e.mjs / playwright.config.ts)').toBeTruthy();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: process.env.PAGEBIRD_E2E_PG_PORT,
  };
  delete env.DATABASE_URL;
  const { stdout } = await run(
    'npm',
    ['run', '--silent', 'import', '-w', '@pagebird/server', '--', path, '--age', age],
    { cwd: repoRoot, env, timeout: 120_000 },
  )
    .catch((e: { stdout?: string; stderr?: string; message: string }) => {
      throw new Error(`import failed: ${e.message}\n${e.stdout ?? ''}\n${e.stderr ?? ''}`);
    })
    .finally(() => {
      // The file is in the server's store now; drop our temp copy.
      if (basename(dirname(path)).startsWith(TEMP_PREFIX)) {
        rmSync(dirname(path), { recursive: true, force: true });
      }
    });
  const m = /\((PB-\d+)[,)]|already in the catalogue as (PB-\d+)/.exec(stdout);
  expect(m, `importer output: ${stdout}`).toBeTruthy();
  return (m![1] ?? m![2])!;
}

/** The book's id (uuid) and summary, through the end-of-book call (it takes the catalogue number). */
export async function endOfBook(
  request: APIRequestContext,
  token: string,
  bookIdNumber: string,
): Promise<EndOfBook> {
  const res = await request.get(readerApi.endOfBook.path, {
    headers: bearer(token),
    params: { bookIdNumber, deviceType: 'DESKTOP' },
  });
  expect(res.status(), `GET ${readerApi.endOfBook.path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as EndOfBook;
}

export async function bookContent(
  request: APIRequestContext,
  token: string,
  bookId: string,
): Promise<BookContent> {
  const res = await request.get(`/api/books/${bookId}/content`, { headers: bearer(token) });
  expect(res.status(), `GET content of ${bookId}: ${await res.text()}`).toBe(200);
  return (await res.json()) as BookContent;
}
