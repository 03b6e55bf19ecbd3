import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_BOOK_PREVIEW_REASONS,
  MESSAGES,
  type AdminBook,
  type AdminBookPreview,
  type AdminBookUpload,
  type AdminPage,
  type AdminBookListItem,
  type AuditEntry,
  type TextSearchResponse,
} from '@pagebird/contract';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import {
  createAdmin,
  createFamily,
  childToken,
  createChild,
  loginAs,
} from '../../test/factories.ts';
import { createInterestArea } from '../../test/catalogue-factories.ts';
import { PNG_1PX, samplePdf, simpleEpub3 } from '../catalogue/ingest/test-fixtures.ts';

/** Admin books (issue 13 item 2): upload, list, editor with the creators check, status, preview. */

let t: TestApp;
let admin: string;
let parent: string;
let kid6: string;
let kid12: string;

beforeAll(async () => {
  t = await createTestApp();
  const a = await createAdmin(t.database.db);
  admin = await loginAs(t.app, a.email!, a.password);
  const fam = await createFamily(t.database.db, []);
  const six = await createChild(t.database.db, fam.parent.id, { name: 'Sia', age: 6 });
  const twelve = await createChild(t.database.db, fam.parent.id, { name: 'Tom', age: 12 });
  kid6 = (await childToken(t.app, fam.parent, six.id)).childToken;
  const tokens = await childToken(t.app, fam.parent, twelve.id);
  kid12 = tokens.childToken;
  parent = tokens.parentToken;
  await createInterestArea(t.database.db, { id: 'space', name: 'Space' });
});
afterAll(async () => {
  await t?.close();
});

const upload = (
  token: string,
  data: Buffer | null,
  name = 'book.epub',
  type = 'application/epub+zip',
) => {
  const form = new FormData();
  if (data) form.set('file', new Blob([new Uint8Array(data)], { type }), name);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/books/upload',
    headers: bearer(token),
    body: form as never,
  });
};
const save = (token: string, dto: object, cover?: Buffer) => {
  const form = new FormData();
  form.set('bookDto', JSON.stringify(dto));
  if (cover)
    form.set('coverFile', new Blob([new Uint8Array(cover)], { type: 'image/png' }), 'c.png');
  return t.app.inject({
    method: 'PUT',
    url: '/api/admin/books',
    headers: bearer(token),
    body: form as never,
  });
};
const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });
const put = (token: string, url: string) =>
  t.app.inject({ method: 'PUT', url, headers: bearer(token) });

/** The editor's document for a book: what GET answers, as the editor sends it back. */
function dtoOf(b: AdminBook, changes: Partial<Record<string, unknown>> = {}) {
  return {
    id: b.id,
    idNumber: b.idNumber,
    title: b.title,
    subtitle: b.subtitle,
    description: b.description,
    authors: b.authors,
    editors: b.editors,
    illustrators: b.illustrators,
    subjects: b.subjects,
    languages: b.languages,
    series: b.series,
    seriesPosition: b.seriesPosition,
    imprint: b.imprint,
    publisher: b.publisher,
    nonfiction: b.nonfiction,
    userSegments: b.userSegments,
    salesTerritories: b.salesTerritories,
    minAge: b.minAge,
    maxAge: b.maxAge,
    interests: b.interests,
    pageCategories: b.pageCategories,
    readingLevel: b.readingLevel,
    status: b.status,
    ...changes,
  };
}

const epub = simpleEpub3({
  title: 'Comet Over Juniper Hill',
  authors: ['Ada Quill'],
  subjects: ['Astronomy'],
  pages: ['The comet came over the hill.', 'Everyone looked up.'],
});

let epubId = '';
let pdfId = '';

describe('upload', () => {
  it('imports an EPUB INACTIVE with the import command’s verdict line, and records it', async () => {
    const res = await upload(admin, epub, 'comet.epub');
    expect(res.statusCode, res.body).toBe(200);
    const body = json<AdminBookUpload>(res);
    expect(body.status).toBe('imported');
    expect(body.verdict).toMatch(/^✓ Comet Over Juniper Hill \(.*epub 3.*\)/);
    expect(body.book.status).toBe('INACTIVE');
    epubId = body.book.id;
    const details = json<AdminBook>(await get(admin, `/api/admin/books/${epubId}`));
    expect(details).toMatchObject({
      title: 'Comet Over Juniper Hill',
      status: 'INACTIVE',
      authors: ['Ada Quill'],
    });
    const audit = json<AdminPage<AuditEntry>>(
      await get(admin, `/api/admin/audit?entity=BOOK&entityId=${epubId}`),
    );
    expect(audit.content.map((e) => e.action)).toEqual(['CREATE']);
    expect(audit.content[0]!.after).toMatchObject({ title: 'Comet Over Juniper Hill' });
  });

  it('imports a PDF with a cover made from its first page', async () => {
    const pdf = await samplePdf({ title: 'Moon Garden Facts', pages: 3 });
    const res = await upload(admin, pdf, 'moon.pdf', 'application/pdf');
    expect(res.statusCode, res.body).toBe(200);
    const body = json<AdminBookUpload>(res);
    expect(body.verdict).toMatch(/^✓ Moon Garden Facts \(PB-\d+, pdf/);
    pdfId = body.book.id;
    const details = json<AdminBook>(await get(admin, `/api/admin/books/${pdfId}`));
    expect(details.fileType).toBe('pdf');
    expect(details.coverUrl).toMatch(/^\/api\/media\/covers\/.+\.png$/);
    const cover = await t.app.inject({ method: 'GET', url: details.coverUrl! });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toContain('image/png');
  });

  it('answers 409 with the verdict for a file already in the catalogue', async () => {
    const res = await upload(admin, epub, 'again.epub');
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toMatch(/^• again\.epub: already in the catalogue as PB-\d+/);
  });

  it('answers 400 with the verdict for a refused file, and without a file', async () => {
    const junk = await upload(admin, Buffer.from('not a book at all'), 'junk.epub');
    expect(junk.statusCode).toBe(400);
    expect(json(junk).message).toMatch(/^✗ junk\.epub: /);
    const none = await upload(admin, null);
    expect(none.statusCode).toBe(400);
    expect(json<{ fields: Record<string, string> }>(none).fields.file).toBe(
      'Choose an EPUB or PDF file.',
    );
  });

  it('refuses every other role', async () => {
    expect((await upload(parent, epub)).statusCode).toBe(403);
    expect((await upload(kid6, epub)).statusCode).toBe(403);
  });
});

describe('list and lookups', () => {
  it('pages, sorts, searches and filters by status', async () => {
    const all = json<AdminPage<AdminBookListItem>>(
      await get(admin, '/api/admin/books/search?page=0&size=1&sort=title,asc'),
    );
    expect(all.totalElements).toBe(2);
    expect(all.totalPages).toBe(2);
    expect(all.content.map((b) => b.title)).toEqual(['Comet Over Juniper Hill']);
    const found = json<AdminPage<AdminBookListItem>>(
      await get(admin, '/api/admin/books/search?search=ada%20q'),
    );
    expect(found.content.map((b) => b.id)).toEqual([epubId]);
    expect(found.content[0]!.authors).toEqual(['Ada Quill']);
    const active = json<AdminPage<AdminBookListItem>>(
      await get(admin, '/api/admin/books/search?status=ACTIVE'),
    );
    expect(active.totalElements).toBe(0);
    expect((await get(admin, '/api/admin/books/search?sort=drop%20table,asc')).statusCode).toBe(
      400,
    );
  });

  it('answers the lookups', async () => {
    expect(json(await get(admin, '/api/admin/books/languages'))).toEqual(['en']);
    expect(
      json<{ subjects: string[] }>(await get(admin, '/api/admin/books/subjects')).subjects,
    ).toContain('Astronomy');
    const territories = json<Array<{ code: string; name: string }>>(
      await get(admin, '/api/admin/books/sales-territories'),
    );
    expect(territories[0]).toEqual({ code: 'WORLD', name: 'World' });
    expect(territories).toContainEqual({ code: 'FR', name: 'France' });
    expect(territories.length).toBeGreaterThan(200);
    expect(
      json(await get(admin, '/api/admin/books/creators/exist?fullNames=ada%20quill,Nobody%20Here')),
    ).toEqual({
      existing: ['ada quill'],
      unknown: ['Nobody Here'],
    });
    expect((await get(admin, '/api/admin/books/imprint')).statusCode).toBe(200);
    expect((await get(admin, '/api/admin/books/series')).statusCode).toBe(200);
  });
});

describe('the editor', () => {
  it('asks about unknown creators: NO drops them, YES creates them', async () => {
    const book = json<AdminBook>(await get(admin, `/api/admin/books/${epubId}`));
    const withNew = dtoOf(book, {
      authors: ['Ada Quill', 'Zia Nova'],
      illustrators: ['Pim Brush'],
    });
    const ask = await save(admin, withNew);
    expect(ask.statusCode).toBe(400);
    const body = json<{ message: string; metadata: { unknownCreators: string[] } }>(ask);
    expect(body.message).toBe(MESSAGES.creatorsUnknown);
    expect(body.metadata.unknownCreators).toEqual(['Zia Nova', 'Pim Brush']);
    // Nothing was written.
    expect(json<AdminBook>(await get(admin, `/api/admin/books/${epubId}`)).authors).toEqual([
      'Ada Quill',
    ]);

    // NO: the editor drops the unknown names and saves.
    const no = await save(
      admin,
      dtoOf(book, { authors: ['Ada Quill'], illustrators: [], title: 'Comet Over Juniper Hill!' }),
    );
    expect(no.statusCode, no.body).toBe(200);
    expect(json<AdminBook>(no)).toMatchObject({
      authors: ['Ada Quill'],
      illustrators: [],
      title: 'Comet Over Juniper Hill!',
    });
    expect(
      json(await get(admin, '/api/admin/books/creators/exist?fullNames=Zia%20Nova')).unknown,
    ).toEqual(['Zia Nova']);

    // YES on the PDF: all kept, the creators created.
    const pdf = json<AdminBook>(await get(admin, `/api/admin/books/${pdfId}`));
    const yes = await save(admin, {
      ...dtoOf(pdf, { authors: ['Zia Nova'] }),
      saveUnknownCreators: true,
    });
    expect(yes.statusCode, yes.body).toBe(200);
    expect(json<AdminBook>(yes).authors).toEqual(['Zia Nova']);
    expect(
      json(await get(admin, '/api/admin/books/creators/exist?fullNames=Zia%20Nova')).existing,
    ).toEqual(['Zia Nova']);
  });

  it('saves every field, with the cover file, and records before and after', async () => {
    const book = json<AdminBook>(await get(admin, `/api/admin/books/${epubId}`));
    const res = await save(
      admin,
      dtoOf(book, {
        subtitle: 'A night of wonder',
        description: 'A comet and a town.',
        editors: ['Ada Quill'],
        subjects: ['Astronomy', 'Night'],
        languages: ['en', 'es'],
        series: 'Sky Tales',
        seriesPosition: 2,
        imprint: 'Lark Books',
        publisher: 'Lark House',
        nonfiction: true,
        userSegments: ['CONSUMER'],
        salesTerritories: ['us', 'GB'],
        minAge: 4,
        maxAge: 8,
        interests: ['space'],
        pageCategories: [{ ...book.pageCategories[0]!, category: 'TITLE' }],
        readingLevel: { system: 'GUIDED_READING', value: 3, label: 'Level C' },
      }),
      PNG_1PX,
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = json<AdminBook>(res);
    expect(after).toMatchObject({
      subtitle: 'A night of wonder',
      editors: ['Ada Quill'],
      languages: ['en', 'es'],
      series: 'Sky Tales',
      seriesPosition: 2,
      imprint: 'Lark Books',
      bookType: 'Nonfiction',
      userSegments: ['CONSUMER'],
      salesTerritories: ['US', 'GB'],
      minAge: 4,
      maxAge: 8,
      interests: ['space'],
      readingLevel: { system: 'GUIDED_READING', value: 3, label: 'Level C' },
      status: 'INACTIVE',
    });
    expect(after.pageCategories[0]!.category).toBe('TITLE');
    expect(after.coverUrl).toMatch(/\.png$/);
    expect(json(await get(admin, '/api/admin/books/imprint'))).toContain('Lark Books');
    const audit = json<AdminPage<AuditEntry>>(
      await get(admin, `/api/admin/audit?entity=BOOK&entityId=${epubId}`),
    );
    const last = audit.content[0]!;
    expect(last.action).toBe('UPDATE');
    expect(last.before).toMatchObject({ subtitle: null, series: null });
    expect(last.after).toMatchObject({ subtitle: 'A night of wonder', series: 'Sky Tales' });
  });

  it('refuses bad fields with their messages and writes nothing', async () => {
    const book = json<AdminBook>(await get(admin, `/api/admin/books/${epubId}`));
    const fieldsOf = async (changes: Record<string, unknown>, cover?: Buffer) => {
      const res = await save(admin, dtoOf(book, changes), cover);
      expect(res.statusCode, res.body).toBe(400);
      return json<{ fields: Record<string, string> }>(res).fields;
    };
    expect(await fieldsOf({ minAge: 9, maxAge: 5 })).toEqual({
      'bookDto.maxAge': MESSAGES.maxAgeBelowMin,
    });
    expect(Object.values(await fieldsOf({ title: '  ' }))).toEqual(['This field is required.']);
    expect(Object.values(await fieldsOf({ title: 'x'.repeat(201) }))).toEqual([
      'At most 200 characters.',
    ]);
    expect(Object.values(await fieldsOf({ salesTerritories: ['Narnia'] }))).toEqual([
      'Sales territories are WORLD or two-letter country codes.',
    ]);
    expect(await fieldsOf({ interests: ['dragons'] })).toEqual({
      interests: 'Unknown interest areas: dragons',
    });
    expect(
      await fieldsOf({ pageCategories: [{ index: 99, href: 'x', category: 'INDEX' }] }),
    ).toEqual({
      pageCategories: 'The book has no page 100.',
    });
    expect(await fieldsOf({}, Buffer.from('not an image'))).toEqual({
      coverFile: 'The cover must be a PNG, JPEG, GIF, WebP, AVIF or SVG image',
    });
    const pdf = json<AdminBook>(await get(admin, `/api/admin/books/${pdfId}`));
    expect(Object.values(await fieldsOf({ idNumber: pdf.idNumber }))[0]).toMatch(
      /is already used by/,
    );
    expect(json<AdminBook>(await get(admin, `/api/admin/books/${epubId}`)).title).toBe(book.title);
    // An unknown book, a malformed id, a non-admin.
    const missing = await save(admin, dtoOf(book, { id: '00000000-0000-4000-8000-000000000000' }));
    expect(missing.statusCode).toBe(404);
    expect((await get(admin, '/api/admin/books/not-a-uuid')).statusCode).toBe(400);
    expect((await save(parent, dtoOf(book))).statusCode).toBe(403);
    const notMultipart = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/books',
      headers: bearer(admin),
      payload: dtoOf(book),
    });
    expect(notMultipart.statusCode).toBe(400);
  });
});

describe('activation', () => {
  const search = (token: string, words = 'comet') =>
    t.app
      .inject({
        method: 'GET',
        url: `/api/text-search/child?query=${words}`,
        headers: { ...bearer(token), 'x-country': 'US' },
      })
      .then((r) => json<TextSearchResponse>(r));

  it('a child of the right age finds the activated book in search within seconds', async () => {
    // Inactive: not found. The very same words afterwards: a search page kept from before the
    // activation must not hide the book (pages are keyed by the catalogue's version).
    expect((await search(kid6)).items.map((b) => b.id)).not.toContain(epubId);
    const preview = json<AdminBookPreview>(
      await get(admin, `/api/admin/books/${epubId}/preview?age=6`),
    );
    expect(preview.visible).toBe(false);
    expect(preview.reasons).toEqual([ADMIN_BOOK_PREVIEW_REASONS.inactive]);

    const res = await put(admin, `/api/admin/books/${epubId}/status/ACTIVE`);
    expect(res.statusCode, res.body).toBe(200);
    const activatedAt = Date.now();
    let found = false;
    while (!found && Date.now() - activatedAt < 5000) {
      found = (await search(kid6)).items.some((b) => b.id === epubId);
      if (!found) await new Promise((r) => setTimeout(r, 100));
    }
    expect(found).toBe(true);
    expect(Date.now() - activatedAt).toBeLessThan(5000);
    // Ages 4–8: a twelve-year-old does not find it.
    expect((await search(kid12)).items.map((b) => b.id)).not.toContain(epubId);

    const six = json<AdminBookPreview>(
      await get(admin, `/api/admin/books/${epubId}/preview?age=6`),
    );
    expect(six).toMatchObject({
      visible: true,
      reasons: [],
      book: { id: epubId, ageMin: 4, ageMax: 8 },
    });
    const twelve = json<AdminBookPreview>(
      await get(admin, `/api/admin/books/${epubId}/preview?age=12`),
    );
    expect(twelve.visible).toBe(false);
    expect(twelve.reasons).toEqual([ADMIN_BOOK_PREVIEW_REASONS.age(12, 4, 8)]);
    expect((await get(admin, `/api/admin/books/${epubId}/preview?age=1`)).statusCode).toBe(400);
    expect((await get(parent, `/api/admin/books/${epubId}/preview?age=6`)).statusCode).toBe(403);

    const audit = json<AdminPage<AuditEntry>>(
      await get(admin, `/api/admin/audit?entity=BOOK&entityId=${epubId}`),
    );
    expect(audit.content[0]).toMatchObject({
      action: 'STATUS',
      before: { status: 'INACTIVE' },
      after: { status: 'ACTIVE' },
    });
    expect(
      (await put(admin, '/api/admin/books/00000000-0000-4000-8000-000000000000/status/ACTIVE'))
        .statusCode,
    ).toBe(404);
    expect((await put(admin, `/api/admin/books/${epubId}/status/GONE`)).statusCode).toBe(400);
    expect((await put(kid12, `/api/admin/books/${epubId}/status/INACTIVE`)).statusCode).toBe(403);
  });
});
