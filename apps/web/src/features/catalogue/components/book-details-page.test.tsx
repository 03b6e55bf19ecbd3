import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, apiPath, catalogueApi } from '@pagebird/contract';
import { Notifications, notify } from '../../../components/ui/notifications.tsx';
import { makeBook, makeDetails, testUuid } from '../../../components/books/test-data.ts';
import { SESSION_KEYS } from '../../../lib/storage.ts';
import { jsonResponse, signIn } from '../../../test/factories.ts';
import { renderRoute } from '../../../test/render.tsx';
import { stubCatalogueApi } from '../test-api.ts';
import { BookDetailsPage } from './book-details-page.tsx';

const detailsPath = (id: string) => apiPath(catalogueApi.details.path, { id });
const relatedPath = (id: string) => apiPath(catalogueApi.related.path, { id });

function renderDetails(bookId: string, from = '/browse', actions?: React.ReactNode) {
  return renderRoute(
    <>
      <BookDetailsPage bookId={bookId} actions={actions} />
      <Notifications />
    </>,
    {
      path: '/book-details/:bookId',
      initialEntries: [from, `/book-details/${bookId}`],
      extraRoutes: [{ path: from, element: <p>came from here</p> }],
    },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  notify.clear();
});

describe('book details page', () => {
  it('shows the book: cover, title, people, Read-Along, facts, series, topics, related', async () => {
    signIn('CHILD', { age: 9 });
    const seriesId = testUuid();
    const book = makeDetails({
      title: 'Dino Day',
      authors: ['Ann Lee'],
      illustrators: ['Bo Kim'],
      isAudioIncluded: true,
      series: { id: seriesId, name: 'Dino Tales', position: 2, total: 3 },
    });
    stubCatalogueApi({
      [`GET ${detailsPath(book.id)}`]: book,
      [`GET ${relatedPath(book.id)}`]: { books: [makeBook({ title: 'Rex Runs' })] },
    });
    renderDetails(book.id, '/browse', <button type="button">Favorite</button>);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dino Day' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Dino Day' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByText('Ann Lee')).toBeInTheDocument();
    expect(screen.getByText('Bo Kim')).toBeInTheDocument();
    expect(screen.getByText('Read-Along')).toBeInTheDocument();
    expect(screen.getByText(book.description!)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dino Tales' })).toHaveAttribute(
      'href',
      `/book-series/${seriesId}`,
    );
    expect(screen.getByText(/Book 2 of 3 in/)).toBeInTheDocument();

    const facts = screen.getByRole('region', { name: 'About this book' });
    expect(within(facts).getByText('Grade 1')).toBeInTheDocument();
    expect(within(facts).getByText('4–8')).toBeInTheDocument();
    expect(within(facts).getByText('24')).toBeInTheDocument();
    expect(within(facts).getByText('5 minutes')).toBeInTheDocument();
    expect(within(facts).getByText('English')).toBeInTheDocument();

    const topics = screen.getByRole('region', { name: 'Topics' });
    expect(within(topics).getByRole('link', { name: 'Dinosaurs' })).toHaveAttribute(
      'href',
      '/search?interests=dinosaurs',
    );
    expect(within(topics).getByText('Friendship')).toBeInTheDocument();

    // The related row loads after the details.
    expect(
      await screen.findByRole('region', { name: 'More books you might like' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rex Runs' })).toBeInTheDocument();

    // Read opens the reader.
    expect(screen.getByRole('link', { name: 'Read' })).toHaveAttribute(
      'href',
      `/reader/${book.id}`,
    );
    expect(screen.getByRole('button', { name: 'Favorite' })).toBeInTheDocument();
  });

  it('remembers browse as the book origin when opened by address', async () => {
    signIn('CHILD', { age: 9 });
    const book = makeDetails();
    stubCatalogueApi({ [`GET ${detailsPath(book.id)}`]: book });
    renderDetails(book.id);
    await screen.findByRole('heading', { level: 1 });
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS.bookOrigin)!)).toEqual({
      bookId: book.id,
      path: '/browse',
    });
  });

  it('shows the territory modal and goes back on Ok, without a notification', async () => {
    signIn('CHILD', { age: 9 });
    const id = testUuid();
    stubCatalogueApi({
      [`GET ${detailsPath(id)}`]: () =>
        jsonResponse(403, {
          code: 'NOT_AVAILABLE_TERRITORY',
          message: MESSAGES.territory,
          metadata: { reason: 'NOT_AVAILABLE_TERRITORY' },
        }),
    });
    const user = userEvent.setup();
    const { router } = renderDetails(id, '/search');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAttribute('data-modal-name', 'territory');
    expect(within(dialog).getByText(MESSAGES.territory)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reads the territory reason from the metadata of any 403', async () => {
    signIn('CHILD', { age: 9 });
    const id = testUuid();
    stubCatalogueApi({
      [`GET ${detailsPath(id)}`]: () =>
        jsonResponse(403, {
          code: 'FORBIDDEN',
          message: 'no',
          metadata: { reason: 'NOT_AVAILABLE_TERRITORY' },
        }),
    });
    renderDetails(id);
    expect(await screen.findByRole('dialog')).toHaveAttribute('data-modal-name', 'territory');
  });

  it('shows the generic notification for other errors and stays', async () => {
    signIn('CHILD', { age: 9 });
    const id = testUuid();
    stubCatalogueApi({
      [`GET ${detailsPath(id)}`]: () =>
        jsonResponse(500, { code: 'INTERNAL', message: MESSAGES.generic }),
    });
    const { router } = renderDetails(id);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.generic, { normalizeWhitespace: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/book-details/${id}`);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a not-found page for an unknown book', async () => {
    signIn('CHILD', { age: 9 });
    const id = testUuid();
    stubCatalogueApi({
      [`GET ${detailsPath(id)}`]: () =>
        jsonResponse(404, { code: 'NOT_FOUND', message: MESSAGES.bookNotFound }),
    });
    renderDetails(id);
    expect(await screen.findByRole('heading', { name: MESSAGES.bookNotFound })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.generic, {
      normalizeWhitespace: false,
    });
  });

  it('shows the class-time modal to a student out of school hours and goes back', async () => {
    signIn('STUDENT', { age: 8 });
    const id = testUuid();
    stubCatalogueApi({
      [`GET ${detailsPath(id)}`]: () =>
        jsonResponse(403, { code: 'OUTSIDE_SCHOOL_HOURS', message: MESSAGES.classTimeOver }),
    });
    const user = userEvent.setup();
    const { router } = renderDetails(id, '/browse');
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.classTimeOver });
    expect(dialog).toHaveAttribute('data-modal-name', 'class_time_over');
    // Closing the modal leaves the page; its button goes to the home offer (billing tests).
    expect(within(dialog).getByRole('button', { name: 'Read at home' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/browse'));
  });
});
