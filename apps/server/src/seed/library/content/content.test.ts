import { describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ADMIN_COLLECTIONS, BANNERS, DEMO_BOOKS, INTEREST_AREAS } from './index.ts';
import type { ChapterBook, DemoContent, FactBook, PictureBook } from './content.types.ts';

const pictures = DEMO_BOOKS.filter((b): b is PictureBook => b.kind === 'picture');
const chapters = DEMO_BOOKS.filter((b): b is ChapterBook => b.kind === 'chapter');
const facts = DEMO_BOOKS.filter((b): b is FactBook => b.kind === 'facts');

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
/** Sentences, where a quote like '"Not me!" said the baker.' is one sentence. */
const sentences = (text: string) =>
  text
    .replace(/["\u201c\u201d]/g, '')
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .filter((s) => /[a-z]/i.test(s)).length;

interface Art {
  name: string;
  svg: string;
  width: number;
  height: number;
}

/** Every picture in the library with the size its viewBox must have. */
function allArt(): Art[] {
  const out: Art[] = [];
  for (const b of DEMO_BOOKS) {
    out.push({ name: `${b.idNumber} cover`, svg: b.cover(), width: 600, height: 900 });
    if (b.kind === 'picture') {
      b.pages.forEach((p, i) =>
        out.push({
          name: `${b.idNumber} page ${i + 1}`,
          svg: p.art(),
          width: b.page.width,
          height: b.page.height,
        }),
      );
    } else if (b.kind === 'chapter') {
      b.chapters.forEach((c, i) => {
        if (c.art)
          out.push({
            name: `${b.idNumber} chapter ${i + 1}`,
            svg: c.art(),
            width: 800,
            height: 360,
          });
      });
    } else {
      b.sections.forEach((s, i) => {
        if (s.art)
          out.push({
            name: `${b.idNumber} section ${i + 1}`,
            svg: s.art(),
            width: 800,
            height: 450,
          });
      });
    }
  }
  for (const a of INTEREST_AREAS)
    out.push({ name: `interest ${a.id}`, svg: a.image(), width: 400, height: 400 });
  for (const b of BANNERS) {
    out.push({ name: `banner ${b.name} web`, svg: b.web(), width: 1600, height: 400 });
    out.push({ name: `banner ${b.name} mobile`, svg: b.mobile(), width: 800, height: 500 });
  }
  return out;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  processEntities: false,
});

describe('demo library content', () => {
  it('has at least 18 interest areas with unique slug ids, names and bright colours', () => {
    expect(INTEREST_AREAS.length).toBeGreaterThanOrEqual(18);
    const ids = INTEREST_AREAS.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const a of INTEREST_AREAS) {
      expect(a.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(a.name.trim()).not.toBe('');
      expect(a.color).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it('has at least 44 books with unique, stable idNumbers and complete metadata', () => {
    expect(DEMO_BOOKS.length).toBeGreaterThanOrEqual(44);
    const ids = DEMO_BOOKS.map((b) => b.idNumber);
    expect(new Set(ids).size).toBe(ids.length);
    for (const b of DEMO_BOOKS) {
      expect(b.idNumber).toMatch(/^PB-\d{4}$/);
      expect(b.title.trim()).not.toBe('');
      expect(b.description.length).toBeGreaterThan(40);
      expect(b.authors.length).toBeGreaterThan(0);
      expect(b.illustrators.length).toBeGreaterThan(0);
      expect(b.subjects.length).toBeGreaterThan(0);
      expect(b.interests.length).toBeGreaterThan(0);
      expect(b.nonfiction).toBe(b.kind === 'facts');
      expect(b.publishedDaysAgo).toBeGreaterThanOrEqual(0);
    }
  });

  it('mixes about 20 picture books, 14 chapter books and 10 fact books', () => {
    expect(pictures.length).toBeGreaterThanOrEqual(18);
    expect(chapters.length).toBeGreaterThanOrEqual(12);
    expect(facts.length).toBeGreaterThanOrEqual(9);
    expect(facts.filter((b) => b.format === 'pdf')).toHaveLength(4);
  });

  it('keeps ages within 2–14, with min ≤ max, and the right range per kind', () => {
    for (const b of DEMO_BOOKS) {
      expect(b.ageMin, b.idNumber).toBeGreaterThanOrEqual(2);
      expect(b.ageMax, b.idNumber).toBeLessThanOrEqual(14);
      expect(b.ageMin, b.idNumber).toBeLessThanOrEqual(b.ageMax);
    }
    for (const b of pictures) expect(b.ageMax, b.idNumber).toBeLessThanOrEqual(7);
    for (const b of chapters) expect(b.ageMin, b.idNumber).toBeGreaterThanOrEqual(6);
    expect(chapters.some((b) => b.ageMax >= 13)).toBe(true);
  });

  it('gives a 5-year-old and a 9-year-old clearly different shelves', () => {
    const shelf = (age: number) =>
      DEMO_BOOKS.filter((b) => b.ageMin <= age && age <= b.ageMax).map((b) => b.idNumber);
    const five = shelf(5);
    const nine = shelf(9);
    expect(five.length).toBeGreaterThanOrEqual(15);
    expect(nine.length).toBeGreaterThanOrEqual(15);
    const shared = five.filter((id) => nine.includes(id));
    expect(shared.length).toBeLessThan(Math.min(five.length, nine.length) / 3);
  });

  it('covers every interest area with at least 2 books and uses only known interests', () => {
    const known = new Set(INTEREST_AREAS.map((a) => a.id));
    for (const b of DEMO_BOOKS)
      for (const i of b.interests) expect(known.has(i), `${b.idNumber}: ${i}`).toBe(true);
    for (const a of INTEREST_AREAS) {
      const count = DEMO_BOOKS.filter((b) => b.interests.includes(a.id)).length;
      expect(count, a.id).toBeGreaterThanOrEqual(2);
    }
  });

  it('has picture books of 8–14 pages with 1–3 short sentences each, exactly 4 narrated', () => {
    for (const b of pictures) {
      expect(b.pages.length, b.idNumber).toBeGreaterThanOrEqual(8);
      expect(b.pages.length, b.idNumber).toBeLessThanOrEqual(14);
      expect(b.page.width).toBeGreaterThan(0);
      for (const p of b.pages) {
        const n = sentences(p.text);
        expect(n, `${b.idNumber}: ${p.text}`).toBeGreaterThanOrEqual(1);
        expect(n, `${b.idNumber}: ${p.text}`).toBeLessThanOrEqual(3);
        expect(words(p.text), `${b.idNumber}: ${p.text}`).toBeLessThanOrEqual(30);
      }
    }
    const narrated = pictures.filter((b) => b.narrated);
    expect(narrated).toHaveLength(4);
    // Narration is synthesised word by word: keep those sentences short and plain.
    for (const b of narrated) {
      for (const p of b.pages)
        expect(words(p.text), `${b.idNumber}: ${p.text}`).toBeLessThanOrEqual(16);
    }
  });

  it('has chapter books of 3–8 chapters of 250–900 words', () => {
    for (const b of chapters) {
      expect(b.chapters.length, b.idNumber).toBeGreaterThanOrEqual(3);
      expect(b.chapters.length, b.idNumber).toBeLessThanOrEqual(8);
      for (const c of b.chapters) {
        const n = words(c.paragraphs.join(' '));
        expect(n, `${b.idNumber} "${c.title}"`).toBeGreaterThanOrEqual(250);
        expect(n, `${b.idNumber} "${c.title}"`).toBeLessThanOrEqual(900);
      }
    }
  });

  it('has fact books with sections, "Did you know?" facts and a glossary', () => {
    for (const b of facts) {
      expect(b.sections.length, b.idNumber).toBeGreaterThanOrEqual(3);
      for (const s of b.sections) {
        expect(s.paragraphs.length, `${b.idNumber} ${s.heading}`).toBeGreaterThan(0);
        expect(s.facts.length, `${b.idNumber} ${s.heading}`).toBeGreaterThan(0);
      }
      expect(b.glossary?.length ?? 0, b.idNumber).toBeGreaterThanOrEqual(4);
    }
  });

  it('lets search find at least 3 dinosaur books by "dino"', () => {
    const dino = DEMO_BOOKS.filter((b) => /dino/i.test([b.title, ...b.subjects].join(' ')));
    expect(dino.length).toBeGreaterThanOrEqual(3);
    expect(dino.filter((b) => b.kind === 'picture').length).toBeGreaterThanOrEqual(3);
  });

  it('numbers every series 1..n, with two chapter series of 3 and a picture-book series', () => {
    const series = new Map<string, DemoContent[]>();
    for (const b of DEMO_BOOKS) {
      if (!b.series) continue;
      series.set(b.series.name, [...(series.get(b.series.name) ?? []), b]);
    }
    for (const [name, books] of series) {
      const positions = books.map((b) => b.series!.position).sort((a, b) => a - b);
      expect(positions, name).toEqual(positions.map((_, i) => i + 1));
      expect(new Set(books.map((b) => b.kind)).size, name).toBe(1);
    }
    const chapterSeries = [...series.values()].filter(
      (bs) => bs[0]!.kind === 'chapter' && bs.length >= 3,
    );
    const pictureSeries = [...series.values()].filter(
      (bs) => bs[0]!.kind === 'picture' && bs.length >= 2,
    );
    expect(chapterSeries.length).toBeGreaterThanOrEqual(2);
    expect(pictureSeries.length).toBeGreaterThanOrEqual(1);
  });

  it('limits exactly 2 books to GB/IE and exactly 2 to educators; has new books', () => {
    const territory = DEMO_BOOKS.filter((b) => b.salesTerritories);
    expect(territory).toHaveLength(2);
    for (const b of territory) expect(b.salesTerritories).toEqual(['GB', 'IE']);
    const educator = DEMO_BOOKS.filter((b) => b.userSegments);
    expect(educator).toHaveLength(2);
    for (const b of educator) expect(b.userSegments).toEqual(['EDUCATOR']);
    expect(DEMO_BOOKS.filter((b) => b.publishedDaysAgo <= 14).length).toBeGreaterThanOrEqual(4);
    expect(DEMO_BOOKS.filter((b) => b.publishedDaysAgo > 60).length).toBeGreaterThanOrEqual(10);
  });

  it('has 5 admin collections of 4–12 existing books and 3 banners with existing targets', () => {
    const ids = new Set(DEMO_BOOKS.map((b) => b.idNumber));
    expect(ADMIN_COLLECTIONS).toHaveLength(5);
    expect(new Set(ADMIN_COLLECTIONS.map((c) => c.title)).size).toBe(5);
    for (const c of ADMIN_COLLECTIONS) {
      expect(c.books.length, c.title).toBeGreaterThanOrEqual(4);
      expect(c.books.length, c.title).toBeLessThanOrEqual(12);
      expect(new Set(c.books).size, c.title).toBe(c.books.length);
      for (const id of c.books) expect(ids.has(id), `${c.title}: ${id}`).toBe(true);
    }
    expect(BANNERS).toHaveLength(3);
    const titles = new Set(ADMIN_COLLECTIONS.map((c) => c.title));
    for (const b of BANNERS) {
      if (b.bannerType === 'BOOK') expect(ids.has(b.target), b.name).toBe(true);
      else expect(titles.has(b.target), b.name).toBe(true);
    }
    expect(BANNERS.some((b) => b.bannerType === 'BOOK')).toBe(true);
    expect(BANNERS.some((b) => b.bannerType === 'COLLECTION')).toBe(true);
  });

  it('puts only narrated (read-along) books in the Read-Alongs collection, and all of them', () => {
    const readAlongs = ADMIN_COLLECTIONS.find((c) => /read-along/i.test(c.title))!;
    const narrated = DEMO_BOOKS.filter((b) => b.kind === 'picture' && b.narrated).map(
      (b) => b.idNumber,
    );
    expect([...readAlongs.books].sort()).toEqual([...narrated].sort());
  });

  it('draws every picture as a small, safe, well-formed standalone SVG', () => {
    const art = allArt();
    expect(art.length).toBeGreaterThan(400);
    for (const a of art) {
      const valid = XMLValidator.validate(a.svg);
      expect(valid, `${a.name}: ${valid === true ? '' : valid.err.msg}`).toBe(true);
      const doc = parser.parse(a.svg) as { svg?: Record<string, string> };
      expect(doc.svg, a.name).toBeDefined();
      expect(doc.svg!.xmlns, a.name).toBe('http://www.w3.org/2000/svg');
      expect(doc.svg!.viewBox, a.name).toBe(`0 0 ${a.width} ${a.height}`);
      expect(a.svg, a.name).not.toMatch(/<script|<foreignObject|<image|<!DOCTYPE|<!ENTITY/i);
      expect(a.svg, a.name).not.toMatch(/\son[a-z]+\s*=/i);
      expect(a.svg, a.name).not.toMatch(/(?:href|src)\s*=\s*["'](?!#)/i);
      expect(a.svg, a.name).not.toMatch(/url\(\s*["']?(?!#)/i);
      expect(a.svg, a.name).not.toMatch(/NaN|undefined|Infinity|\u00a7/);
      expect(a.svg.length, a.name).toBeLessThan(30 * 1024);
    }
  });

  it('gives every id in a picture a unique, defined target', () => {
    for (const a of allArt()) {
      const ids = [...a.svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size, a.name).toBe(ids.length);
      for (const m of a.svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids, a.name).toContain(m[1]);
    }
  });

  it('draws deterministically (the same book packs to the same bytes every time)', () => {
    for (const b of DEMO_BOOKS.slice(0, 8)) {
      expect(b.cover()).toBe(b.cover());
      if (b.kind === 'picture') expect(b.pages[0]!.art()).toBe(b.pages[0]!.art());
    }
  });

  it('makes each picture-book page different from the others', () => {
    for (const b of pictures) {
      const arts = b.pages.map((p) => p.art());
      expect(new Set(arts).size, b.idNumber).toBe(arts.length);
    }
  });
});
