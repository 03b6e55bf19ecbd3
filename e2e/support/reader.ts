import {
  expect,
  type APIRequestContext,
  type Browser,
  type Frame,
  type Page,
} from '@playwright/test';
import { readerApi, type OpenedBookResponse, type SessionResponse } from '@pagebird/contract';
import { apiChildSession, bearer } from './api.ts';
import { contextWithSession } from './session.ts';
import { endOfBook } from './reader-books.ts';
import { throughSuperFlow } from './celebration.ts';

/** Reader helpers (apps/web features/reader: data attributes and labels of reader-view.tsx). */

/**
 * Stores the reader's place in a book at the start of one of its sections (through the API, as
 * another device would), so the next opening starts there whatever an earlier test or try left.
 */
export async function placeAtSection(
  request: APIRequestContext,
  token: string,
  bookId: string,
  section = 0,
): Promise<void> {
  const res = await request.put(`/api/books/${bookId}/progress`, {
    headers: bearer(token),
    data: {
      position: `page:${section}`,
      page: section,
      fraction: 0,
      clientTimestamp: new Date().toISOString(),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

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

/**
 * Where the reader is: the page text, the place in the text (0..1 and the stored position), and
 * whether the last / first screen and the finish button show — read at one instant.
 */
export async function readerPlace(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('[data-reader-status]');
    const buttons = Array.from(document.querySelectorAll('button'));
    const prev = buttons.find((b) => b.getAttribute('aria-label') === 'Previous page');
    return {
      text: (document.querySelector('[data-testid="reader-page"]')?.textContent ?? '').trim(),
      fraction: root?.getAttribute('data-fraction') ?? null,
      position: root?.getAttribute('data-position') ?? null,
      atEnd: root?.hasAttribute('data-at-end') ?? false,
      atStart: !!prev?.disabled,
      finish: buttons.filter((b) => b.textContent?.trim() === 'I finished the book!').length,
    };
  });
}

/**
 * One screen forward or back with the arrow keys; waits until the reader shows another place
 * (the page number of a reflowable book stays the same for several screens).
 */
export async function turnScreen(page: Page, dir: 'next' | 'prev'): Promise<void> {
  const root = readerRoot(page);
  const before = await root.getAttribute('data-position');
  await page.keyboard.press(dir === 'next' ? 'ArrowRight' : 'ArrowLeft');
  await expect(root).not.toHaveAttribute('data-position', before ?? '');
  // A turn can settle in two steps (the renderer lays out the end of a chapter): wait until the
  // place and the page number shown for it hold still.
  const placeNow = () =>
    page.evaluate(() => {
      const r = document.querySelector('[data-reader-status]');
      const label = document.querySelector('[data-testid="reader-page"]')?.textContent?.trim();
      return `${r?.getAttribute('data-position')}|${r?.getAttribute('data-at-end')}|${label}`;
    });
  // Held still means the same over three reads 150 ms apart: on a busy machine the number can
  // follow the place by more than one read.
  let last = await placeNow();
  let same = 0;
  for (let i = 0; i < 40 && same < 2; i++) {
    await page.waitForTimeout(150);
    const now = await placeNow();
    same = now === last ? same + 1 : 0;
    last = now;
  }
}

/**
 * A word of at least `minLetters` letters that is fully on screen in the reading area, away
 * from its outer edges (page-turn zones), and its centre in page coordinates: the place a child
 * taps to look the word up. Null when the screen shows no such word.
 */
export async function wordOnScreen(
  page: Page,
  frame: Frame,
  minLetters = 4,
): Promise<{ word: string; x: number; y: number } | null> {
  const area = (await page.getByTestId('reader-book').boundingBox())!;
  return frame.evaluate(
    ({ area, minLetters }) => {
      const fr = window.frameElement!.getBoundingClientRect();
      const scale = fr.width / (window.frameElement as HTMLElement).offsetWidth || 1;
      const left = area.x + area.width * 0.2;
      const right = area.x + area.width * 0.8;
      // A whole word of letters (not part of "Dot’s" or "ice-cream").
      const word = new RegExp(`(?<![\\p{L}'’-])\\p{L}{${minLetters},}(?![\\p{L}'’-])`, 'gu');
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let t = walker.nextNode(); t; t = walker.nextNode()) {
        const text = t.nodeValue ?? '';
        for (const m of text.matchAll(word)) {
          const range = document.createRange();
          range.setStart(t, m.index);
          range.setEnd(t, m.index + m[0].length);
          const rects = range.getClientRects();
          if (rects.length !== 1) continue;
          const r = rects[0]!;
          const x = fr.left + (r.left + r.width / 2) * scale;
          const y = fr.top + (r.top + r.height / 2) * scale;
          if (x > left && x < right && y > area.y + 10 && y < area.y + area.height - 10) {
            return { word: m[0], x, y };
          }
        }
      }
      return null;
    },
    { area, minLetters },
  );
}
