import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MyStuffPage from '../../app/routes/kid/my-stuff.tsx';
import MyStuffBadgesPage from '../../app/routes/kid/my-stuff-badges.tsx';
import MyStuffPreviewPage from '../../app/routes/kid/my-stuff-preview.tsx';
import { signIn } from '../../test/factories.ts';
import { renderRoute } from '../../test/render.tsx';
import {
  makeActivity,
  makeBadge,
  makeItem,
  makeStats,
  settingsOf,
  stubRewardsApi,
} from './test-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const activityPage = (page: number, total: number) => {
  const start = page * 7;
  const count = Math.max(0, Math.min(7, total - start));
  return {
    items: Array.from({ length: count }, (_, i) => makeActivity(start + i + 1)),
    page,
    size: 7,
    total,
  };
};

function stubLocker(overrides: Record<string, unknown> = {}) {
  return stubRewardsApi({
    'GET /api/stats': makeStats({
      totalPoints: 12345,
      gems: 1234,
      level: { level: 7, levelStartPoints: 12000, nextLevelPoints: 12600, percent: 57.5 },
    }),
    'GET /api/badges/earned': {
      badges: Array.from({ length: 8 }, (_, i) => makeBadge(i + 1)),
      total: 8,
    },
    'GET /api/recent-activity': ({ query }: { query: URLSearchParams }) =>
      new Response(JSON.stringify(activityPage(Number(query.get('page') ?? 0), 17)), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    ...overrides,
  });
}

describe('/my-stuff (the locker)', () => {
  it('shows the dressed-up avatar, name, level, points with separators over 4 digits, gems and the first 6 badges', async () => {
    signIn('CHILD', {
      name: 'leo',
      age: 9,
      avatarSettings: settingsOf('fox', 'rainbow', 'rocket'),
    });
    stubLocker();
    renderRoute(<MyStuffPage />, { path: '/my-stuff' });

    expect(screen.getByRole('heading', { level: 1, name: 'My Stuff' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Hi, Leo!' })).toBeInTheDocument();
    const avatar = screen.getAllByTestId('profile-avatar')[0]!;
    expect(avatar).toHaveAttribute('data-avatar-id', 'fox');
    expect(avatar).toHaveAttribute('data-frame-id', 'rainbow');
    expect(avatar).toHaveAttribute('data-sticker-id', 'rocket');

    const level = await screen.findByRole('progressbar', { name: 'Level 7 progress' });
    expect(level).toHaveAttribute('aria-valuenow', '58');
    expect(screen.getByText('Level 7')).toBeInTheDocument();
    expect(screen.getByText('255 more points to level 8')).toBeInTheDocument();
    expect(screen.getByTestId('points')).toHaveTextContent('12,345');
    expect(screen.getByTestId('gems')).toHaveTextContent('1234');
    expect(screen.getByTestId('gems')).not.toHaveTextContent('1,234');

    const shelf = await screen.findByRole('list', { name: 'My badges' });
    expect(
      within(shelf)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Badge 1', 'Badge 2', 'Badge 3', 'Badge 4', 'Badge 5', 'Badge 6']);
    expect(screen.getByRole('link', { name: 'See all badges' })).toHaveAttribute(
      'href',
      '/my-stuff/badges',
    );
  });

  it('links to avatars, frames, stickers, badges and — over 6 only — the Reward Vault', async () => {
    signIn('CHILD', { age: 7 });
    stubLocker();
    const { unmount } = renderRoute(<MyStuffPage />, { path: '/my-stuff' });
    const links = () =>
      screen
        .getAllByRole('link')
        .filter((a) => a.getAttribute('href')?.startsWith('/my-stuff/'))
        .map((a) => a.getAttribute('href'));
    expect(links()).toEqual(
      expect.arrayContaining([
        '/my-stuff/avatars',
        '/my-stuff/frames',
        '/my-stuff/stickers',
        '/my-stuff/badges',
        '/my-stuff/reward-vault',
      ]),
    );
    unmount();

    signIn('CHILD', { age: 6 });
    stubLocker();
    renderRoute(<MyStuffPage />, { path: '/my-stuff' });
    expect(screen.getByRole('link', { name: /Stickers/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Reward Vault/ })).not.toBeInTheDocument();
    expect(links()).not.toContain('/my-stuff/reward-vault');
  });

  it('keeps 4-digit points without a separator', async () => {
    signIn('CHILD');
    stubLocker({ 'GET /api/stats': makeStats({ totalPoints: 1234 }) });
    renderRoute(<MyStuffPage />, { path: '/my-stuff' });
    expect(await screen.findByTestId('points')).toHaveTextContent(/^1234\s*Points$/);
  });

  it('lists the recent activity 7 per page with a pager', async () => {
    const user = userEvent.setup();
    signIn('CHILD');
    const api = stubLocker();
    renderRoute(<MyStuffPage />, { path: '/my-stuff' });

    const list = await screen.findByRole('list', { name: 'What I did lately' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(7));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Finished Book 1');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('+10 points');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeInTheDocument());
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Finished Book 8');

    await user.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(screen.getByText('Page 3 of 3')).toBeInTheDocument());
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();

    expect(api.callsTo('GET', '/api/recent-activity').map((c) => c.query.get('page'))).toEqual([
      '0',
      '1',
      '2',
    ]);
  });

  it('says what a purchase cost and what earned gems', async () => {
    signIn('CHILD');
    stubLocker({
      'GET /api/recent-activity': {
        items: [
          makeActivity(1, { kind: 'PURCHASE', subject: 'Rocket', points: 0, gems: -30 }),
          makeActivity(2, { kind: 'BADGE_EARNED', subject: 'First Book', points: 0, gems: 3 }),
        ],
        page: 0,
        size: 7,
        total: 2,
      },
    });
    renderRoute(<MyStuffPage />, { path: '/my-stuff' });
    const list = await screen.findByRole('list', { name: 'What I did lately' });
    const rows = await within(list).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Bought Rocket');
    expect(rows[0]).toHaveTextContent('−30 gems');
    expect(rows[1]).toHaveTextContent('Earned the First Book badge');
    expect(rows[1]).toHaveTextContent('+3 gems');
    expect(screen.queryByRole('navigation', { name: 'Recent activity pages' })).toBeNull();
  });

  it('invites a new reader to earn a first badge', async () => {
    signIn('CHILD');
    stubLocker({
      'GET /api/badges/earned': { badges: [], total: 0 },
      'GET /api/recent-activity': { items: [], page: 0, size: 7, total: 0 },
    });
    renderRoute(<MyStuffPage />, { path: '/my-stuff' });
    expect(await screen.findByText('No badges yet')).toBeInTheDocument();
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
  });
});

describe('/my-stuff/badges', () => {
  it('shows earned badges in colour with their date and locked ones with the progress', async () => {
    signIn('CHILD');
    stubRewardsApi({
      'GET /api/badges': {
        badges: [
          makeBadge(1, { name: 'First Book' }),
          makeBadge(2, {
            name: 'Bookworm',
            description: 'Finish 5 books',
            earned: false,
            earnedAt: null,
            progress: { current: 2, target: 5 },
          }),
        ],
      },
    });
    renderRoute(<MyStuffBadgesPage />, { path: '/my-stuff/badges' });
    expect(screen.getByRole('heading', { level: 1, name: 'Badges' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'All badges' });
    const [earned, locked] = within(list).getAllByRole('listitem');
    expect(earned).toHaveAttribute('data-earned', 'true');
    expect(earned).toHaveTextContent('Earned May 3, 2025');
    expect(locked).toHaveAttribute('data-earned', 'false');
    expect(within(locked!).getByRole('heading')).toHaveTextContent('Bookworm, Not earned yet');
    expect(locked).toHaveTextContent('Finish 5 books');
    expect(locked).toHaveTextContent('2 of 5');
    const bar = within(locked!).getByRole('progressbar', { name: 'Progress to Bookworm' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    expect(screen.getByText('You have 1 of 2 badges')).toBeInTheDocument();
  });
});

describe('/my-stuff/preview', () => {
  it('shows every avatar, frame, sticker and badge picture', async () => {
    signIn('CHILD');
    stubRewardsApi({
      'GET /api/avatars': {
        items: [makeItem('AVATAR', 'fox'), makeItem('AVATAR', 'owl')],
      },
      'GET /api/avatars/frames': { items: [makeItem('AVATAR_FRAME', 'rainbow')] },
      'GET /api/avatars/stickers': {
        items: [makeItem('STICKER', 'rocket'), makeItem('STICKER', 'star')],
      },
      'GET /api/badges': { badges: [makeBadge(1)] },
    });
    renderRoute(<MyStuffPreviewPage />, { path: '/my-stuff/preview' });
    expect(screen.getByRole('heading', { level: 1, name: 'Preview' })).toBeInTheDocument();
    const srcs = async (name: string) =>
      [...(await screen.findByRole('list', { name })).querySelectorAll('img')].map((i) =>
        i.getAttribute('src'),
      );
    expect(await srcs('Avatars')).toEqual([
      '/api/avatars/avatars/fox/image',
      '/api/avatars/avatars/owl/image',
    ]);
    expect(await srcs('Frames')).toEqual(['/api/avatars/frames/rainbow/image']);
    expect(await srcs('Stickers')).toEqual([
      '/api/avatars/stickers/rocket/image',
      '/api/avatars/stickers/star/image',
    ]);
    expect(await srcs('Badges')).toEqual(['/api/badges/badge-1/image']);
    // The frames worn with a sticker, to check that the layers line up.
    expect(await srcs('Frames and stickers on an avatar')).toEqual([
      '/api/avatars/avatars/fox/image',
      '/api/avatars/frames/rainbow/image',
      '/api/avatars/stickers/rocket/image',
    ]);
  });
});
