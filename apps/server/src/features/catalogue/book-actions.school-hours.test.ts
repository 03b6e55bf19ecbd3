import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  catalogueApi,
  collectionsApi,
  MESSAGES,
  quizzesApi,
  readerApi,
  type Endpoint,
} from '@pagebird/contract';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import { createClassroom, studentLogin, type ClassFixture } from '../../test/factories.ts';
import { createBook, createSeries, moveClockTo } from '../../test/catalogue-factories.ts';
import { importDemoBook, newBookSessionId } from '../../test/reader-factories.ts';
import { TEST_MAP } from '../../seed/library/test-books.ts';
import { allRight, createQuestions, type TestQuestion } from '../quizzes/quiz-test-data.ts';

/**
 * Issue 16 item 8: the one school-hours rule (catalogue.policy `bookActionViewer`) on every
 * book action of a student — series, favourites, the collections a book is in, the reader and
 * its logs, end of book, a book's quizzes. Each action works at 11 AM on a Wednesday in the
 * school's time zone (8AM–3PM New York) and is refused with 403 OUTSIDE_SCHOOL_HOURS at 3:30 PM
 * and on a Saturday morning; the clock is the test's.
 */

let t: TestApp;
let klass: ClassFixture;
let book: { id: string; idNumber: string };
let seriesId: string;
let collectionId: string;
let questions: TestQuestion[];

/** The book actions (known before the fixtures exist, for it.each). */
const ACTION_NAMES = [
  'details',
  'related',
  'pageCategories',
  'series',
  'addFavorite',
  'removeFavorite',
  'contentCollections',
  'setContentCollections',
  'removeContent',
  'content',
  'file',
  'url',
  'progress',
  'saveProgress',
  'clickBook',
  'openedBook',
  'finishedBook',
  'endOfBook',
  'bookQuizzes',
  'completeBookQuiz',
] as const;

interface Call {
  endpoint: Endpoint;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: () => unknown;
}

function actions(): Record<(typeof ACTION_NAMES)[number], Call> {
  const now = () => t.clock.now().toISOString();
  return {
    details: { endpoint: catalogueApi.details, params: { id: book.id } },
    related: { endpoint: catalogueApi.related, params: { id: book.id } },
    pageCategories: { endpoint: catalogueApi.pageCategories, params: { id: book.id } },
    series: { endpoint: catalogueApi.series, params: { id: seriesId } },
    addFavorite: { endpoint: collectionsApi.addFavorite, params: { bookId: book.id } },
    removeFavorite: { endpoint: collectionsApi.removeFavorite, params: { bookId: book.id } },
    contentCollections: { endpoint: collectionsApi.contentCollections, params: { id: book.id } },
    setContentCollections: {
      endpoint: collectionsApi.setContentCollections,
      params: { id: book.id },
      body: () => ({ contentType: 'BOOK', collectionIds: [collectionId] }),
    },
    removeContent: {
      endpoint: collectionsApi.removeContent,
      params: { id: collectionId, contentId: book.id },
    },
    content: { endpoint: readerApi.content, params: { id: book.id } },
    file: { endpoint: readerApi.file, params: { id: book.id } },
    url: { endpoint: readerApi.url, params: { id: book.id } },
    progress: { endpoint: readerApi.progress, params: { id: book.id } },
    saveProgress: {
      endpoint: readerApi.saveProgress,
      params: { id: book.id },
      body: () => ({ position: 'page:1', page: 1, fraction: 0.2, clientTimestamp: now() }),
    },
    clickBook: {
      endpoint: readerApi.clickBook,
      body: () => ({ bookId: book.id, origin: 'browse' }),
    },
    openedBook: {
      endpoint: readerApi.openedBook,
      body: () => ({ bookId: book.id, bookSessionId: newBookSessionId() }),
    },
    finishedBook: {
      endpoint: readerApi.finishedBook,
      body: () => ({ bookId: book.id, bookSessionId: newBookSessionId() }),
    },
    endOfBook: {
      endpoint: readerApi.endOfBook,
      query: { bookIdNumber: book.idNumber, deviceType: 'DESKTOP' },
    },
    bookQuizzes: { endpoint: quizzesApi.endOfBook, query: { bookIdNumber: book.idNumber } },
    completeBookQuiz: {
      endpoint: quizzesApi.complete,
      query: { quizType: 'END_OF_BOOK' },
      body: () => ({
        bookIdNumber: book.idNumber,
        answers: allRight(questions),
        completed: true,
      }),
    },
  };
}

async function call(token: string, c: Call): Promise<LightMyRequestResponse> {
  const qs = c.query ? `?${new URLSearchParams(c.query).toString()}` : '';
  const body = c.body?.();
  return t.app.inject({
    method: c.endpoint.method,
    url: `${apiPath(c.endpoint.path, c.params)}${qs}`,
    headers: bearer(token),
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
  });
}

/** Sign the student in after the clock moved (a jump of over 30 minutes ends sessions). */
async function student(): Promise<string> {
  const s = klass.students[0]!;
  const res = await studentLogin(t.app, klass.classroom.loginCode, s.id, s.pin);
  expect(res.statusCode).toBe(200);
  return json<{ token: string }>(res).token;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  moveClockTo(t.clock, { weekday: 'Wed', hour: 10 });
  klass = await createClassroom(db, 1);
  const imported = await importDemoBook(t, TEST_MAP, {
    ageMin: 2,
    ageMax: 14,
    userSegments: ['CONSUMER', 'EDUCATOR'],
  });
  book = { id: imported.id, idNumber: imported.idNumber };
  const series = await createSeries(db);
  await createBook(db, { series: { id: series.id, name: series.name, position: 1 } });
  seriesId = series.id;
  questions = await createQuestions(db, { bookId: book.id, n: 2 });
  const created = await t.app.inject({
    method: collectionsApi.create.method,
    url: collectionsApi.create.path,
    headers: bearer(await student()),
    payload: { title: 'Class picks', contentIds: [book.id] },
  });
  expect(created.statusCode).toBe(200);
  collectionId = json<{ id: string }>(created).id;
});
afterAll(async () => {
  await t?.close();
});

describe('the one school-hours rule on every book action of a student', () => {
  it('covers every action named by the issue', () => {
    expect(Object.keys(actions()).sort()).toEqual([...ACTION_NAMES].sort());
  });

  it.each(ACTION_NAMES)(
    '%s: works in school hours, refused after 3 PM and on a Saturday',
    async (name) => {
      moveClockTo(t.clock, { weekday: 'Wed', hour: 11 });
      const inside = await call(await student(), actions()[name]);
      expect(inside.statusCode, inside.body).toBeLessThan(300);

      moveClockTo(t.clock, { weekday: 'Wed', hour: 15, minute: 30 });
      const late = await call(await student(), actions()[name]);
      expect(late.statusCode).toBe(403);
      expect(json(late)).toEqual({ code: 'OUTSIDE_SCHOOL_HOURS', message: MESSAGES.classTimeOver });

      moveClockTo(t.clock, { weekday: 'Sat', hour: 10 });
      const weekend = await call(await student(), actions()[name]);
      expect(json(weekend)).toMatchObject({ code: 'OUTSIDE_SCHOOL_HOURS' });
    },
  );

  it('leaves lists open outside school hours (browse, favourites, collections)', async () => {
    moveClockTo(t.clock, { weekday: 'Sat', hour: 10 });
    const token = await student();
    for (const e of [catalogueApi.browse, collectionsApi.favorites, collectionsApi.list]) {
      const res = await t.app.inject({ method: e.method, url: e.path, headers: bearer(token) });
      expect(res.statusCode, e.path).toBe(200);
    }
  });
});
