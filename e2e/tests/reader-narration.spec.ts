import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { endOfBook, importBook, writeTemp } from '../support/reader-books.ts';
import { packNarratedEpub, storyParagraphs } from '../support/reader-fixtures.ts';
import { childPage, openReader, readerPlace, visibleBookFrames } from '../support/reader.ts';

/**
 * Read-along from any page (issue 16): Play on a page without narration goes to the first
 * narrated passage after it and reads from there — in a reflowable book whose first chapters
 * have no audio, and in one whose narration starts further into its only chapter.
 */

const shotsDir = fileURLToPath(new URL('../screenshots/', import.meta.url));
mkdirSync(shotsDir, { recursive: true });

/** Every media element that starts playing is kept where the test can read its clock. */
async function watchAudio(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __pbAudio: HTMLMediaElement[] };
    w.__pbAudio = [];
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!w.__pbAudio.includes(this)) w.__pbAudio.push(this);
      return play.call(this);
    };
  });
}

const audioClock = (page: Page) =>
  page.evaluate(() => {
    const all = (window as unknown as { __pbAudio?: HTMLMediaElement[] }).__pbAudio ?? [];
    const playing = all.filter((a) => !a.paused);
    return playing.length > 0 ? Math.max(...playing.map((a) => a.currentTime)) : -1;
  });

/** The id of the highlighted (read-along) element on screen. */
async function highlighted(page: Page): Promise<string | null> {
  for (const f of await visibleBookFrames(page)) {
    const id = await f
      .locator('.-epub-media-overlay-active')
      .first()
      .getAttribute('id', { timeout: 200 })
      .catch(() => null);
    if (id) return id;
  }
  return null;
}

const BOOKS = [
  {
    name: 'the first chapters have no audio',
    file: 'late-chapter-narration.epub',
    book: {
      title: 'The Quiet Chapters',
      id: 'urn:uuid:e2e-late-chapter-narration',
      chapters: [
        { paragraphs: storyParagraphs(24, 'Quiet') },
        { paragraphs: storyParagraphs(24, 'Still') },
        { paragraphs: storyParagraphs(8, 'Sung'), narrated: [0, 1, 2, 3, 4, 5] },
      ],
    },
    first: 'c3p1',
  },
  {
    name: 'the narration starts further into its only chapter',
    file: 'late-page-narration.epub',
    book: {
      title: 'The Late Song',
      id: 'urn:uuid:e2e-late-page-narration',
      chapters: [{ paragraphs: storyParagraphs(60, 'Line'), narrated: [44, 45, 46, 47, 48, 49] }],
    },
    first: 'c1p45',
  },
];

test.describe('read-along from any page', () => {
  for (const fixture of BOOKS) {
    test(`Play on the first page goes to the narration and reads it: ${fixture.name}`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const number = await importBook(writeTemp(fixture.file, packNarratedEpub(fixture.book)));
      const leo = await childPage(browser, request, 'Leo');
      try {
        const { page, session } = leo;
        const book = (await endOfBook(request, session.token, number)).book;
        await watchAudio(page);
        await openReader(page, book.id);
        expect(await readerPlace(page)).toMatchObject({ atStart: true });
        expect(await highlighted(page)).toBeNull();

        const bar = page.locator('[data-narration-mode]');
        await expect(bar).toHaveAttribute('data-narration-mode', 'read-along');
        await bar.getByRole('button', { name: 'Play' }).click();
        await expect(bar).toHaveAttribute('data-narration-state', 'playing');

        // It turned to the first narrated passage and highlights it…
        await expect.poll(() => highlighted(page), { timeout: 15_000 }).toBe(fixture.first);
        expect((await readerPlace(page)).atStart).toBe(false);
        // …the audio clock runs…
        await expect.poll(() => audioClock(page), { timeout: 10_000 }).toBeGreaterThan(0.3);
        const t1 = await audioClock(page);
        await expect.poll(() => audioClock(page), { timeout: 10_000 }).toBeGreaterThan(t1 + 0.5);
        await page.screenshot({ path: `${shotsDir}reader-read-along-${fixture.file}.png` });
        // …and the highlight moves on with the voice.
        await expect.poll(() => highlighted(page), { timeout: 15_000 }).not.toBe(fixture.first);
        expect(await highlighted(page)).toMatch(/^c\dp\d+$/);
        await bar.getByRole('button', { name: 'Pause' }).click();
        await expect(bar).toHaveAttribute('data-narration-state', 'paused');
      } finally {
        await leo.close();
      }
    });
  }
});
