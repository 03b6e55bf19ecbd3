import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@pagebird/contract';
import { readingProgress, readingSessions } from '../../db/schema/index.ts';
import { createTestApp, json, type TestApp } from '../../test/app.ts';
import {
  childToken,
  createAdmin,
  createClassroom,
  createFamily,
  loginAs,
  studentLogin,
  type ClassFixture,
} from '../../test/factories.ts';
import { hideBook, moveClockTo, setProfile } from '../../test/catalogue-factories.ts';
import {
  importBookFile,
  importDemoBook,
  newBookSessionId,
  readerCall,
} from '../../test/reader-factories.ts';
import type { IngestOverrides } from '../catalogue/import/import.types.ts';
import { simpleEpub3 } from '../catalogue/ingest/test-fixtures.ts';
import { TEST_MAP, TEST_QUIET } from '../../seed/library/test-books.ts';

/**
 * Every reader endpoint applies the rules of the book details page: hidden, inactive, other
 * segment or age → 404; outside the territory → 403 NOT_AVAILABLE_TERRITORY; students outside
 * school hours → 403 OUTSIDE_SCHOOL_HOURS. A reading session belongs to one profile.
 */

let t: TestApp;
let family: Awaited<ReturnType<typeof createFamily>>;
let klass: ClassFixture;
let kid: string; // a 5-year-old
let parentToken: string;
let open: { id: string; idNumber: string }; // a real file, everyone, everywhere
let gbOnly: { id: string; idNumber: string }; // a real file, sold in GB only
const denied: Record<string, { id: string; idNumber: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // Wednesday 10 AM in New York: inside the demo school's hours (8AM–3PM).
  moveClockTo(t.clock, { weekday: 'Wed', hour: 10 });
  family = await createFamily(db, ['Kit']);
  const child = family.children[0]!;
  await setProfile(db, child.id, { age: 5 });
  klass = await createClassroom(db, 2);
  open = await importDemoBook(t, TEST_MAP, { ageMin: 2, ageMax: 14 });
  gbOnly = await importDemoBook(t, TEST_QUIET, {
    salesTerritories: ['GB'],
    userSegments: ['CONSUMER', 'EDUCATOR'],
  });
  // Real files, so that a 404 of the file route can only come from the access rule.
  const fileBook = (title: string, overrides: IngestOverrides = {}) =>
    importBookFile(t, simpleEpub3({ title }), `${title}.epub`, overrides);
  denied.inactive = await fileBook('Inactive', { status: 'INACTIVE' });
  denied.tooOld = await fileBook('Too old', { ageMin: 9, ageMax: 12 });
  denied.educatorOnly = await fileBook('Educators only', { userSegments: ['EDUCATOR'] });
  denied.hidden = await fileBook('Hidden');
  await hideBook(db, denied.hidden.id, { userId: child.id }, family.parent.id);
  const tokens = await childToken(t.app, family.parent, child.id);
  kid = tokens.childToken;
  parentToken = tokens.parentToken;
});
afterAll(async () => {
  await t?.close();
});

/** One call of every reader endpoint for a book. */
function everyEndpoint(book: { id: string; idNumber: string }) {
  const clientTimestamp = () => t.clock.now().toISOString();
  return {
    content: { method: 'GET', url: `/api/books/${book.id}/content` },
    file: { method: 'GET', url: `/api/books/file/${book.id}` },
    url: { method: 'GET', url: `/api/books/url/${book.id}` },
    progress: { method: 'GET', url: `/api/books/${book.id}/progress` },
    saveProgress: {
      method: 'PUT',
      url: `/api/books/${book.id}/progress`,
      payload: { position: 'page:1', page: 1, fraction: 0.2, clientTimestamp: clientTimestamp() },
    },
    clickBook: {
      method: 'POST',
      url: '/api/activities/log/click-book',
      payload: { bookId: book.id, origin: 'browse' },
    },
    openedBook: {
      method: 'POST',
      url: '/api/activities/log/opened-book',
      payload: { bookId: book.id, bookSessionId: newBookSessionId() },
    },
    finishedBook: {
      method: 'POST',
      url: '/api/activities/finished-book',
      payload: { bookId: book.id, bookSessionId: newBookSessionId() },
    },
    endOfBook: {
      method: 'GET',
      url: `/api/end-of-book?bookIdNumber=${encodeURIComponent(book.idNumber)}&deviceType=DESKTOP`,
    },
  } as const;
}

async function callAll(
  token: string,
  book: { id: string; idNumber: string },
  country?: string,
): Promise<Record<string, LightMyRequestResponse>> {
  const out: Record<string, LightMyRequestResponse> = {};
  for (const [name, call] of Object.entries(everyEndpoint(book))) {
    out[name] = await readerCall(t.app, token, { ...call, ...(country ? { country } : {}) });
  }
  return out;
}

/** The child's stored progress rows of a book. */
const progressRows = (bookId: string) =>
  t.database.db
    .select({ status: readingProgress.status })
    .from(readingProgress)
    .where(
      and(eq(readingProgress.userId, family.children[0]!.id), eq(readingProgress.bookId, bookId)),
    );

const statuses = (res: Record<string, LightMyRequestResponse>) =>
  Object.fromEntries(Object.entries(res).map(([k, r]) => [k, r.statusCode]));

const ALL_OK = {
  content: 200,
  file: 200,
  url: 200,
  progress: 200,
  saveProgress: 200,
  clickBook: 204,
  openedBook: 200,
  finishedBook: 200,
  endOfBook: 200,
};
const all = (status: number) =>
  Object.fromEntries(Object.keys(ALL_OK).map((k) => [k, status])) as Record<string, number>;

describe('reader access', () => {
  it('lets a child use a book that is visible to her', async () => {
    expect(statuses(await callAll(kid, open))).toEqual(ALL_OK);
  });

  it.each(['inactive', 'tooOld', 'educatorOnly', 'hidden'])(
    'answers 404 on every endpoint for a book the child may not see (%s)',
    async (which) => {
      const res = await callAll(kid, denied[which]!);
      expect(statuses(res)).toEqual(all(404));
      for (const r of Object.values(res)) expect(json(r)).toMatchObject({ code: 'NOT_FOUND' });
      // the refused position was not stored (the check and the write are one statement)
      expect(await progressRows(denied[which]!.id)).toEqual([]);
    },
  );

  it('answers 404 to a position for a book that does not exist, storing nothing', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const res = await callAll(kid, { id: missing, idNumber: 'PB-9999999' });
    expect(res.saveProgress!.statusCode).toBe(404);
    expect(json(res.saveProgress!)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await progressRows(missing)).toEqual([]);
  });

  it('answers 403 NOT_AVAILABLE_TERRITORY with metadata.reason outside the sales territories', async () => {
    const res = await callAll(kid, gbOnly, 'US');
    expect(statuses(res)).toEqual(all(403));
    for (const r of Object.values(res)) {
      expect(json(r)).toEqual({
        code: 'NOT_AVAILABLE_TERRITORY',
        message: MESSAGES.territory,
        metadata: { reason: 'NOT_AVAILABLE_TERRITORY' },
      });
    }
    expect(await progressRows(gbOnly.id)).toEqual([]);
    // the same book from Great Britain
    expect(statuses(await callAll(kid, gbOnly, 'GB'))).toEqual(ALL_OK);
  });

  it('keeps the role limits of the contract and needs a token', async () => {
    const admin = await createAdmin(t.database.db);
    const adminToken = await loginAs(t.app, admin.email!, admin.password);
    const res = await callAll(adminToken, open);
    // admins may look at any book, but have no reading progress of their own to write
    expect(statuses(res)).toEqual({ ...ALL_OK, saveProgress: 403, finishedBook: 403 });
    expect(json(res.saveProgress!)).toMatchObject({ code: 'FORBIDDEN' });

    for (const [name, call] of Object.entries(everyEndpoint(open))) {
      const anonymous = await t.app.inject({
        method: call.method,
        url: call.url,
        ...('payload' in call ? { payload: call.payload } : {}),
      });
      expect(anonymous.statusCode, name).toBe(401);
    }
  });
});

describe('reading sessions belong to one profile', () => {
  it("refuses another profile's session id and leaves that session alone", async () => {
    const sessionId = newBookSessionId();
    const opened = await readerCall(t.app, kid, {
      method: 'POST',
      url: '/api/activities/log/opened-book',
      payload: { bookId: open.id, bookSessionId: sessionId },
    });
    expect(opened.statusCode).toBe(200);

    // the parent (another profile) tries to use the child's session
    for (const url of ['/api/activities/log/opened-book', '/api/activities/finished-book']) {
      const res = await readerCall(t.app, parentToken, {
        method: 'POST',
        url,
        payload: { bookId: open.id, bookSessionId: sessionId },
      });
      expect(res.statusCode, url).toBe(404);
      expect(json(res)).toEqual({
        code: 'NOT_FOUND',
        message: 'We could not find that reading session.',
      });
    }
    // the child's session is untouched and the parent got nothing from it
    const [row] = await t.database.db
      .select()
      .from(readingSessions)
      .where(eq(readingSessions.id, sessionId));
    expect(row).toMatchObject({
      userId: family.children[0]!.id,
      bookId: open.id,
      finishedAt: null,
    });
    const parentProgress = await t.database.db
      .select()
      .from(readingProgress)
      .where(eq(readingProgress.userId, family.parent.id));
    expect(parentProgress).toEqual([]);

    // the child's own session cannot be moved to another book either
    const other = await readerCall(t.app, kid, {
      method: 'POST',
      url: '/api/activities/finished-book',
      payload: { bookId: gbOnly.id, bookSessionId: sessionId },
      country: 'GB',
    });
    expect(other.statusCode).toBe(404);
    // …and works for its own book
    const mine = await readerCall(t.app, kid, {
      method: 'POST',
      url: '/api/activities/finished-book',
      payload: { bookId: open.id, bookSessionId: sessionId },
    });
    expect(mine.statusCode).toBe(200);
  });
});

describe('students and school hours', () => {
  it('lets a student read inside school hours and refuses every endpoint outside', async () => {
    const s = klass.students[0]!;
    const login = async () => {
      const res = await studentLogin(t.app, klass.classroom.loginCode, s.id, s.pin);
      expect(res.statusCode).toBe(200);
      return json<{ token: string }>(res).token;
    };
    moveClockTo(t.clock, { weekday: 'Wed', hour: 11 });
    expect(statuses(await callAll(await login(), open))).toEqual(ALL_OK);

    moveClockTo(t.clock, { weekday: 'Wed', hour: 15, minute: 30 });
    const late = await callAll(await login(), open);
    expect(statuses(late)).toEqual(all(403));
    for (const r of Object.values(late)) {
      expect(json(r)).toEqual({ code: 'OUTSIDE_SCHOOL_HOURS', message: MESSAGES.classTimeOver });
    }

    moveClockTo(t.clock, { weekday: 'Sat', hour: 10 });
    expect(statuses(await callAll(await login(), open))).toEqual(all(403));
  });
});
