import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type BookCard } from '@pagebird/contract';
import { Notifications, notify } from '../../../components/ui/notifications.tsx';
import { jsonResponse, signIn } from '../../../test/factories.ts';
import { renderRoute } from '../../../test/render.tsx';
import { makeBook, stubApi } from '../test-api.ts';
import { FavoriteButton } from './favorite-button.tsx';

function deferred() {
  let resolve!: (r: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

const book = makeBook({ title: 'The Little Bird' });
const favPath = `/api/favorite/${book.id}`;

function setup(handlers: Record<string, unknown>, props: { isFavorite?: boolean } = {}) {
  notify.clear();
  signIn('CHILD');
  const api = stubApi(handlers);
  renderRoute(
    <>
      <FavoriteButton bookId={book.id} title={book.title} {...props} />
      <Notifications />
    </>,
  );
  return api;
}

const heart = () => screen.getByRole('button', { name: 'Favorite: The Little Bird' });

describe('FavoriteButton', () => {
  it('adds a favorite: pressed at once, then confirmed by the refreshed list', async () => {
    const user = userEvent.setup();
    let favorites: BookCard[] = [];
    const post = deferred();
    const api = setup({
      'GET /api/favorite': () => jsonResponse(200, { items: favorites, total: favorites.length }),
      [`POST ${favPath}`]: () => post.promise,
    });
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/favorite')).toBe(true));
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));

    await user.click(heart());
    // Optimistic: pressed while the call is still running.
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(heart()).toHaveAttribute('aria-busy', 'true');

    favorites = [book];
    post.resolve(new Response(null, { status: 204 }));
    expect(await screen.findByText(MESSAGES.addedToFavorites)).toBeInTheDocument();
    await waitFor(() => expect(heart()).not.toHaveAttribute('aria-busy'));
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    // The list was fetched again after the change (invalidation).
    expect(api.calls.filter((c) => c.path === '/api/favorite').length).toBeGreaterThanOrEqual(2);
  });

  it('removes a favorite', async () => {
    const user = userEvent.setup();
    let favorites: BookCard[] = [book];
    const api = setup({
      'GET /api/favorite': () => jsonResponse(200, { items: favorites, total: favorites.length }),
      [`DELETE ${favPath}`]: () => {
        favorites = [];
        return new Response(null, { status: 204 });
      },
    });
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    await user.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText(MESSAGES.removedFromFavorites)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === favPath)).toBe(true);
    await waitFor(() => expect(heart()).not.toHaveAttribute('aria-busy'));
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });

  it('goes back and shows the server text when the change is refused', async () => {
    const user = userEvent.setup();
    setup({
      'GET /api/favorite': { items: [], total: 0 },
      [`POST ${favPath}`]: () =>
        jsonResponse(403, { code: 'OUTSIDE_SCHOOL_HOURS', message: MESSAGES.classTimeOver }),
    });
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    await user.click(heart());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.classTimeOver);
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
  });

  it('shows the generic text for an unknown failure and restores the heart', async () => {
    const user = userEvent.setup();
    setup({
      'GET /api/favorite': { items: [book], total: 1 },
      [`DELETE ${favPath}`]: () => jsonResponse(500, { code: 'INTERNAL', message: 'db down' }),
    });
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    await user.click(heart());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.generic);
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
  });

  it('uses the page’s isFavorite until the list has loaded', () => {
    setup(
      { 'GET /api/favorite': () => new Promise<Response>(() => undefined) },
      { isFavorite: true },
    );
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
  });

  it('renders nothing for an admin', () => {
    notify.clear();
    signIn('ADMIN');
    const api = stubApi({});
    renderRoute(<FavoriteButton bookId={book.id} title={book.title} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
