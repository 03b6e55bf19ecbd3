import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  MESSAGES,
  REWARDS_MESSAGES,
  authApi,
  quizzesApi,
  readerApi,
  rewardsApi,
  type Earning,
  type EndOfBookQuizzes,
  type ErrorBody,
  type FinishedBookResponse,
  type OpenedBookResponse,
  type QuizCompletionResponse,
  type SessionResponse,
  type Stats,
  type StoreResponse,
  type UserDetails,
} from '@pagebird/contract';
import { apiChildSession, bearer, getJson } from '../support/api.ts';
import { superFlow } from '../support/celebration.ts';
import { DEMO, DESKTOP } from '../support/constants.ts';
import { endOfBook } from '../support/reader-books.ts';
import { goToEnd, readerRoot } from '../support/reader.ts';
import { contextWithSession } from '../support/session.ts';
import { chooseProfile, signInUI } from '../support/ui.ts';

/**
 * The kids' world must-show chain of issue 5, in Chromium against the built app, on a fresh
 * database: this file is the `kids-world` Playwright project, which runs before every other spec
 * (playwright.config.ts), so Leo and Mia have earned nothing yet and every step is exact.
 *
 * 1. Leo (9) opens a demo book from its details page, reads to the end, finishes it and sees the
 *    celebration super flow in spec order (badge → level up → new avatar → gems; Next, Done, the
 *    right-arrow key); then the summary, the book's quiz all right, the result stars and the super
 *    flow with the quiz's gems; then My Stuff → Reward Vault: he buys a sticker he can afford,
 *    wears it, and it shows on his avatar in the header, also after a reload. His gems are what he
 *    earned minus the price, never negative.
 * 2. Mia (5) has no Reward Vault in her account menu and its API answers 403.
 * 3. Age-adaptive spacing (spec §9): large for Mia, small for Leo and the parent.
 * 4. The interests prompt (spec §4, rule "third successful login"): choosing Leo or Mia on
 *    profile-select opens browse the second time and interests-selection the third. Done here,
 *    on known login counts, it also means no later spec can land on a child's third login by
 *    chance (every session counts, and other specs open them in parallel).
 *
 * Screenshots go to e2e/screenshots/kids-world-*.png.
 */

test.use({ viewport: DESKTOP });
test.describe.configure({ mode: 'serial' });

/** A short demo facts book for ages 7–11 (EPUB, not narrated) that no other spec finishes first. */
const BOOK = 'PB-0008';

const shotsDir = fileURLToPath(new URL('../screenshots/', import.meta.url));
mkdirSync(shotsDir, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${shotsDir}kids-world-${name}.png`, animations: 'disabled' });

const stats = (request: APIRequestContext, token: string) =>
  getJson<Stats>(request, token, rewardsApi.stats.path);

/** The step on screen: its kind (`data-step`) and the hidden "Step k of N" counter. */
const stepOf = (flow: Locator) => flow.locator('[data-step]');
const counter = (flow: Locator) => flow.getByText(/^Step \d+ of \d+$/);
const flowButton = (flow: Locator, name: 'Next' | 'Done') =>
  flow.getByRole('button', { name, exact: true });
const revealButton = (flow: Locator) => flow.getByRole('button', { name: /^Tap to reveal!/ });

/** The avatar in the main header's account menu button. */
const headerAvatar = (page: Page) =>
  page.getByRole('button', { name: /^Account menu for / }).getByTestId('profile-avatar');

const runner = (page: Page) => page.getByTestId('quiz-runner');

/**
 * Walk a super flow that must end with the gems step, checking the counter, the button labels
 * (Next while more remain, Done on the last) and that the last step shows `gems` gems. Badges
 * are revealed first. Answers the kinds of the steps, in order.
 */
async function throughFlowEndingWithGems(page: Page, gems: number): Promise<string[]> {
  const flow = superFlow(page);
  await expect(flow).toBeVisible();
  const total = (await counter(flow).count())
    ? Number((await counter(flow).textContent())!.match(/of (\d+)/)![1])
    : 1;
  const kinds: string[] = [];
  for (let k = 1; k <= total; k++) {
    if (total > 1) await expect(counter(flow)).toHaveText(`Step ${k} of ${total}`);
    const kind = (await stepOf(flow).getAttribute('data-step'))!;
    kinds.push(kind);
    if (kind === 'badge') await revealButton(flow).click();
    if (k < total) {
      await expect(flowButton(flow, 'Done')).toHaveCount(0);
      await flowButton(flow, 'Next').click();
    } else {
      expect(kind).toBe('gems');
      await expect(
        flow.getByRole('heading', { name: `You earned ${gems} ${gems === 1 ? 'gem' : 'gems'}!` }),
      ).toBeVisible();
      await expect(flowButton(flow, 'Next')).toHaveCount(0);
      await flowButton(flow, 'Done').click();
    }
  }
  await expect(flow).toBeHidden();
  return kinds;
}

test.describe("kids' world: read, celebrate, quiz, spend", () => {
  let leo: SessionResponse;
  let mia: SessionResponse;
  let parent: SessionResponse;

  test.beforeAll(async ({ request }) => {
    const leoSessions = await apiChildSession(request, 'Leo');
    leo = leoSessions.child;
    parent = leoSessions.parent;
    mia = (await apiChildSession(request, 'Mia')).child;
    expect(leo.user.age).toBe(9);
    expect(mia.user.age).toBe(5);
  });

  test('Leo finishes a demo book: super flow (badge, level 2, avatar, gems), quiz all right, super flow with gems; buys a sticker and wears it', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);

    // A fresh Leo: nothing earned yet (this project runs before every other spec).
    const before = await stats(request, leo.token);
    expect(
      before,
      'kids-world needs a fresh Leo (it runs first, on a fresh database)',
    ).toMatchObject({
      totalPoints: 0,
      gems: 0,
      booksFinished: 0,
      badgesEarned: 0,
      rewardVault: true,
    });
    expect(before.level.level).toBe(1);
    const summaryBefore = await endOfBook(request, leo.token, BOOK);
    expect(summaryBefore.timesFinished).toBe(0);
    const book = summaryBefore.book;
    const quiz = await getJson<EndOfBookQuizzes>(request, leo.token, quizzesApi.endOfBook.path, {
      bookIdNumber: BOOK,
      deviceType: 'DESKTOP',
    });
    expect(quiz.quizzes.length, `${BOOK} has a quiz`).toBeGreaterThan(0);
    expect(quiz.completed).toBeNull();

    const context = await contextWithSession(browser, leo);
    const page = await context.newPage();
    try {
      // ── 1. Open the book from its details page and read to the end ──
      await page.goto(`/book-details/${book.id}`);
      await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible();
      const opened = page.waitForResponse(
        (r) => r.url().endsWith(readerApi.openedBook.path) && r.request().method() === 'POST',
      );
      await page.getByRole('link', { name: 'Read', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/reader/${book.id}$`));
      await expect(readerRoot(page)).toHaveAttribute('data-reader-status', 'ready', {
        timeout: 20_000,
      });
      // Opening the book is worth points only (no badge, no level): the reading goes on.
      const open = (await (await opened).json()) as OpenedBookResponse;
      expect(open.rewards).toMatchObject({ gems: 0, earnings: [] });
      expect(open.rewards.points).toBeGreaterThan(0);
      await expect(superFlow(page)).toHaveCount(0);
      await goToEnd(page);

      const finished = page.waitForResponse(
        (r) => r.url().endsWith(readerApi.finishedBook.path) && r.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'I finished the book!' }).click();
      const finish = (await (await finished).json()) as FinishedBookResponse;
      expect(finish.firstCompletion).toBe(true);
      expect(finish.gems).toBeGreaterThan(0);
      const byType = (type: Earning['type']) => finish.earnings.filter((e) => e.type === type);
      const [badge] = byType('NEW_BADGE');
      const [levelUp] = byType('LEVEL_UP');
      const [avatar] = byType('NEW_AVATAR');
      expect(byType('NEW_BADGE').map((e) => e.badgeName)).toEqual(['First Book']);
      expect(levelUp?.dataValue).toBe(2);
      expect(byType('NEW_AVATAR')).toHaveLength(1);
      expect(byType('GEM_EARNED').map((e) => e.dataValue)).toEqual([finish.gems]);

      // ── 2. The super flow: badge → level up → new avatar → gems ──
      const flow = superFlow(page);
      await expect(flow).toBeVisible();
      await expect(flow).toHaveAttribute('data-modal-name', 'badge');

      // Badge: a surprise to tap first (no Next yet), then its name.
      await expect(counter(flow)).toHaveText('Step 1 of 4');
      await expect(stepOf(flow)).toHaveAttribute('data-step', 'badge');
      await expect(
        flow.getByRole('heading', { name: badge!.title ?? MESSAGES.badgeTitle }),
      ).toBeVisible();
      expect(badge!.title ?? MESSAGES.badgeTitle).toBe('You earned a new badge!');
      await expect(revealButton(flow)).toBeVisible();
      await expect(revealButton(flow)).toBeFocused();
      await expect(flowButton(flow, 'Next')).toHaveCount(0);
      await shot(page, 'flow-1-badge-hidden');
      await revealButton(flow).click();
      await expect(flow.getByText('First Book', { exact: true })).toBeVisible();
      await expect(revealButton(flow)).toHaveCount(0);
      await expect(flowButton(flow, 'Next')).toBeVisible();
      await expect(flowButton(flow, 'Done')).toHaveCount(0);
      await shot(page, 'flow-2-badge-revealed');
      await flowButton(flow, 'Next').click();

      // Level up: the bar fills to 100, then the new level.
      await expect(counter(flow)).toHaveText('Step 2 of 4');
      await expect(stepOf(flow)).toHaveAttribute('data-step', 'levelUp');
      await expect(flow.getByRole('heading', { name: 'Level up!' })).toBeVisible();
      const bar = flow.getByRole('progressbar', { name: 'Filling up your level bar' });
      await expect(bar).toHaveAttribute('aria-valuemax', '100');
      await expect(bar).toHaveAttribute('aria-valuenow', '100');
      await expect(flow.getByText('You reached level 2!')).toBeVisible();
      await expect(flowButton(flow, 'Next')).toBeVisible();
      await shot(page, 'flow-3-level-up');
      await flowButton(flow, 'Next').click();

      // New avatar: its picture and name; the right-arrow key moves on like Next.
      await expect(counter(flow)).toHaveText('Step 3 of 4');
      await expect(stepOf(flow)).toHaveAttribute('data-step', 'avatar');
      await expect(flow.getByRole('heading', { name: 'You got a new avatar!' })).toBeVisible();
      await expect(flow.getByText(avatar!.label, { exact: true })).toBeVisible();
      const avatarImage = avatar!.imageUrl ?? avatar!.extraData?.imageUrl;
      expect(avatarImage).toBeTruthy();
      const avatarImg = stepOf(flow).locator(`img[src="${avatarImage}"]`);
      await expect(avatarImg).toBeVisible();
      await expect
        .poll(() => avatarImg.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await expect(flowButton(flow, 'Next')).toBeVisible();
      await shot(page, 'flow-4-avatar');
      await page.keyboard.press('ArrowRight');

      // Gems (with the points): the last step, Done.
      await expect(counter(flow)).toHaveText('Step 4 of 4');
      await expect(stepOf(flow)).toHaveAttribute('data-step', 'gems');
      await expect(
        flow.getByRole('heading', { name: `You earned ${finish.gems} gems!` }),
      ).toBeVisible();
      await expect(flow.getByText(`+${finish.points} points`)).toBeVisible();
      await expect(flowButton(flow, 'Next')).toHaveCount(0);
      await expect(flowButton(flow, 'Done')).toBeVisible();
      await shot(page, 'flow-5-gems');
      await flowButton(flow, 'Done').click();
      await expect(flow).toBeHidden();

      // ── 3. The summary, then the book's quiz, every answer right ──
      await expect(page.getByTestId('end-of-book')).toBeVisible();
      const afterFinish = await stats(request, leo.token);
      expect(afterFinish.gems).toBe(finish.gems);
      expect(afterFinish.level.level).toBe(2);
      expect(afterFinish.badgesEarned).toBe(1);

      const entry = page.getByRole('region', { name: 'Take the quiz' });
      await entry.getByRole('button', { name: 'Take the quiz' }).click();
      const quizDialog = page.getByRole('dialog', { name: 'Quiz time!' });
      await expect(quizDialog).toHaveAttribute('data-modal-name', 'eob_quiz');
      await quizDialog.getByRole('button', { name: "Let's go!" }).click();

      let completion: Promise<QuizCompletionResponse> | null = null;
      for (const [i, q] of quiz.quizzes.entries()) {
        await expect(runner(page)).toHaveAttribute('data-question', String(i + 1));
        await expect(runner(page).getByRole('heading', { level: 2 })).toHaveText(q.question);
        const right = q.quizAnswers.findIndex((a) => a.correct);
        await runner(page).getByTestId('quiz-answer').nth(right).click();
        await expect(runner(page).getByRole('radio').nth(right)).toBeChecked();
        await page.getByTestId('quiz-action').click(); // Check
        await expect(page.getByTestId('quiz-feedback')).toHaveText('Yes! That is right!');
        await expect(page.getByTestId('quiz-action')).toHaveText('Next');
        if (i === quiz.quizzes.length - 1) {
          completion = page
            .waitForResponse(
              (r) =>
                r.url().includes(quizzesApi.complete.path) &&
                r.request().method() === 'POST' &&
                (r.request().postDataJSON() as { completed: boolean }).completed,
            )
            .then((r) => r.json() as Promise<QuizCompletionResponse>);
        }
        await page.getByTestId('quiz-action').click(); // Next
      }
      const result = await completion!;
      expect(result).toMatchObject({
        firstCompletion: true,
        correct: quiz.quizzes.length,
        total: quiz.quizzes.length,
        stars: 3,
      });
      expect(result.rewards.gems).toBeGreaterThan(0);

      const resultScreen = page.getByTestId('quiz-result');
      await expect(resultScreen).toContainText(
        `You got ${quiz.quizzes.length} of ${quiz.quizzes.length} right!`,
      );
      await expect(resultScreen.getByRole('img', { name: '3 stars of 3' })).toHaveAttribute(
        'data-stars',
        '3',
      );
      await shot(page, 'quiz-result');

      // The quiz's rewards: its own super flow, ending with the gems.
      await resultScreen.getByRole('button', { name: 'See my rewards' }).click();
      await expect(superFlow(page)).toHaveAttribute('data-modal-name', 'badge');
      await shot(page, 'quiz-flow');
      const quizSteps = await throughFlowEndingWithGems(page, result.rewards.gems);
      expect(quizSteps.at(-1)).toBe('gems');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(entry.getByRole('img', { name: '3 stars of 3' })).toBeVisible();

      const earned = finish.gems + result.rewards.gems;
      const afterQuiz = await stats(request, leo.token);
      expect(afterQuiz.gems).toBe(earned);
      expect(afterQuiz.quizzesCompleted).toBe(1);

      // ── 4. My Stuff → Reward Vault: a sticker he can afford ──
      const store = await getJson<StoreResponse>(request, leo.token, rewardsApi.storeItems.path);
      expect(store.gems).toBe(earned);
      const sticker = store.items
        .filter((i) => i.storeEntityType === 'STICKER' && !i.owned && i.price <= earned)
        .sort((a, b) => a.price - b.price)[0];
      expect(sticker, `a sticker for at most ${earned} gems`).toBeTruthy();

      // Back to books (browse: the details page was opened directly), then the account menu.
      await page.getByRole('link', { name: 'Back to books' }).click();
      await expect(page).toHaveURL(/\/browse$/);
      await page.getByRole('button', { name: /^Account menu for Leo/ }).click();
      await page.getByRole('menuitem', { name: 'My Stuff' }).click();
      await expect(page).toHaveURL(/\/my-stuff$/);
      await expect(page.getByRole('heading', { level: 1, name: 'My Stuff' })).toBeVisible();
      await page.getByRole('link', { name: /^Reward Vault/ }).click();
      await expect(page).toHaveURL(/\/my-stuff\/reward-vault$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Reward Vault' })).toBeVisible();
      const balance = page.getByTestId('vault-gems');
      await expect(balance).toHaveText(new RegExp(`(^|\\D)${earned}$`));

      const tile = page.locator(`[data-testid="store-item"][data-item-id="${sticker!.id}"]`);
      await expect(tile).toContainText(sticker!.name);
      await tile
        .getByRole('button', { name: `Buy ${sticker!.name} for ${sticker!.price} gems` })
        .click();
      const buy = page.locator('[data-modal-name="reward_vault_purchase"]');
      await expect(buy).toContainText(`Buy ${sticker!.name} for ${sticker!.price} gems?`);
      await buy.getByRole('button', { name: 'Yes, buy it!' }).click();
      await expect(buy.getByText("It's yours!")).toBeVisible();
      const left = earned - sticker!.price;
      await expect(balance).toHaveText(new RegExp(`(^|\\D)${left}$`));

      await buy.getByRole('button', { name: 'Wear it now' }).click();
      await expect(buy).toBeHidden();
      await expect(
        page
          .getByRole('region', { name: 'Notifications' })
          .getByText(`Looking great! You are wearing ${sticker!.name}.`),
      ).toBeVisible();
      await expect(tile.getByText('Yours!')).toBeVisible();

      // The header's avatar wears the sticker at once …
      const stickerImg = headerAvatar(page).locator(`img[src="${sticker!.imageUrl}"]`);
      await expect(headerAvatar(page)).toHaveAttribute('data-sticker-id', sticker!.id);
      await expect(stickerImg).toBeVisible();
      await expect
        .poll(() => stickerImg.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await headerAvatar(page).scrollIntoViewIfNeeded();
      await shot(page, 'header-sticker');
      await headerAvatar(page).screenshot({
        path: `${shotsDir}kids-world-header-avatar.png`,
        animations: 'disabled',
      });

      // … and after a reload (stored on the server), on the stickers page too.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Reward Vault' })).toBeVisible();
      await expect(headerAvatar(page)).toHaveAttribute('data-sticker-id', sticker!.id);
      await expect(stickerImg).toBeVisible();
      await shot(page, 'header-sticker-reloaded');
      await page.goto('/my-stuff/stickers');
      await expect(page.getByRole('heading', { level: 1, name: 'Stickers' })).toBeVisible();
      await expect(headerAvatar(page)).toHaveAttribute('data-sticker-id', sticker!.id);
      await expect(page.getByRole('button', { name: `Wear ${sticker!.name}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      // ── 5. The balance: earned − price, never below zero ──
      const after = await stats(request, leo.token);
      expect(after.gems).toBe(left);
      expect(after.gems).toBeGreaterThanOrEqual(0);
      const details = await getJson<UserDetails>(request, leo.token, authApi.details.path);
      expect(details.avatarSettings.sticker?.id).toBe(sticker!.id);
      const storeAfter = await getJson<StoreResponse>(
        request,
        leo.token,
        rewardsApi.storeItems.path,
      );
      expect(storeAfter.gems).toBe(left);
      expect(storeAfter.items.find((i) => i.id === sticker!.id)?.owned).toBe(true);
      // A sticker that costs more than is left is refused, and nothing is taken.
      const tooDear = storeAfter.items.find(
        (i) => i.storeEntityType === 'STICKER' && !i.owned && i.price > left,
      );
      expect(tooDear).toBeTruthy();
      const refused = await request.post(rewardsApi.purchase.path, {
        headers: bearer(leo.token),
        data: { storeEntityType: 'STICKER', id: tooDear!.id },
      });
      expect(refused.status()).toBe(409);
      expect(((await refused.json()) as ErrorBody).message).toBe(REWARDS_MESSAGES.notEnoughGems);
      expect((await stats(request, leo.token)).gems).toBe(left);
    } finally {
      await context.close();
    }
  });

  test('Mia (5) has no Reward Vault in her account menu, and its API answers 403', async ({
    browser,
    request,
  }) => {
    for (const res of [
      await request.get(rewardsApi.storeItems.path, { headers: bearer(mia.token) }),
      await request.post(rewardsApi.purchase.path, {
        headers: bearer(mia.token),
        data: { storeEntityType: 'STICKER', id: 'sticker-star' },
      }),
    ]) {
      expect(res.status(), res.url()).toBe(403);
      expect((await res.json()) as ErrorBody).toMatchObject({
        code: 'FORBIDDEN',
        message: REWARDS_MESSAGES.vaultTooYoung,
      });
    }
    expect((await stats(request, mia.token)).rewardVault).toBe(false);

    const context = await contextWithSession(browser, mia);
    const page = await context.newPage();
    try {
      await page.goto('/browse');
      await page.getByRole('button', { name: /^Account menu for Mia/ }).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem')).toHaveText([
        'My Stuff',
        'Change Profile',
        'Log Out',
      ]);
      await expect(menu.getByRole('menuitem', { name: 'Reward Vault' })).toHaveCount(0);
      await shot(page, 'mia-menu');
    } finally {
      await context.close();
    }
  });

  test('interface spacing follows the age (spec §9): large for Mia (5), small for Leo (9) and the parent', async ({
    browser,
  }) => {
    // The parent has no age: the default age (14) counts.
    expect(parent.user.age ?? null).toBeNull();
    const cases: [string, SessionResponse, string, 'large' | 'medium' | 'small'][] = [
      ['Mia', mia, '/browse', 'large'],
      ['Leo', leo, '/browse', 'small'],
      ['the parent', parent, '/profile-select', 'small'],
    ];
    for (const [who, session, path, spacing] of cases) {
      const context = await contextWithSession(browser, session);
      const page = await context.newPage();
      try {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect
          .poll(() => page.evaluate(() => document.documentElement.dataset.spacing), {
            message: `spacing for ${who}`,
          })
          .toBe(spacing);
      } finally {
        await context.close();
      }
    }
  });

  test('the interests prompt (spec §4): the second login of Leo and Mia from profile-select opens browse, the third asks for their interests', async ({
    browser,
    request,
  }) => {
    // One session each so far (beforeAll); the demo profiles were created today.
    for (const child of [leo, mia]) {
      const details = await getJson<UserDetails>(request, child.token, authApi.details.path);
      expect(details.successLoginsCount, child.user.name).toBe(1);
    }
    const context = await contextWithSession(browser, null);
    const page = await context.newPage();
    try {
      await signInUI(page, DEMO.parent.email, DEMO.parent.password);
      await expect(page).toHaveURL(/\/profile-select$/);
      for (const name of ['Leo', 'Mia']) {
        // Second login: straight to browse.
        await chooseProfile(page, name);
        await expect(page).toHaveURL(/\/browse$/);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.getByRole('button', { name: new RegExp(`^Account menu for ${name}`) }).click();
        await page.getByRole('menuitem', { name: 'Change Profile' }).click();
        await expect(page).toHaveURL(/\/profile-select$/);
        // Third login: the interests come first.
        await chooseProfile(page, name);
        await expect(page).toHaveURL(/\/interests-selection$/);
        await expect(
          page.getByRole('heading', { level: 1, name: 'What do you love?' }),
        ).toBeVisible();
        await page.getByRole('button', { name: new RegExp(`^Account menu for ${name}`) }).click();
        await page.getByRole('menuitem', { name: 'Change Profile' }).click();
        await expect(page).toHaveURL(/\/profile-select$/);
      }
    } finally {
      await context.close();
    }
  });
});
