import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  MESSAGES,
  PROMO_MESSAGES,
  toLocalDateTimeString,
  type AdminBanner,
  type AdminDiscount,
  type BrowseResponse,
  type SessionResponse,
} from '@pagebird/contract';
import { apiChildSession, apiLogin, bearer } from '../support/api.ts';
import { DEMO, DESKTOP } from '../support/constants.ts';
import { contextWithSession } from '../support/session.ts';

/**
 * Admin banners, collections and discounts (issue 13, part ADMINCOMMERCE), in the browser:
 * a banner made in the editor for today shows on browse and one for next week does not; the
 * list's status switch reloads it; a discount made in the editor with max uses 1 works once at
 * sign-up and is refused the second time; §5 date texts in the editor.
 */

// The editors are driven through the UI on a shared 2-core machine: allow for slow pages.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ viewport: DESKTOP, actionTimeout: 45_000, navigationTimeout: 60_000 });
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const DAY = 86_400_000;
const stamp = Date.now().toString(36).toUpperCase();
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const local = (ms: number) => toLocalDateTimeString(new Date(Date.now() + ms)).slice(0, 16);

let admin: SessionResponse;

async function adminPage(browser: import('@playwright/test').Browser): Promise<Page> {
  const ctx = await contextWithSession(browser, admin);
  return ctx.newPage();
}

async function browseBanners(request: APIRequestContext): Promise<string[]> {
  const { child } = await apiChildSession(request, 'Leo');
  const res = await request.get('/api/browse', { headers: bearer(child.token) });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as BrowseResponse;
  return body.swimlanes.flatMap((l) => l.banners ?? []).map((b) => b.name);
}

async function leoBook(request: APIRequestContext): Promise<{ id: string; title: string }> {
  const { child } = await apiChildSession(request, 'Leo');
  const res = await request.get('/api/browse', { headers: bearer(child.token) });
  const body = (await res.json()) as BrowseResponse;
  const book = body.swimlanes.flatMap((l) => l.books)[0]!;
  return { id: book.id, title: book.title };
}

test.beforeAll(async ({ request }) => {
  admin = await apiLogin(request, DEMO.admin.email, DEMO.admin.password);
});

test('banners: made in the editor; today on browse, next week not; status switch reloads the list', async ({
  browser,
  request,
}) => {
  const book = await leoBook(request);
  const page = await adminPage(browser);
  const todayName = `Today ${stamp}`;
  const weekName = `Next week ${stamp}`;

  async function createBanner(name: string, start: string, end: string, shot?: string) {
    await page.goto('/admin/banners-update');
    await page.getByLabel('Name').fill(name);
    await page.getByPlaceholder('Find a book').fill(book.title.slice(0, 12));
    await page
      .getByRole('list', { name: 'Find a book' })
      .getByRole('button', { name: new RegExp(book.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .first()
      .click();
    await expect(page.getByTestId('banner-content')).toContainText(book.id);
    await page.getByLabel('Start date').fill(start);
    await page.getByLabel('End date').fill(end);
    await page
      .getByLabel('Web image')
      .setInputFiles({ name: 'web.png', mimeType: 'image/png', buffer: PNG });
    await page
      .getByLabel('Mobile image')
      .setInputFiles({ name: 'mobile.png', mimeType: 'image/png', buffer: PNG });
    if (shot) await page.evaluate(() => window.scrollTo(0, 0));
    if (shot) await page.screenshot({ path: `screenshots/${shot}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/banners$/);
  }

  // §5: a date more than 15 years ahead is refused with its text before anything is sent.
  await page.goto('/admin/banners-update');
  await page.getByLabel('End date').fill(local(16 * 366 * DAY));
  await page.getByLabel('Name').click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MESSAGES.dateTooFarAhead)).toBeVisible();
  await expect(page.getByText(MESSAGES.linkRequired)).toBeVisible();

  await createBanner(todayName, local(-2 * 3600_000), local(DAY), 'admin-banner-editor');
  // The next-week banner through the same multipart call the editor makes.
  const week = await request.post('/api/admin/banners', {
    headers: bearer(admin.token),
    multipart: {
      body: JSON.stringify({
        name: weekName,
        bannerType: 'BOOK',
        contentId: book.id,
        startDate: local(7 * DAY),
        endDate: local(8 * DAY),
      }),
      webImage: { name: 'web.png', mimeType: 'image/png', buffer: PNG },
      mobileImage: { name: 'mobile.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(week.status(), await week.text()).toBe(200);

  const names = await browseBanners(request);
  expect(names).toContain(todayName);
  expect(names).not.toContain(weekName);

  // The list: search, then the status switch calls the server and the list reloads.
  await page.goto(`/admin/banners?search=${stamp}`);
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByText('Running now')).toBeVisible();
  await expect(table.getByText('Starts later')).toBeVisible();
  await page.screenshot({ path: 'screenshots/admin-banners-list.png', fullPage: true });
  const reloads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && r.url().includes('/api/admin/banners?')) reloads.push(r.url());
  });
  const sw = page.getByRole('switch', { name: `${todayName}: active` });
  await expect(sw).toHaveAttribute('aria-checked', 'true');
  await sw.click();
  await expect(sw).toHaveAttribute('aria-checked', 'false');
  await expect.poll(() => reloads.length).toBeGreaterThan(0);
  expect(await browseBanners(request)).not.toContain(todayName);

  // Leave no running banner behind for other specs.
  const list = await request.get('/api/admin/banners', {
    headers: bearer(admin.token),
    params: { search: stamp, size: '50' },
  });
  for (const b of ((await list.json()) as { content: AdminBanner[] }).content) {
    await request.put(`/api/admin/banners/${b.id}/status/INACTIVE`, {
      headers: bearer(admin.token),
    });
  }
  await page.context().close();
});

test('discounts: made in the editor with max uses 1, honoured once at sign-up and refused the second time', async ({
  browser,
  request,
}) => {
  const code = `ONCE${stamp}`;
  const page = await adminPage(browser);
  await page.goto('/admin/discounts-update');
  await page.getByLabel('Promo code').fill(code.toLowerCase());
  await page.getByLabel('Discount price (cents)').fill('1200');
  await page.getByLabel('Normal price (cents)').fill('999');
  await page.getByLabel('Max uses').fill('1');
  await page.getByLabel('Valid from').fill(local(-DAY));
  await page.getByLabel('Valid until').fill(local(30 * DAY));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('The discount price cannot be above the normal price.'),
  ).toBeVisible();
  await page.getByLabel('Discount price (cents)').fill('499');
  await expect(page.getByText(`${code}: $4.99 instead of $9.99`)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'screenshots/admin-discount-editor.png', fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/discounts$/);
  await page.goto(`/admin/discounts?search=${code}`);
  await expect(page.getByRole('table').getByText(code)).toBeVisible();
  await expect(page.getByRole('table').getByText('0 of 1')).toBeVisible();
  await page.screenshot({ path: 'screenshots/admin-discounts-list.png', fullPage: true });

  async function signUpWithCode() {
    const email = `promo-${stamp.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const signUp = await request.post('/api/v2/users/parent', {
      data: { email, password: 'secret-pass-1', name: 'Pat' },
    });
    const token = ((await signUp.json()) as { metadata: { accessToken: string } }).metadata
      .accessToken;
    const pm = await request.post('/api/payments/sandbox/payment-methods', {
      headers: bearer(token),
      data: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' },
    });
    const { paymentMethodId } = (await pm.json()) as { paymentMethodId: string };
    return request.post('/api/subscription', {
      headers: bearer(token),
      data: { priceId: 'price_monthly', paymentMethodId, promoCode: code },
    });
  }
  const first = await signUpWithCode();
  expect(first.status(), await first.text()).toBe(200);
  expect(((await first.json()) as { nextChargeAmount: number }).nextChargeAmount).toBe(499);
  const second = await signUpWithCode();
  expect(second.status()).toBe(400);
  expect(((await second.json()) as { message: string }).message).toBe(PROMO_MESSAGES.usedUp);

  await page.reload();
  await expect(page.getByRole('table').getByText('1 of 1')).toBeVisible();
  const found = await request.get('/api/discounts', {
    headers: bearer(admin.token),
    params: { search: code },
  });
  const d = ((await found.json()) as { content: AdminDiscount[] }).content[0]!;
  expect(d.uses).toBe(1);
  await page.context().close();
});

test('collections: books picked and ordered with the arrows, saved in that order', async ({
  browser,
}) => {
  const page = await adminPage(browser);
  const title = `Order ${stamp}`;
  await page.goto('/admin/collections-update');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await expect(page.getByText(`${title.length}/100 Characters`)).toBeVisible();
  const results = page.getByRole('list', { name: 'Search books by title or number' });
  await results.getByRole('button').first().click();
  await results.getByRole('button').first().click();
  const order = page.getByRole('list', { name: 'Books', exact: true });
  await expect(order.getByRole('listitem')).toHaveCount(2);
  const titleOf = (s: string) => s.replace(/^\D*\d+\.\s*/, '');
  const before = (await order.getByRole('listitem').allInnerTexts()).map(titleOf);
  await order.getByRole('button', { name: /down$/ }).first().click();
  // The list is read once it shows the new order (a read right after the click can be early).
  await expect(order.getByRole('listitem').first()).toContainText(before[1]!);
  const after = (await order.getByRole('listitem').allInnerTexts()).map(titleOf);
  expect(after).toEqual([before[1], before[0]]);
  await page.screenshot({ path: 'screenshots/admin-collection-editor.png', fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/collections$/);
  await page.goto(`/admin/collections?search=${stamp}`);
  await page.getByRole('link', { name: title }).first().click();
  // The editor loads the collection after it opens: wait for its books before reading them.
  const savedItems = page.getByRole('list', { name: 'Books', exact: true }).getByRole('listitem');
  await expect(savedItems).toHaveCount(after.length);
  await expect(savedItems.first()).toContainText(after[0]!);
  expect((await savedItems.allInnerTexts()).map(titleOf)).toEqual(after);
  // Switch it off again so browse keeps its own rows for the other specs.
  await page.goto(`/admin/collections?search=${stamp}`);
  await page.getByRole('switch', { name: `${title}: active` }).click();
  await expect(page.getByRole('switch', { name: `${title}: active` })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await page.context().close();
});
