import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { apiChildSession } from '../support/api.ts';
import { contextWithSession } from '../support/session.ts';
import {
  bookContent,
  endOfBook,
  importBook,
  packEpub,
  writeTemp,
} from '../support/reader-books.ts';
import {
  demoBookId,
  openReader,
  pageIndicator,
  readerPlace,
  turnScreen,
  visibleBookFrames,
  placeAtSection,
} from '../support/reader.ts';

/**
 * How a reflowable book fills a wide screen (issue 16 item 3) and books in other encodings
 * (issue 16 item 6, reader side): a section shorter than one column of the two-column screen
 * (a cover, a short page) stands in the middle, a long one fills both columns; a book whose
 * package document and pages are UTF-16 opens and reads like any other.
 */

const shotsDir = fileURLToPath(new URL('../screenshots/', import.meta.url));
mkdirSync(shotsDir, { recursive: true });

const DESKTOP = { width: 1280, height: 800 };
const SENTENCE = 'the brave little turtle walked along the sandy beach to find her friends';

const words = (n: number) => {
  const w = SENTENCE.split(' ');
  return Array.from({ length: n }, (_, i) => w[i % w.length]).join(' ');
};

/** Where the section's content is on screen, in page coordinates (its union of line boxes). */
async function contentBox(frame: Frame) {
  return frame.evaluate(() => {
    const fr = window.frameElement!.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(document.body);
    const lines = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
    const left = Math.min(...lines.map((r) => r.left)) + fr.left;
    const right = Math.max(...lines.map((r) => r.right)) + fr.left;
    return { left, right, centre: (left + right) / 2 };
  });
}

/** The text lines on screen that lie in the left / right half of the reading area. */
async function linesByHalf(page: Page, frame: Frame) {
  const area = (await page.getByTestId('reader-book').boundingBox())!;
  return frame.evaluate(
    ({ area }) => {
      const fr = window.frameElement!.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(document.body);
      const mid = area.x + area.width / 2;
      let left = 0;
      let right = 0;
      for (const r of Array.from(range.getClientRects())) {
        const x = fr.left + r.left + r.width / 2;
        if (r.width === 0 || x < area.x || x > area.x + area.width) continue;
        if (x < mid) left++;
        else right++;
      }
      return { left, right };
    },
    { area },
  );
}

test.describe('reader layout', () => {
  test('at desktop width a short section stands in the middle, a long one fills both columns', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const number = await importBook(
      writeTemp(
        'short-and-long.epub',
        packEpub({
          title: 'Short and Long',
          id: 'urn:uuid:e2e-short-and-long',
          layout: 'reflowable',
          pages: [
            { body: `<h1>A Short Page</h1><p>${words(30)}.</p>` },
            { body: `<h1>A Long Chapter</h1><p>${words(700)}.</p><p>${words(700)}.</p>` },
          ],
        }),
      ),
    );
    const { child: session } = await apiChildSession(request, 'Leo');
    const bookId = (await endOfBook(request, session.token, number)).book.id;
    const demoId = await demoBookId(request, session.token, 'PB-0025');
    const context = await contextWithSession(browser, session, { viewport: DESKTOP });
    try {
      const page = await context.newPage();
      await openReader(page, bookId);
      const area = (await page.getByTestId('reader-book').boundingBox())!;
      const mid = area.x + area.width / 2;

      // The short page: one column in the middle, nothing pushed to the left half.
      const [short] = await visibleBookFrames(page);
      const box = await contentBox(short!);
      expect(Math.abs(box.centre - mid), JSON.stringify(box)).toBeLessThan(area.width * 0.05);
      expect(box.right - box.left).toBeLessThan(area.width * 0.55);
      await page.screenshot({ path: `${shotsDir}reader-layout-short-section.png` });

      // The long chapter: a spread of two columns of text.
      await turnScreen(page, 'next');
      const [long] = await visibleBookFrames(page);
      await expect(long!.locator('h1')).toHaveText('A Long Chapter');
      const halves = await linesByHalf(page, long!);
      expect(halves.left).toBeGreaterThan(5);
      expect(halves.right).toBeGreaterThan(5);
      await page.screenshot({ path: `${shotsDir}reader-layout-long-section.png` });
      // And back: the short page is in the middle again.
      await turnScreen(page, 'prev');
      const [again] = await visibleBookFrames(page);
      expect(Math.abs((await contentBox(again!)).centre - mid)).toBeLessThan(area.width * 0.05);

      // The demo chapter book's cover (a picture on its own) stands in the middle too.
      await placeAtSection(request, session.token, demoId);
      await openReader(page, demoId);
      expect((await readerPlace(page)).atStart).toBe(true);
      const [cover] = await visibleBookFrames(page);
      const picture = (await cover!.locator('img, svg').first().boundingBox())!;
      expect(Math.abs(picture.x + picture.width / 2 - mid)).toBeLessThan(area.width * 0.05);
      await page.screenshot({ path: `${shotsDir}reader-layout-cover.png` });
    } finally {
      await context.close();
    }
  });

  test('in a narrow window (412 px) the page never scrolls sideways; the narration controls scroll in their own row', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const { child: session } = await apiChildSession(request, 'Mia');
    const bookId = await demoBookId(request, session.token, 'PB-0004');
    const context = await contextWithSession(browser, session, {
      viewport: { width: 412, height: 823 },
    });
    try {
      const page = await context.newPage();
      await openReader(page, bookId);
      // The read-along bar is in (its speed choices are the widest part of it).
      const speed = page.getByText('Speed', { exact: true });
      await expect(speed).toBeAttached({ timeout: 20_000 });
      const widths = () =>
        page.evaluate(() => ({
          page: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
          window: window.innerWidth,
        }));
      // The speed radios are visually hidden inputs placed absolutely: they made the page
      // 750 px wide when they escaped the bar's scroller.
      const before = await widths();
      expect(before.page, JSON.stringify(before)).toBeLessThanOrEqual(before.window);
      await page.screenshot({ path: `${shotsDir}reader-layout-narrow.png` });
      // The controls beyond the window's edge are reached by scrolling the bar, not the page.
      await speed.scrollIntoViewIfNeeded();
      await expect(speed).toBeInViewport();
      const after = await widths();
      expect(after.page, JSON.stringify(after)).toBeLessThanOrEqual(after.window);
      expect(await page.evaluate(() => window.scrollX)).toBe(0);
      await page.screenshot({ path: `${shotsDir}reader-layout-narrow-controls.png` });
    } finally {
      await context.close();
    }
  });

  for (const encoding of ['utf-16le', 'utf-16be'] as const) {
    test(`a book whose package document and pages are ${encoding.toUpperCase()} opens and reads`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(90_000);
      const number = await importBook(
        writeTemp(
          `${encoding}.epub`,
          packEpub({
            title: `Fête à la Mer ${encoding}`,
            id: `urn:uuid:e2e-${encoding}`,
            layout: 'reflowable',
            encoding,
            pages: [
              { body: `<h1>Première page</h1><p>Le petit poisson nage. ${words(300)}.</p>` },
              { body: `<h1>Deuxième page</h1><p>${words(500)}.</p>` },
            ],
          }),
        ),
      );
      const { child: session } = await apiChildSession(request, 'Leo');
      const bookId = (await endOfBook(request, session.token, number)).book.id;
      const manifest = await bookContent(request, session.token, bookId);
      const total = manifest.sections.reduce((n, s) => n + s.words, 0);
      expect(total).toBeGreaterThan(800);
      const context = await contextWithSession(browser, session, { viewport: DESKTOP });
      try {
        const page = await context.newPage();
        await openReader(page, bookId);
        await expect(pageIndicator(page)).toHaveText(
          `Page 1 of ${Math.ceil(total / manifest.pageSize)}`,
        );
        const [frame] = await visibleBookFrames(page);
        await expect(frame!.locator('h1')).toHaveText('Première page');
        await expect(frame!.locator('p').first()).toContainText('Le petit poisson nage.');
        await page.screenshot({ path: `${shotsDir}reader-layout-${encoding}.png` });
        // The second page (another UTF-16 document) opens too.
        for (let i = 0; i < 10; i++) {
          const [f] = await visibleBookFrames(page);
          if ((await f!.locator('h1').textContent()) === 'Deuxième page') break;
          await turnScreen(page, 'next');
        }
        const [second] = await visibleBookFrames(page);
        await expect(second!.locator('h1')).toHaveText('Deuxième page');
      } finally {
        await context.close();
      }
    });
  }
});
