import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { asc, count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../db/client.ts';
import {
  bookCreators,
  bookInterests,
  books,
  creators,
  interestAreas,
  series,
} from '../../../db/schema/index.ts';
import { createLocalStorage } from '../../../providers/storage/local.ts';
import type { StorageProvider } from '../../../providers/storage/index.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/db.ts';
import { REASONS } from '../ingest/index.ts';
import {
  epub2WithNcx,
  fixedLayoutEpub3,
  makeEpub,
  makeZip,
  PNG_1PX,
  reflowableEpub3,
  samplePdf,
  simpleEpub3,
  svgPicture,
  xhtml,
} from '../ingest/test-fixtures.ts';
import { createImportRepo } from './import.repo.ts';
import {
  createIngestService,
  isNonfictionBySubjects,
  type IngestService,
} from './import.service.ts';
import type { IngestOutcome } from './import.types.ts';

let testDb: TestDatabase;
let database: Database;
let tmp: string;
let root: string;
let storage: StorageProvider;
let service: IngestService;

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = openDatabase(testDb.url, { max: 5 });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pagebird-ingest-'));
  root = path.join(tmp, 'files');
  storage = createLocalStorage({ root });
  service = createIngestService({ repo: createImportRepo(database.db), storage });
  await database.db.insert(interestAreas).values([
    { id: 'animals', name: 'Animals', imageKey: 'interests/a.svg', color: '#ff0000' },
    { id: 'space', name: 'Space', imageKey: 'interests/s.svg', color: '#0000ff' },
  ]);
});
afterAll(async () => {
  await database?.close();
  await testDb?.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const db = () => database.db;
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** Every stored file (relative key), the provider's temp dir excluded. */
function storedKeys(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.name === '.tmp') continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(path.relative(root, p).split(path.sep).join('/'));
    }
  };
  walk(root);
  return out.sort();
}

async function bookCount(): Promise<number> {
  const [r] = await db().select({ n: count() }).from(books);
  return r!.n;
}

async function stored(key: string): Promise<Buffer> {
  const obj = await storage.get(key);
  if (!obj) throw new Error(`missing ${key}`);
  return buffer(obj.body);
}

async function typeOf(key: string): Promise<string | undefined> {
  const obj = await storage.get(key);
  obj?.body.destroy();
  return obj?.contentType;
}

async function imported(outcome: IngestOutcome) {
  if (outcome.status !== 'imported') throw new Error(`not imported: ${JSON.stringify(outcome)}`);
  const [row] = await db().select().from(books).where(eq(books.id, outcome.book.id));
  return { outcome, row: row! };
}

async function creatorsOf(bookId: string) {
  return db()
    .select({ name: creators.fullName, role: bookCreators.role, position: bookCreators.position })
    .from(bookCreators)
    .innerJoin(creators, eq(creators.id, bookCreators.creatorId))
    .where(eq(bookCreators.bookId, bookId))
    .orderBy(asc(bookCreators.role), asc(bookCreators.position));
}

describe('ingestBook — valid books are stored with every field', () => {
  it('EPUB 3 fixed layout with media overlays (read-along)', async () => {
    const file = fixedLayoutEpub3();
    const { outcome, row } = await imported(
      await service.ingestBook({ data: file, fileName: 'little-red-kite.epub' }),
    );
    expect(outcome.book).toMatchObject({
      idNumber: 'PB-0001',
      title: 'The Little Red Kite',
      fileType: 'epub',
      formatVersion: '3.0',
      layout: 'fixed',
      pageCount: 4,
      isAudioIncluded: true,
    });
    const [s] = await db().select().from(series).where(eq(series.id, row.seriesId!));
    expect(s!.name).toBe('Windy Tales');
    expect(row).toMatchObject({
      idNumber: 'PB-0001',
      title: 'The Little Red Kite',
      description: 'A kite & a windy day.',
      subjects: ['Weather', 'Kites'],
      languages: ['en'],
      seriesPosition: 2,
      imprint: null,
      publisher: 'Pagebird Press',
      nonfiction: false,
      fileType: 'epub',
      originalFileType: 'epub',
      extraBookExtension: null,
      formatVersion: '3.0',
      layout: 'fixed',
      userSegments: ['CONSUMER', 'EDUCATOR'],
      salesTerritories: ['WORLD'],
      isAudioIncluded: true,
      // 17 words: no reading level, no declared ages → the whole range
      ageMin: 2,
      ageMax: 14,
      pageCount: 4,
      wordCount: 17,
      readingLevelSystem: null,
      fileSize: file.length,
      fileSha256: sha(file),
      searchCreators: 'Ada Writer Ivo Painter Eda Checker Windy Tales',
      status: 'ACTIVE',
    });
    expect(row.spine.map((p) => [p.index, p.href, p.category, p.mediaOverlay])).toEqual([
      [0, 'OEBPS/cover.xhtml', 'COVER', null],
      [1, 'OEBPS/page1.xhtml', 'CONTENT', 'OEBPS/smil/page1.smil'],
      [2, 'OEBPS/page2.xhtml', 'CONTENT', 'OEBPS/smil/page2.smil'],
      [3, 'OEBPS/back-cover.xhtml', 'BACK_COVER', null],
    ]);
    expect(row.spine[1]).toMatchObject({
      mediaType: 'application/xhtml+xml',
      linear: true,
      wordCount: 8,
    });
    expect(row.toc).toEqual([{ label: 'Start', href: 'OEBPS/page1.xhtml', depth: 0 }]);
    expect(row.pageList).toEqual([]);

    // files: the book at books/<id>/<sha>.epub, the cover and its card-size WebP
    expect(row.fileKey).toBe(`books/${row.id}/${sha(file)}.epub`);
    expect((await stored(row.fileKey)).equals(file)).toBe(true);
    const coverHash = sha(PNG_1PX).slice(0, 32);
    expect(row.coverKey).toBe(`covers/${coverHash}.png`);
    expect(row.coverThumbKey).toBe(`covers/${coverHash}-w320.webp`);
    expect((await stored(row.coverKey!)).equals(PNG_1PX)).toBe(true);
    expect((await sharp(await stored(row.coverThumbKey!)).metadata()).format).toBe('webp');

    expect(await creatorsOf(row.id)).toEqual([
      { name: 'Ada Writer', role: 'AUTHOR', position: 0 },
      { name: 'Eda Checker', role: 'EDITOR', position: 0 },
      { name: 'Ivo Painter', role: 'ILLUSTRATOR', position: 0 },
    ]);
  });

  it('reflowable EPUB 3: page-list pages, imprint, reading level and ages from it, no cover', async () => {
    const { outcome, row } = await imported(
      await service.ingestBook({ data: reflowableEpub3(), fileName: 'Cats.EPUB' }),
    );
    expect(outcome.book.idNumber).toBe('PB-0002');
    expect(row).toMatchObject({
      title: 'Cats & Mats',
      layout: 'reflowable',
      imprint: 'Little Bird Books',
      publisher: 'Big Bird Publishing',
      languages: ['en-GB', 'cy'],
      originalFileType: 'epub',
      pageCount: 7,
      wordCount: 484,
      readingLevelSystem: 'FLESCH_KINCAID_GRADE',
      seriesId: null,
      seriesPosition: null,
      coverKey: null,
      coverThumbKey: null,
      isAudioIncluded: false,
      searchCreators: 'Tom Author',
    });
    expect(row.readingLevelValue).toBeGreaterThanOrEqual(0);
    expect(row.readingLevelLabel).toMatch(/^(Kindergarten|Grade \d+)$/);
    // ages follow the reading level (Kindergarten → 3–6, Grade g → g+4 … g+6)
    const g = Math.round(row.readingLevelValue!);
    expect([row.ageMin, row.ageMax]).toEqual(g === 0 ? [3, 6] : [g + 4, Math.min(14, g + 6)]);
    expect(row.pageList).toHaveLength(7);
    expect(row.spine.map((p) => p.category)).toEqual([
      'TITLE',
      'TABLE_OF_CONTENTS',
      'COPYRIGHT',
      'CONTENT',
      'CONTENT',
      'GLOSSARY',
      'BLANK',
    ]);
  });

  it('EPUB 2 with calibre series and a meta cover', async () => {
    const { row } = await imported(
      await service.ingestBook({ data: epub2WithNcx(), fileName: 'boat.epub' }),
    );
    const [s] = await db().select().from(series).where(eq(series.id, row.seriesId!));
    expect(s!.name).toBe('Harbour Friends');
    expect(row).toMatchObject({
      formatVersion: '2.0',
      seriesPosition: 3,
      pageCount: 3,
      wordCount: 1052,
      searchCreators: 'Sam Sailor Pia Pictures Ed Itor Harbour Friends',
    });
    // the same 1-px cover as the first book: one stored file, shared
    expect(row.coverKey).toBe(`covers/${sha(PNG_1PX).slice(0, 32)}.png`);
  });

  it('PDF: the cover is rendered from the first page; an override cover (SVG) is its own thumbnail', async () => {
    const pdf = await samplePdf({ title: 'Planets Up Close', author: 'Pat Pdf', pages: 4 });
    const { outcome, row } = await imported(
      await service.ingestBook({ data: pdf, fileName: 'planets.pdf' }),
    );
    expect(outcome.book).toMatchObject({ fileType: 'pdf', layout: 'fixed', pageCount: 4 });
    expect(outcome.warnings).toEqual([]);
    expect(row).toMatchObject({
      fileType: 'pdf',
      originalFileType: 'pdf',
      formatVersion: '1.7',
      wordCount: null,
      spine: [],
      searchCreators: 'Pat Pdf',
    });
    expect(row.fileKey).toBe(`books/${row.id}/${sha(pdf)}.pdf`);
    expect(await typeOf(row.fileKey)).toBe('application/pdf');
    // The first page (300 × 400 pt, "Page 1" in black on white) as a 640-px PNG and a card WebP.
    expect(row.coverKey).toMatch(/^covers\/[0-9a-f]{32}\.png$/);
    expect(row.coverThumbKey).toMatch(/^covers\/[0-9a-f]{32}-w320\.webp$/);
    const png = sharp(await stored(row.coverKey!));
    expect(await png.metadata()).toMatchObject({ format: 'png', width: 640, height: 853 });
    const { dominant } = await png.stats();
    expect(dominant).toMatchObject({ r: 248, g: 248, b: 248 }); // mostly white paper
    const { data } = await png.clone().greyscale().raw().toBuffer({ resolveWithObject: true });
    expect(data.some((v) => v < 100)).toBe(true); // with dark text on it

    const broken = Buffer.from(await samplePdf({ title: 'Broken Page' }));
    const at = broken.indexOf('stream');
    broken.fill(0x21, at + 7, at + 40); // garble the first page's content stream
    const garbled = await service.ingestBook({ data: broken, fileName: 'broken.pdf' });
    expect(garbled.status).toBe('imported');

    const svg = Buffer.from(svgPicture('Moon'));
    const withCover = await imported(
      await service.ingestBook({
        data: await samplePdf({ title: 'Moon Facts', pages: 2 }),
        fileName: 'moon.pdf',
        overrides: { cover: { data: svg } },
      }),
    );
    const svgKey = `covers/${sha(svg).slice(0, 32)}.svg`;
    expect(withCover.row.coverKey).toBe(svgKey);
    expect(withCover.row.coverThumbKey).toBe(svgKey);
    expect(await typeOf(svgKey)).toBe('image/svg+xml');
  });

  it('makes a 320-px WebP card cover from a large raster cover', async () => {
    const big = await sharp({
      create: { width: 1200, height: 1800, channels: 3, background: '#e53935' },
    })
      .jpeg()
      .toBuffer();
    const { row } = await imported(
      await service.ingestBook({
        data: simpleEpub3({
          title: 'Big Cover',
          cover: { fileName: 'cover.jpg', mediaType: 'image/jpeg', data: big },
        }),
        fileName: 'big.epub',
      }),
    );
    expect(row.coverKey).toMatch(/^covers\/[0-9a-f]{32}\.jpg$/);
    const thumb = await sharp(await stored(row.coverThumbKey!)).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 320, height: 480 });
  });

  it('uses the real type of a cover that lies about it, and drops one that is no image', async () => {
    const lying = await imported(
      await service.ingestBook({
        data: simpleEpub3({
          title: 'Lying Cover',
          cover: { fileName: 'cover.jpg', mediaType: 'image/jpeg', data: PNG_1PX },
        }),
        fileName: 'lying.epub',
      }),
    );
    expect(lying.row.coverKey).toMatch(/\.png$/);
    const html = await imported(
      await service.ingestBook({
        data: simpleEpub3({
          title: 'Html Cover',
          cover: { fileName: 'cover.png', mediaType: 'image/png', data: '<html>hi</html>' },
        }),
        fileName: 'html.epub',
      }),
    );
    expect(html.row.coverKey).toBeNull();
    expect(html.outcome.warnings).toContain('The cover OEBPS/cover.png is not an image');
  });

  it('applies overrides: number, ages, interests, territories, segments, nonfiction, date, status', async () => {
    const publishedAt = new Date('2025-01-02T03:04:05Z');
    const { row } = await imported(
      await service.ingestBook({
        data: simpleEpub3({ title: 'Override Me', typicalAgeRange: '9-12' }),
        fileName: 'override.epub',
        overrides: {
          idNumber: 'PB-9000',
          title: 'Overridden Title',
          ageMin: 4,
          ageMax: 8,
          interests: ['animals', 'space', 'animals'],
          salesTerritories: ['us', 'GB'],
          userSegments: ['EDUCATOR'],
          nonfiction: true,
          publishedAt,
          status: 'INACTIVE',
          series: { name: 'windy tales', position: 7 },
        },
      }),
    );
    expect(row).toMatchObject({
      idNumber: 'PB-9000',
      title: 'Overridden Title',
      ageMin: 4,
      ageMax: 8,
      salesTerritories: ['US', 'GB'],
      userSegments: ['EDUCATOR'],
      nonfiction: true,
      publishedAt,
      status: 'INACTIVE',
      seriesPosition: 7,
    });
    // series names match case-insensitively: the existing "Windy Tales" row is reused
    const [s] = await db().select().from(series).where(eq(series.id, row.seriesId!));
    expect(s!.name).toBe('Windy Tales');
    const links = await db()
      .select({ id: bookInterests.interestId })
      .from(bookInterests)
      .where(eq(bookInterests.bookId, row.id))
      .orderBy(asc(bookInterests.interestId));
    expect(links.map((l) => l.id)).toEqual(['animals', 'space']);
    // the next automatic number continues after the highest PB number
    const next = await service.ingestBook({
      data: simpleEpub3({ title: 'After 9000' }),
      fileName: 'after.epub',
    });
    expect(next.status === 'imported' && next.book.idNumber).toBe('PB-9001');
  });

  it('takes ages from the file, and lets one overridden bound pull the other', async () => {
    const declared = await imported(
      await service.ingestBook({
        data: simpleEpub3({ title: 'Declared Ages', typicalAgeRange: '5-7' }),
        fileName: 'declared.epub',
      }),
    );
    expect([declared.row.ageMin, declared.row.ageMax]).toEqual([5, 7]);
    const pulled = await imported(
      await service.ingestBook({
        data: simpleEpub3({ title: 'Pulled Ages', typicalAgeRange: '5-7' }),
        fileName: 'pulled.epub',
        overrides: { ageMin: 10 },
      }),
    );
    expect([pulled.row.ageMin, pulled.row.ageMax]).toEqual([10, 10]);
  });

  it('files a book as nonfiction from its subjects', async () => {
    expect(isNonfictionBySubjects(['Juvenile Nonfiction / Animals / Dogs'])).toBe(true);
    expect(isNonfictionBySubjects(['JNF003000'])).toBe(true);
    expect(isNonfictionBySubjects(['Non-fiction'])).toBe(true);
    expect(isNonfictionBySubjects(['Juvenile Fiction / Animals'])).toBe(false);
    expect(isNonfictionBySubjects([])).toBe(false);
    const { row } = await imported(
      await service.ingestBook({
        data: simpleEpub3({ title: 'Frogs', subjects: ['Nonfiction', 'Frogs'] }),
        fileName: 'frogs.epub',
      }),
    );
    expect(row.nonfiction).toBe(true);
  });

  it('numbers books imported at the same time without clashes', async () => {
    const outcomes = await Promise.all(
      ['One', 'Two', 'Three', 'Four'].map((t) =>
        service.ingestBook({ data: simpleEpub3({ title: `Parallel ${t}` }), fileName: 'p.epub' }),
      ),
    );
    const numbers = outcomes.map((o) => (o.status === 'imported' ? o.book.idNumber : o.status));
    expect(new Set(numbers).size).toBe(4);
    expect(numbers.every((n) => /^PB-\d{4}$/.test(n))).toBe(true);
  });
});

describe('ingestBook — duplicates', () => {
  it('reports the same file as already in the catalogue and stores nothing', async () => {
    const file = simpleEpub3({ title: 'Only Once', authors: ['Una Once'] });
    const first = await service.ingestBook({ data: file, fileName: 'once.epub' });
    expect(first.status).toBe('imported');
    const idNumber = first.status === 'imported' ? first.book.idNumber : '';
    const before = { books: await bookCount(), files: storedKeys() };

    const again = await service.ingestBook({ data: file, fileName: 'renamed-copy.epub' });
    expect(again).toEqual({
      status: 'duplicate',
      reason: `already in the catalogue as ${idNumber}`,
      existing: {
        id: first.status === 'imported' ? first.book.id : '',
        idNumber,
        title: 'Only Once',
      },
    });
    expect(await bookCount()).toBe(before.books);
    expect(storedKeys()).toEqual(before.files);
  });

  it('lets only one of two simultaneous imports of the same file through', async () => {
    const file = simpleEpub3({ title: 'Raced Twice' });
    const before = storedKeys().length;
    const results = await Promise.all([
      service.ingestBook({ data: file, fileName: 'a.epub' }),
      service.ingestBook({ data: file, fileName: 'b.epub' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['duplicate', 'imported']);
    const [r] = await db()
      .select({ n: count() })
      .from(books)
      .where(eq(books.fileSha256, sha(file)));
    expect(r!.n).toBe(1);
    expect(storedKeys().length).toBe(before + 1); // one book file, no cover
  });
});

describe('ingestBook — rejections store nothing', () => {
  const MINIMAL_OPF = (extra = '') => `<?xml version="1.0"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">x</dc:identifier>
  <dc:title>Tiny</dc:title>${extra}</metadata>
  <manifest><item id="p" href="p.xhtml" media-type="application/xhtml+xml"/></manifest>
  <spine><itemref idref="p"/></spine>
</package>`;

  const bomb = `<?xml version="1.0"?>
<!DOCTYPE package [
  <!ENTITY lol "lol">
  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
]>
${MINIMAL_OPF('<dc:description>&lol2;</dc:description>').replace('<?xml version="1.0"?>', '')}`;

  const cases: Array<[string, () => Promise<Uint8Array> | Uint8Array, string, object?]> = [
    [
      'a truncated zip',
      () => {
        const epub = fixedLayoutEpub3();
        return epub.subarray(0, Math.floor(epub.length / 2));
      },
      REASONS.damaged,
    ],
    [
      'a ../ path',
      () =>
        makeZip([
          { name: 'mimetype', data: 'application/epub+zip', store: true },
          { name: '../evil.txt', data: 'boo' },
        ]),
      'Unsafe path in archive: ../evil.txt',
    ],
    [
      'an XML entity bomb',
      () => makeEpub(bomb, { 'p.xhtml': xhtml('<p>hi</p>') }),
      REASONS.unsafeXml,
    ],
    ['a non-EPUB file (a PNG)', () => PNG_1PX, REASONS.notEpubOrPdf],
    [
      'a truncated PDF',
      async () => (await samplePdf({ pages: 3 })).subarray(0, 40),
      REASONS.damaged,
    ],
    [
      'an unknown interest area',
      () => simpleEpub3({ title: 'Unknown Interest' }),
      'Unknown interest areas: dragons, unicorns',
      { interests: ['animals', 'dragons', 'unicorns'] },
    ],
    [
      'ages outside 2–14',
      () => simpleEpub3({ title: 'Bad Ages' }),
      'The age range must be whole years from 2 to 14, the first not above the second',
      { ageMin: 1, ageMax: 8 },
    ],
    [
      'a bad territory',
      () => simpleEpub3({ title: 'Bad Territory' }),
      'Sales territories must be WORLD or two-letter country codes (not USA)',
      { salesTerritories: ['USA'] },
    ],
    [
      'a cover that is not an image',
      () => simpleEpub3({ title: 'Bad Override Cover' }),
      'The cover must be a PNG, JPEG, GIF, WebP, AVIF or SVG image',
      { cover: { data: Buffer.from('<html></html>') } },
    ],
  ];

  it.each(cases)('%s', async (_name, make, reason, overrides) => {
    const before = { books: await bookCount(), files: storedKeys() };
    const outcome = await service.ingestBook({
      data: await make(),
      fileName: 'upload.epub',
      overrides: overrides as never,
    });
    expect(outcome).toEqual({ status: 'rejected', reason });
    expect(await bookCount()).toBe(before.books);
    expect(storedKeys()).toEqual(before.files);
  });

  it('a file over the size limit', async () => {
    const small = createIngestService({
      repo: createImportRepo(database.db),
      storage,
      limits: { maxFileBytes: 1024 },
    });
    const outcome = await small.ingestBook({
      data: simpleEpub3({ title: 'Too Big', pages: ['x '.repeat(5000)] }),
      fileName: 'big.epub',
    });
    expect(outcome).toEqual({
      status: 'rejected',
      reason: 'The file is too large (the limit is 1 KB)',
    });
  });

  it('a failure inside the transaction removes the files it wrote, but not a cover another book uses', async () => {
    const sharedCover = Buffer.from(svgPicture('Shared', '#8e24aa'));
    const cover = { fileName: 'cover.svg', mediaType: 'image/svg+xml', data: sharedCover };
    const first = await service.ingestBook({
      data: simpleEpub3({ title: 'Cover Owner', cover }),
      fileName: 'owner.epub',
      overrides: { idNumber: 'PB-7000' },
    });
    expect(first.status).toBe('imported');
    const before = { books: await bookCount(), files: storedKeys() };

    // The catalogue number is found taken only inside the transaction, after the files went in.
    const own = Buffer.from(svgPicture('Own', '#00897b'));
    const second = await service.ingestBook({
      data: simpleEpub3({ title: 'Number Thief', cover }),
      fileName: 'thief.epub',
      overrides: { idNumber: 'PB-7000' },
    });
    expect(second).toEqual({
      status: 'rejected',
      reason: 'The catalogue number PB-7000 is already used by “Cover Owner”',
    });
    const third = await service.ingestBook({
      data: simpleEpub3({
        title: 'Number Thief Two',
        cover: { fileName: 'c.svg', mediaType: 'image/svg+xml', data: own },
      }),
      fileName: 'thief2.epub',
      overrides: { idNumber: 'PB-7000' },
    });
    expect(third.status).toBe('rejected');
    expect(await bookCount()).toBe(before.books);
    expect(storedKeys()).toEqual(before.files);
  });

  it('a database failure removes the files it wrote', async () => {
    // A trigger makes the next book insert fail like a broken database would.
    await db().execute(sql`
      CREATE FUNCTION pb_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'disk full (test)'; END $$;
      CREATE TRIGGER pb_test_fail BEFORE INSERT ON books FOR EACH ROW EXECUTE FUNCTION pb_test_fail();
    `);
    const before = { books: await bookCount(), files: storedKeys() };
    try {
      await expect(
        service.ingestBook({
          data: simpleEpub3({
            title: 'Doomed',
            cover: { fileName: 'c.svg', mediaType: 'image/svg+xml', data: svgPicture('Doomed') },
          }),
          fileName: 'doomed.epub',
        }),
      ).rejects.toMatchObject({ cause: { message: 'disk full (test)' } });
    } finally {
      await db().execute(sql`DROP TRIGGER pb_test_fail ON books; DROP FUNCTION pb_test_fail();`);
    }
    expect(await bookCount()).toBe(before.books);
    expect(storedKeys()).toEqual(before.files);
  });
});

describe('refreshSearchWords', () => {
  it('runs pb_refresh_search_words() only when the function exists', async () => {
    await db().execute(sql`DROP FUNCTION IF EXISTS pb_refresh_search_words()`);
    expect(await service.refreshSearchWords()).toBe(false);
    await db().execute(sql`
      CREATE FUNCTION pb_refresh_search_words() RETURNS void LANGUAGE sql AS $$
        INSERT INTO search_words (word, books) VALUES ('probe', 1) ON CONFLICT DO NOTHING $$`);
    expect(await service.refreshSearchWords()).toBe(true);
    const r = await db().execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM search_words WHERE word = 'probe'`,
    );
    expect(r.rows[0]!.n).toBe(1);
  });
});
