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

/**
 * Every key of the app's texts (apps/web/src/lib/i18n/en.ts), leaves and groups. The client build
 * loads a section of them with the chunks whose code names its keys (apps/web/build/i18n-sections.ts
 * `i18nSections`); a key the build did not see would show as its raw name, e.g.
 * "catalogue.browse.title".
 */
let textKeys: Promise<Set<string>> | undefined;
function loadTextKeys(): Promise<Set<string>> {
  // Loaded at run time (Playwright compiles it): the e2e project does not type-check the web app.
  const file = new URL('../../apps/web/src/lib/i18n/en.ts', import.meta.url).href;
  textKeys ??= import(file).then((m: { en: unknown }) => {
    const keys = new Set<string>();
    (function collect(node: unknown, prefix: string) {
      if (!node || typeof node !== 'object') return;
      for (const [k, v] of Object.entries(node)) {
        const key = prefix ? `${prefix}.${k}` : k;
        keys.add(key);
        collect(v, key);
      }
    })(m.en, '');
    return keys;
  });
  return textKeys;
}
/** Dotted words that could be keys (at least two parts). */
const KEY_LIKE = /[A-Za-z]\w*(?:\.\w+)+/g;

/** No text of the page, nor its labels, placeholders, titles or alt texts, is a raw i18n key. */
export async function expectNoRawTextKeys(page: Page, how: string) {
  const keys = await loadTextKeys();
  if (keys.size < 100) throw new Error('the texts of en.ts were not found');
  const texts = await page.evaluate(() => {
    const out = [document.body.innerText, document.title];
    for (const el of document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')) {
      for (const a of ['aria-label', 'title', 'placeholder', 'alt']) {
        const v = el.getAttribute(a);
        if (v) out.push(v);
      }
    }
    return out;
  });
  const raw = texts.flatMap((t) => (t.match(KEY_LIKE) ?? []).filter((w) => keys.has(w)));
  expect(raw, `${how}: texts shown as raw i18n keys`).toEqual([]);
}
