import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  DISCOVERY_MESSAGES,
  apiPath,
  discoveryApi,
  quizzesApi,
  type DailyQuizResponse,
  type DiscoveryQuiz,
  type DiscoveryVisitResponse,
  type DiscoveryZone,
  type DiscoveryZones,
} from '@pagebird/contract';
import { expectAccessible } from '../support/a11y.ts';
import { bearer, getJson } from '../support/api.ts';
import { superFlow, throughSuperFlow } from '../support/celebration.ts';
import { PHONE } from '../support/constants.ts';
import { childPage } from '../support/reader.ts';

/**
 * Discovery zones in Chromium against the built app (issue 5 item 6 and "Must show"): Leo (9)
 * opens a zone from the browse row, sees it in its colours (computed styles), its fun facts and
 * books; the visit is recorded; he takes the daily quiz, which then says "Come back tomorrow!",
 * and a second daily quiz the same day is not rewarded. A zone that does not load returns to
 * browse with a notification. Screenshots go to e2e/screenshots/discovery-*.png.
 */

const shotsDir = fileURLToPath(new URL('../screenshots/', import.meta.url));
mkdirSync(shotsDir, { recursive: true });
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `${shotsDir}discovery-${name}.png`, fullPage, animations: 'disabled' });

/** "rrggbb" → the computed-style form "rgb(r, g, b)". */
function rgb(hex: string): string {
  const n = (i: number) => parseInt(hex.slice(i, i + 2), 16);
  return `rgb(${n(0)}, ${n(2)}, ${n(4)})`;
}

const css = (el: Locator, prop: string) =>
  el.evaluate((node, p) => getComputedStyle(node).getPropertyValue(p), prop);

test('Leo opens a zone from browse: its colours, facts and books; the daily quiz once a day', async ({
  browser,
  request,
}) => {
  // Close to a minute while CI runs the server suite beside the e2e suite (56.6 s seen).
  test.setTimeout(120_000);
  const leo = await childPage(browser, request, 'Leo');
  try {
    const { page, session } = leo;
    const { token } = session;
    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);

    // A zone of Leo's with facts, books and a daily quiz not yet taken today.
    const { zones } = await getJson<DiscoveryZones>(request, token, discoveryApi.zones.path);
    expect(zones.length, 'Leo has discovery zones').toBeGreaterThan(0);
    let zone: DiscoveryZone | null = null;
    let daily: DiscoveryQuiz | null = null;
    for (const z of zones) {
      const full = await getJson<DiscoveryZone>(
        request,
        token,
        apiPath(discoveryApi.zone.path, { id: z.id }),
      );
      const quiz = await getJson<DiscoveryQuiz>(
        request,
        token,
        apiPath(discoveryApi.quiz.path, { id: z.id }),
        { timeZone },
      );
      const books = full.swimlanes.some((l) => l.books.length > 0);
      if (full.facts.length > 0 && books && quiz.quizzes.length > 0 && !quiz.completedToday) {
        zone = full;
        daily = quiz;
        break;
      }
    }
    expect(zone, 'a zone with facts, books and today’s quiz').not.toBeNull();
    const { colours } = zone!;

    // The browse row of zones leads to it.
    await page.goto('/browse');
    const row = page.getByRole('region', { name: 'Discovery Zones' });
    await expect(row).toBeVisible();
    await row.scrollIntoViewIfNeeded();
    await shot(page, 'browse-row');
    const visit = page.waitForResponse(
      (r) => r.url().endsWith(discoveryApi.visit.path) && r.request().method() === 'POST',
    );
    await row.getByRole('link', { name: `Open the ${zone!.title} zone` }).click();
    await expect(page).toHaveURL(new RegExp(`/discovery-zone/${zone!.id}$`));
    const visited = await visit;
    expect(visited.request().postDataJSON()).toEqual({ zoneId: zone!.id });
    expect(visited.status()).toBe(200);
    const { rewards } = (await visited.json()) as DiscoveryVisitResponse;
    if (rewards.earnings.length > 0 || rewards.points > 0) {
      // The first visit earned something: the super flow shows it.
      await expect(superFlow(page)).toBeVisible();
      await shot(page, 'visit-super-flow');
      await throughSuperFlow(page);
    }

    await expect(page.getByRole('heading', { level: 1, name: zone!.title })).toBeVisible();

    // Its colours, as the browser paints them (the API sends hex without '#').
    const root = page.locator(`[data-zone-id="${zone!.id}"]`);
    expect(await css(root, 'background-color')).toBe(rgb(colours.background));
    const fact = page.getByTestId('zone-fact').first();
    expect(await css(fact, 'background-color')).toBe(rgb(colours.funFact));
    expect(await css(fact, 'border-top-color')).toBe(rgb(colours.funFactBorder));
    const factsTitle = page.getByRole('heading', { level: 2, name: 'Fun facts' });
    expect(await css(factsTitle, 'color')).toBe(rgb(colours.swimLaneTitle));
    expect(await css(page.getByTestId('zone-icon'), 'background-color')).toBe(rgb(colours.icon));
    if (zone!.featured) {
      const featured = page.getByTestId('zone-featured');
      expect(await css(featured, 'background-color')).toBe(rgb(colours.featuredBlock));
      expect(await css(featured, 'border-top-color')).toBe(rgb(colours.featuredBlockBorder));
      await expect(featured).toContainText(zone!.featured.title);
    }
    const lane = zone!.swimlanes.find((l) => l.books.length > 0)!;
    const laneRegion = page.getByRole('region', { name: lane.title });
    expect(await css(laneRegion.getByRole('heading', { level: 2 }), 'color')).toBe(
      rgb(colours.swimLaneTitle),
    );

    // Its facts and books.
    await expect(page.getByTestId('zone-fact')).toHaveText(zone!.facts.map((f) => f.text));
    await expect(
      laneRegion.getByRole('link', { name: lane.books[0]!.title }).first(),
    ).toBeVisible();
    if (zone!.heroImages.web) {
      await expect(page.getByTestId('zone-hero')).toHaveAttribute('src', zone!.heroImages.web);
    }
    await shot(page, 'zone');
    await expectAccessible(page, `[data-zone-id="${zone!.id}"]`);
    await shot(page, 'zone-full', true);

    // The daily quiz: every answer right.
    const card = page.getByTestId('daily-quiz');
    await expect(card).toHaveAttribute('data-daily-state', 'open');
    await card.getByRole('button', { name: 'Daily quiz' }).click();
    const dialog = page.getByRole('dialog', { name: 'Daily quiz' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: "Let's go!" }).click();
    let posted: Promise<DailyQuizResponse> | null = null;
    for (const [i, q] of daily!.quizzes.entries()) {
      const rightAnswer = q.quizAnswers.find((a) => a.correct)!;
      await expect(page.getByTestId('quiz-runner')).toHaveAttribute('data-question', String(i + 1));
      await dialog
        .getByTestId('quiz-answer')
        .filter({ has: page.getByText(rightAnswer.answer, { exact: true }) })
        .click();
      await dialog.getByRole('button', { name: 'Check' }).click();
      if (i === daily!.quizzes.length - 1) {
        posted = page
          .waitForResponse((r) => r.url().endsWith(quizzesApi.daily.path))
          .then((r) => r.json() as Promise<DailyQuizResponse>);
        await shot(page, 'daily-quiz');
      }
      await dialog.getByRole('button', { name: 'Next' }).click();
    }
    const first = await posted!;
    expect(first.alreadyRewardedToday).toBe(false);
    expect(first.correct).toBe(daily!.quizzes.length);
    expect(first.stars).toBe(3);
    const result = page.getByTestId('quiz-result');
    await expect(result).toContainText(
      `You got ${daily!.quizzes.length} of ${daily!.quizzes.length} right!`,
    );
    const rewarded = first.rewards.earnings.length > 0 || first.rewards.points > 0;
    await result.getByRole('button', { name: rewarded ? 'See my rewards' : 'Done' }).click();
    await throughSuperFlow(page);

    // Done today: "Come back tomorrow!" with the stars, also after a reload.
    await expect(card).toHaveAttribute('data-daily-state', 'done');
    await expect(card.getByRole('heading', { name: 'Come back tomorrow!' })).toBeVisible();
    await expect(card.getByRole('img', { name: '3 stars of 3' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Daily quiz' })).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'daily-done');
    await expectAccessible(page, '[data-testid="daily-quiz"]');
    await page.reload();
    await expect(page.getByTestId('daily-quiz')).toHaveAttribute('data-daily-state', 'done');

    // A second daily quiz the same day is not rewarded.
    const second = await request.post(quizzesApi.daily.path, {
      headers: bearer(token),
      data: {
        zoneId: zone!.id,
        timeZone,
        answers: daily!.quizzes.map((q) => ({
          quizId: q.contentId,
          answerId: q.quizAnswers.find((a) => a.correct)!.contentId,
          wrongAttempts: 0,
        })),
      },
    });
    expect(second.status()).toBe(200);
    const again = (await second.json()) as DailyQuizResponse;
    expect(again.alreadyRewardedToday).toBe(true);
    expect(again.day).toBe(first.day);
    expect(again.rewards).toEqual({ points: 0, gems: 0, earnings: [] });
  } finally {
    await leo.close();
  }
});

test('the zones page lists Leo’s zones; a phone shows the mobile hero; a missing zone returns to browse', async ({
  browser,
  request,
}) => {
  const leo = await childPage(browser, request, 'Leo');
  try {
    const { page, session } = leo;
    const { zones } = await getJson<DiscoveryZones>(
      request,
      session.token,
      discoveryApi.zones.path,
    );
    await page.goto('/discovery-zone');
    await expect(page.getByRole('heading', { level: 1, name: 'Discovery zones' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Discovery zones' });
    await expect(list.getByRole('link')).toHaveCount(zones.length);
    const firstCard = list.getByRole('link', { name: `Open the ${zones[0]!.title} zone` });
    expect(await css(firstCard, 'background-color')).toBe(rgb(zones[0]!.colours.background));
    await shot(page, 'zones');
    await expectAccessible(page, 'main');

    // A zone that does not exist: a notification, back on browse (spec §8).
    await page.goto(`/discovery-zone/${randomUUID()}`);
    await expect(page).toHaveURL(/\/browse$/);
    await expect(page.getByText(DISCOVERY_MESSAGES.zoneNotFound)).toBeVisible();

    // On a small screen the hero is the mobile picture (<picture> with a media source).
    const zone = await getJson<DiscoveryZone>(
      request,
      session.token,
      apiPath(discoveryApi.zone.path, { id: zones[0]!.id }),
    );
    await page.setViewportSize(PHONE);
    const visit = page.waitForResponse((r) => r.url().endsWith(discoveryApi.visit.path));
    await page.goto(`/discovery-zone/${zone.id}`);
    const { rewards } = (await (await visit).json()) as DiscoveryVisitResponse;
    if (rewards.earnings.length > 0 || rewards.points > 0) {
      await expect(superFlow(page)).toBeVisible();
      await throughSuperFlow(page);
    }
    await expect(page.getByRole('heading', { level: 1, name: zone.title })).toBeVisible();
    if (zone.heroImages.mobile) {
      await expect
        .poll(() =>
          page.getByTestId('zone-hero').evaluate((img: HTMLImageElement) => img.currentSrc),
        )
        .toContain(zone.heroImages.mobile);
    }
    await shot(page, 'zone-narrow');
  } finally {
    await leo.close();
  }
});
