import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { FactBook } from '../content/content.types.ts';
import { DEMO_MODIFIED, joinNames, rightsLine } from '../epub/package.ts';
import { factPositions } from '../epub/reflowable.ts';
import { svgDocument } from '../epub/svg.ts';
import { rectPath, pathData, IDENTITY } from './svg-path.ts';
import { drawSvg } from './svg-render.ts';

/** 8 × 10 inch portrait pages, in points. */
export const PAGE_WIDTH = 576;
export const PAGE_HEIGHT = 720;
const MARGIN = 54;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FOOTER = 36;

const INK = rgb(0.106, 0.106, 0.184);
const ACCENT = rgb(0.239, 0.353, 0.996);
const MUTED = rgb(0.35, 0.35, 0.45);
const FACT_FILL = rgb(1, 0.957, 0.839);
const FACT_BORDER = rgb(1, 0.702, 0);
const FACT_INK = rgb(0.541, 0.294, 0);

export const PDF_CREATOR = 'Pagebird demo library';

export interface PackedPdf {
  data: Uint8Array;
  pageCount: number;
  /** Headings in page order (section headings, then "Glossary"), with their page number. */
  headings: Array<{ text: string; page: number }>;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Keeps only characters the standard (WinAnsi) fonts can draw. */
function cleaner(font: PDFFont): (text: string) => string {
  const allowed = new Set(font.getCharacterSet());
  return (text) =>
    [...text.normalize('NFC').replace(/[\u00a0\t]/g, ' ')]
      .map((ch) => {
        if (allowed.has(ch.codePointAt(0)!)) return ch;
        const base = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
        return [...base].every((c) => allowed.has(c.codePointAt(0)!)) && base !== '' ? base : '?';
      })
      .join('');
}

/** Greedy word wrap; a word longer than the line is cut. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** Lays text out top to bottom, starting new pages as needed. */
class Flow {
  page!: PDFPage;
  /** PDF y of the next line's top. */
  cursor = 0;
  pages = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {}

  newPage(numbered = true): void {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages += 1;
    this.cursor = PAGE_HEIGHT - MARGIN;
    if (!numbered) return;
    const label = String(this.pages);
    const size = 10;
    this.page.drawText(label, {
      x: (PAGE_WIDTH - this.fonts.regular.widthOfTextAtSize(label, size)) / 2,
      y: FOOTER - size / 2,
      size,
      font: this.fonts.regular,
      color: MUTED,
    });
  }

  /** Room left above the footer, in points. */
  get room(): number {
    return this.cursor - (FOOTER + 18);
  }

  ensure(height: number): void {
    if (height > this.room) this.newPage();
  }

  lines(
    lines: string[],
    opts: {
      font: PDFFont;
      size: number;
      leading: number;
      color: RGB;
      x?: number;
      center?: boolean;
    },
  ): void {
    for (const line of lines) {
      this.ensure(opts.leading);
      const width = opts.font.widthOfTextAtSize(line, opts.size);
      const x = opts.center ? (PAGE_WIDTH - width) / 2 : (opts.x ?? MARGIN);
      this.page.drawText(line, {
        x,
        y: this.cursor - opts.size,
        size: opts.size,
        font: opts.font,
        color: opts.color,
      });
      this.cursor -= opts.leading;
    }
  }
}

/**
 * A nonfiction FactBook as a real multi-page PDF: a title page with the cover art drawn as
 * vector paths, then every section on a new page (heading, optional art, wrapped paragraphs and
 * "Did you know?" fact boxes), then a glossary. Info dictionary: Title, Author, Subject,
 * Keywords, Creator, Producer and fixed dates (the same bytes every run).
 */
export async function packFactBookPdf(book: FactBook): Promise<PackedPdf> {
  const label = (what: string) => `${book.idNumber} ${book.title}: ${what}`;
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const clean = cleaner(fonts.regular);
  const flow = new Flow(doc, fonts);
  const headings: PackedPdf['headings'] = [];

  // ---- title page
  flow.newPage(false);
  const page = flow.page;
  page.drawRectangle({
    x: 0,
    y: 0,
    width: PAGE_WIDTH,
    height: PAGE_HEIGHT,
    color: rgb(1, 0.992, 0.969),
  });
  const art = drawSvg(svgDocument(book.cover(), label('cover')), {
    page,
    x: MARGIN,
    y: PAGE_HEIGHT - 36,
    width: CONTENT_WIDTH,
    height: 400,
    fonts,
    clean,
  });
  flow.cursor = art.y - 24;
  if (book.series) {
    flow.lines([clean(`${book.series.name} · Book ${book.series.position}`.toUpperCase())], {
      font: fonts.regular,
      size: 11,
      leading: 18,
      color: MUTED,
      center: true,
    });
  }
  flow.lines(wrap(clean(book.title), fonts.bold, 28, CONTENT_WIDTH), {
    font: fonts.bold,
    size: 28,
    leading: 34,
    color: ACCENT,
    center: true,
  });
  flow.cursor -= 6;
  const people = [`Written by ${joinNames(book.authors)}`];
  if (book.illustrators.length > 0) people.push(`Illustrated by ${joinNames(book.illustrators)}`);
  for (const line of people) {
    flow.lines(wrap(clean(line), fonts.regular, 15, CONTENT_WIDTH), {
      font: fonts.regular,
      size: 15,
      leading: 21,
      color: INK,
      center: true,
    });
  }
  const small = wrap(clean(rightsLine(book)), fonts.regular, 9, CONTENT_WIDTH);
  small.forEach((line, i) => {
    const width = fonts.regular.widthOfTextAtSize(line, 9);
    page.drawText(line, {
      x: (PAGE_WIDTH - width) / 2,
      y: FOOTER + 14 + (small.length - 1 - i) * 12,
      size: 9,
      font: fonts.regular,
      color: MUTED,
    });
  });

  const body = { font: fonts.regular, size: 15, leading: 22, color: INK };

  // ---- sections
  book.sections.forEach((section, index) => {
    flow.newPage();
    headings.push({ text: section.heading, page: flow.pages });
    flow.lines(wrap(clean(section.heading), fonts.bold, 22, CONTENT_WIDTH), {
      font: fonts.bold,
      size: 22,
      leading: 28,
      color: ACCENT,
    });
    flow.cursor -= 8;
    if (section.art) {
      const box = drawSvg(svgDocument(section.art(), label(`art of section ${index + 1}`)), {
        page: flow.page,
        x: MARGIN,
        y: flow.cursor,
        width: CONTENT_WIDTH,
        height: 170,
        fonts,
        clean,
      });
      flow.cursor = box.y - 14;
    }
    const positions = factPositions(section.paragraphs.length, section.facts.length);
    const factAfter = (count: number) => section.facts.filter((_, j) => positions[j] === count);
    for (const fact of factAfter(0)) factBox(flow, fonts, clean(fact));
    section.paragraphs.forEach((paragraph, p) => {
      flow.lines(wrap(clean(paragraph), body.font, body.size, CONTENT_WIDTH), body);
      flow.cursor -= 8;
      for (const fact of factAfter(p + 1)) factBox(flow, fonts, clean(fact));
    });
  });

  // ---- glossary
  if (book.glossary && book.glossary.length > 0) {
    flow.newPage();
    headings.push({ text: 'Glossary', page: flow.pages });
    flow.lines(['Glossary'], { font: fonts.bold, size: 22, leading: 28, color: ACCENT });
    flow.cursor -= 8;
    for (const entry of book.glossary) {
      const definition = wrap(clean(entry.definition), body.font, body.size, CONTENT_WIDTH - 18);
      flow.ensure(22 + Math.min(2, definition.length) * body.leading);
      flow.lines(wrap(clean(entry.term), fonts.bold, 15, CONTENT_WIDTH), {
        font: fonts.bold,
        size: 15,
        leading: 22,
        color: ACCENT,
      });
      flow.lines(definition, { ...body, x: MARGIN + 18 });
      flow.cursor -= 8;
    }
  }

  doc.setTitle(book.title, { showInWindowTitleBar: true });
  doc.setAuthor(book.authors.join('; '));
  doc.setSubject(book.description);
  // pdf-lib joins keywords with spaces; "; " keeps multi-word subjects apart for readers.
  doc.setKeywords([book.subjects.join('; ')]);
  doc.setCreator(PDF_CREATOR);
  doc.setProducer(`${PDF_CREATOR} (pdf-lib)`);
  doc.setLanguage('en');
  doc.setCreationDate(new Date(DEMO_MODIFIED));
  doc.setModificationDate(new Date(DEMO_MODIFIED));
  const data = await doc.save({ useObjectStreams: false });
  return { data, pageCount: doc.getPageCount(), headings };
}

/** A rounded "Did you know?" box; moved to the next page whole when it does not fit. */
function factBox(flow: Flow, fonts: Fonts, fact: string): void {
  const pad = 12;
  const size = 14;
  const leading = 19;
  const lines = wrap(fact, fonts.regular, size, CONTENT_WIDTH - 2 * pad);
  const height = pad + 20 + lines.length * leading + pad - 4;
  flow.cursor -= 4;
  flow.ensure(height + 12);
  const top = flow.cursor;
  flow.page.drawSvgPath(pathData(rectPath(0, 0, CONTENT_WIDTH, height, 12), IDENTITY), {
    x: MARGIN,
    y: top,
    color: FACT_FILL,
    borderColor: FACT_BORDER,
    borderWidth: 2.5,
  });
  flow.page.drawText('Did you know?', {
    x: MARGIN + pad,
    y: top - pad - 13,
    size: 13,
    font: fonts.bold,
    color: FACT_INK,
  });
  lines.forEach((line, i) => {
    flow.page.drawText(line, {
      x: MARGIN + pad,
      y: top - pad - 20 - (i + 1) * leading + 5,
      size,
      font: fonts.regular,
      color: INK,
    });
  });
  flow.cursor = top - height - 14;
}
