import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN_CORE_LIMITS, ADMIN_CORE_MESSAGES, type SessionResponse } from '@pagebird/contract';
import { apiLogin } from '../support/api.ts';
import { DEMO, DESKTOP } from '../support/constants.ts';
import { contextWithSession } from '../support/session.ts';

/**
 * Admin back office, part ADMINCORE (issue 13), in the browser as the demo admin: the dashboard
 * (tiles, charts, the feedback panel); email domains made in the kit's editor (the
 * "n/max Characters" counter, a §5 text for a bad value), found in the list, switched (the list
 * reloads), its History panel with the create and status entries (before → after); the
 * unsaved-changes warning (Stay keeps the editor); the users list searched for the demo parent.
 */

// A shared 2-core machine: allow for slow pages.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ viewport: DESKTOP, actionTimeout: 45_000, navigationTimeout: 60_000 });
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const stamp = Date.now().toString(36).toLowerCase();
const domain = `e2e-${stamp}.example.org`;

let admin: SessionResponse;

async function adminPage(browser: Browser): Promise<Page> {
  const ctx = await contextWithSession(browser, admin);
  return ctx.newPage();
}

test.beforeAll(async ({ request }) => {
  admin = await apiLogin(request, DEMO.admin.email, DEMO.admin.password);
});

test('dashboard: tiles, charts and the feedback panel', async ({ browser }) => {
  const page = await adminPage(browser);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Active books', { exact: true })).toBeVisible();
  await expect(page.getByText('Children', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Books by format' })).toBeVisible();
  // Recharts draws its charts as SVG surfaces once it has measured their boxes.
  await expect.poll(() => page.locator('svg.recharts-surface').count()).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('heading', { name: 'Feedback from readers' })).toBeVisible();
  await expect(page.getByText(/\d+ messages?$/)).toBeVisible();
  // Recharts animates its bars and lines in (about 1.5 s); shoot once they are drawn.
  await page.waitForTimeout(2_000);
  await page.screenshot({ path: 'screenshots/admin-dashboard.png', fullPage: true });
});

test('email domains: create with counter and §5 text, list, status switch reloads, History, unsaved warning', async ({
  browser,
}) => {
  const page = await adminPage(browser);

  // The editor without an id creates.
  await page.goto('/admin/domains-update');
  await expect(page.getByRole('heading', { level: 1, name: 'New email domain' })).toBeVisible();
  const field = page.getByLabel('Domain');
  await field.fill('not a domain');
  await expect(page.getByText(`12/${ADMIN_CORE_LIMITS.domain} Characters`)).toBeVisible();
  await field.blur();
  await expect(page.getByText(ADMIN_CORE_MESSAGES.domainInvalid)).toBeVisible();
  await field.fill(domain);
  await expect(
    page.getByText(`${domain.length}/${ADMIN_CORE_LIMITS.domain} Characters`),
  ).toBeVisible();
  await expect(page.getByText(ADMIN_CORE_MESSAGES.domainInvalid)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/domains(\?.*)?$/);

  // The list, searched for it.
  await page.getByLabel('Search', { exact: true }).fill(stamp);
  await page.getByLabel('Search', { exact: true }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${stamp}`));
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: domain, exact: true })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);

  // The status switch calls the server and the list reloads.
  const reloads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && r.url().includes('/api/admin/email-domains')) reloads.push(r.url());
  });
  const sw = page.getByRole('switch', { name: `${domain}: active` });
  await expect(sw).toHaveAttribute('aria-checked', 'true');
  await sw.click();
  await expect(sw).toHaveAttribute('aria-checked', 'false');
  await expect.poll(() => reloads.length).toBeGreaterThan(0);
  await page.screenshot({ path: 'screenshots/admin-domains-list.png', fullPage: true });

  // Opened again: the History panel has the create and the status entries, before → after.
  await table.getByRole('link', { name: domain, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit email domain' })).toBeVisible();
  await expect(page.getByLabel('Domain')).toHaveValue(domain);
  const entries = page.getByTestId('audit-entry');
  await expect(entries).toHaveCount(2);
  const created = entries.filter({ hasText: 'Created' });
  await expect(created).toHaveCount(1);
  await expect(created).toContainText(domain);
  const status = entries.filter({ hasText: 'Status changed' });
  await expect(status).toHaveCount(1);
  const statusRow = status.getByRole('row', { name: /status/ });
  await expect(statusRow.locator('td').nth(0)).toContainText('ACTIVE');
  await expect(statusRow.locator('td').nth(1)).toContainText('INACTIVE');
  await expect(status).toContainText(DEMO.admin.email);
  // The switch's notice closes by itself (4 s); the editor is shot without it.
  await expect(page.getByText('Status changed to Inactive.')).toHaveCount(0);
  await page.screenshot({ path: 'screenshots/admin-domain-editor.png', fullPage: true });

  // Unsaved changes: leaving asks first; Stay keeps the editor and the typed value.
  const changed = `changed-${stamp}.example.org`;
  await page.getByLabel('Domain').fill(changed);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/domains-update\//);
  await expect(page.getByLabel('Domain')).toHaveValue(changed);
  // Leave goes on to the list, and nothing was saved.
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await page
    .getByRole('dialog', { name: 'Leave without saving?' })
    .getByRole('button', { name: 'Leave without saving' })
    .click();
  await expect(page).toHaveURL(/\/admin\/domains(\?.*)?$/);
  await page.goto(`/admin/domains?search=${stamp}`);
  await expect(
    page.getByRole('table').getByRole('link', { name: domain, exact: true }),
  ).toBeVisible();
});

test('users: the list searched for the demo parent shows it', async ({ browser }) => {
  const page = await adminPage(browser);
  await page.goto('/admin/users');
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill(DEMO.parent.email);
  await page.getByLabel('Search', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/search=parent%40example\.com|search=parent@example\.com/);
  const table = page.getByRole('table');
  await expect(table.getByText(DEMO.parent.email, { exact: true })).toBeVisible();
  await expect(table.getByText('parent2@example.com')).toHaveCount(0);
});
