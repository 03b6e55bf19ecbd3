import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, catalogueApi } from '@pagebird/contract';
import {
  makeBanner,
  makeBook,
  makeInterest,
  makeLane,
  testUuid,
} from '../../../components/books/test-data.ts';
import { jsonResponse, signIn } from '../../../test/factories.ts';
import { renderRoute } from '../../../test/render.tsx';
import { stubCatalogueApi } from '../test-api.ts';
import { BrowsePage } from './browse-page.tsx';

const BROWSE = `GET ${catalogueApi.browse.path}`;
const LANDING = `GET ${catalogueApi.landing.path}`;

const renderBrowse = (entry = '/browse') =>
  renderRoute(<BrowsePage />, { path: '/browse', initialEntries: [entry] });

afterEach(() => vi.unstubAllGlobals());

describe('browse page', () => {
  it('shows the rows in the order the server gives them', async () => {
    signIn('CHILD', { name: 'leo', age: 9 });
    const collectionId = testUuid();
    const interests = Array.from({ length: 17 }, (_, i) =>
      makeInterest({ id: `topic-${i}`, name: `Topic ${i}` }),
    );
    stubCatalogueApi({
      [BROWSE]: {
        swimlanes: [
          makeLane({
            type: 'B_BANNERS',
            title: 'Banners',
            banners: [makeBanner({ name: 'Big summer' })],
          }),
          makeLane({
            type: 'B_CONTINUE_READING',
            title: 'Continue reading',
            seeAll: { type: 'CONTINUE_READING' },
            books: [makeBook({ title: 'Half Read', progress: 'STARTED' })],
          }),
          makeLane({ type: 'B_INTEREST_AREAS', title: 'Interest areas', interests }),
          makeLane({
            type: 'B_COLLECTION',
            title: 'Bedtime stories',
            seeAll: { type: 'COLLECTION', id: collectionId },
            books: [makeBook({ title: 'Sleepy Owl' })],
          }),
          makeLane({
            type: 'B_NEW',
            title: 'New books',
            seeAll: { type: 'NEW' },
            books: [makeBook({ title: 'Fresh Off The Press' })],
          }),
          makeLane({ type: 'B_RECOMMENDED', title: 'Recommended', books: [] }),
        ],
      },
    });
    renderBrowse();

    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Leo!' })).toBeVisible();
    await screen.findByRole('region', { name: 'Continue reading' });
    // The rows after the first two follow once the first ones are on screen.
    await screen.findByRole('region', { name: 'New books' });
    expect(screen.queryByRole('status', { name: 'Loading your bookshelf…' })).toBeNull();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Continue reading',
      'Interest areas',
      'Bedtime stories',
      'New books',
    ]);

    // Banners: a carousel of links.
    const banners = screen.getByRole('region', { name: 'Featured' });
    expect(within(banners).getByRole('img', { name: 'Big summer' })).toBeInTheDocument();

    // Continue reading: the card has its ribbon; see all opens the landing list.
    const continuing = screen.getByRole('region', { name: 'Continue reading' });
    expect(within(continuing).getByText('Started')).toBeInTheDocument();
    expect(
      within(continuing).getByRole('link', { name: 'See all: Continue reading' }),
    ).toHaveAttribute('href', '/browse?list=CONTINUE_READING');

    // Interest areas: first 15 only, each leads to search filtered by it.
    const topics = screen.getByRole('region', { name: 'Interest areas' });
    const tiles = within(topics).getAllByRole('link', { name: /^Books about / });
    expect(tiles).toHaveLength(15);
    expect(tiles[0]).toHaveAttribute('href', '/search?interests=topic-0');

    // Admin collection row: the title links to the collection page.
    const collection = screen.getByRole('region', { name: 'Bedtime stories' });
    expect(within(collection).getByRole('link', { name: 'Bedtime stories' })).toHaveAttribute(
      'href',
      `/book-collection/${collectionId}`,
    );
  });

  it('shows a row’s whole list on "See all" and loads more', async () => {
    signIn('CHILD', { age: 9 });
    const first = Array.from({ length: 24 }, (_, i) => makeBook({ title: `New ${i + 1}` }));
    const { callsTo } = stubCatalogueApi({
      [BROWSE]: {
        swimlanes: [
          makeLane({
            type: 'B_NEW',
            title: 'New books',
            seeAll: { type: 'NEW' },
            books: first.slice(0, 3),
          }),
        ],
      },
      [LANDING]: (call: { query: URLSearchParams }) =>
        jsonResponse(200, {
          title: 'New books',
          items: call.query.get('page') === '1' ? [makeBook({ title: 'New 25' })] : first,
          total: 25,
          page: Number(call.query.get('page')),
          size: 24,
        }),
    });
    const user = userEvent.setup();
    const { router } = renderBrowse();
    await user.click(await screen.findByRole('link', { name: 'See all: New books' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New books' })).toBeVisible();
    expect(router.state.location.search).toBe('?list=NEW');
    expect(screen.getByText('25 books')).toBeInTheDocument();
    expect(callsTo('GET', catalogueApi.landing.path)[0]!.query.get('type')).toBe('NEW');
    await user.click(screen.getByRole('button', { name: 'Show more books' }));
    expect(await screen.findByRole('link', { name: 'New 25' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my bookshelf' })).toHaveAttribute(
      'href',
      '/browse',
    );
  });

  it('shows the generic text and a retry when the shelf does not load', async () => {
    signIn('CHILD', { age: 9 });
    let fail = true;
    stubCatalogueApi({
      [BROWSE]: () =>
        fail
          ? jsonResponse(500, { code: 'INTERNAL', message: MESSAGES.generic })
          : jsonResponse(200, {
              swimlanes: [makeLane({ type: 'B_NEW', books: [makeBook({ title: 'Back Again' })] })],
            }),
    });
    const user = userEvent.setup();
    renderBrowse();
    expect(
      await screen.findByText(
        (_, el) => el?.textContent === MESSAGES.generic && el.tagName === 'P',
      ),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Back Again' })).toBeInTheDocument();
  });

  it('shows the discovery zones row: a tile per zone, in its colour, opening the zone page', async () => {
    signIn('CHILD', { age: 9 });
    const zone = (id: string, title: string, icon: string) => ({
      id,
      title,
      shortTitle: title,
      ageSegment: { min: 7, max: 10 },
      iconUrl: `/api/media/zones/${id}/icon.svg`,
      colours: {
        icon,
        funFact: 'FFF9DB',
        background: 'F4FCE3',
        featuredBlock: 'EBFBEE',
        funFactBorder: 'F59F00',
        swimLaneTitle: '245A1E',
        featuredBlockBorder: '40C057',
      },
    });
    const space = testUuid();
    stubCatalogueApi({
      [BROWSE]: {
        swimlanes: [
          makeLane({
            type: 'B_DISCOVERY_ZONE',
            title: 'Discovery Zones',
            zones: [
              zone(space, 'Space Station', '1C7ED6'),
              zone(testUuid(), 'Dino Valley', 'zzzzzz'),
            ],
          }),
          makeLane({ type: 'B_DISCOVERY_ZONE', title: 'No zones', zones: [] }),
        ],
      },
    });
    renderBrowse();
    const row = await screen.findByRole('region', { name: 'Discovery Zones' });
    expect(screen.queryByRole('region', { name: 'No zones' })).toBeNull();
    const tile = within(row).getByRole('link', { name: 'Open the Space Station zone' });
    expect(tile).toHaveAttribute('href', `/discovery-zone/${space}`);
    expect(tile).toHaveTextContent('Space Station');
    expect(tile.style.getPropertyValue('--tile-color')).toBe('#1C7ED6');
    expect(tile.querySelector('img')).toHaveAttribute('src', `/api/media/zones/${space}/icon.svg`);
    // A colour that is not hex never reaches CSS.
    const dino = within(row).getByRole('link', { name: 'Open the Dino Valley zone' });
    expect(dino.style.getPropertyValue('--tile-color')).toBe('var(--pb-color-sky)');
    expect(within(row).getByRole('link', { name: /See all/ })).toHaveAttribute(
      'href',
      '/discovery-zone',
    );
  });

  it('shows a friendly empty shelf', async () => {
    signIn('CHILD', { age: 9 });
    stubCatalogueApi({ [BROWSE]: { swimlanes: [makeLane({ type: 'B_NEW', books: [] })] } });
    renderBrowse();
    expect(await screen.findByText('Your bookshelf is empty for now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search for books' })).toHaveAttribute(
      'href',
      '/search',
    );
  });

  it('shows skeletons while loading', async () => {
    signIn('CHILD', { age: 9 });
    stubCatalogueApi({ [BROWSE]: () => new Promise<Response>(() => undefined) });
    renderBrowse();
    expect(screen.getByRole('status', { name: 'Loading your bookshelf…' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument());
  });
});
