import { describe, expect, it } from 'vitest';
import { inspectBook, type ParsedBook } from './index.ts';
import { ageRangeForGrade, parseTypicalAgeRange, suggestAgeRange } from './readability.ts';
import { epub2WithNcx, makeEpub, reflowableEpub3, simpleEpub3, xhtml } from './test-fixtures.ts';

async function accept(buffer: Buffer): Promise<ParsedBook> {
  const result = await inspectBook(buffer, 'book.epub');
  if (!result.ok) throw new Error(`rejected: ${result.reason}`);
  return result.book;
}

const opfWith = (version: string, metadata: string) => `<?xml version="1.0"?>
<package xmlns="http://www.idpf.org/2007/opf" version="${version}" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:opf="http://www.idpf.org/2007/opf">
  <dc:identifier id="id">x</dc:identifier><dc:title>Tiny</dc:title>${metadata}</metadata>
  <manifest><item id="p" href="p.xhtml" media-type="application/xhtml+xml"/></manifest>
  <spine><itemref idref="p"/></spine>
</package>`;
const tiny = (version: string, metadata: string) =>
  makeEpub(opfWith(version, metadata), { 'p.xhtml': xhtml('<p>Hello there.</p>') });

describe('schema:typicalAgeRange', () => {
  it.each([
    ['4-7', { min: 4, max: 7 }],
    ['4–7', { min: 4, max: 7 }],
    ['4 to 7', { min: 4, max: 7 }],
    ['Ages 4-7', { min: 4, max: 7 }],
    ['6-8 years', { min: 6, max: 8 }],
    ['8-', { min: 8, max: null }],
    ['8+', { min: 8, max: null }],
    ['-5', { min: null, max: 5 }],
    ['6', { min: 6, max: 6 }],
  ])('reads %j', (value, expected) => {
    expect(parseTypicalAgeRange(value)).toEqual(expected);
  });

  it.each(['', '-', 'teens', '9-4', '100-120', '4-7-9', '4'.repeat(50)])(
    'does not understand %j',
    (value) => {
      expect(parseTypicalAgeRange(value)).toBeNull();
    },
  );

  it('is read from an EPUB 3 meta property and suggested as the age range', async () => {
    const book = await accept(simpleEpub3({ title: 'Ages', typicalAgeRange: '4-7' }));
    expect(book.typicalAgeRange).toEqual({ min: 4, max: 7 });
    expect(book.suggestedAgeRange).toEqual({ min: 4, max: 7, source: 'typicalAgeRange' });
  });

  it('is read from an EPUB 2 name/content meta; open ends and outside ages are clamped to 2–14', async () => {
    const book = await accept(tiny('2.0', '<meta name="schema:typicalAgeRange" content="10-"/>'));
    expect(book.typicalAgeRange).toEqual({ min: 10, max: null });
    expect(book.suggestedAgeRange).toEqual({ min: 10, max: 14, source: 'typicalAgeRange' });

    const adults = await accept(
      tiny('3.0', '<meta property="schema:typicalAgeRange">16-99</meta>'),
    );
    expect(adults.suggestedAgeRange).toEqual({ min: 14, max: 14, source: 'typicalAgeRange' });
    const babies = await accept(tiny('3.0', '<meta property="schema:typicalAgeRange">0-1</meta>'));
    expect(babies.suggestedAgeRange).toEqual({ min: 2, max: 2, source: 'typicalAgeRange' });
  });

  it('warns about a value it cannot read and falls back', async () => {
    const book = await accept(
      tiny('3.0', '<meta property="schema:typicalAgeRange">young readers</meta>'),
    );
    expect(book.typicalAgeRange).toBeNull();
    expect(book.suggestedAgeRange).toBeNull(); // two words: no reading level either
    expect(book.warnings).toContain('The age range "young readers" could not be understood');
  });
});

describe('age range from the reading level', () => {
  it('maps grades to ages (documented table)', () => {
    expect(ageRangeForGrade(0)).toEqual({ min: 3, max: 6 });
    expect(ageRangeForGrade(0.4)).toEqual({ min: 3, max: 6 });
    expect(ageRangeForGrade(1)).toEqual({ min: 5, max: 7 });
    expect(ageRangeForGrade(2.4)).toEqual({ min: 6, max: 8 });
    expect(ageRangeForGrade(4.6)).toEqual({ min: 9, max: 11 });
    expect(ageRangeForGrade(8)).toEqual({ min: 12, max: 14 });
    expect(ageRangeForGrade(12)).toEqual({ min: 12, max: 14 });
  });

  it('is used when the file declares no ages', async () => {
    const book = await accept(reflowableEpub3());
    expect(book.typicalAgeRange).toBeNull();
    expect(book.readingLevel).not.toBeNull();
    expect(book.suggestedAgeRange).toEqual({
      ...ageRangeForGrade(book.readingLevel!.grade),
      source: 'readingLevel',
    });
  });

  it('is not derived for books in other languages (the formula is for English)', async () => {
    const text = 'The small cat sat on the warm mat and looked at the big red ball. '.repeat(5);
    const french = await accept(simpleEpub3({ title: 'Le chat', language: 'fr', pages: [text] }));
    expect(french.readingLevel).not.toBeNull();
    expect(french.suggestedAgeRange).toBeNull();
    const english = await accept(
      simpleEpub3({ title: 'The cat', language: 'en-US', pages: [text] }),
    );
    expect(english.suggestedAgeRange).toMatchObject({ source: 'readingLevel' });
  });

  it('the declared range wins over the reading level', () => {
    const level = {
      system: 'FLESCH_KINCAID_GRADE' as const,
      grade: 6,
      label: 'Grade 6',
      words: 100,
      sentences: 10,
      syllables: 140,
    };
    expect(suggestAgeRange({ min: 3, max: 5 }, level)).toEqual({
      min: 3,
      max: 5,
      source: 'typicalAgeRange',
    });
    expect(suggestAgeRange(null, level)).toEqual({ min: 10, max: 12, source: 'readingLevel' });
    expect(suggestAgeRange(null, null)).toBeNull();
  });
});

describe('series', () => {
  it('reads belongs-to-collection typed series with its group position', async () => {
    const book = await accept(
      simpleEpub3({ title: 'Series', series: { name: 'Moon Tales', position: 4 } }),
    );
    expect(book.series).toEqual({ name: 'Moon Tales', position: 4 });
  });

  it('accepts an untyped collection with a position, ignores a typed "set" and one without a position', async () => {
    const untyped = await accept(
      tiny(
        '3.0',
        `<meta property="belongs-to-collection" id="c">Star Club</meta>
         <meta refines="#c" property="group-position">2</meta>`,
      ),
    );
    expect(untyped.series).toEqual({ name: 'Star Club', position: 2 });

    const set = await accept(
      tiny(
        '3.0',
        `<meta property="belongs-to-collection" id="c">Box Set</meta>
         <meta refines="#c" property="collection-type">set</meta>
         <meta refines="#c" property="group-position">1</meta>`,
      ),
    );
    expect(set.series).toBeNull();

    const bare = await accept(
      tiny('3.0', '<meta property="belongs-to-collection">Just a shelf</meta>'),
    );
    expect(bare.series).toBeNull();
  });

  it('reads calibre:series and calibre:series_index, the typed EPUB 3 series first', async () => {
    expect((await accept(epub2WithNcx())).series).toEqual({ name: 'Harbour Friends', position: 3 });
    const both = await accept(
      tiny(
        '3.0',
        `<meta name="calibre:series" content="Calibre Name"/>
         <meta name="calibre:series_index" content="7"/>
         <meta property="belongs-to-collection" id="c">Epub Name</meta>
         <meta refines="#c" property="collection-type">series</meta>`,
      ),
    );
    expect(both.series).toEqual({ name: 'Epub Name', position: null });
    const calibreOnly = await accept(
      tiny('2.0', '<meta name="calibre:series" content="Only Calibre"/>'),
    );
    expect(calibreOnly.series).toEqual({ name: 'Only Calibre', position: null });
  });
});
