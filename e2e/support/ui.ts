import { expect, type Page } from '@playwright/test';
import { DEMO } from './constants.ts';

/**
 * Sign-in helpers through the real UI (labels from apps/web/src/lib/i18n/en.ts).
 * Forms are found by their accessible names so header buttons with the same text never match.
 */

export const loginForm = (page: Page) => page.getByRole('form', { name: 'Welcome back!' });

export async function fillLogin(page: Page, email: string, password: string) {
  const form = loginForm(page);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Open /login (optionally with a query) and sign in with email and password. */
export async function signInUI(page: Page, email: string, password: string, query = '') {
  await page.goto(`/login${query}`);
  await expect(loginForm(page)).toBeVisible();
  await fillLogin(page, email, password);
}

/** Type a PIN into the digit boxes. */
export async function typePin(page: Page, pin: string) {
  const first = page.getByLabel(/^Digit 1 of \d$/);
  await first.click();
  await page.keyboard.type(pin);
}

/** /class-code → /students → pick the student → PIN. */
export async function studentSignInUI(
  page: Page,
  name: string = DEMO.students[0].name,
  pin: string = DEMO.students[0].pin,
  classCode: string = DEMO.classCode,
) {
  await page.goto('/class-code');
  await enterClassCode(page, classCode);
  await expect(page).toHaveURL(/\/students(\?|$)/);
  await page
    .getByRole('button', { name: new RegExp(`^${name}\\b`) })
    .first()
    .click();
  await typePin(page, pin);
  const submit = page.getByRole('button', { name: 'Open my books' });
  // The form may submit by itself once every box is filled.
  if (await submit.isVisible().catch(() => false)) {
    await submit.click({ timeout: 2_000 }).catch(() => undefined);
  }
}

export async function enterClassCode(page: Page, classCode: string = DEMO.classCode) {
  await page.getByLabel('Class code', { exact: true }).fill(classCode);
  await page.getByRole('button', { name: "Let's go!" }).click();
}

/** On /profile-select: read as the named child. */
export async function chooseProfile(page: Page, name: string) {
  await page.getByRole('button', { name: `Read as ${name}` }).click();
}

/** Open the account dropdown of the main header and pick Log Out. */
export async function logoutFromAccountMenu(page: Page) {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
}

/** The catch-all page (apps/web status-pages.tsx). */
export const notFoundHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'This page flew away' });

export const pathOf = (page: Page) => new URL(page.url()).pathname;

interface Tracker {
  inflight: Set<unknown>;
  lastChange: number;
}
const trackers = new WeakMap<Page, Tracker>();

/** Follow the page's requests so `settle` can tell when the app has stopped loading. */
export function trackRequests(page: Page): Tracker {
  let t = trackers.get(page);
  if (t) return t;
  const tracker: Tracker = { inflight: new Set(), lastChange: Date.now() };
  const add = (r: unknown) => {
    tracker.inflight.add(r);
    tracker.lastChange = Date.now();
  };
  const done = (r: unknown) => {
    tracker.inflight.delete(r);
    tracker.lastChange = Date.now();
  };
  page.on('request', add);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('framenavigated', () => {
    tracker.lastChange = Date.now();
  });
  trackers.set(page, tracker);
  t = tracker;
  return t;
}

/**
 * Wait until no request has been in flight for `quietMs` (a lighter `networkidle`): late
 * redirects, a 401 sign-out or data-driven navigation have happened by then.
 */
export async function settle(page: Page, quietMs = 150, maxMs = 5_000): Promise<void> {
  const t = trackRequests(page);
  const start = Date.now();
  while (Date.now() - start < maxMs) {
    if (t.inflight.size === 0 && Date.now() - t.lastChange >= quietMs) return;
    await page.waitForTimeout(50);
  }
}
