import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, catalogueApi } from '@pagebird/contract';
import { makeBook, makeInterest, TEST_FILTERS } from '../../../components/books/test-data.ts';
import { signIn } from '../../../test/factories.ts';
import { renderRoute } from '../../../test/render.tsx';
import { searchAnswer, stubCatalogueApi } from '../test-api.ts';
import { SearchPage } from './search-page.tsx';

const SEARCH = `GET ${catalogueApi.textSearch.path}`;
const FILTERS = `GET ${catalogueApi.searchFilters.path}`;
const ITEMS = `GET ${catalogueApi.visualSearchItems.path}`;
const VISUAL = `POST ${catalogueApi.visualSearchActivity.path}`;

const dinoBook = makeBook({ title: 'Dino Day' });
const interests = [makeInterest(), makeInterest({ id: 'space', name: 'Space', color: '#2f6fde' })];

function api(overrides: Record<string, unknown> = {}) {
  return stubCatalogueApi({
    [FILTERS]: TEST_FILTERS,
    [ITEMS]: interests,
    [SEARCH]: (call: { query: URLSearchParams }) =>
      new Response(
        JSON.stringify(searchAnswer([dinoBook], { query: call.query.get('query') ?? '' })),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
    [VISUAL]: () => new Response(null, { status: 204 }),
    ...overrides,
  });
}

const renderSearch = (entry = '/search') =>
  renderRoute(<SearchPage />, { path: '/search', initialEntries: [entry] });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('search page', () => {
  it('searches 500 ms after the last key press, once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    signIn('CHILD', { age: 9 });
    const { callsTo } = api();
    const { router } = renderSearch();
    const field = screen.getByLabelText('Search for books');
    // Key presses 200 ms apart: each one restarts the 500 ms wait.
    for (const value of ['d', 'di', 'din', 'dino']) {
      fireEvent.change(field, { target: { value } });
      await act(async () => {
        vi.advanceTimersByTime(200);
      });
    }
    expect(field).toHaveValue('dino');
    expect(callsTo('GET', catalogueApi.textSearch.path)).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(299);
    });
    expect(callsTo('GET', catalogueApi.textSearch.path)).toHaveLength(0);
    expect(router.state.location.search).toBe('');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    await vi.waitFor(() => expect(callsTo('GET', catalogueApi.textSearch.path)).toHaveLength(1));
    const call = callsTo('GET', catalogueApi.textSearch.path)[0]!;
    expect(call.query.get('query')).toBe('dino');
    expect(call.query.get('page')).toBe('0');
    expect(router.state.location.search).toBe('?query=dino');
    vi.useRealTimers();
    expect(await screen.findByRole('link', { name: 'Dino Day' })).toBeInTheDocument();
  });

  it('runs the search from the address and reads the header box’s ?q=', async () => {
    signIn('CHILD', { age: 9 });
    const { callsTo } = api();
    const { router } = renderSearch('/search?q=dino');
    expect(await screen.findByRole('link', { name: 'Dino Day' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search for books')).toHaveValue('dino');
    expect(callsTo('GET', catalogueApi.textSearch.path)[0]!.query.get('query')).toBe('dino');
    await waitFor(() => expect(router.state.location.search).toBe('?query=dino'));
    expect(screen.getByRole('heading', { level: 2, name: 'Results for “dino”' })).toBeVisible();
    expect(screen.getByText('1 book found')).toBeInTheDocument();
  });

  it('shows the corrected query', async () => {
    signIn('CHILD', { age: 9 });
    api({
      [SEARCH]: searchAnswer([dinoBook], { query: 'dinosuar', correctedQuery: 'dinosaur' }),
    });
    renderSearch('/search?query=dinosuar');
    const note = await screen.findByText(/Showing results for/);
    expect(note).toHaveTextContent('Showing results for dinosaur');
  });

  it('shows the spec’s empty text when nothing matches', async () => {
    signIn('CHILD', { age: 9 });
    api({ [SEARCH]: searchAnswer([], { query: 'zzz' }) });
    renderSearch('/search?query=zzz');
    expect(await screen.findByText(MESSAGES.searchNothing)).toBeInTheDocument();
  });

  it('sends filters as query parameters and keeps them in the address', async () => {
    signIn('CHILD', { age: 9 });
    const { callsTo } = api();
    const user = userEvent.setup();
    const { router } = renderSearch('/search?query=dino');
    await screen.findByRole('link', { name: 'Dino Day' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));

    await user.selectOptions(screen.getByLabelText('Type of book'), 'Nonfiction');
    await user.click(screen.getByRole('button', { name: 'Dinosaurs' }));
    await user.click(screen.getByRole('button', { name: 'Space' }));
    await user.click(screen.getByRole('switch', { name: 'Read-Along only' }));

    const min = screen.getByLabelText('Fewest pages');
    const max = screen.getByLabelText('Most pages');
    await user.clear(min);
    await user.type(min, '10');
    await user.clear(max);
    await user.type(max, '40');
    expect(screen.getByText('10-40 pages')).toBeInTheDocument();
    fireEvent.blur(max);

    await waitFor(() => {
      const last = callsTo('GET', catalogueApi.textSearch.path).at(-1)!;
      expect(last.query.get('minPages')).toBe('10');
      expect(last.query.get('maxPages')).toBe('40');
    });
    const last = callsTo('GET', catalogueApi.textSearch.path).at(-1)!;
    expect(last.query.get('query')).toBe('dino');
    expect(last.query.get('bookType')).toBe('Nonfiction');
    expect(JSON.parse(last.query.get('interests')!)).toEqual(['dinosaurs', 'space']);
    expect(last.query.get('readAlong')).toBe('true');

    const url = new URLSearchParams(router.state.location.search);
    expect(url.get('query')).toBe('dino');
    expect(url.get('bookType')).toBe('Nonfiction');
    expect(url.getAll('interests')).toEqual(['dinosaurs', 'space']);
    expect(url.get('minPages')).toBe('10');
    expect(url.get('maxPages')).toBe('40');
    expect(url.get('readAlong')).toBe('true');

    // Sorting goes to the address and the call too.
    await user.selectOptions(screen.getByLabelText('Sort by'), 'newest');
    await waitFor(() =>
      expect(callsTo('GET', catalogueApi.textSearch.path).at(-1)!.query.get('sort')).toBe('newest'),
    );

    // Clear filters keeps the words.
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?query=dino&sort=newest'));
  });

  it('shows a range as "a-b pages" from the address', async () => {
    signIn('CHILD', { age: 9 });
    api();
    renderSearch('/search?minPages=5&maxPages=30');
    expect(await screen.findByText('5-30 pages')).toBeInTheDocument();
    // A filter in the address opens the panel.
    expect(screen.getByRole('button', { name: /Filters/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('searches by picture without typing (visual search)', async () => {
    signIn('CHILD', { age: 9 });
    const { callsTo } = api();
    const user = userEvent.setup();
    const { router } = renderSearch();
    const tiles = await screen.findByRole('region', { name: 'Search with pictures' });
    expect(callsTo('GET', catalogueApi.textSearch.path)).toHaveLength(0);
    await user.click(await within(tiles).findByRole('button', { name: 'Books about Space' }));
    await waitFor(() =>
      expect(callsTo('POST', catalogueApi.visualSearchActivity.path)).toHaveLength(1),
    );
    expect(callsTo('POST', catalogueApi.visualSearchActivity.path)[0]!.body).toEqual({
      interestId: 'space',
    });
    await waitFor(() => expect(callsTo('GET', catalogueApi.textSearch.path)).toHaveLength(1));
    const call = callsTo('GET', catalogueApi.textSearch.path)[0]!;
    expect(JSON.parse(call.query.get('interests')!)).toEqual(['space']);
    expect(call.query.get('query')).toBe('');
    expect(router.state.location.search).toBe('?interests=space');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Books about Space' }),
    ).toBeInTheDocument();
  });

  it('puts the pictures first for readers under 6', async () => {
    signIn('CHILD', { age: 5 });
    api();
    renderSearch('/search?query=dino');
    const tiles = await screen.findByRole('region', { name: 'Search with pictures' });
    const field = screen.getByLabelText('Search for books');
    expect(tiles.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps the pictures out of the way of results for older readers', async () => {
    signIn('CHILD', { age: 9 });
    api();
    renderSearch('/search?query=dino');
    await screen.findByRole('link', { name: 'Dino Day' });
    expect(screen.queryByRole('region', { name: 'Search with pictures' })).not.toBeInTheDocument();
  });

  it('loads more results page by page', async () => {
    signIn('CHILD', { age: 9 });
    const first = Array.from({ length: 24 }, (_, i) => makeBook({ title: `Book ${i + 1}` }));
    const second = [makeBook({ title: 'Book 25' })];
    const { callsTo } = api({
      [SEARCH]: (call: { query: URLSearchParams }) =>
        new Response(
          JSON.stringify(
            call.query.get('page') === '1'
              ? searchAnswer(second, { total: 25, page: 1, query: 'book' })
              : searchAnswer(first, { total: 25, page: 0, query: 'book' }),
          ),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    });
    const user = userEvent.setup();
    renderSearch('/search?query=book');
    await screen.findByRole('link', { name: 'Book 1' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Book 25' })).toBeInTheDocument();
    expect(callsTo('GET', catalogueApi.textSearch.path).at(-1)!.query.get('page')).toBe('1');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
