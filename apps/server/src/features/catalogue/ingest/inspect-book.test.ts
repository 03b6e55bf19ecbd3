import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { inspectBook, REASONS, type ParsedBook } from './index.ts';
import {
  epub2WithNcx,
  fixedLayoutEpub3,
  makeEpub,
  makeZip,
  PNG_1PX,
  reflowableEpub3,
  xhtml,
} from './test-fixtures.ts';

async function accept(buffer: Buffer, fileName = 'book.epub'): Promise<ParsedBook> {
  const result = await inspectBook(buffer, fileName);
  if (!result.ok) throw new Error(`rejected: ${result.reason}`);
  return result.book;
}

async function reason(buffer: Buffer, options = {}): Promise<string> {
  const result = await inspectBook(buffer, 'upload.epub', options);
  if (result.ok) throw new Error('expected a rejection');
  return result.reason;
}

const MINIMAL_OPF = (extraMetadata = '') => `<?xml version="1.0"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">x</dc:identifier>
  <dc:title>Tiny</dc:title>${extraMetadata}</metadata>
  <manifest><item id="p" href="p.xhtml" media-type="application/xhtml+xml"/></manifest>
  <spine><itemref idref="p"/></spine>
</package>`;

describe('inspectBook — EPUB 3 fixed layout with media overlays', () => {
  it('extracts metadata, layout, cover, audio and page categories', async () => {
    const book = await accept(fixedLayoutEpub3());
    expect(book).toMatchObject({
      format: 'epub',
      formatVersion: '3.0',
      title: 'The Little Red Kite',
      authors: ['Ada Writer'],
      illustrators: ['Ivo Painter'],
      editors: ['Eda Checker'],
      subjects: ['Weather', 'Kites'],
      languages: ['en'],
      publisher: 'Pagebird Press',
      imprint: null,
      series: { name: 'Windy Tales', position: 2 },
      description: 'A kite & a windy day.',
      identifier: 'urn:isbn:9780000000001',
      cover: { path: 'OEBPS/images/cover.png', mediaType: 'image/png' },
      layout: 'fixed',
      isAudioIncluded: true,
      pageCount: 4,
      wordCount: 17,
      readingLevel: null,
      toc: [{ label: 'Start', href: 'OEBPS/page1.xhtml', depth: 0 }],
      pageList: [],
      warnings: [],
    });
    expect(book.spine.map((s) => [s.path, s.category, s.wordCount, s.mediaOverlay])).toEqual([
      ['OEBPS/cover.xhtml', 'COVER', 0, null],
      ['OEBPS/page1.xhtml', 'CONTENT', 8, 'OEBPS/smil/page1.smil'],
      ['OEBPS/page2.xhtml', 'CONTENT', 9, 'OEBPS/smil/page2.smil'],
      ['OEBPS/back-cover.xhtml', 'BACK_COVER', 0, null],
    ]);
  });
});

describe('inspectBook — reflowable EPUB 3 with a page-list', () => {
  it('uses the page-list for the page count and reads nav, landmarks and epub:type', async () => {
    const book = await accept(reflowableEpub3());
    expect(book).toMatchObject({
      title: 'Cats & Mats',
      authors: ['Tom Author'],
      illustrators: [],
      languages: ['en-GB', 'cy'],
      publisher: 'Big Bird Publishing',
      imprint: 'Little Bird Books',
      series: null,
      identifier: 'urn:uuid:1b0c2a7e-0000-4000-8000-000000000001',
      cover: null,
      layout: 'reflowable',
      isAudioIncluded: false,
      pageCount: 7,
      wordCount: 484,
    });
    expect(book.pageList).toHaveLength(7);
    expect(book.pageList[0]).toEqual({
      label: '1',
      href: 'OEBPS/text/chapter 1.xhtml#p1',
      depth: 0,
    });
    expect(book.toc).toEqual([
      { label: 'Chapter 1', href: 'OEBPS/text/chapter 1.xhtml', depth: 0 },
      { label: 'Part two', href: 'OEBPS/text/chapter 1.xhtml#s2', depth: 1 },
      { label: 'Chapter 2', href: 'OEBPS/text/ch2.xhtml', depth: 0 },
    ]);
    expect(book.spine.map((s) => [s.id, s.category, s.linear])).toEqual([
      ['title', 'TITLE', true],
      ['nav', 'TABLE_OF_CONTENTS', true],
      ['copy', 'COPYRIGHT', true],
      ['ch1', 'CONTENT', true],
      ['ch2', 'CONTENT', true],
      ['gloss', 'GLOSSARY', true],
      ['blank', 'BLANK', false],
    ]);
    expect(book.spine.find((s) => s.id === 'ch1')?.wordCount).toBe(302);
    expect(book.readingLevel).toMatchObject({ system: 'FLESCH_KINCAID_GRADE', words: 484 });
    expect(book.readingLevel!.grade).toBeGreaterThanOrEqual(0);
    expect(book.readingLevel!.grade).toBeLessThanOrEqual(12);
  });

  it('ignores script and style text when counting words', async () => {
    const epub = makeEpub(MINIMAL_OPF(), { 'p.xhtml': xhtml('<p>one two three</p>') });
    const book = await accept(epub);
    expect(book.wordCount).toBe(3);
    expect(book.pageCount).toBe(1);
  });
});

describe('inspectBook — EPUB 2 with NCX', () => {
  it('reads opf:role creators, calibre series, meta cover, NCX toc and guide', async () => {
    const book = await accept(epub2WithNcx());
    expect(book).toMatchObject({
      formatVersion: '2.0',
      title: 'The Brave Little Boat',
      authors: ['Sam Sailor'],
      illustrators: ['Pia Pictures'],
      editors: ['Ed Itor'],
      series: { name: 'Harbour Friends', position: 3 },
      description: 'A boat that is brave.',
      identifier: '9780000000002',
      cover: { path: 'OEBPS/cover.png', mediaType: 'image/png' },
      layout: 'reflowable',
      wordCount: 1052,
      pageCount: 3,
    });
    expect(book.toc).toEqual([
      { label: 'Setting Sail', href: 'OEBPS/c1.html', depth: 0 },
      { label: 'The Storm', href: 'OEBPS/c1.html#storm', depth: 1 },
      { label: 'Home Again', href: 'OEBPS/c2.html', depth: 0 },
    ]);
    expect(book.spine.map((s) => s.category)).toEqual(['COVER', 'CONTENT', 'CONTENT', 'INDEX']);
  });

  it('falls back to the file name when the book has no title', async () => {
    const opf = MINIMAL_OPF().replace('<dc:title>Tiny</dc:title>', '');
    const result = await inspectBook(
      makeEpub(opf, { 'p.xhtml': xhtml('<p>hi</p>') }),
      'uploads/the_quiet-owl.epub',
    );
    expect(result.ok && result.book.title).toBe('the quiet owl');
  });
});

describe('inspectBook — PDF', () => {
  async function pdf(pages: number, meta: { title?: string; author?: string }): Promise<Buffer> {
    const doc = await PDFDocument.create();
    for (let i = 0; i < pages; i++) doc.addPage([300, 400]).drawText(`Page ${i + 1}`);
    if (meta.title) doc.setTitle(meta.title);
    if (meta.author) doc.setAuthor(meta.author);
    return Buffer.from(await doc.save());
  }

  it('reads the page count and the info dictionary', async () => {
    const book = await accept(
      await pdf(3, { title: 'Three Little Pages', author: 'Pat Pdf' }),
      'x.pdf',
    );
    expect(book).toMatchObject({
      format: 'pdf',
      title: 'Three Little Pages',
      authors: ['Pat Pdf'],
      pageCount: 3,
      wordCount: null,
      isAudioIncluded: false,
      spine: [],
    });
  });

  it('falls back to the file name for the title', async () => {
    const book = await accept(await pdf(1, {}), 'my_picture-book.pdf');
    expect(book.title).toBe('my picture book');
    expect(book.authors).toEqual([]);
  });

  it('rejects a truncated PDF', async () => {
    const full = await pdf(3, { title: 'T' });
    expect(await reason(full.subarray(0, 40))).toBe(REASONS.damaged);
  });
});

describe('inspectBook — rejections', () => {
  it('rejects a PNG renamed .epub', async () => {
    expect(await reason(PNG_1PX)).toBe('Not an EPUB or PDF file');
    expect(await reason(Buffer.alloc(0))).toBe('Not an EPUB or PDF file');
  });

  it('rejects a truncated zip', async () => {
    const epub = fixedLayoutEpub3();
    expect(await reason(epub.subarray(0, Math.floor(epub.length / 2)))).toBe(
      'The file is damaged or incomplete',
    );
    // central directory intact, data cut short
    expect(await reason(Buffer.concat([epub.subarray(0, 60), epub.subarray(-200)]))).toBe(
      'The file is damaged or incomplete',
    );
  });

  it('rejects corrupted entry data (CRC mismatch)', async () => {
    const epub = makeEpub(MINIMAL_OPF(), { 'p.xhtml': 'x'.repeat(2000) });
    const bad = Buffer.from(epub);
    const at = bad.indexOf('application/epub+zip') + 3; // stored mimetype bytes
    bad[at] = 'X'.charCodeAt(0);
    expect(await reason(bad)).toBe('The file is damaged or incomplete');
  });

  it.each([
    ['../evil.txt'],
    ['OEBPS/../../evil.txt'],
    ['/etc/passwd'],
    ['OEBPS\\evil.txt'],
    ['C:/evil.txt'],
  ])('rejects the unsafe path %s', async (name) => {
    const zip = makeZip([
      { name: 'mimetype', data: 'application/epub+zip', store: true },
      { name, data: 'boo' },
    ]);
    expect(await reason(zip)).toBe(`Unsafe path in archive: ${name}`);
  });

  it('rejects an OPF with an entity-bomb DOCTYPE', async () => {
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE package [
  <!ENTITY lol "lol">
  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
${MINIMAL_OPF('<dc:description>&lol3;</dc:description>').replace('<?xml version="1.0"?>', '')}`;
    const epub = makeEpub(bomb, { 'p.xhtml': xhtml('<p>hi</p>') });
    expect(await reason(epub)).toBe('Unsafe XML (entity declarations are not allowed)');
  });

  it('rejects entity declarations in any XML file of the book, even unreferenced ones', async () => {
    const epub = makeEpub(MINIMAL_OPF(), {
      'p.xhtml': xhtml('<p>hi</p>'),
      'images/x.svg': '<!DOCTYPE svg [<!ENTITY e SYSTEM "file:///etc/passwd">]><svg>&e;</svg>',
    });
    expect(await reason(epub)).toBe('Unsafe XML (entity declarations are not allowed)');
  });

  it('rejects an entry whose declared size exceeds the cap (central directory)', async () => {
    const epub = makeEpub(MINIMAL_OPF(), { 'p.xhtml': Buffer.alloc(1024 * 1024, 0x20) });
    expect(await reason(epub, { maxUnzippedBytes: 100 * 1024 })).toBe(
      'The archive is too large when unpacked (the limit is 100 KB)',
    );
  });

  it('rejects a zip bomb that lies about its size (checked while inflating)', async () => {
    const zip = makeZip([
      { name: 'mimetype', data: 'application/epub+zip', store: true },
      { name: 'bomb.xhtml', data: Buffer.alloc(4 * 1024 * 1024), declaredSize: 10 },
    ]);
    expect(zip.length).toBeLessThan(10 * 1024);
    expect(await reason(zip, { maxUnzippedBytes: 1024 * 1024 })).toBe(
      'The archive is too large when unpacked (the limit is 1 MB)',
    );
    // under the cap, a size lie is still caught
    expect(await reason(zip)).toBe('The file is damaged or incomplete');
  });

  it('rejects too many entries', async () => {
    const files = Array.from({ length: 10 }, (_, i) => ({ name: `f${i}.txt`, data: 'x' }));
    const zip = makeZip([
      { name: 'mimetype', data: 'application/epub+zip', store: true },
      ...files,
    ]);
    expect(await reason(zip, { maxEntries: 5 })).toBe(
      'The archive has too many files (the limit is 5)',
    );
  });

  it('rejects a zip without the EPUB mimetype', async () => {
    expect(await reason(makeZip([{ name: 'a.txt', data: 'hello' }]))).toBe(
      'Not an EPUB or PDF file (the archive has no application/epub+zip mimetype)',
    );
    const wrong = makeZip([{ name: 'mimetype', data: 'application/zip', store: true }]);
    expect(await reason(wrong)).toBe(
      'Not an EPUB or PDF file (the archive has no application/epub+zip mimetype)',
    );
  });

  it('rejects an EPUB without container, OPF or spine with a clear reason', async () => {
    const noContainer = makeZip([{ name: 'mimetype', data: 'application/epub+zip', store: true }]);
    expect(await reason(noContainer)).toBe(
      'The EPUB has no container file (META-INF/container.xml)',
    );
    const noSpine = makeEpub(MINIMAL_OPF().replace('<itemref idref="p"/>', ''), {});
    expect(await reason(noSpine)).toBe('The EPUB has no pages (its spine is empty)');
  });
});
