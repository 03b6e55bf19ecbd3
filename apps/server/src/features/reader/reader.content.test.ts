import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookContentSchema,
  bookUrlSchema,
  NOT_STARTED_PROGRESS,
  type BookContent,
} from '@pagebird/contract';
import { createTestApp, json, type TestApp } from '../../test/app.ts';
import { createFamily, childToken, createParent, loginAs } from '../../test/factories.ts';
import { createBook } from '../../test/catalogue-factories.ts';
import {
  importBookFile,
  importDemoBook,
  newBookSessionId,
  readerCall,
} from '../../test/reader-factories.ts';
import { TEST_CLOUDS_PDF, TEST_KITE, TEST_MAP } from '../../seed/library/test-books.ts';
import { simpleEpub3 } from '../catalogue/ingest/test-fixtures.ts';

/** `GET /api/books/{id}/content` and `GET /api/books/url/{id}` for real, ingested books. */

let t: TestApp;
let token: string;
let kite: Awaited<ReturnType<typeof importDemoBook>>;
let map: Awaited<ReturnType<typeof importDemoBook>>;
let pdf: Awaited<ReturnType<typeof importDemoBook>>;

beforeAll(async () => {
  t = await createTestApp();
  const parent = await createParent(t.database.db);
  token = await loginAs(t.app, parent.email!, parent.password);
  kite = await importDemoBook(t, TEST_KITE);
  map = await importDemoBook(t, TEST_MAP);
  pdf = await importDemoBook(t, TEST_CLOUDS_PDF);
});
afterAll(async () => {
  await t?.close();
});

async function content(id: string, tok = token): Promise<BookContent> {
  const res = await readerCall(t.app, tok, { method: 'GET', url: `/api/books/${id}/content` });
  expect(res.statusCode, res.body).toBe(200);
  return bookContentSchema.parse(json(res));
}

describe('the reader manifest', () => {
  it('fixed-layout EPUB: one section per spine item with the publisher’s page labels', async () => {
    const c = await content(kite.id);
    expect(c).toMatchObject({
      id: kite.id,
      bookIdNumber: kite.idNumber,
      title: 'Kip and the Red Kite',
      fileType: 'epub',
      layout: 'fixed',
      isAudioIncluded: true,
      pagination: 'sections',
      pageSize: 500,
      pageCount: 7,
      languages: ['en'],
      fileUrl: `/api/books/file/${kite.id}`,
      fileSize: kite.data.byteLength,
      progress: NOT_STARTED_PROGRESS,
    });
    expect(c.wordCount).toBeGreaterThan(0);
    // cover, title, copyright, the three story pages, back cover
    expect(c.pages.map((p) => [p.label, p.category])).toEqual([
      ['Cover', 'COVER'],
      ['i', 'TITLE'],
      ['ii', 'COPYRIGHT'],
      ['1', 'CONTENT'],
      ['2', 'CONTENT'],
      ['3', 'CONTENT'],
      ['Back cover', 'BACK_COVER'],
    ]);
    expect(c.pages.map((p) => p.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(c.pages[3]!.section).toBe('EPUB/xhtml/page-01.xhtml');
    expect(new Set(c.pages.map((p) => p.section)).size).toBe(7);
  });

  it('reflowable EPUB with a page list: the publisher’s pages, several per chapter', async () => {
    const c = await content(map.id);
    expect(c).toMatchObject({ fileType: 'epub', layout: 'reflowable', pagination: 'pageList' });
    expect(c.pages).toHaveLength(c.pageCount!);
    expect(c.pages.slice(0, 3).map((p) => [p.label, p.category])).toEqual([
      ['i', 'TITLE'],
      ['ii', 'COPYRIGHT'],
      ['iii', 'TABLE_OF_CONTENTS'],
    ]);
    const story = c.pages.filter((p) => p.category === 'CONTENT');
    expect(story.map((p) => p.label)).toEqual(['1', '2', '3', '4', '5']);
    // pages point at spine items (no #fragment); long chapters hold more than one page
    expect(story.every((p) => /^EPUB\/xhtml\/chapter-\d\d\.xhtml$/.test(p.section))).toBe(true);
    expect(new Set(story.map((p) => p.section)).size).toBe(3);
  });

  it('PDF: one section per PDF page', async () => {
    const c = await content(pdf.id);
    expect(c).toMatchObject({
      fileType: 'pdf',
      layout: 'fixed',
      pagination: 'sections',
      pageCount: 4,
      wordCount: null,
      fileSize: pdf.data.byteLength,
    });
    expect(c.pages).toEqual(
      [1, 2, 3, 4].map((n) => ({
        index: n - 1,
        label: String(n),
        section: `#page=${n}`,
        category: 'CONTENT',
      })),
    );
    // PDF pages are the file's own: no word counts to cut pages from.
    expect(c.sections).toEqual([]);
  });

  it('reflowable EPUB without a page list: virtual pages of 500 words', async () => {
    const words = (n: number, w: string) => Array.from({ length: n }, () => w).join(' ');
    const book = await importBookFile(
      t,
      simpleEpub3({ title: 'Long Words', pages: [words(1200, 'river'), words(40, 'stone')] }),
      'long-words.epub',
    );
    const c = await content(book.id);
    expect(c).toMatchObject({
      pagination: 'virtual',
      pageSize: 500,
      wordCount: 1240,
      pageCount: 3,
    });
    expect(c.pages.map((p) => [p.label, p.section])).toEqual([
      ['1', 'OEBPS/p1.xhtml'],
      ['2', 'OEBPS/p1.xhtml'],
      ['3', 'OEBPS/p1.xhtml'],
    ]);
    // The word counts the reader cuts the same virtual pages from, on every device.
    expect(c.sections).toEqual([
      { href: 'OEBPS/p1.xhtml', words: 1200 },
      { href: 'OEBPS/p2.xhtml', words: 40 },
    ]);
  });

  it("carries the caller's own progress, not another profile's", async () => {
    const { parent, children } = await createFamily(t.database.db, ['Ivy', 'Oak']);
    const ivy = (await childToken(t.app, parent, children[0]!.id)).childToken;
    const oak = (await childToken(t.app, parent, children[1]!.id)).childToken;
    const opened = await readerCall(t.app, ivy, {
      method: 'POST',
      url: '/api/activities/log/opened-book',
      payload: { bookId: map.id, bookSessionId: newBookSessionId() },
    });
    expect(opened.statusCode).toBe(200);
    const saved = await readerCall(t.app, ivy, {
      method: 'PUT',
      url: `/api/books/${map.id}/progress`,
      payload: {
        position: 'epubcfi(/6/10!/4/2/1:0)',
        page: 4,
        fraction: 0.5,
        clientTimestamp: t.clock.now().toISOString(),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const mine = await content(map.id, ivy);
    expect(mine.progress).toMatchObject({
      status: 'STARTED',
      location: { position: 'epubcfi(/6/10!/4/2/1:0)', page: 4, fraction: 0.5 },
      completedAt: null,
    });
    expect(mine.progress.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect((await content(map.id, oak)).progress).toEqual(NOT_STARTED_PROGRESS);
  });
});

describe('GET /api/books/url/{id}', () => {
  it('with local storage: the same-origin file route, without expiry', async () => {
    const res = await readerCall(t.app, token, { method: 'GET', url: `/api/books/url/${pdf.id}` });
    expect(res.statusCode).toBe(200);
    expect(bookUrlSchema.parse(json(res))).toEqual({
      url: `/api/books/file/${pdf.id}`,
      expiresAt: null,
      fileType: 'pdf',
    });
  });

  it('with S3: a presigned GET URL of the file, valid for 5 minutes', async () => {
    const s3 = await createTestApp({
      env: {
        STORAGE: 's3',
        S3_BUCKET: 'reader-books',
        S3_REGION: 'eu-west-1',
        S3_ENDPOINT: 'http://s3.test:9000',
        S3_ACCESS_KEY_ID: 'reader-key',
        S3_SECRET_ACCESS_KEY: 'reader-secret',
      },
    });
    try {
      const book = await createBook(s3.database.db, { fileType: 'epub' });
      const parent = await createParent(s3.database.db);
      const tok = await loginAs(s3.app, parent.email!, parent.password);
      const res = await readerCall(s3.app, tok, {
        method: 'GET',
        url: `/api/books/url/${book.id}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = bookUrlSchema.parse(json(res));
      expect(body.fileType).toBe('epub');
      const url = new URL(body.url);
      expect(url.origin + url.pathname).toBe(`http://s3.test:9000/reader-books/${book.fileKey}`);
      expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
      expect(url.searchParams.get('X-Amz-Credential')).toMatch(
        /^reader-key\/\d{8}\/eu-west-1\/s3\//,
      );
      const expires = new Date(body.expiresAt!).getTime();
      const now = s3.clock.now().getTime();
      expect(expires - now).toBeGreaterThan(299_000);
      expect(expires - now).toBeLessThanOrEqual(300_000);
    } finally {
      await s3.close();
    }
  });
});
