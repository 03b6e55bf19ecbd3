import { expect, test, type APIRequestContext } from '@playwright/test';
import { REWARDS_MESSAGES, rewardsApi, type SessionResponse, type Stats } from '@pagebird/contract';
import { apiChildSession, bearer } from '../support/api.ts';
import { DESKTOP } from '../support/constants.ts';
import { contextWithSession } from '../support/session.ts';

/**
 * The kids' world rewards in the browser: Leo (9) opens My Stuff and sees his locker, level and
 * points; Mia (5) has no Reward Vault tile and typing its address shows a friendly page; the
 * assets preview shows every reward picture. The must-show chain (earning gems by reading and a
 * quiz, buying and wearing a sticker, Mia's menu and 403) is kids-world.spec.ts.
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

  test('Mia (5) has no Reward Vault tile, and typing its address shows when it opens without asking the store', async ({
    browser,
    request,
  }) => {
    const { child: mia } = await apiChildSession(request, 'Mia');
    expect(mia.user.age).toBe(5);

    const context = await contextWithSession(browser, mia);
    const page = await context.newPage();
    const storeCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/exchange-store/')) storeCalls.push(r.url());
    });

    await page.goto('/my-stuff');
    await expect(page.getByRole('heading', { level: 1, name: 'My Stuff' })).toBeVisible();
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
