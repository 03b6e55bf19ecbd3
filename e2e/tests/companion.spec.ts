import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';
import {
  COMPANION_MESSAGES,
  companionApi,
  type ChatMessage,
  type SessionResponse,
} from '@pagebird/contract';
import { apiChildSession, apiLogin, apiStudentLogin, bearer } from '../support/api.ts';
import { BASE_URL, DEMO } from '../support/constants.ts';
import { contextWithSession } from '../support/session.ts';

/**
 * Ask Pagebird (/ask-pagebird) against the real app and the demo library, without an LLM
 * (templated answers): Mia asks for dinosaur books and rates one; Leo uses up his questions of
 * the day and sees the limit-reached state; a student of an educator who switched the companion
 * off cannot reach it.
 */

test.describe.configure({ mode: 'serial' });
// The page types its answers out and the shared CI machine is often busy: generous limits.
test.setTimeout(300_000);
test.use({ actionTimeout: 45_000 });

let mia: SessionResponse;
let leo: SessionResponse;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  try {
    mia = (await apiChildSession(request, 'Mia')).child;
    leo = (await apiChildSession(request, 'Leo')).child;
  } finally {
    await request.dispose();
  }
});

const askApi = (request: APIRequestContext, token: string, query: string) =>
  request.get(companionApi.ask.path, { headers: bearer(token), params: { query } });

test('a child asks for dinosaur books, gets real ones she may see, and rates one', async ({
  browser,
}) => {
  const context = await contextWithSession(browser, mia);
  const page = await context.newPage();
  try {
    await page.goto('/ask-pagebird');
    await expect(page.getByRole('heading', { level: 1, name: 'Ask Pagebird' })).toBeVisible();
    await expect(page.getByText(/I’m Pagebird/)).toBeVisible();
    // Browse rows are shown under the chat, without zones and interest areas (spec §2)
    await expect(page.locator('[data-lane-type]').first()).toBeVisible();
    await expect(page.locator('[data-lane-type="B_DISCOVERY_ZONE"]')).toHaveCount(0);
    await expect(page.locator('[data-lane-type="B_INTEREST_AREAS"]')).toHaveCount(0);

    const answered = page.waitForResponse((r) => r.url().includes(companionApi.ask.path));
    await page.getByLabel('Ask Pagebird a question').fill('dinosaur books');
    await page.getByRole('button', { name: 'Ask' }).click();
    const answer = (await (await answered).json()) as ChatMessage;
    expect(answer.state).toBe('results');

    await expect(page.locator('[data-state="typing-complete"]').first()).toContainText(
      COMPANION_MESSAGES.found,
      { timeout: 45_000 },
    );
    await expect(page.getByText(COMPANION_MESSAGES.greeting)).toBeVisible();
    const results = page.getByRole('heading', { name: 'Books for you' });
    await expect(results).toBeVisible();
    // The books on screen are the answer's, and they are dinosaur books Mia may open
    for (const book of answer.books) {
      await expect(
        page
          .getByRole('link', {
            name: new RegExp(book.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
          })
          .first(),
      ).toBeVisible();
      expect(book.ageMin).toBeLessThanOrEqual(5);
      expect(book.ageMax).toBeGreaterThanOrEqual(5);
    }
    expect(answer.books.filter((b) => /dino/i.test(b.title)).length).toBeGreaterThanOrEqual(3);

    const first = answer.books[0]!;
    const feedback = page.waitForResponse((r) => r.url().includes(companionApi.feedback.path));
    await page.getByRole('button', { name: `I like ${first.title}` }).click();
    expect((await feedback).status()).toBe(204);
    await expect(page.getByRole('button', { name: `I like ${first.title}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.screenshot({
      path: 'screenshots/companion-chat-results.png',
      fullPage: true,
      animations: 'disabled',
      timeout: 90_000,
    });

    // A follow-on prompt asks the next question
    await page
      .locator('ul li button', { hasText: /More books about|Something like|Books about/ })
      .first()
      .click();
    await expect(page.locator('[data-state="typing-complete"]')).toHaveCount(2, {
      timeout: 45_000,
    });

    // A question with an email address is refused kindly
    await page.getByLabel('Ask Pagebird a question').fill('my email is mia@example.com');
    await page.getByRole('button', { name: 'Ask' }).click();
    await expect(page.getByText(COMPANION_MESSAGES.refusedPersonal)).toBeVisible({
      timeout: 45_000,
    });
  } finally {
    await context.close();
  }
});

test('the question after the daily limit shows the limit-reached state', async ({
  browser,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  const status = (await (
    await request.get(companionApi.status.path, { headers: bearer(leo.token) })
  ).json()) as { remainingToday: number };
  // Leo uses all but one of his questions through the API
  for (let i = 0; i < status.remainingToday - 1; i++) {
    expect((await askApi(request, leo.token, 'space books')).status()).toBe(200);
  }
  await request.dispose();

  const context = await contextWithSession(browser, leo);
  const page = await context.newPage();
  try {
    await page.goto('/ask-pagebird');
    await expect(page.getByTestId('remaining')).toHaveText('You can ask 1 more question today.', {
      timeout: 45_000,
    });
    await page.getByLabel('Ask Pagebird a question').fill('books about space');
    await page.getByRole('button', { name: 'Ask' }).click();
    await expect(page.locator('[data-state="typing-complete"]')).toBeVisible({ timeout: 45_000 });
    await expect(page.getByTestId('remaining')).toHaveText(
      'Come back tomorrow for more questions!',
    );
    // The input is closed for today; the server says so too
    await expect(page.getByLabel('Ask Pagebird a question')).toBeDisabled();
    const ctx = await playwright.request.newContext({ baseURL: BASE_URL });
    const over = (await (await askApi(ctx, leo.token, 'space books')).json()) as ChatMessage;
    await ctx.dispose();
    expect(over).toMatchObject({ limitReached: true, state: 'limit-reached' });
    // Shown as the chat shows it when the limit is met mid-conversation
    await page.reload();
    await expect(page.getByLabel('Ask Pagebird a question')).toBeDisabled();
    await page.getByRole('button', { name: 'Dinosaur books' }).isDisabled();
    await page.screenshot({
      path: 'screenshots/companion-limit-reached.png',
      fullPage: true,
      animations: 'disabled',
      timeout: 90_000,
    });
  } finally {
    await context.close();
  }
});

test('a student whose educator switched the companion off cannot reach it', async ({
  browser,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  const teacher = await apiLogin(request, DEMO.teacher.email, DEMO.teacher.password);
  const student = await apiStudentLogin(request, 'Cara');
  const setSwitch = (on: boolean) =>
    request.put('/api/users/teacher/profile', {
      headers: bearer(teacher.token),
      data: { aiCompanionActive: on },
    });
  expect((await setSwitch(false)).status()).toBe(200);
  const context = await contextWithSession(browser, student, { classCode: DEMO.classCode });
  try {
    expect((await askApi(request, student.token, 'dinosaur books')).status()).toBe(403);
    const page = await context.newPage();
    await page.goto('/ask-pagebird');
    await expect(page.getByTestId('ask-me-off')).toBeVisible();
    await expect(
      page.getByText('Your teacher has switched Ask Pagebird off.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByLabel('Ask Pagebird a question')).toHaveCount(0);
    await page.screenshot({
      path: 'screenshots/companion-switched-off.png',
      fullPage: true,
      animations: 'disabled',
      timeout: 90_000,
    });
  } finally {
    await setSwitch(true);
    await context.close();
    await request.dispose();
  }
});
