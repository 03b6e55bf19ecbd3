import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  assignmentsApi,
  catalogueApi,
  type BookCard,
  type BookPage,
  type MyAssignmentsResponse,
  type TextSearchResponse,
  type AssignmentStatisticsResponse,
} from '@pagebird/contract';
import { apiLogin, apiStudentLogin, bearer, getJson } from '../support/api.ts';
import { DEMO, DESKTOP } from '../support/constants.ts';
import { contextWithSession } from '../support/session.ts';
import { studentSignInUI } from '../support/ui.ts';

/**
 * Issue 12 item 5 in the browser: the demo teacher assigns a book to class DEMO42 with a due
 * date and hides another from Ben through the Assign panel on the book's page; Ava sees the
 * assigned book first in My Library; Ben cannot find the hidden one. Students only use lists
 * here (library, search), which stay open outside school hours, so the real clock does not
 * matter; the details page's 404 for a hidden book is proven by the server test.
 */

test.use({ viewport: DESKTOP, actionTimeout: 60_000, navigationTimeout: 90_000 });
/** Pages of a fresh server on the shared 2-core machine can take a while to settle. */
const look = expect.configure({ timeout: 45_000 });
test.describe.configure({ mode: 'serial' });

async function booksFor(request: APIRequestContext, token: string): Promise<BookCard[]> {
  const res = await request.get(catalogueApi.landing.path, {
    headers: bearer(token),
    params: { type: 'NEW', size: 20 },
  });
  expect(res.status(), `GET ${catalogueApi.landing.path}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as BookPage).items;
}

const due = '2099-03-14';

test('assign with a due date to the class, hide from Ben; Ava sees it first, Ben cannot find the other', async ({
  browser,
  request,
}) => {
  // Three browser sessions and two panel saves on a shared 2-core machine.
  test.setTimeout(420_000);
  const teacher = await apiLogin(request, DEMO.teacher.email, DEMO.teacher.password);
  const benApi = await apiStudentLogin(request, 'Ben');
  const books = await booksFor(request, benApi.token);
  expect(books.length, 'the demo catalogue has books for students').toBeGreaterThan(2);
  const [assigned, hidden] = [books[books.length - 1]!, books[0]!];
  expect(assigned.id).not.toBe(hidden.id);

  // The teacher: Assign panel on the first book — the whole class, a due date.
  const context = await contextWithSession(browser, teacher);
  const page = await context.newPage();
  await page.goto(`/book-details/${assigned.id}`);
  // The first page of a fresh server on a busy machine can take a while.
  await look(page.getByRole('heading', { level: 1, name: assigned.title })).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('button', { name: `Assign or hide “${assigned.title}”` }).click();
  let dialog = page.getByRole('dialog', { name: `Assign “${assigned.title}”` });
  await look(dialog).toBeVisible();
  await look(dialog.getByLabel('Class', { exact: true })).toHaveValue(/.+/);
  await dialog.getByRole('radio', { name: 'The whole class' }).check();
  await dialog.getByRole('checkbox', { name: 'Assign', exact: true }).check();
  await dialog.getByLabel('Due date (optional)').fill(due);
  await page.screenshot({ path: 'screenshots/assign-panel.png', fullPage: true, timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await look(dialog).toBeHidden();

  // The second book: hidden from Ben only.
  await page.goto(`/book-details/${hidden.id}`);
  await look(page.getByRole('heading', { level: 1, name: hidden.title })).toBeVisible();
  await page.getByRole('button', { name: `Assign or hide “${hidden.title}”` }).click();
  dialog = page.getByRole('dialog', { name: `Assign “${hidden.title}”` });
  await dialog.getByRole('radio', { name: 'Selected students' }).check();
  await dialog.getByRole('checkbox', { name: /^Ben\b/ }).check();
  await dialog.getByRole('switch', { name: 'Hide' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await look(dialog).toBeHidden();

  // The statistics know the assignment (0 of 3 done, due date kept).
  const stats = await getJson<AssignmentStatisticsResponse>(
    request,
    teacher.token,
    assignmentsApi.statistics.path,
  );
  expect(stats.items.find((s) => s.contentId === assigned.id)).toMatchObject({
    type: 'CLASSROOM',
    dueDate: due,
    total: 3,
  });
  await context.close();

  // Ava: My Library starts with "Assigned to me", the assigned book first, with its due date.
  const avaContext = await browser.newContext({ viewport: DESKTOP });
  const ava = await avaContext.newPage();
  await studentSignInUI(ava, 'Ava', '1111');
  await look(ava).toHaveURL(/\/(browse|interests-selection)$/, { timeout: 30_000 });
  await ava.goto('/library');
  const mine = ava.getByTestId('my-assignments');
  await look(mine.getByRole('heading', { name: 'Assigned to me' })).toBeVisible({
    timeout: 30_000,
  });
  const firstCard = mine.getByRole('listitem').first();
  await look(firstCard).toContainText(assigned.title);
  await look(firstCard).toContainText('Due Mar 14');
  await ava.screenshot({
    path: 'screenshots/assign-my-library.png',
    fullPage: true,
    timeout: 60_000,
  });
  // …and on browse, above the rows: "Assigned to me" first.
  await ava.goto('/browse');
  const onBrowse = ava.getByTestId('my-assignments');
  await look(onBrowse.getByRole('listitem').first()).toContainText(assigned.title, {
    timeout: 30_000,
  });
  await avaContext.close();

  // Ben: the hidden book is in no search, nor in his library; the assigned one is.
  // (Ben's browser starts signed in through the same API the PIN pad calls.)
  const benContext = await contextWithSession(browser, await apiStudentLogin(request, 'Ben'), {
    classCode: DEMO.classCode,
  });
  const ben = await benContext.newPage();
  await ben.goto(`/search?query=${encodeURIComponent(hidden.title)}`);
  await look(ben.getByLabel('Search for books', { exact: true })).toHaveValue(hidden.title);
  await look(ben.getByRole('link', { name: hidden.title, exact: true })).toHaveCount(0);
  await ben.screenshot({
    path: 'screenshots/assign-ben-search.png',
    fullPage: true,
    timeout: 60_000,
  });
  await benContext.close();

  const benSession = await apiStudentLogin(request, 'Ben');
  const search = await getJson<TextSearchResponse>(
    request,
    benSession.token,
    catalogueApi.textSearch.path,
    { query: hidden.title, size: '50' },
  );
  expect(search.items.map((b) => b.id)).not.toContain(hidden.id);
  const benMine = await getJson<MyAssignmentsResponse>(
    request,
    benSession.token,
    assignmentsApi.mine.path,
  );
  expect(benMine.books.map((b) => b.id)).toEqual([assigned.id]);
  // Ava still finds it: it is hidden from Ben only.
  const avaSession = await apiStudentLogin(request, 'Ava');
  const avaSearch = await getJson<TextSearchResponse>(
    request,
    avaSession.token,
    catalogueApi.textSearch.path,
    { query: hidden.title, size: '50' },
  );
  expect(avaSearch.items.map((b) => b.id)).toContain(hidden.id);
});
