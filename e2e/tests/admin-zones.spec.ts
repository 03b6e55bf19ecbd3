import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  MESSAGES,
  type AdminFactRow,
  type AdminPage,
  type AdminQuizRow,
  type AdminZone,
  type AdminZoneRow,
  type SessionResponse,
} from '@pagebird/contract';
import { apiLogin, bearer } from '../support/api.ts';
import { DEMO } from '../support/constants.ts';
import { childPage } from '../support/reader.ts';
import { contextWithSession } from '../support/session.ts';

/**
 * Admin discovery zones, quizzes and facts (issue 13, part ADMINZONES), in the browser: an admin
 * writes a fact and a quiz in their editors, then a zone with its colours, icon, the fact and
 * the quiz — the §5 texts show for a bad hex colour and a bad age range, the live preview beside
 * the form follows the typing — and Leo's zone page shows the zone in those colours with the
 * fact and the daily quiz. The zone is then switched off for Leo's age alone.
 */

test.use({ viewport: { width: 1600, height: 1000 } });
test.describe.configure({ mode: 'serial' });
expect.configure({ timeout: 20_000 });

const shotsDir = fileURLToPath(new URL('../screenshots/', import.meta.url));
mkdirSync(shotsDir, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `${shotsDir}admin-zones-${name}.png`,
    fullPage: true,
    animations: 'disabled',
  });

const stamp = Date.now().toString(36).toUpperCase();
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

let admin: SessionResponse;

async function adminPage(browser: Browser): Promise<Page> {
  const ctx = await contextWithSession(browser, admin);
  return ctx.newPage();
}

async function adminGet<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url, { headers: bearer(admin.token) });
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

/** A field by its label (a required field's label ends with its "*" mark). */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));

test.beforeAll(async ({ request }) => {
  admin = await apiLogin(request, DEMO.admin.email, DEMO.admin.password);
});

test('an admin makes a fact, a quiz and a zone with colours; the §5 texts; Leo’s zone page shows them', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const page = await adminPage(browser);
  const factText = `Octopuses have three hearts ${stamp}.`;
  const question = `Which animal is the biggest ${stamp}?`;
  const title = `Ocean ${stamp}`;

  // A fact.
  await page.goto('/admin/facts-update');
  await expect(page.getByRole('heading', { name: 'New fact' })).toBeVisible({ timeout: 60_000 });
  await field(page, 'Fact').fill(factText);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/facts$/);
  const facts = await adminGet<AdminPage<AdminFactRow>>(
    request,
    `/api/admin/facts?search=${encodeURIComponent(stamp)}`,
  );
  const factId = facts.content[0]!.id;

  // A quiz question: exactly one correct answer, a picture for one answer.
  await page.goto('/admin/quizzes-update');
  await field(page, 'Question').fill(question);
  await field(page, 'Answer 1').fill('Ant');
  await field(page, 'Answer 2').fill('Blue whale');
  await page.getByRole('radio', { name: 'Correct' }).nth(1).check();
  await field(page, 'Picture of answer 2').setInputFiles(png('whale.png'));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/quizzes$/);
  const quizzes = await adminGet<AdminPage<AdminQuizRow>>(
    request,
    `/api/admin/quizzes?search=${encodeURIComponent(stamp)}`,
  );
  const quiz = quizzes.content[0]!;
  expect(quiz.answerCount).toBe(2);

  // The zone: the §5 texts first.
  await page.goto('/admin/discovery-zones-update');
  await field(page, 'Title').fill(title);
  await field(page, 'Short title').fill('Ocean');
  await field(page, 'Min Age').fill('9');
  await field(page, 'Max Age').fill('4');
  await field(page, 'Background').fill('#12345G');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MESSAGES.hexColor)).toBeVisible();
  await expect(page.getByText(MESSAGES.maxAgeBelowMin)).toBeVisible();
  await field(page, 'Min Age').fill('1');
  await field(page, 'Max Age').fill('14');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Min Age cannot be less than 2')).toBeVisible();
  await expect(page).toHaveURL(/discovery-zones-update$/);

  // Then right: colours, icon, the fact and the quiz; the preview follows.
  await field(page, 'Min Age').fill('2');
  await field(page, 'Background').fill('#FFE8CC');
  await field(page, 'Fun fact').fill('#D0EBFF');
  await field(page, 'Icon picture').setInputFiles(png('icon.png'));
  await field(page, 'Fact ids').fill(`${factId}\n`);
  await field(page, 'Quiz question ids').fill(quiz.id);
  await expect(page.getByText(MESSAGES.hexColor)).toHaveCount(0);
  const preview = page.getByTestId('zone-preview');
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByTestId('zone-fact')).toHaveText([factText]);
  await expect(preview.getByText('Daily quiz: 1 question')).toBeVisible();
  const previewBg = await preview
    .locator('[data-zone-id]')
    .evaluate((n) => getComputedStyle(n).getPropertyValue('--zone-bg').trim());
  expect(previewBg.toLowerCase()).toBe('#ffe8cc');
  await shot(page, 'editor-preview');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/discovery-zones$/);

  const zones = await adminGet<AdminPage<AdminZoneRow>>(
    request,
    `/api/admin/discovery?search=${encodeURIComponent(stamp)}`,
  );
  const zoneId = zones.content[0]!.id;
  const zone = await adminGet<AdminZone>(request, `/api/admin/discovery/${zoneId}`);
  expect(zone.colours.background).toBe('FFE8CC');
  expect(zone.factIds).toEqual([factId]);
  expect(zone.quizQuestionIds).toEqual([quiz.id]);
  expect(zone.iconUrl).toMatch(/^\/api\/media\/zones\//);

  // The list shows it; the editor shows its history.
  await page.goto(`/admin/discovery-zones?search=${encodeURIComponent(stamp)}`);
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  await shot(page, 'list');

  // Leo (9) opens the zone page: its colours, the fact, the daily quiz.
  const leo = await childPage(browser, request, 'Leo');
  try {
    await leo.page.goto(`/discovery-zone/${zoneId}`);
    await expect(leo.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(leo.page.getByTestId('zone-fact')).toHaveText([factText]);
    await expect(leo.page.getByTestId('daily-quiz')).toBeVisible();
    await expect(leo.page.getByTestId('zone-icon').locator('img')).toHaveAttribute(
      'src',
      zone.iconUrl!,
    );
    const bg = await leo.page
      .locator(`[data-zone-id="${zoneId}"]`)
      .evaluate((n) => getComputedStyle(n).getPropertyValue('--zone-bg').trim());
    expect(bg.toLowerCase()).toBe('#ffe8cc');
    await shot(leo.page, 'kids-zone');
  } finally {
    await leo.close();
  }

  // Switched off for age 9 alone in the editor: Leo no longer gets it; the history shows it.
  await page.goto(`/admin/discovery-zones-update/${zoneId}`);
  await page.getByRole('switch', { name: 'Age 9: active' }).click();
  await expect(page.getByRole('switch', { name: 'Age 9: active' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  const after = await adminGet<AdminZone>(request, `/api/admin/discovery/${zoneId}`);
  expect(after.inactiveAges).toEqual([9]);
  const leoAgain = await childPage(browser, request, 'Leo');
  try {
    const res = await leoAgain.page.request.get(`/api/discovery/${zoneId}`, {
      headers: bearer(leoAgain.session.token),
    });
    expect(res.status()).toBe(404);
  } finally {
    await leoAgain.close();
  }
  await page.context().close();
});
