import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DISCOVERY_MESSAGES,
  apiPath,
  discoveryApi,
  type DiscoveryZone,
  type DiscoveryZoneCard,
} from '@pagebird/contract';
import DiscoveryZoneRoute from '../../app/routes/kid/discovery-zone.tsx';
import { makeBook, makeLane, testUuid } from '../../components/books/test-data.ts';
import { Notifications, notify } from '../../components/ui/notifications.tsx';
import { jsonResponse, signIn } from '../../test/factories.ts';
import { renderRoute } from '../../test/render.tsx';
import { stubCatalogueApi, type ApiCall } from '../catalogue/test-api.ts';
import { inkOn, zoneColour, zoneTheme } from './components/zone-theme.ts';

const colours = {
  icon: '2F9E44',
  funFact: 'FFF9DB',
  background: 'F4FCE3',
  featuredBlock: 'EBFBEE',
  funFactBorder: 'F59F00',
  swimLaneTitle: '245A1E',
  featuredBlockBorder: '40C057',
};

function card(overrides: Partial<DiscoveryZoneCard> = {}): DiscoveryZoneCard {
  return {
    id: testUuid(),
    title: 'Snuggle Meadow',
    shortTitle: 'Meadow',
    ageSegment: { min: 3, max: 5 },
    iconUrl: '/api/media/zones/meadow/icon.svg',
    colours,
    ...overrides,
  };
}

function zone(overrides: Partial<DiscoveryZone> = {}): DiscoveryZone {
  return {
    ...card(),
    heroImages: { web: '/media/hero-web.svg', mobile: '/media/hero-mobile.svg' },
    mascotImages: ['/media/mascot.svg'],
    featured: makeBook({ title: 'Sleepy Lamb', authors: ['Ann Author'] }),
    facts: [
      { id: testUuid(), text: 'Pigs roll in mud to keep cool on hot days.' },
      { id: testUuid(), text: 'Horses can sleep standing up.' },
    ],
    swimlanes: [
      makeLane({
        type: 'B_RECOMMENDED',
        title: 'Animal friends',
        seeAll: { type: 'INTEREST_AREA', id: 'animals' },
        books: [makeBook({ title: 'Moo Said the Cow' })],
      }),
      makeLane({
        type: 'B_COLLECTIONS',
        title: 'Collections',
        collections: [
          {
            id: testUuid(),
            kind: 'ADMIN',
            title: 'Bedtime Stories',
            ownerName: null,
            total: 2,
            covers: [null, null],
          },
        ],
      }),
      makeLane({ type: 'B_NEW', title: 'Empty row', books: [] }),
    ],
    dailyQuizQuestions: 3,
    ...overrides,
  };
}

const ZONES = `GET ${discoveryApi.zones.path}`;
const zonePath = (id: string) => `GET ${apiPath(discoveryApi.zone.path, { id })}`;
const VISIT = `POST ${discoveryApi.visit.path}`;
const dailyPath = (id: string) => `GET ${apiPath(discoveryApi.quiz.path, { id })}`;
const noRewards = { firstVisit: false, rewards: { points: 0, gems: 0, earnings: [] } };

const renderZoneRoute = (entry: string) =>
  renderRoute(<DiscoveryZoneRoute />, {
    path: '/discovery-zone/:zoneId?',
    initialEntries: [entry],
    extraRoutes: [
      {
        path: '/browse',
        element: (
          <>
            <p>the shelf</p>
            <Notifications />
          </>
        ),
      },
    ],
  });

beforeEach(() => notify.clear());
afterEach(() => vi.unstubAllGlobals());

describe('zone colours', () => {
  it('lets only "rrggbb" reach CSS and picks readable ink', () => {
    expect(zoneColour('F4FCE3', '#000000')).toBe('#f4fce3');
    expect(zoneColour('zzzzzz', '#000000')).toBe('#000000');
    expect(zoneColour('#F4FCE3', '#000000')).toBe('#000000');
    expect(inkOn('#f4fce3')).toBe('#2b2540');
    expect(inkOn('#1b1464')).toBe('#ffffff');
    expect(inkOn('#2f9e44')).toBe('#2b2540');
    expect(inkOn('#2f9e44', { icon: true })).toBe('#ffffff');
    expect(inkOn('#ffd43b', { icon: true })).toBe('#2b2540');
    const theme = zoneTheme(colours) as Record<string, string>;
    expect(theme['--zone-bg']).toBe('#f4fce3');
    expect(theme['--zone-lane-title']).toBe('#245a1e');
    expect(theme['--zone-icon-ink']).toBe('#ffffff');
  });
});

describe('/discovery-zone', () => {
  it('lists the reader’s zones as cards in their colours', async () => {
    signIn('CHILD', { age: 4 });
    const meadow = card();
    const farm = card({ title: 'Busy Farm', ageSegment: { min: 2, max: 5 }, iconUrl: null });
    stubCatalogueApi({ [ZONES]: { zones: [meadow, farm] } });
    renderZoneRoute('/discovery-zone');

    expect(screen.getByRole('heading', { level: 1, name: 'Discovery zones' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Discovery zones' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
      'Open the Snuggle Meadow zone',
      'Open the Busy Farm zone',
    ]);
    expect(links[0]).toHaveAttribute('href', `/discovery-zone/${meadow.id}`);
    expect(links[0]).toHaveTextContent('Ages 3–5');
    expect(links[0]!.style.getPropertyValue('--zone-bg')).toBe('#f4fce3');
    expect(links[0]!.querySelector('img')).toHaveAttribute('src', meadow.iconUrl);
  });

  it('says so when there is no zone yet', async () => {
    signIn('CHILD', { age: 4 });
    stubCatalogueApi({ [ZONES]: { zones: [] } });
    renderZoneRoute('/discovery-zone');
    expect(await screen.findByText('No discovery zones yet')).toBeInTheDocument();
  });

  it('a list that does not load shows an error and returns to browse', async () => {
    signIn('CHILD', { age: 4 });
    stubCatalogueApi({ [ZONES]: () => jsonResponse(500, { code: 'INTERNAL', message: 'x' }) });
    renderZoneRoute('/discovery-zone');
    expect(await screen.findByText('the shelf')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent(
      DISCOVERY_MESSAGES.loadFailed,
    );
  });
});

describe('/discovery-zone/:zoneId', () => {
  it('shows the themed zone: hero, mascot, featured book, fun facts, rows and the daily quiz; the visit is posted once', async () => {
    signIn('CHILD', { age: 4 });
    const z = zone();
    const api = stubCatalogueApi({
      [zonePath(z.id)]: z,
      [VISIT]: { firstVisit: true, rewards: { points: 0, gems: 0, earnings: [] } },
      [dailyPath(z.id)]: { zoneId: z.id, day: '2026-03-01', quizzes: [], completedToday: null },
    });
    const { container } = renderZoneRoute(`/discovery-zone/${z.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Snuggle Meadow' })).toBeVisible();
    const root = container.querySelector<HTMLElement>(`[data-zone-id="${z.id}"]`)!;
    expect(root.style.getPropertyValue('--zone-bg')).toBe('#f4fce3');
    expect(root.style.getPropertyValue('--zone-fact')).toBe('#fff9db');
    expect(root.style.getPropertyValue('--zone-fact-border')).toBe('#f59f00');
    expect(root.style.getPropertyValue('--zone-featured')).toBe('#ebfbee');
    expect(root.style.getPropertyValue('--zone-featured-border')).toBe('#40c057');
    expect(root.style.getPropertyValue('--zone-lane-title')).toBe('#245a1e');
    expect(root.style.getPropertyValue('--zone-icon')).toBe('#2f9e44');

    // The hero: the mobile picture on small screens.
    const hero = screen.getByTestId('zone-hero');
    expect(hero).toHaveAttribute('src', '/media/hero-web.svg');
    const source = hero.parentElement!.querySelector('source')!;
    expect(source).toHaveAttribute('media', '(max-width: 768px)');
    expect(source).toHaveAttribute('srcset', '/media/hero-mobile.svg');
    expect(screen.getByTestId('zone-mascot')).toHaveAttribute('src', '/media/mascot.svg');

    const featured = screen.getByRole('region', { name: 'Featured book' });
    expect(featured).toHaveTextContent('Sleepy Lamb');
    expect(within(featured).getByRole('link', { name: 'Read it: Sleepy Lamb' })).toHaveAttribute(
      'href',
      `/book-details/${z.featured!.id}`,
    );

    const facts = screen.getByRole('region', { name: 'Fun facts' });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pigs roll in mud to keep cool on hot days.', 'Horses can sleep standing up.']);

    const animals = screen.getByRole('region', { name: 'Animal friends' });
    expect(within(animals).getByRole('link', { name: /Moo Said the Cow/ })).toBeInTheDocument();
    expect(within(animals).getByRole('link', { name: /See all/ })).toHaveAttribute(
      'href',
      '/search?interests=animals',
    );
    const collections = screen.getByRole('region', { name: 'Collections' });
    expect(within(collections).getByText('Bedtime Stories')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Empty row' })).toBeNull();

    // The daily quiz card of the quizzes feature sits in the zone.
    expect(await screen.findByTestId('daily-quiz')).toBeInTheDocument();

    await waitFor(() => expect(api.callsTo('POST', discoveryApi.visit.path)).toHaveLength(1));
    expect(api.callsTo('POST', discoveryApi.visit.path)[0]!.body).toEqual({ zoneId: z.id });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a first visit that earned something shows the super flow', async () => {
    const user = userEvent.setup();
    signIn('STUDENT', { age: 9 });
    const z = zone({ dailyQuizQuestions: 0, facts: [], featured: null, swimlanes: [] });
    stubCatalogueApi({
      [zonePath(z.id)]: z,
      [VISIT]: {
        firstVisit: true,
        rewards: {
          points: 5,
          gems: 0,
          earnings: [
            {
              type: 'NEW_BADGE',
              label: 'Explorer',
              dataValue: null,
              imageUrl: null,
              title: null,
              badgeName: 'Explorer',
              extraData: null,
            },
          ],
        },
      },
    });
    renderZoneRoute(`/discovery-zone/${z.id}`);
    const flow = await screen.findByRole('dialog', { name: 'Hooray! Look what you earned' });
    await user.click(within(flow).getByRole('button', { name: /Tap to reveal!/ }));
    expect(flow).toHaveTextContent('Explorer');
    expect(screen.queryByTestId('daily-quiz')).toBeNull();
  });

  it('grown-ups see the zone but post no visit and get no daily quiz', async () => {
    signIn('PARENT');
    const z = zone();
    const api = stubCatalogueApi({ [zonePath(z.id)]: z });
    renderZoneRoute(`/discovery-zone/${z.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Snuggle Meadow' })).toBeVisible();
    await new Promise((r) => setTimeout(r, 50));
    expect(api.calls.map((c: ApiCall) => `${c.method} ${c.path}`)).toEqual([zonePath(z.id)]);
    expect(screen.queryByTestId('daily-quiz')).toBeNull();
  });

  it('a zone that is not there shows an error and returns to browse (spec §8)', async () => {
    signIn('CHILD', { age: 9 });
    const id = testUuid();
    const api = stubCatalogueApi({
      [zonePath(id)]: () =>
        jsonResponse(404, { code: 'NOT_FOUND', message: DISCOVERY_MESSAGES.zoneNotFound }),
      [VISIT]: noRewards,
    });
    renderZoneRoute(`/discovery-zone/${id}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Discovery zone' })).toBeInTheDocument();
    expect(await screen.findByText('the shelf')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent(
      DISCOVERY_MESSAGES.zoneNotFound,
    );
    expect(api.callsTo('POST', discoveryApi.visit.path)).toHaveLength(0);
  });

  it('a zone that fails to load shows the load-failure text and returns to browse', async () => {
    signIn('CHILD', { age: 9 });
    const id = testUuid();
    stubCatalogueApi({
      [zonePath(id)]: () => jsonResponse(500, { code: 'INTERNAL', message: 'boom' }),
    });
    renderZoneRoute(`/discovery-zone/${id}`);
    expect(await screen.findByText('the shelf')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent(
      DISCOVERY_MESSAGES.loadFailed,
    );
  });
});
