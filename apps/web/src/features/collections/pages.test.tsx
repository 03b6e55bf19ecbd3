import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type UserCollectionDetails } from '@pagebird/contract';
import CollectionPage from '../../app/routes/kid/collection.tsx';
import FavoritesPage from '../../app/routes/kid/favorites.tsx';
import LibraryPage from '../../app/routes/kid/library.tsx';
import { Notifications, notify } from '../../components/ui/notifications.tsx';
import { jsonResponse, signIn } from '../../test/factories.ts';
import { renderRoute } from '../../test/render.tsx';
import { makeBook, makeCollection, stubApi, testId } from './test-api.ts';

beforeAll(async () => {
  await import('../../components/ui/modal-view.tsx');
});

const favoritesCard = {
  id: 'favorites',
  kind: 'FAVORITES' as const,
  title: 'Favorites',
  ownerName: null,
  total: 2,
  covers: [null, null],
};

describe('/library', () => {
  it('shows Favorites first, my collections, and for a student the teacher’s collections', async () => {
    notify.clear();
    signIn('STUDENT');
    const mine = makeCollection({ title: 'Space', total: 5 });
    const assigned = makeCollection({ title: 'Week 3 reading', ownerName: 'Ms Lee', owned: false });
    stubApi({
      'GET /api/user-collections': {
        favorites: favoritesCard,
        collections: [mine],
        assigned: [assigned],
      },
    });
    renderRoute(<LibraryPage />, { path: '/library' });
    expect(screen.getByRole('heading', { level: 1, name: 'My Library' })).toBeInTheDocument();

    const own = await screen.findByRole('list', { name: 'My collections' });
    const links = within(own).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Favorites', 'Space']);
    expect(links[0]).toHaveAttribute('href', '/favorites');
    expect(links[1]).toHaveAttribute('href', `/collection/${mine.id}`);
    expect(within(own).getByRole('button', { name: 'Options for Space' })).toBeInTheDocument();

    const fromTeacher = screen.getByRole('list', { name: 'From your teacher' });
    expect(within(fromTeacher).getByRole('link', { name: 'Week 3 reading' })).toHaveAttribute(
      'href',
      `/collection/${assigned.id}`,
    );
    expect(within(fromTeacher).getByText('by Ms Lee')).toBeInTheDocument();
    // Read-only: no menu on a teacher's collection.
    expect(within(fromTeacher).queryByRole('button')).not.toBeInTheDocument();
  });

  it('creates a collection from the "New collection" button', async () => {
    const user = userEvent.setup();
    notify.clear();
    signIn('TEACHER');
    let collections = [] as ReturnType<typeof makeCollection>[];
    const created = makeCollection({ title: 'Poems' });
    const api = stubApi({
      'GET /api/user-collections': () =>
        jsonResponse(200, { favorites: favoritesCard, collections, assigned: [] }),
      'POST /api/user-collections': () => {
        collections = [created];
        return jsonResponse(200, created);
      },
    });
    renderRoute(
      <>
        <LibraryPage />
        <Notifications />
      </>,
      { path: '/library' },
    );
    expect(await screen.findByText(/Make a collection/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'New collection' });
    await user.type(within(dialog).getByLabelText('Collection name'), 'Poems');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('link', { name: 'Poems' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ title: 'Poems' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renames and deletes (after confirming) from a card menu', async () => {
    const user = userEvent.setup();
    notify.clear();
    signIn('TEACHER');
    let mine = makeCollection({ title: 'Space', total: 0 });
    let deleted = false;
    const api = stubApi({
      'GET /api/user-collections': () =>
        jsonResponse(200, {
          favorites: favoritesCard,
          collections: deleted ? [] : [mine],
          assigned: [],
        }),
      [`PUT /api/user-collections/${mine.id}`]: (call: { body: { title: string } }) => {
        mine = { ...mine, title: call.body.title };
        return jsonResponse(200, mine);
      },
      [`DELETE /api/user-collections/${mine.id}`]: () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });
    renderRoute(
      <>
        <LibraryPage />
        <Notifications />
      </>,
      { path: '/library' },
    );
    await user.click(await screen.findByRole('button', { name: 'Options for Space' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename collection' });
    const field = within(rename).getByLabelText('Collection name');
    expect(field).toHaveValue('Space');
    expect(within(rename).getByText('5/40 Characters')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Outer space');
    await user.click(within(rename).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('link', { name: 'Outer space' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ title: 'Outer space' });

    await user.click(screen.getByRole('button', { name: 'Options for Outer space' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this collection?' });
    expect(confirm).toHaveTextContent('“Outer space” will be deleted.');
    // Nothing is deleted before confirming.
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete collection' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Outer space' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText(MESSAGES.collectionDeleted)).toBeInTheDocument();
  });
});

function details(overrides: Partial<UserCollectionDetails> = {}): UserCollectionDetails {
  const books = [makeBook({ title: 'Moon Walk' }), makeBook({ title: 'Star Gazing' })];
  return {
    ...makeCollection({ title: 'Space', total: books.length }),
    books,
    ...overrides,
  };
}

describe('/collection/:id', () => {
  it('shows title, owner, total and books; the owner can take a book out', async () => {
    const user = userEvent.setup();
    notify.clear();
    signIn('TEACHER');
    const moon = makeBook({ title: 'Moon Walk' });
    let data = details({ books: [moon, makeBook({ title: 'Star Gazing' })] });
    const api = stubApi({
      'GET /api/favorite': { items: [], total: 0 },
      [`GET /api/user-collections/${data.id}`]: () => jsonResponse(200, data),
      [`GET /api/user-collections/${data.id}/assignments`]: [
        { type: 'CLASSROOM', ids: [testId()], collectionId: data.id },
      ],
      [`DELETE /api/user-collections/${data.id}/content/${moon.id}`]: () => {
        data = { ...data, books: data.books.slice(1), total: 1 };
        return new Response(null, { status: 204 });
      },
    });
    renderRoute(
      <>
        <CollectionPage />
        <Notifications />
      </>,
      { path: '/collection/:id', initialEntries: [`/collection/${data.id}`] },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Space' })).toBeInTheDocument();
    expect(screen.getByText('by Sam')).toBeInTheDocument();
    expect(screen.getByText('2 books')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    // A teacher sees where the collection is assigned.
    expect(await screen.findByText('1 class')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Moon Walk from this collection' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Moon Walk' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('1 book')).toBeInTheDocument();
    expect(
      await screen.findByText('“Moon Walk” was taken out of the collection.'),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('is read-only for a student’s assigned collection', async () => {
    signIn('STUDENT');
    const data = details({ owned: false, ownerName: 'Ms Lee' });
    const api = stubApi({
      'GET /api/favorite': { items: [], total: 0 },
      [`GET /api/user-collections/${data.id}`]: data,
    });
    renderRoute(<CollectionPage />, {
      path: '/collection/:id',
      initialEntries: [`/collection/${data.id}`],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Space' })).toBeInTheDocument();
    expect(screen.getByText('Chosen by your teacher')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /from this collection/ })).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path.endsWith('/assignments'))).toBe(false);
  });

  it('says when the collection is not found', async () => {
    signIn('STUDENT');
    const id = testId();
    stubApi({
      [`GET /api/user-collections/${id}`]: () =>
        jsonResponse(404, { code: 'NOT_FOUND', message: MESSAGES.collectionNotFound }),
    });
    renderRoute(<CollectionPage />, {
      path: '/collection/:id',
      initialEntries: [`/collection/${id}`],
    });
    expect(await screen.findByText(MESSAGES.collectionNotFound)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /My Library/ }).length).toBeGreaterThan(0);
  });

  it('goes back to the library after deleting', async () => {
    const user = userEvent.setup();
    notify.clear();
    signIn('STUDENT');
    const data = details();
    stubApi({
      'GET /api/favorite': { items: [], total: 0 },
      [`GET /api/user-collections/${data.id}`]: data,
      [`DELETE /api/user-collections/${data.id}`]: () => new Response(null, { status: 204 }),
    });
    const { router } = renderRoute(<CollectionPage />, {
      path: '/collection/:id',
      initialEntries: [`/collection/${data.id}`],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this collection?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete collection' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/library'));
  });
});

describe('/favorites', () => {
  it('invites to explore when there are no favorites, and lists a parent’s collections', async () => {
    signIn('PARENT');
    const mine = makeCollection({ title: 'Bedtime', total: 1 });
    stubApi({
      'GET /api/favorite': { items: [], total: 0 },
      'GET /api/user-collections': { favorites: favoritesCard, collections: [mine], assigned: [] },
    });
    renderRoute(<FavoritesPage />, { path: '/favorites' });
    expect(screen.getByRole('heading', { level: 1, name: 'Favorites' })).toBeInTheDocument();
    expect(await screen.findByText('No favorites yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore books' })).toHaveAttribute('href', '/browse');
    const list = await screen.findByRole('list', { name: 'My collections' });
    // Parents have no /collection route: the collection opens on /favorites.
    expect(within(list).getByRole('link', { name: 'Bedtime' })).toHaveAttribute(
      'href',
      `/favorites?collection=${mine.id}`,
    );
  });

  it('lists favorite books with the heart to take one out', async () => {
    const user = userEvent.setup();
    notify.clear();
    signIn('CHILD');
    const moon = makeBook({ title: 'Moon Walk' });
    const star = makeBook({ title: 'Star Gazing' });
    let items = [moon, star];
    stubApi({
      'GET /api/favorite': () => jsonResponse(200, { items, total: items.length }),
      'GET /api/user-collections': { favorites: favoritesCard, collections: [], assigned: [] },
      [`DELETE /api/favorite/${moon.id}`]: () => {
        items = [star];
        return new Response(null, { status: 204 });
      },
    });
    renderRoute(
      <>
        <FavoritesPage />
        <Notifications />
      </>,
      { path: '/favorites' },
    );
    const heart = await screen.findByRole('button', { name: 'Favorite: Moon Walk' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart);
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Moon Walk' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Star Gazing' })).toBeInTheDocument();
    // The card (and its heart) left the page at once; the result is still told.
    expect(await screen.findByText(MESSAGES.removedFromFavorites)).toBeInTheDocument();
  });

  it('opens a parent’s collection with ?collection=', async () => {
    signIn('PARENT');
    const data = details({ title: 'Bedtime' });
    stubApi({
      'GET /api/favorite': { items: [], total: 0 },
      [`GET /api/user-collections/${data.id}`]: data,
    });
    renderRoute(<FavoritesPage />, {
      path: '/favorites',
      initialEntries: [`/favorites?collection=${data.id}`],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bedtime' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Favorites' })).toHaveAttribute('href', '/favorites');
  });
});
