import { PDFDocument, PDFName, PDFHexString } from 'pdf-lib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../test/app.ts';
import { createAdmin, loginAs } from '../test/factories.ts';
import { setBookStatus } from '../test/catalogue-factories.ts';
import {
  makeEpub,
  makeZip,
  PNG_1PX,
  samplePdf,
  xhtml,
} from '../features/catalogue/ingest/test-fixtures.ts';
import { REASONS } from '../features/catalogue/ingest/index.ts';

/**
 * Issue 15 item 3: hostile files for ingestion, through the admin upload in the browser
 * (`POST /api/admin/books/upload`, the same checks as the import command). Each is refused with
 * its reason — and nothing is written — or, where the file is a fair book with hostile parts
 * (scripts, an SVG cover with a script), imported and made safe: the SVG cover is only served
 * under a policy that runs no script, and the file only as a book type with `nosniff`. That book scripts
 * never run in the reader is proven in Chromium by e2e `reader.spec.ts` ("scripts inside a book
 * never run").
 */

const OPF = (metadataExtra = '', manifestExtra = '', doctype = '') => `<?xml version="1.0"?>
${doctype}<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">hostile</dc:identifier>
  <dc:title>Hostile</dc:title><dc:language>en</dc:language>${metadataExtra}</metadata>
  <manifest><item id="p" href="p.xhtml" media-type="application/xhtml+xml"/>${manifestExtra}</manifest>
  <spine><itemref idref="p"/></spine>
</package>`;

const page = xhtml('<p>A quiet page about owls.</p>');

/** Set the "encrypted" flag of every entry (local and central headers): a password-protected zip. */
function encryptedZip(zip: Buffer): Buffer {
  const out = Buffer.from(zip);
  for (let i = 0; i + 4 <= out.length; i++) {
    const sig = out.readUInt32LE(i);
    if (sig === 0x04034b50) out.writeUInt16LE(out.readUInt16LE(i + 6) | 1, i + 6);
    if (sig === 0x02014b50) out.writeUInt16LE(out.readUInt16LE(i + 8) | 1, i + 8);
  }
  return out;
}

/** A PDF whose trailer names an encryption dictionary (a password-protected PDF). */
async function passwordPdf(): Promise<Buffer> {
  const doc = await PDFDocument.load(await samplePdf({ title: 'Locked', pages: 1 }));
  const encrypt = doc.context.obj({
    Filter: PDFName.of('Standard'),
    V: 1,
    R: 2,
    O: PDFHexString.of('00'.repeat(32)),
    U: PDFHexString.of('00'.repeat(32)),
    P: -44,
  });
  doc.context.trailerInfo.Encrypt = doc.context.register(encrypt);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

const MB = 1024 * 1024;

interface Hostile {
  label: string;
  name: string;
  file: () => Buffer | Promise<Buffer>;
  reason: string;
}

const HOSTILE: readonly Hostile[] = [
  {
    label: 'zip bomb: 301 entries of 1 MB of zeros in a 300 KB file',
    name: 'bomb.epub',
    file: () =>
      makeZip([
        { name: 'mimetype', data: 'application/epub+zip', store: true },
        ...Array.from({ length: 301 }, (_, i) => ({
          name: `z/${i}.xhtml`,
          data: Buffer.alloc(MB),
        })),
      ]),
    reason: REASONS.tooLarge(300 * MB),
  },
  {
    label: 'zip bomb that lies about its size (checked while inflating)',
    name: 'liar.epub',
    file: () =>
      makeZip([
        { name: 'mimetype', data: 'application/epub+zip', store: true },
        { name: 'bomb.xhtml', data: Buffer.alloc(4 * MB), declaredSize: 10 },
      ]),
    reason: REASONS.damaged,
  },
  ...['../evil.txt', 'OEBPS/../../evil.txt', '/etc/passwd', 'C:/evil.txt'].map((path): Hostile => ({
    label: `path traversal ${path}`,
    name: 'traversal.epub',
    file: () =>
      makeZip([
        { name: 'mimetype', data: 'application/epub+zip', store: true },
        { name: path, data: 'boo' },
      ]),
    reason: REASONS.unsafePath(path),
  })),
  {
    label: 'XXE: an external entity reading /etc/passwd in the package document',
    name: 'xxe.epub',
    file: () =>
      makeEpub(
        OPF(
          '<dc:description>&xxe;</dc:description>',
          '',
          '<!DOCTYPE package [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n',
        ),
        { 'p.xhtml': page },
      ),
    reason: REASONS.unsafeXml,
  },
  {
    label: 'billion laughs in the package document',
    name: 'laughs.epub',
    file: () => {
      const levels = Array.from(
        { length: 9 },
        (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`,
      ).join('');
      return makeEpub(
        OPF(
          '<dc:description>&l9;</dc:description>',
          '',
          `<!DOCTYPE package [<!ENTITY l0 "lol">${levels}]>\n`,
        ),
        { 'p.xhtml': page },
      );
    },
    reason: REASONS.unsafeXml,
  },
  {
    label: 'XXE inside an SVG picture of the book',
    name: 'svg-xxe.epub',
    file: () =>
      makeEpub(OPF('', '<item id="i" href="i.svg" media-type="image/svg+xml"/>'), {
        'p.xhtml': page,
        'i.svg': '<!DOCTYPE svg [<!ENTITY e SYSTEM "file:///etc/passwd">]><svg>&e;</svg>',
      }),
    reason: REASONS.unsafeXml,
  },
  {
    label: 'wrong magic bytes: a PNG named .epub',
    name: 'picture.epub',
    file: () => PNG_1PX,
    reason: REASONS.notEpubOrPdf,
  },
  {
    label: 'wrong magic bytes: an HTML page with a script named .pdf',
    name: 'page.pdf',
    file: () => Buffer.from('<html><script>alert(1)</script></html>'),
    reason: REASONS.notEpubOrPdf,
  },
  {
    label: 'a PDF header followed by junk',
    name: 'junk.pdf',
    file: () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41)]),
    reason: REASONS.damaged,
  },
  {
    label: 'a password-protected PDF',
    name: 'locked.pdf',
    file: passwordPdf,
    reason: REASONS.encrypted,
  },
  {
    label: 'a password-protected (encrypted) EPUB archive',
    name: 'locked.epub',
    file: () => encryptedZip(makeEpub(OPF(), { 'p.xhtml': page })),
    reason: REASONS.encrypted,
  },
];

let t: TestApp;
let admin = '';

const upload = (data: Buffer, name: string) => {
  const form = new FormData();
  const type = name.endsWith('.pdf') ? 'application/pdf' : 'application/epub+zip';
  form.set('file', new Blob([new Uint8Array(data)], { type }), name);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/books/upload',
    headers: bearer(admin),
    body: form as never,
  });
};

const bookCount = async () =>
  Number(
    (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from books`)).rows[0]!
      .n,
  );

beforeAll(async () => {
  t = await createTestApp();
  const a = await createAdmin(t.database.db);
  admin = await loginAs(t.app, a.email!, a.password);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('hostile files for ingestion', () => {
  it.each(HOSTILE.map((h) => [h.label, h] as const))(
    'refuses %s with its reason, and writes nothing',
    async (_, h) => {
      const before = await bookCount();
      const res = await upload(await h.file(), h.name);
      expect(res.statusCode, res.body).toBe(400);
      expect(json<{ message: string }>(res).message).toBe(`✗ ${h.name}: ${h.reason}`);
      expect(await bookCount()).toBe(before);
    },
    60_000,
  );

  it('imports a fair book with scripts and an SVG cover with a script, made safe', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="80" onload="alert(1)">' +
      '<script>alert(2)</script><rect width="60" height="80" fill="#3a7bd5"/></svg>';
    const epub = makeEpub(
      OPF(
        '<meta name="cover" content="c"/>',
        '<item id="c" href="c.svg" media-type="image/svg+xml" properties="cover-image"/>' +
          '<item id="js" href="evil.js" media-type="application/javascript"/>',
      ),
      {
        'p.xhtml': xhtml(
          '<p onclick="alert(3)">Owls <a href="javascript:alert(4)">hoot</a>.</p>' +
            '<script src="evil.js"></script>',
        ),
        'c.svg': svg,
        'evil.js': 'top.location = "https://evil.example";',
      },
    );
    const res = await upload(epub, 'scripts.epub');
    expect(res.statusCode, res.body).toBe(200);
    const { book } = json<{ book: { id: string } }>(res);
    const details = json<{ coverUrl: string | null }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/books/${book.id}`,
        headers: bearer(admin),
      }),
    );
    // The cover is redrawn as a bitmap: the SVG (and its script) is never served.
    // The SVG cover is served as it is, but under a policy that runs nothing: no script, no
    // handler, no fetch (default-src 'none' without script-src), and never sniffed as a page.
    const cover = await t.app.inject({ method: 'GET', url: details.coverUrl! });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/svg+xml');
    const csp = String(cover.headers['content-security-policy']);
    expect(csp).toMatch(/(^|;\s*)default-src 'none'/);
    expect(csp).not.toMatch(/script-src|unsafe-eval/);
    expect(cover.headers['x-content-type-options']).toBe('nosniff');
    // Once active, the book file goes out as a book, never as a page a browser would run.
    await setBookStatus(t.database.db, book.id, 'ACTIVE');
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/books/file/${book.id}`,
      headers: bearer(admin),
    });
    expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
    expect(file.headers['content-type']).toBe('application/epub+zip');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });
});
