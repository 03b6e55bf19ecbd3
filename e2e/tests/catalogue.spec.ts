import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import {
  MESSAGES,
  apiPath,
  catalogueApi,
  type BookPage,
  type SessionResponse,
  type TextSearchResponse,
} from '@pagebird/contract';
import { apiChildSession, bearer } from '../support/api.ts';
import { BASE_URL } from '../support/constants.ts';
import { contextWithSession } from '../support/session.ts';
import { settle } from '../support/ui.ts';

/**
 * Catalogue screens against the real app and the demo library: browse per child, search as you
 * type (with typo tolerance and a page-range filter), book details, and the territory rule.
 * Expected values come from the API the page uses, so the spec follows the demo library.
 */

/** Country header the server reads the reader's territory from (apps/server catalogue). */
const COUNTRY_HEADER = 'x-country';
/** Countries tried to find a book sold only in some of them. */
const COUNTRIES = ['US', 'GB', 'CA', 'AU', 'NZ', 'IE', 'DE', 'FR', 'ES', 'IN', 'ZA', 'BR'];

let leo: SessionResponse;
let mia: SessionResponse;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  try {
    leo = (await apiChildSession(request, 'Leo')).child;
    mia = (await apiChildSession(request, 'Mia')).child;
  } finally {
    await request.dispose();
  }
});

async function childPage(browser: Browser, session: SessionResponse, country?: string) {
  const context: BrowserContext = await contextWithSession(browser, session, {
    extraHTTPHeaders: country ? { [COUNTRY_HEADER]: country } : undefined,
  });
  return { context, page: await context.newPage() };
}

/** Every title of a book link on the page (cards link their title to the details page). */
async function bookTitles(page: Page): Promise<string[]> {
  return page
    .locator('main a[href^="/book-details/"]')
    .evaluateAll((links) => links.map((a) => a.textContent?.trim() ?? '').filter(Boolean));
}

async function apiSearch(
  request: APIRequestContext,
  token: string,
  params: Record<string, string | number>,
  country?: string,
): Promise<TextSearchResponse> {
  const res = await request.get(catalogueApi.textSearch.path, {
    params: { size: 100, ...params },
    headers: { ...bearer(token), ...(country ? { [COUNTRY_HEADER]: country } : {}) },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as TextSearchResponse;
}

const searchField = (page: Page) => page.getByLabel('Search for books', { exact: true });
const resultsCount = (page: Page) => page.getByText(/^\d+ books? found$/);

async function countShown(page: Page): Promise<number> {
  const text = (await resultsCount(page).textContent()) ?? '';
  return Number(text.match(/^(\d+)/)?.[1] ?? NaN);
}

test('Leo (9) and Mia (5) see different bookshelves', async ({ browser }) => {
  const shelves: Record<string, string[]> = {};
  for (const [name, session] of [
    ['Leo', leo],
    ['Mia', mia],
  ] as const) {
    const { context, page } = await childPage(browser, session);
    try {
      await page.goto('/browse');
      await expect(page.getByRole('heading', { level: 1, name: `Hello, ${name}!` })).toBeVisible();
      await expect(page.locator('main section h2').first()).toBeVisible();
      await settle(page);
      const titles = await bookTitles(page);
      expect(titles.length, `${name} has books on the shelf`).toBeGreaterThan(0);
      shelves[name] = [...new Set(titles)].sort();
    } finally {
      await context.close();
    }
  }
  expect(shelves.Leo).not.toEqual(shelves.Mia);
});

test('a deep link asks for its page from the HTML (inline script allowed by the CSP), once', async ({
  browser,
}) => {
  const { context, page } = await childPage(browser, mia);
  try {
    await page.addInitScript(() => {
      const w = window as unknown as {
        __cspViolations: string[];
        __earlyUrls: string[];
        __pbEarly?: { url: string }[];
      };
      w.__cspViolations = [];
      w.__earlyUrls = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
      // What the inline script hands over (the app takes the answers out of the list).
      let list: { url: string }[] | undefined;
      Object.defineProperty(w, '__pbEarly', {
        configurable: true,
        get: () => list,
        set: (v: { url: string }[]) => {
          list = v;
          w.__earlyUrls.push(...v.map((r) => r.url));
        },
      });
    });
    const browseRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/browse') browseRequests.push(r.url());
    });
    await page.goto('/browse');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Mia!' })).toBeVisible();
    await settle(page);
    const early = await page.evaluate(() => {
      const w = window as unknown as { __earlyUrls: string[]; __cspViolations: string[] };
      return { urls: w.__earlyUrls, violations: w.__cspViolations };
    });
    expect(early.violations).toEqual([]);
    expect(early.urls).toEqual(['/api/browse']);
    // The app took the inline script's answer instead of asking again.
    expect(browseRequests).toHaveLength(1);
  } finally {
    await context.close();
  }
});

test('typing "dino" shows dinosaur books, and "dinosuar" still finds them', async ({ browser }) => {
  const { context, page } = await childPage(browser, leo);
  try {
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Find a book' })).toBeVisible();
    await searchField(page).pressSequentially('dino', { delay: 60 });
    await expect(page).toHaveURL(/[?&]query=dino(&|$)/);
    await expect(page.getByRole('heading', { level: 2, name: 'Results for “dino”' })).toBeVisible();
    await expect(resultsCount(page)).toBeVisible();
    const titles = await bookTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    expect(
      titles.some((t) => /dino/i.test(t)),
      titles.join(', '),
    ).toBe(true);

    await searchField(page).fill('dinosuar');
    await expect(page).toHaveURL(/[?&]query=dinosuar(&|$)/);
    await expect(page.getByText(/Showing results for/)).toContainText('dinosaur');
    await expect(resultsCount(page)).toBeVisible();
    expect(await countShown(page)).toBeGreaterThan(0);
    expect((await bookTitles(page)).some((t) => /dino/i.test(t))).toBe(true);

    // The address keeps the search: a reload shows the same results.
    await page.reload();
    await expect(searchField(page)).toHaveValue('dinosuar');
    await expect(page.getByText(/Showing results for/)).toContainText('dinosaur');
  } finally {
    await context.close();
  }
});

test('the page-range filter narrows the results', async ({ browser, request }) => {
  // The catalogue's page counts, from the API the page uses.
  const all = await apiSearch(request, leo.token, { minPages: 0 });
  const counts = [...new Set(all.items.map((b) => b.pageCount))].sort((a, b) => a - b);
  // The demo library has books of several lengths for Leo (9), so a range can narrow it.
  expect(counts.length, 'page counts of Leo’s books').toBeGreaterThan(1);
  const maxPages = counts[0]!;
  const narrowed = await apiSearch(request, leo.token, { minPages: 0, maxPages });
  expect(narrowed.total).toBeLessThan(all.total);

  const { context, page } = await childPage(browser, leo);
  try {
    await page.goto('/search?minPages=0');
    await expect(resultsCount(page)).toBeVisible();
    expect(await countShown(page)).toBe(all.total);

    const filters = page.getByRole('button', { name: /^Filters/ });
    if ((await filters.getAttribute('aria-expanded')) !== 'true') await filters.click();
    const most = page.getByLabel('Most pages', { exact: true });
    await most.fill(String(maxPages));
    await most.blur();
    await expect(page).toHaveURL(new RegExp(`[?&]maxPages=${maxPages}(&|$)`));
    await expect(page.getByText(new RegExp(`^\\d+-${maxPages} pages$`))).toBeVisible();
    await expect(resultsCount(page)).toHaveText(
      `${narrowed.total} book${narrowed.total === 1 ? '' : 's'} found`,
    );

    // Back goes to the unfiltered list.
    await page.goBack();
    await expect(resultsCount(page)).toHaveText(`${all.total} books found`);
  } finally {
    await context.close();
  }
});

test('a book’s details page', async ({ browser, request }) => {
  const found = await apiSearch(request, leo.token, { query: 'dino' });
  expect(found.items.length).toBeGreaterThan(0);
  const book = found.items[0]!;
  const res = await request.get(apiPath(catalogueApi.details.path, { id: book.id }), {
    headers: bearer(leo.token),
  });
  expect(res.status()).toBe(200);

  const { context, page } = await childPage(browser, leo);
  try {
    await page.goto('/search?query=dino');
    await page.getByRole('link', { name: book.title, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/book-details/${book.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible();
    await expect(page.getByRole('img', { name: book.title }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read', exact: true })).toHaveAttribute(
      'href',
      `/reader/${book.id}`,
    );
    const facts = page.getByRole('region', { name: 'About this book' });
    await expect(facts).toContainText('Ages');
    await expect(facts).toContainText(`${book.ageMin}–${book.ageMax}`);
    if (book.isAudioIncluded) {
      await expect(page.locator('main').getByText('Read-Along').first()).toBeVisible();
    }
    // The book origin is remembered for the reader (spec §4).
    const origin = await page.evaluate(() => sessionStorage.getItem('pb.bookOrigin'));
    expect(JSON.parse(origin ?? 'null')).toEqual({ bookId: book.id, path: '/search?query=dino' });

    const results = await new AxeBuilder({ page }).analyze();
    const critical = results.violations.filter((v) => v.impact === 'critical');
    expect(critical.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a book outside the reader’s territory shows the territory modal', async ({
  browser,
  request,
}) => {
  // Find a book sold in one country and not in another, for one of the children (a book outside
  // a child's age range is not shown to that child at all).
  let target: { id: string; country: string; reader: SessionResponse } | undefined;
  for (const reader of [leo, mia]) {
    const seen = new Map<string, Set<string>>();
    for (const country of COUNTRIES) {
      const page = await apiSearch(request, reader.token, { minPages: 0 }, country);
      seen.set(country, new Set(page.items.map((b) => b.id)));
    }
    const everywhere = new Set([...seen.values()].flatMap((ids) => [...ids]));
    for (const id of everywhere) {
      const missing = COUNTRIES.find((c) => !seen.get(c)!.has(id));
      if (missing) {
        target = { id, country: missing, reader };
        break;
      }
    }
    if (target) break;
  }
  expect(target, 'a demo book limited to some territories').toBeTruthy();

  const { context, page } = await childPage(browser, target!.reader, target!.country);
  try {
    await page.goto('/browse');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(`/book-details/${target!.id}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('data-modal-name', 'territory');
    await expect(dialog).toContainText(MESSAGES.territory);
    await dialog.getByRole('button', { name: 'Ok', exact: true }).click();
    // Navigation is cancelled: back where the reader was.
    await expect(page).toHaveURL(/\/browse$/);
    await expect(dialog).toBeHidden();
  } finally {
    await context.close();
  }
});

test('browse and search have no critical accessibility violations', async ({ browser }) => {
  const { context, page } = await childPage(browser, mia);
  try {
    for (const path of ['/browse', '/search']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settle(page);
      const results = await new AxeBuilder({ page }).analyze();
      const critical = results.violations.filter((v) => v.impact === 'critical');
      expect(critical.map((v) => `${path} ${v.id}: ${v.help}`)).toEqual([]);
    }
  } finally {
    await context.close();
  }
});

test('"See all" opens the whole list of a row', async ({ browser, request }) => {
  const res = await request.get(catalogueApi.browse.path, { headers: bearer(leo.token) });
  const lanes = ((await res.json()) as { swimlanes: { title: string; seeAll: unknown }[] })
    .swimlanes;
  const lane = lanes.find((l) => l.seeAll && (l.seeAll as { type: string }).type !== 'COLLECTION');
  expect(lane, 'Leo’s browse has a row with a landing list').toBeTruthy();
  const { context, page } = await childPage(browser, leo);
  try {
    await page.goto('/browse');
    await page.getByRole('link', { name: `See all: ${lane!.title}` }).click();
    await expect(page).toHaveURL(/\/browse\?list=/);
    await expect(page.getByRole('heading', { level: 1, name: lane!.title })).toBeVisible();
    const landing = (await (
      await request.get(catalogueApi.landing.path, {
        headers: bearer(leo.token),
        params: { type: (lane!.seeAll as { type: string }).type },
      })
    ).json()) as BookPage;
    await expect(page.getByText(/^\d+ books?$/)).toHaveText(
      `${landing.total} book${landing.total === 1 ? '' : 's'}`,
    );
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Leo!' })).toBeVisible();
  } finally {
    await context.close();
  }
});
