import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { DashboardResponse, SessionResponse, BrowseResponse } from '@pagebird/contract';
import { apiLogin, apiProfiles, apiSelectProfile, bearer, getJson } from '../support/api.ts';
import { DEMO } from '../support/constants.ts';
import { contextWithSession } from '../support/session.ts';

/**
 * Issue 11 "insights" in the browser (the second demo family, whose children no other spec
 * uses, so the figures are this test's alone): Noah reads two books and takes a quiz; the parent's
 * dashboard shows exactly the API's figures, with charts; the parent hides a book from Emma and
 * shares one with Noah through the book_share_hide modal; the weekly digest job puts an HTML
 * email in the outbox, rendered here in Chromium.
 */

const repoRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const dataDir = process.env.PAGEBIRD_E2E_DATA_DIR!;
const shots = path.join(repoRoot, 'e2e/screenshots');

/** The parent's session after "Enter Account Password" (the parent gate). */
async function gatedParent(request: APIRequestContext): Promise<SessionResponse> {
  const login = await apiLogin(request, DEMO.parent2.email, DEMO.parent2.password);
  const res = await request.post('/api/users/password/verify', {
    headers: bearer(login.token),
    data: { password: DEMO.parent2.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  const gated = (await res.json()) as Partial<SessionResponse>;
  return { ...login, ...gated, user: gated.user ?? login.user } as SessionResponse;
}

async function childSession(request: APIRequestContext, parentToken: string, name: string) {
  const child = (await apiProfiles(request, parentToken)).find(
    (p) => p.name.toLowerCase() === name.toLowerCase(),
  )!;
  return { id: child.id, session: await apiSelectProfile(request, parentToken, child.id) };
}

/** Books of the child's browse page (first rows), by id. */
async function browseBooks(request: APIRequestContext, token: string) {
  const browse = await getJson<BrowseResponse>(request, token, '/api/browse');
  const seen = new Map<string, { id: string; idNumber: string; title: string }>();
  for (const lane of browse.swimlanes) for (const b of lane.books) seen.set(b.id, b);
  return { browse, books: [...seen.values()] };
}

/** Open, read and finish a book through the reader's API, as the web reader does. */
async function readBook(request: APIRequestContext, token: string, bookId: string) {
  const bookSessionId = randomUUID();
  const h = { headers: bearer(token) };
  expect(
    (
      await request.post('/api/activities/log/opened-book', {
        ...h,
        data: { bookId, bookSessionId },
      })
    ).status(),
  ).toBe(200);
  const progress = await request.put(`/api/books/${bookId}/progress`, {
    ...h,
    data: {
      position: 'page:2',
      page: 2,
      fraction: 1,
      clientTimestamp: new Date().toISOString(),
      bookSessionId,
    },
  });
  expect(progress.status(), await progress.text()).toBe(200);
  const finish = await request.post('/api/activities/finished-book', {
    ...h,
    data: { bookId, bookSessionId },
  });
  expect(finish.status(), await finish.text()).toBe(200);
}

/** The embedded database of this e2e run (password file of the data dir). */
async function database(): Promise<pg.Client> {
  const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(process.env.PAGEBIRD_E2E_PG_PORT),
    user: 'postgres',
    password,
    database: 'pagebird',
  });
  await client.connect();
  return client;
}

test.describe.configure({ mode: 'serial' });

test('parent dashboard: Noah’s reading, charts, share/hide and the weekly digest', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const parent = await gatedParent(request);
  const noah = await childSession(request, parent.token, 'Noah');
  const emma = await childSession(request, parent.token, 'Emma');

  // ── Noah reads two books and takes the first one's end-of-book quiz ──
  const { books } = await browseBooks(request, noah.session.token);
  const unread = books.slice(0, 6);
  expect(unread.length).toBeGreaterThanOrEqual(4);
  const [first, second] = unread as [(typeof unread)[0], (typeof unread)[0]];
  await readBook(request, noah.session.token, first.id);
  await readBook(request, noah.session.token, second.id);
  const quiz = await getJson<{
    quizzes: Array<{
      contentId: string;
      quizAnswers: Array<{ contentId: string; correct: boolean }>;
    }>;
  }>(request, noah.session.token, '/api/end-of-book/quizzes', {
    bookIdNumber: first.idNumber,
    deviceType: 'DESKTOP',
  });
  expect(quiz.quizzes.length).toBeGreaterThan(0);
  const done = await request.post('/api/quiz-completion/complete/?quizType=END_OF_BOOK', {
    headers: bearer(noah.session.token),
    data: {
      bookIdNumber: first.idNumber,
      completed: true,
      // Every answer right but the last.
      answers: quiz.quizzes.map((q, i) => ({
        quizId: q.contentId,
        answerId: q.quizAnswers.find((a) => a.correct === i < quiz.quizzes.length - 1)!.contentId,
        wrongAttempts: i < quiz.quizzes.length - 1 ? 0 : 2,
      })),
    },
  });
  expect(done.status(), await done.text()).toBe(200);
  expect(
    (await request.get('/api/dictionary/turtle', { headers: bearer(noah.session.token) })).status(),
  ).toBe(200);

  // Earlier reading (the reader's session rows of the last two weeks), so the chart and the
  // digest of last week have days to show. Removed again at the end.
  const history: string[] = [];
  const db = await database();
  try {
    for (let d = 1; d <= 13; d++) {
      if (d % 3 === 0) continue;
      const opened = new Date(Date.now() - d * 86_400_000);
      opened.setUTCHours(17, 0, 0, 0);
      const minutes = 6 + ((d * 7) % 19);
      history.push(randomUUID());
      await db.query(
        `INSERT INTO reading_sessions (id, user_id, book_id, opened_at, last_activity_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [
          history.at(-1),
          noah.id,
          unread[2 + (d % 2)]!.id,
          opened,
          new Date(opened.getTime() + minutes * 60_000),
        ],
      );
    }
  } finally {
    await db.end();
  }

  // ── the dashboard shows exactly the API's figures ──
  const tz = 'UTC';
  const api = await getJson<DashboardResponse>(
    request,
    parent.token,
    '/api/profile-dashboard/children',
    {
      days: '30',
      tz,
    },
  );
  const noahFigures = api.children.find((c) => c.id === noah.id)!;
  expect(noahFigures.totals.booksFinished).toBeGreaterThanOrEqual(2);
  expect(noahFigures.totals.quizzesCompleted).toBeGreaterThanOrEqual(1);
  expect(noahFigures.totals.wordsLookedUp).toBeGreaterThanOrEqual(1);

  const parentContext = await contextWithSession(browser, parent, { timezoneId: tz });
  const page = await parentContext.newPage();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Parent dashboard' })).toBeVisible();
  await page.getByRole('tab', { name: /Noah/ }).click();
  const panel = page.getByTestId('child-panel');
  await expect(panel.getByRole('heading', { name: 'Noah', level: 2 })).toBeVisible();
  for (const [stat, value] of [
    ['booksFinished', noahFigures.totals.booksFinished],
    ['booksStarted', noahFigures.totals.booksStarted],
    ['minutesRead', noahFigures.totals.minutesRead],
    ['quizzesCompleted', noahFigures.totals.quizzesCompleted],
    ['wordsLookedUp', noahFigures.totals.wordsLookedUp],
  ] as const) {
    await expect(panel.locator(`[data-stat="${stat}"] dd`)).toHaveText(String(value));
  }
  // Charts (Recharts, loaded lazily) and the report's tables.
  await expect(panel.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(panel.getByRole('table', { name: 'Books' })).toContainText(first.title);
  await expect(panel.getByRole('table', { name: 'Quizzes' })).toContainText(first.title);
  await expect(panel.getByRole('table', { name: 'Words looked up' })).toContainText('turtle');
  // Recent activity: 7 per page.
  const activity = panel.getByRole('table', { name: 'Recent activity' });
  await expect(activity.locator('tbody tr')).toHaveCount(7);
  await page.screenshot({ path: path.join(shots, 'parent-dashboard.png'), fullPage: true });

  // ── share with Noah, hide from Emma (book_share_hide on the book's details page) ──
  const shareBook = unread[4]!;
  const hideBook = unread[5]!;
  for (const [book, action, who] of [
    [shareBook, 'Share with', 'Noah'],
    [hideBook, 'Hide from', 'Emma'],
  ] as const) {
    await page.goto(`/book-details/${book.id}`);
    await page.getByRole('button', { name: /Share or hide/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: `${action} ${who}` }).check();
    if (book === shareBook)
      await page.screenshot({ path: path.join(shots, 'share-hide-modal.png') });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }

  const noahContext = await contextWithSession(browser, noah.session);
  const noahPage = await noahContext.newPage();
  await noahPage.goto('/browse');
  await expect(noahPage.getByText('Shared with you')).toBeVisible();
  const { browse } = await browseBooks(request, noah.session.token);
  expect(browse.swimlanes[0]!.id).toBe('shared');
  expect(browse.swimlanes[0]!.books[0]!.id).toBe(shareBook.id);

  const emmaContext = await contextWithSession(browser, emma.session);
  const emmaPage = await emmaContext.newPage();
  await emmaPage.goto(`/book-details/${hideBook.id}`);
  await expect(emmaPage.getByRole('heading', { name: hideBook.title })).toHaveCount(0);
  expect(
    (
      await request.get(`/api/books/details/${hideBook.id}`, {
        headers: bearer(emma.session.token),
      })
    ).status(),
  ).toBe(404);
  const search = await request.get('/api/text-search/child', {
    headers: bearer(emma.session.token),
    params: { query: hideBook.title },
  });
  expect(await search.text()).not.toContain(hideBook.id);

  // ── weekly digest: opt in on the dashboard, run the job, find the email ──
  await page.goto('/dashboard');
  const optIn = page.getByRole('checkbox', { name: 'Email me a weekly reading digest' });
  await optIn.check();
  await expect(optIn).toBeChecked();
  const outbox = path.join(dataDir, 'outbox');
  const before = new Set(fs.existsSync(outbox) ? fs.readdirSync(outbox) : []);
  await promisify(execFile)(
    'npx',
    ['tsx', 'apps/server/src/worker.ts', '--run-now', 'weekly-digest'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: process.env.PAGEBIRD_E2E_PG_PORT,
        LOG_LEVEL: 'warn',
      },
      timeout: 90_000,
    },
  );
  const fresh = fs
    .readdirSync(outbox)
    .filter((f) => !before.has(f) && f.endsWith(`${DEMO.parent2.email}.eml`));
  expect(fresh).toHaveLength(1);
  const eml = fs.readFileSync(path.join(outbox, fresh[0]!), 'utf8');
  expect(eml).toMatch(/^Subject: .*reading/m);
  const html = htmlPartOf(eml);
  expect(html).toContain('Noah');
  const mail = await parentContext.newPage();
  await mail.setContent(html);
  await expect(mail.getByRole('heading', { name: "Your family's reading week" })).toBeVisible();
  await mail.screenshot({ path: path.join(shots, 'weekly-digest-email.png'), fullPage: true });

  await Promise.all([parentContext.close(), noahContext.close(), emmaContext.close()]);

  // Leave the demo family as other specs expect it: nothing shared or hidden, no digest, no
  // made-up reading history.
  const h = { headers: bearer(parent.token) };
  await request.put('/api/books/shared', { ...h, data: { bookId: shareBook.id, childIds: [] } });
  await request.post('/api/hidden-books/hide', {
    ...h,
    data: { bookIds: [hideBook.id], type: 'USER', ids: [emma.id], hidden: false },
  });
  await request.put('/api/parent/digest', { ...h, data: { weeklyDigest: false } });
  const cleanup = await database();
  try {
    await cleanup.query('DELETE FROM reading_sessions WHERE id = ANY($1::uuid[])', [history]);
  } finally {
    await cleanup.end();
  }
});

/** The text/html part of a MIME message (quoted-printable decoded as UTF-8). */
function htmlPartOf(eml: string): string {
  const start = eml.indexOf('Content-Type: text/html');
  expect(start).toBeGreaterThan(-1);
  const body = eml.slice(eml.indexOf('\n\n', start) + 2);
  const end = body.search(/\n--/);
  const qp = (end === -1 ? body : body.slice(0, end)).replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < qp.length; i++) {
    if (qp[i] === '=' && /^[0-9A-F]{2}$/.test(qp.slice(i + 1, i + 3))) {
      bytes.push(parseInt(qp.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(qp[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
