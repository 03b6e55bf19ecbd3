import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { INTERESTS_MESSAGES, type InterestsResponse } from '@pagebird/contract';
import InterestsSelectionPage from '../../app/routes/kid/interests-selection.tsx';
import ProfileSelectPage from '../../app/routes/parent/profile-select.tsx';
import StudentsPage from '../../app/routes/public/students.tsx';
import { Notifications, notify } from '../../components/ui/notifications.tsx';
import { rememberClassCode, sessionStore } from '../../lib/auth/session-store.ts';
import { jsonResponse, makeSession, signIn } from '../../test/factories.ts';
import { renderRoute } from '../../test/render.tsx';
import { stubCatalogueApi } from '../catalogue/test-api.ts';

const areas: InterestsResponse['areas'] = [
  { id: 'dinosaurs', name: 'Dinosaurs', imageUrl: '/media/dino.svg', color: '#33aa77' },
  { id: 'space', name: 'Space', imageUrl: '/media/space.svg', color: '#112233' },
  { id: 'cats', name: 'Cats', imageUrl: '/media/cats.svg', color: '#ff8800' },
];

const browseRoute = { path: '/browse', element: <p>browse page</p> };
const promptRoute = { path: '/interests-selection', element: <p>interests page</p> };

/** A catalogue query on screen: counts how often it is fetched (invalidation refetches it). */
let catalogueFetches = 0;
function CatalogueProbe() {
  useQuery({
    queryKey: ['catalogue', 'probe'],
    queryFn: () => ++catalogueFetches,
    staleTime: Infinity,
  });
  return null;
}

beforeEach(() => {
  notify.clear();
  catalogueFetches = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/interests-selection', () => {
  it('shows picture tiles with the saved interests pressed; toggling, then "Let\'s go!" saves and opens browse', async () => {
    const user = userEvent.setup();
    signIn('CHILD', { interests: ['space'] });
    const api = stubCatalogueApi({
      'GET /api/user/interests': { interestIds: ['space'], areas },
      'PUT /api/user/interests': ({ body }: { body: { interestIds: string[] } }) =>
        jsonResponse(200, { interestIds: body.interestIds, areas }),
    });
    const { router } = renderRoute(
      <>
        <InterestsSelectionPage />
        <CatalogueProbe />
      </>,
      { path: '/interests-selection', extraRoutes: [browseRoute] },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'What do you love?' }),
    ).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Interests' });
    const tiles = within(list).getAllByRole('button');
    expect(tiles.map((b) => b.textContent)).toEqual(['Dinosaurs', 'Space', 'Cats']);
    const tile = (name: string) => within(list).getByRole('button', { name });
    expect(tile('Space')).toHaveAttribute('aria-pressed', 'true');
    expect(tile('Dinosaurs')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('1 picked');
    await waitFor(() => expect(catalogueFetches).toBe(1));

    await user.click(tile('Dinosaurs'));
    await user.click(tile('Space'));
    await user.click(tile('Cats'));
    expect(tile('Dinosaurs')).toHaveAttribute('aria-pressed', 'true');
    expect(tile('Space')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('2 picked');

    await user.click(screen.getByRole('button', { name: "Let's go!" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/browse'));
    const puts = api.callsTo('PUT', '/api/user/interests');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toEqual({ interestIds: ['dinosaurs', 'cats'] });
    // The stored profile follows, and the catalogue is fetched again.
    expect(sessionStore.get().user?.interests).toEqual(['dinosaurs', 'cats']);
    expect(catalogueFetches).toBe(2);
  });

  it('keeps the child on the page and shows the server message when saving fails', async () => {
    const user = userEvent.setup();
    signIn('STUDENT');
    stubCatalogueApi({
      'GET /api/user/interests': { interestIds: [], areas },
      'PUT /api/user/interests': () =>
        jsonResponse(400, {
          code: 'VALIDATION',
          message: INTERESTS_MESSAGES.unknown,
          fields: { interestIds: INTERESTS_MESSAGES.unknown },
        }),
    });
    const { router } = renderRoute(
      <>
        <InterestsSelectionPage />
        <Notifications />
      </>,
      { path: '/interests-selection', extraRoutes: [browseRoute] },
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Nothing picked yet');
    await user.click(screen.getByRole('button', { name: 'Cats' }));
    await user.click(screen.getByRole('button', { name: "Let's go!" }));
    expect(await screen.findByText(INTERESTS_MESSAGES.unknown)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/interests-selection');
    expect(sessionStore.get().user?.interests).toEqual([]);
  });

  it('offers a retry when the pictures do not load, and a way out to browse', async () => {
    const user = userEvent.setup();
    signIn('CHILD');
    let fail = true;
    stubCatalogueApi({
      'GET /api/user/interests': () =>
        fail
          ? jsonResponse(500, { code: 'INTERNAL', message: 'Something went wrong.' })
          : jsonResponse(200, { interestIds: [], areas }),
    });
    renderRoute(<InterestsSelectionPage />, {
      path: '/interests-selection',
      extraRoutes: [browseRoute],
    });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'We could not load the pictures.' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Interests' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maybe later' })).toHaveAttribute('href', '/browse');
  });
});

describe('the interests prompt after profile-select', () => {
  const DAY = 24 * 60 * 60 * 1000;

  async function chooseMia(child: Parameters<typeof makeSession>[1]) {
    const user = userEvent.setup();
    signIn('PARENT', { childCount: 1 });
    const session = makeSession('CHILD', child);
    stubCatalogueApi({
      'GET /api/profile/list': [
        {
          id: session.user.id,
          name: 'mia',
          age: session.user.age,
          avatarSettings: session.user.avatarSettings,
        },
      ],
      [`POST /api/profile/${session.user.id}`]: session,
    });
    const { router } = renderRoute(<ProfileSelectPage />, {
      path: '/profile-select',
      extraRoutes: [browseRoute, promptRoute],
    });
    await user.click(await screen.findByRole('button', { name: /Mia/ }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/profile-select'));
    return router.state.location.pathname;
  }

  it('sends a 7-year-old on the third login to interests-selection', async () => {
    expect(await chooseMia({ age: 7, successLoginsCount: 3 })).toBe('/interests-selection');
  });

  it('sends a 4-year-old on the third login to browse', async () => {
    expect(await chooseMia({ age: 4, successLoginsCount: 3 })).toBe('/browse');
  });

  it('sends a first login on a profile made an hour ago to browse', async () => {
    const created = new Date(Date.now() - DAY / 24).toISOString();
    expect(await chooseMia({ age: 7, successLoginsCount: 1, profileCreationDate: created })).toBe(
      '/browse',
    );
  });
});

describe('the interests prompt after the students page', () => {
  /** Ava signs in with her PIN on the class page; where does she land? */
  async function signInAva(student: Parameters<typeof makeSession>[1]) {
    const user = userEvent.setup();
    sessionStore.clear();
    rememberClassCode('DEMO42');
    const session = makeSession('STUDENT', { name: 'Ava', ...student });
    stubCatalogueApi({
      'GET /api/classrooms/students': {
        classroom: {
          id: '00000000-0000-4000-8000-00000000c1a5',
          name: 'Class 3B',
          loginCode: 'DEMO42',
          teacherName: 'Ms. Park',
        },
        students: [
          {
            id: session.user.id,
            name: 'Ava',
            avatarSettings: session.user.avatarSettings,
          },
        ],
      },
      'POST /api/student/login': session,
    });
    const { router } = renderRoute(<StudentsPage />, {
      path: '/students',
      extraRoutes: [browseRoute, promptRoute],
    });
    await user.click(await screen.findByRole('button', { name: /Ava/ }));
    for (const digit of ['1', '1', '1', '1']) {
      await user.click(await screen.findByRole('button', { name: digit }));
    }
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/students'));
    return router.state.location.pathname;
  }

  it('sends a student with no interests to interests-selection', async () => {
    expect(await signInAva({ interests: [] })).toBe('/interests-selection');
  });

  it('sends a student who has interests to browse', async () => {
    expect(await signInAva({ interests: ['space'] })).toBe('/browse');
  });
});
