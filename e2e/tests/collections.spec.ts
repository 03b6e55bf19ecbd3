import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  MESSAGES,
  apiPath,
  catalogueApi,
  collectionsApi,
  type BookCard,
  type BookPage,
  type SessionResponse,
  type UserCollectionsResponse,
} from '@pagebird/contract';
import { apiLogin, bearer } from '../support/api.ts';
import { DEMO, DESKTOP } from '../support/constants.ts';
import { contextWithSession } from '../support/session.ts';

/**
 * Favorites and user collections through the real UI (spec §2 favorites / library / collection,
 * the add_to_collection modal): a teacher favorites a book on its details page, finds it on
 * /favorites, makes a collection from the modal, finds it in My Library and on its page.
 *
 * Persistence: the e2e harness runs one server for the whole suite and cannot restart it, so the
 * spec proves the data lives on the server (PostgreSQL), not in the browser: a fresh browser
 * context with a new sign-in (no storage, no cache) sees the same favorites and collections.
 */

test.use({ viewport: DESKTOP });
test.describe.configure({ mode: 'serial' });

/** A book the teacher can see: the newest books of the educator catalogue. */
async function pickBook(request: APIRequestContext, token: string): Promise<BookCard> {
  const res = await request.get(catalogueApi.landing.path, {
    headers: bearer(token),
    params: { type: 'NEW', size: 5 },
  });
  expect(res.status(), `GET ${catalogueApi.landing.path}: ${await res.text()}`).toBe(200);
  const page = (await res.json()) as BookPage;
  expect(page.items.length, 'the demo catalogue has books for educators').toBeGreaterThan(0);
  return page.items[0]!;
}

async function collectionsOf(request: APIRequestContext, token: string) {
  const res = await request.get(collectionsApi.list.path, { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return (await res.json()) as UserCollectionsResponse;
}

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);

test.describe('favorites and collections (teacher)', () => {
  let session: SessionResponse;
  let book: BookCard;
  const collectionTitle = `Birds ${Date.now().toString(36).slice(-5)}`;

  test('favorite a book on its details page, then find it on /favorites', async ({
    browser,
    request,
  }) => {
    session = await apiLogin(request, DEMO.teacher.email, DEMO.teacher.password);
    book = await pickBook(request, session.token);
    // Start from a known state: the book is not a favorite yet.
    await request.delete(apiPath(collectionsApi.removeFavorite.path, { bookId: book.id }), {
      headers: bearer(session.token),
    });

    const context = await contextWithSession(browser, session);
    const page = await context.newPage();
    await page.goto(`/book-details/${book.id}`);
    await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible();

    const heart = page.getByRole('button', { name: `Favorite: ${book.title}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(toast(page, MESSAGES.addedToFavorites)).toBeVisible();

    // The header navigation of an educator reads "My Library"; favorites open from there.
    await page.goto('/favorites');
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    const favorites = page.getByRole('list', { name: 'Favorite books' });
    await expect(favorites.getByRole('link', { name: book.title })).toBeVisible();
    await expect(
      favorites.getByRole('button', { name: `Favorite: ${book.title}` }),
    ).toHaveAttribute('aria-pressed', 'true');
    await context.close();
  });

  test('create a collection from the add_to_collection modal and see it in My Library', async ({
    browser,
  }) => {
    const context = await contextWithSession(browser, session);
    const page = await context.newPage();
    await page.goto(`/book-details/${book.id}`);
    await page.getByRole('button', { name: `Add to collection: ${book.title}` }).click();

    const dialog = page.getByRole('dialog', { name: 'Add to collection' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('data-modal-name', 'add_to_collection');
    await dialog.getByRole('button', { name: 'New collection' }).click();
    const name = dialog.getByLabel('Collection name');
    await expect(name).toBeFocused();
    // Spec §5: an empty name is refused with the contract's text, and the counter shows n/40.
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText(MESSAGES.collectionTitleRequired)).toBeVisible();
    await name.fill(collectionTitle);
    await expect(dialog.getByText(`${collectionTitle.length}/40 Characters`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Create' }).click();

    const box = dialog.getByRole('checkbox', { name: new RegExp(collectionTitle) });
    await expect(box).toBeChecked();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, MESSAGES.collectionSaved)).toBeVisible();

    // My Library: Favorites first, then the new collection.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', {
        name: 'My Library',
      })
      .click();
    await expect(page).toHaveURL(/\/library$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Library' })).toBeVisible();
    const mine = page.getByRole('list', { name: 'My collections' });
    await expect(mine.getByRole('link').first()).toHaveText('Favorites');
    const card = mine.getByRole('link', { name: collectionTitle });
    await expect(card).toBeVisible();

    await card.click();
    await expect(page).toHaveURL(/\/collection\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: collectionTitle })).toBeVisible();
    await expect(page.getByText('1 book', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: book.title })).toBeVisible();
    await context.close();
  });

  test('favorites and the collection are kept on the server (new context, new sign-in)', async ({
    browser,
    request,
  }) => {
    const fresh = await apiLogin(request, DEMO.teacher.email, DEMO.teacher.password);
    expect(fresh.token).not.toBe(session.token);

    // The API answers the same data to the new session.
    const lists = await collectionsOf(request, fresh.token);
    const saved = lists.collections.find((c) => c.title === collectionTitle);
    expect(saved, `collection ${collectionTitle} kept`).toBeTruthy();
    expect(saved!.contentItems.map((c) => c.contentId)).toContain(book.id);
    expect(lists.favorites.total).toBeGreaterThan(0);

    const context = await contextWithSession(browser, fresh);
    const page = await context.newPage();
    await page.goto('/favorites');
    await expect(
      page.getByRole('list', { name: 'Favorite books' }).getByRole('link', { name: book.title }),
    ).toBeVisible();
    await page.goto('/library');
    await expect(
      page.getByRole('list', { name: 'My collections' }).getByRole('link', {
        name: collectionTitle,
      }),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('list', { name: 'My collections' }).getByRole('link', {
        name: collectionTitle,
      }),
    ).toBeVisible();

    // Clean up what this spec made, through the UI: unfavorite, then delete the collection.
    await page.goto('/favorites');
    const heart = page.getByRole('button', { name: `Favorite: ${book.title}` });
    await heart.click();
    await expect(toast(page, MESSAGES.removedFromFavorites)).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Favorite books' }).getByRole('link', { name: book.title }),
    ).toHaveCount(0);

    await page.goto('/library');
    await page.getByRole('button', { name: `Options for ${collectionTitle}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this collection?' });
    await confirm.getByRole('button', { name: 'Delete collection' }).click();
    await expect(toast(page, MESSAGES.collectionDeleted)).toBeVisible();
    await expect(page.getByRole('link', { name: collectionTitle })).toHaveCount(0);
    await context.close();
  });
});
