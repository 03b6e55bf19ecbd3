import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  REWARDS_MESSAGES,
  authApi,
  quizzesApi,
  readerApi,
  rewardsApi,
  type EndOfBook,
  type EndOfBookQuizzes,
  type FinishedBookResponse,
  type QuizCompletionResponse,
  type SessionResponse,
  type Stats,
  type StoreResponse,
  type UserDetails,
} from '@pagebird/contract';
import { apiChildSession, bearer } from '../support/api.ts';
import { DESKTOP } from '../support/constants.ts';
import { contextWithSession } from '../support/session.ts';

/**
 * The kids' world rewards in the browser (issue 5 "Must show"): Leo (9) opens My Stuff and
 * sees his locker, level and points; earns gems the real way (finishing a demo book and passing
 * its end-of-book quiz through the same APIs the reader and the quiz use); buys the cheapest
 * sticker in the Reward Vault, wears it, and the sticker shows on his avatar in the header.
 * Mia (5) has no Reward Vault in her account menu and its API answers 403.
 *
 * Other specs read as Leo at the same time (they only ever add gems), so nothing here assumes a
 * fixed balance: amounts are read from the API before they are checked on screen.
 */

test.use({ viewport: DESKTOP });
test.describe.configure({ mode: 'serial' });

async function getJson<T>(request: APIRequestContext, token: string, path: string, params = {}) {
  const res = await request.get(path, { headers: bearer(token), params });
  expect(res.status(), `GET ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

async function postJson<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: unknown,
  params = {},
) {
  const res = await request.post(path, { headers: bearer(token), data, params });
  expect(res.status(), `POST ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

const DEMO_BOOKS = Array.from({ length: 45 }, (_, i) => `PB-${String(i + 1).padStart(4, '0')}`);

/**
 * Leo reads a demo book he has not finished yet: opened-book, finished-book (the reader's
 * calls), then its end-of-book quiz with every answer right (the quiz's completion call).
 * Answers the gems the two calls earned, or null when no such book is left.
 */
async function readABookAndPassItsQuiz(
  request: APIRequestContext,
  token: string,
): Promise<{ idNumber: string; gems: number } | null> {
  for (const idNumber of DEMO_BOOKS) {
    const res = await request.get(readerApi.endOfBook.path, {
      headers: bearer(token),
      params: { bookIdNumber: idNumber, deviceType: 'DESKTOP' },
    });
    if (res.status() !== 200) continue; // not in Leo's catalogue
    const summary = (await res.json()) as EndOfBook;
    if (summary.timesFinished > 0) continue;
    const quiz = await getJson<EndOfBookQuizzes>(request, token, quizzesApi.endOfBook.path, {
      bookIdNumber: idNumber,
      deviceType: 'DESKTOP',
    });
    if (quiz.quizzes.length === 0 || quiz.completed) continue;

    const bookSessionId = randomUUID();
    const body = { bookId: summary.book.id, bookSessionId };
    await postJson(request, token, readerApi.openedBook.path, body);
    const finish = await postJson<FinishedBookResponse>(
      request,
      token,
      readerApi.finishedBook.path,
      body,
    );
    const answers = quiz.quizzes.map((q) => ({
      quizId: q.contentId,
      answerId: q.quizAnswers.find((a) => a.correct)!.contentId,
      wrongAttempts: 0,
    }));
    const passed = await postJson<QuizCompletionResponse>(
      request,
      token,
      quizzesApi.complete.path,
      { bookIdNumber: idNumber, answers, completed: true },
      { quizType: 'END_OF_BOOK' },
    );
    expect(passed.correct, `every answer of ${idNumber} right`).toBe(passed.total);
    return { idNumber, gems: finish.gems + passed.rewards.gems };
  }
  return null;
}

/** The avatar in the main header's account menu button. */
const headerAvatar = (page: Page) =>
  page.getByRole('button', { name: /^Account menu for / }).getByTestId('profile-avatar');

test.describe('rewards: My Stuff and the Reward Vault', () => {
  let leo: SessionResponse;

  test.beforeAll(async ({ request }) => {
    leo = (await apiChildSession(request, 'Leo')).child;
  });

  test('Leo opens My Stuff: his locker with his avatar, level and points', async ({
    browser,
    request,
  }) => {
    const stats = await getJson<Stats>(request, leo.token, rewardsApi.stats.path);
    const context = await contextWithSession(browser, leo);
    const page = await context.newPage();

    // Through the account menu, like a child would.
    await page.goto('/browse');
    await page.getByRole('button', { name: /^Account menu for Leo/ }).click();
    await page.getByRole('menuitem', { name: 'My Stuff' }).click();
    await expect(page).toHaveURL(/\/my-stuff$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Stuff' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Hi, Leo!' })).toBeVisible();
    await expect(page.getByTestId('profile-avatar').first()).toBeVisible();

    const level = page.getByRole('progressbar', { name: /^Level \d+ progress$/ });
    await expect(level).toBeVisible();
    const shownLevel = Number((await level.getAttribute('aria-label'))!.match(/\d+/)![0]);
    expect(shownLevel).toBeGreaterThanOrEqual(stats.level.level);
    // Points never go down; under 5 digits they show without a separator (spec §9).
    const points = Number((await page.getByTestId('points').textContent())!.replace(/\D/g, ''));
    expect(points).toBeGreaterThanOrEqual(stats.totalPoints);
    await expect(page.getByTestId('gems')).toBeVisible();

    for (const tile of ['Avatars', 'Frames', 'Stickers', 'Badges', 'Reward Vault']) {
      await expect(page.getByRole('link', { name: new RegExp(`^${tile}`) })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2, name: 'My badges' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What I did lately' })).toBeVisible();
    await context.close();
  });

  test('Leo earns gems by reading and passing a quiz, buys the cheapest sticker, wears it, and it shows on his avatar in the header', async ({
    browser,
    request,
  }) => {
    // Earn gems the real way until the cheapest sticker he does not own is affordable.
    const cheapestSticker = (store: StoreResponse) =>
      store.items
        .filter((i) => i.storeEntityType === 'STICKER' && !i.owned)
        .sort((a, b) => a.price - b.price)[0]!;
    let store = await getJson<StoreResponse>(request, leo.token, rewardsApi.storeItems.path);
    let earned = 0;
    for (let tries = 0; tries < 10; tries++) {
      const read = await readABookAndPassItsQuiz(request, leo.token);
      expect(read, 'a demo book with a quiz that Leo has not finished').not.toBeNull();
      earned += read!.gems;
      store = await getJson<StoreResponse>(request, leo.token, rewardsApi.storeItems.path);
      if (earned > 0 && store.gems >= cheapestSticker(store).price) break;
    }
    expect(earned, 'finishing and the quiz earned gems').toBeGreaterThan(0);
    const sticker = cheapestSticker(store);
    expect(store.gems).toBeGreaterThanOrEqual(sticker.price);

    const context = await contextWithSession(browser, leo);
    const page = await context.newPage();
    await page.goto('/browse');
    await page.getByRole('button', { name: /^Account menu for Leo/ }).click();
    await page.getByRole('menuitem', { name: 'Reward Vault' }).click();
    await expect(page).toHaveURL(/\/my-stuff\/reward-vault$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reward Vault' })).toBeVisible();

    const balance = page.getByTestId('vault-gems');
    const gemsBefore = Number((await balance.textContent())!.replace(/\D/g, ''));
    expect(gemsBefore).toBeGreaterThanOrEqual(store.gems);

    const tile = page.locator(`[data-testid="store-item"][data-item-id="${sticker.id}"]`);
    await expect(tile).toContainText(sticker.name);
    await tile
      .getByRole('button', { name: `Buy ${sticker.name} for ${sticker.price} gems` })
      .click();

    const dialog = page.locator('[data-modal-name="reward_vault_purchase"]');
    await expect(dialog).toContainText(`Buy ${sticker.name} for ${sticker.price} gems?`);
    await dialog.getByRole('button', { name: 'Yes, buy it!' }).click();
    await expect(dialog.getByText("It's yours!")).toBeVisible();
    await expect(balance).toHaveText(new RegExp(`${gemsBefore - sticker.price}$`));

    await dialog.getByRole('button', { name: 'Wear it now' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page
        .getByRole('region', { name: 'Notifications' })
        .getByText(`Looking great! You are wearing ${sticker.name}.`),
    ).toBeVisible();
    await expect(tile.getByText('Yours!')).toBeVisible();

    // The header's avatar wears the sticker at once, without a reload …
    await expect(headerAvatar(page)).toHaveAttribute('data-sticker-id', sticker.id);
    const stickerImage = headerAvatar(page).locator(`img[src="${sticker.imageUrl}"]`);
    await expect(stickerImage).toBeVisible();
    expect(
      await stickerImage.evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);

    // … and it was stored on the server: a new page and the API agree.
    await page.goto('/my-stuff/stickers');
    await expect(page.getByRole('heading', { level: 1, name: 'Stickers' })).toBeVisible();
    await expect(headerAvatar(page)).toHaveAttribute('data-sticker-id', sticker.id);
    await expect(page.getByRole('button', { name: `Wear ${sticker.name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const details = await getJson<UserDetails>(request, leo.token, authApi.details.path);
    expect(details.avatarSettings.sticker?.id).toBe(sticker.id);
    const after = await getJson<StoreResponse>(request, leo.token, rewardsApi.storeItems.path);
    expect(after.items.find((i) => i.id === sticker.id)?.owned).toBe(true);
    await context.close();
  });

  test('Mia (5) has no Reward Vault in her menu, sees when it opens, and its API answers 403', async ({
    browser,
    request,
  }) => {
    const { child: mia } = await apiChildSession(request, 'Mia');
    expect(mia.user.age).toBe(5);

    const res = await request.get(rewardsApi.storeItems.path, { headers: bearer(mia.token) });
    expect(res.status()).toBe(403);
    const buy = await request.post(rewardsApi.purchase.path, {
      headers: bearer(mia.token),
      data: { storeEntityType: 'STICKER', id: 'sticker-star' },
    });
    expect(buy.status()).toBe(403);

    const context = await contextWithSession(browser, mia);
    const page = await context.newPage();
    const storeCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/exchange-store/')) storeCalls.push(r.url());
    });

    await page.goto('/my-stuff');
    await expect(page.getByRole('heading', { level: 1, name: 'My Stuff' })).toBeVisible();
    await page.getByRole('button', { name: /^Account menu for Mia/ }).click();
    const items = page.getByRole('menu').getByRole('menuitem');
    await expect(items).toHaveText(['My Stuff', 'Change Profile', 'Log Out']);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: /^Stickers/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Reward Vault/ })).toHaveCount(0);

    // Typing the address shows a friendly page; the store is never asked.
    await page.goto('/my-stuff/reward-vault');
    await expect(page.getByRole('heading', { level: 1, name: 'Reward Vault' })).toBeVisible();
    await expect(page.getByRole('heading', { name: REWARDS_MESSAGES.vaultTooYoung })).toBeVisible();
    expect(storeCalls).toEqual([]);
    await context.close();
  });

  test('the assets preview shows every reward picture', async ({ browser, request }) => {
    const avatars = await getJson<{ items: unknown[] }>(
      request,
      leo.token,
      rewardsApi.avatars.path,
    );
    const context = await contextWithSession(browser, leo);
    const page = await context.newPage();
    await page.goto('/my-stuff/preview');
    await expect(page.getByRole('heading', { level: 1, name: 'Preview' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Avatars' });
    await expect(list.getByRole('listitem')).toHaveCount(avatars.items.length);
    for (const name of ['Frames', 'Stickers', 'Badges']) {
      await expect(page.getByRole('list', { name }).getByRole('listitem').first()).toBeVisible();
    }
    await context.close();
  });
});
