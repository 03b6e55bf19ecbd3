import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { expect, test, type Page } from '@playwright/test';
import { bearer } from '../support/api.ts';
import { DESKTOP } from '../support/constants.ts';

/**
 * Issue 11 must-show, in the browser, with the real server clock: a parent signs up with the
 * sandbox card 4000 0000 0000 0341 (it saves, every charge is declined); the trial is moved
 * into the past in this run's database; the renewal job runs the real way
 * (`worker.ts --run-now billing-renewals` on this run's DATA_DIR, as an operator would) and
 * records the billing issue; the next page load answers 418 and the app opens sign-up on the
 * card-details step; a new card (4242) pays and the family is back in.
 */

test.use({ viewport: DESKTOP });

const repoRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const dataDir = process.env.PAGEBIRD_E2E_DATA_DIR!;
const PASSWORD = 'billing-issue-1';
const nextYear = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
const currentStep = (page: Page) =>
  page.getByRole('navigation', { name: 'Sign-up steps' }).locator('[aria-current="step"]');

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

async function subscriptionOf(db: pg.Client, email: string) {
  const { rows } = await db.query<{
    status: string;
    cancellation_type: string | null;
    current_period_end: Date;
  }>(
    `SELECT s.status, s.cancellation_type, s.current_period_end
       FROM subscriptions s JOIN users u ON u.id = s.user_id
      WHERE lower(u.email) = lower($1)`,
    [email],
  );
  expect(rows, `one subscription for ${email}`).toHaveLength(1);
  return rows[0]!;
}

async function typeCard(page: Page, number: string) {
  await page.getByLabel('Card number').pressSequentially(number);
  await page.getByLabel('Expiry date').pressSequentially(`11${nextYear}`);
  await page.getByLabel('Security code (CVC)').fill('123');
}

async function subscriptionCheck(page: Page) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('pb.userToken')!));
  return page.request.get('/api/users/parent/subscription/check', { headers: bearer(token) });
}

test('a card ending 0341 fails at trial end: 418 → card details, a new card restores', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = `billing.issue.${Date.now().toString(36)}@example.com`;

  // ── sign up with 0341: the card saves and the trial starts ──
  await page.goto('/signup');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('button', { name: 'Continue with the Monthly Plan' }).click();
  await expect(currentStep(page)).toContainText('Card details');
  await typeCard(page, '4000000000000341');
  await expect(page.getByTestId('card-brand')).toHaveText('Visa');
  await page.getByRole('button', { name: 'Start my free trial' }).click();
  await expect(page).toHaveURL(/\/onboarding$/, { timeout: 15_000 });
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Age', { exact: true }).selectOption('7');
  await page.getByRole('button', { name: 'Create profile' }).click();
  await expect(page.getByText("Nora's profile was created.")).toBeVisible();
  await page.getByRole('button', { name: 'Done — choose a reader' }).click();
  await expect(page).toHaveURL(/\/profile-select$/);
  await expect(page.getByRole('button', { name: 'Read as Nora' })).toBeVisible();

  const db = await database();
  try {
    expect(await subscriptionOf(db, email)).toMatchObject({ status: 'TRIALING' });

    // ── the trial ended a minute ago (the server's clock is the real one) ──
    await db.query(
      `UPDATE subscriptions
          SET trial_end = now() - interval '1 minute',
              current_period_start = now() - interval '7 days 1 minute',
              current_period_end = now() - interval '1 minute'
        WHERE user_id = (SELECT id FROM users WHERE lower(email) = lower($1))`,
      [email],
    );

    // ── the renewal job, run the way an operator runs one queue (worker.ts --run-now) ──
    await promisify(execFile)(
      'npx',
      ['tsx', 'apps/server/src/worker.ts', '--run-now', 'billing-renewals'],
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
    expect(await subscriptionOf(db, email)).toMatchObject({
      status: 'PAST_DUE',
      cancellation_type: 'BILLING_ISSUE',
    });
    const { rows: charges } = await db.query<{ status: string; decline_code: string | null }>(
      `SELECT c.status, c.decline_code FROM subscription_charges c
         JOIN subscriptions s ON s.id = c.subscription_id
         JOIN users u ON u.id = s.user_id
        WHERE lower(u.email) = lower($1)`,
      [email],
    );
    expect(charges).toEqual([{ status: 'failed', decline_code: expect.any(String) }]);
  } finally {
    await db.end();
  }

  // The server answers 418 with the card-details step once its short access cache (5 s) ends:
  // polled on a route behind the subscription rule (the check itself is computed fresh, so it
  // says 418 at once, while the profile list may still pass for up to 5 s on this instance).
  await expect
    .poll(
      async () => {
        const token = await page.evaluate(() => JSON.parse(localStorage.getItem('pb.userToken')!));
        return (await page.request.get('/api/profile/list', { headers: bearer(token) })).status();
      },
      { timeout: 15_000 },
    )
    .toBe(418);
  expect((await subscriptionCheck(page)).status()).toBe(418);
  const required = await (await subscriptionCheck(page)).json();
  expect(required.metadata).toMatchObject({
    signupStep: 'CARD_DETAILS',
    reason: 'BILLING_ISSUE',
    status: 'PAST_DUE',
  });

  // ── the next page load: 418 → sign-up, card details, billing-issue texts ──
  await page.reload();
  await expect(page).toHaveURL(/\/signup\?required=true$/);
  await expect(currentStep(page)).toContainText('Card details');
  await expect(page.getByRole('heading', { name: 'Update your card' })).toBeVisible();
  await expect(
    page.getByText(
      'Your last payment did not go through. Add a new card to keep your subscription.',
    ),
  ).toBeVisible();
  await expect(
    page.getByText('The new card pays for the plan below now. Cancel any time.'),
  ).toBeVisible();
  await expect(page.getByTestId('chosen-plan')).toContainText('Monthly Plan');
  // A returning subscriber gets no second trial.
  await expect(page.getByTestId('chosen-plan')).not.toContainText('free trial');
  await page.screenshot({ path: 'screenshots/billing-issue-card-step.png', fullPage: true });

  // ── a new card pays now and restores the subscription ──
  await typeCard(page, '4242424242424242');
  await expect(page.getByTestId('card-brand')).toHaveText('Visa');
  await page.getByRole('button', { name: 'Save card and pay' }).click();
  await expect(page).toHaveURL(/\/profile-select$/, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Read as Nora' })).toBeVisible();

  const check = await subscriptionCheck(page);
  expect(check.status()).toBe(200);
  expect(await check.json()).toMatchObject({
    status: 'ACTIVE',
    usable: true,
    cancellationType: null,
    defaultPaymentMethod: { last4: '4242' },
  });

  // The family is back in: the child's world opens.
  await page.getByRole('button', { name: 'Read as Nora' }).click();
  await expect(page).toHaveURL(/\/browse$/);
  await expect(page.locator('h1').first()).toBeVisible();
});
