import {
  expect,
  type APIRequestContext,
  type Browser,
  type Frame,
  type Page,
} from '@playwright/test';
import { readerApi, type OpenedBookResponse, type SessionResponse } from '@pagebird/contract';
import { apiChildSession } from './api.ts';
import { contextWithSession } from './session.ts';
import { endOfBook } from './reader-books.ts';
import { throughSuperFlow } from './celebration.ts';

/** Reader helpers (apps/web features/reader: data attributes and labels of reader-view.tsx). */

export interface ReaderUser {
  session: SessionResponse;
  page: Page;
  close: () => Promise<void>;
}

/** A browser page signed in as a demo child (Mia 5, Leo 9), in its own context. */
export async function childPage(
  browser: Browser,
  request: APIRequestContext,
  child: 'Mia' | 'Leo',
): Promise<ReaderUser> {
  const { child: session } = await apiChildSession(request, child);
  const context = await contextWithSession(browser, session);
  const page = await context.newPage();
  return { session, page, close: () => context.close() };
}

/** The uuid of a demo book by its catalogue number, as the child sees it. */
export async function demoBookId(
  request: APIRequestContext,
  token: string,
  idNumber: string,
): Promise<string> {
  return (await endOfBook(request, token, idNumber)).book.id;
}

export const readerRoot = (page: Page) => page.locator('[data-reader-status]');

/**
 * Open /reader/:id and wait until the first page is on screen. When opening the book earned a
 * badge or a level, the reader celebrates at once (its super flow covers the book): click
 * through it. Specs read as the same demo children in parallel, so whether an open levels a
 * child up depends on the run.
 */
export async function openReader(page: Page, bookId: string): Promise<void> {
  const opened = page.waitForResponse(
    (r) => r.url().endsWith(readerApi.openedBook.path) && r.request().method() === 'POST',
  );
  await page.goto(`/reader/${bookId}`);
  await expect(readerRoot(page)).toHaveAttribute('data-reader-status', 'ready', {
    timeout: 20_000,
  });
  const { rewards } = (await (await opened).json()) as OpenedBookResponse;
  if (rewards.earnings.length > 0) await throughSuperFlow(page);
}

export const pageIndicator = (page: Page) => page.getByTestId('reader-page');

/** The page numbers on screen, from the reader's data attributes. */
export async function shownPages(page: Page) {
  const root = readerRoot(page);
  return {
    page: Number(await root.getAttribute('data-page')),
    pageEnd: Number(await root.getAttribute('data-page-end')),
    count: Number(await root.getAttribute('data-page-count')),
    atEnd: (await root.getAttribute('data-at-end')) !== null,
  };
}

/** Book page frames (blob: documents of EPUBs, the srcdoc frame of PDFs). */
export function bookFrames(page: Page): Frame[] {
  return page
    .frames()
    .filter(
      (f) => f !== page.mainFrame() && (f.url().startsWith('blob:') || f.url() === 'about:srcdoc'),
    );
}

/** Frames that are laid out and visible in the reading area (a spread has two). */
export async function visibleBookFrames(page: Page): Promise<Frame[]> {
  const out: Frame[] = [];
  for (const f of bookFrames(page)) {
    const el = await f.frameElement().catch(() => null);
    if (!el) continue;
    const box = await el.boundingBox();
    if (box && box.width > 50 && box.height > 50 && (await el.isVisible())) out.push(f);
  }
  return out;
}

/** Turn forward with the big Next button until the page indicator changes. */
export async function nextPage(page: Page): Promise<void> {
  const before = await pageIndicator(page).textContent();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(pageIndicator(page)).not.toHaveText(before ?? '');
}

/** Go to the last page (arrow keys), where "I finished the book!" shows. */
export async function goToEnd(page: Page, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if ((await readerRoot(page).getAttribute('data-at-end')) !== null) return;
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(60);
  }
  await expect(readerRoot(page)).toHaveAttribute('data-at-end', 'true');
}
