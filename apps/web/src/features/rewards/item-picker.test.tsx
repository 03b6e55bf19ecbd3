import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REWARDS_MESSAGES, webRoute } from '@pagebird/contract';
import MyStuffAvatarsPage from '../../app/routes/kid/my-stuff-avatars.tsx';
import MyStuffFramesPage from '../../app/routes/kid/my-stuff-frames.tsx';
import MyStuffStickersPage from '../../app/routes/kid/my-stuff-stickers.tsx';
import { MainHeader } from '../../app/layouts/headers.tsx';
import { Notifications, notify } from '../../components/ui/notifications.tsx';
import { sessionStore } from '../../lib/auth/session-store.ts';
import { jsonResponse, signIn } from '../../test/factories.ts';
import { renderRoute } from '../../test/render.tsx';
import { makeItem, settingsOf, stubRewardsApi, type ApiCall } from './test-api.ts';

// Warm the lazily loaded account menu so the header shows the avatar without a long wait.
beforeAll(async () => {
  await import('../../app/layouts/account-menu.tsx');
});
beforeEach(() => notify.clear());
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The avatar in the header's account menu. */
async function headerAvatar() {
  const trigger = await screen.findByRole('button', { name: /Account menu/ });
  return within(trigger).getByTestId('profile-avatar');
}

describe('/my-stuff/avatars', () => {
  /** The server's avatars, the worn one selected. */
  const avatars = (worn: string) => ({
    items: [
      makeItem('AVATAR', 'fox', { owned: true }),
      makeItem('AVATAR', 'owl', { owned: true }),
      makeItem('AVATAR', 'dragon', { unlockLevel: 5 }),
      makeItem('AVATAR', 'unicorn', { price: 40 }),
    ].map((i) => ({ ...i, selected: i.id === worn })),
  });

  it('marks the avatar worn, wears another with PATCH, and the header shows it at once', async () => {
    const user = userEvent.setup();
    signIn('CHILD', { name: 'leo', age: 9, avatarSettings: settingsOf('fox', 'rainbow', null) });
    let worn = 'fox';
    const api = stubRewardsApi({
      'GET /api/avatars': () => jsonResponse(200, avatars(worn)),
      'PATCH /api/avatars/items': ({ body }: ApiCall) => {
        worn = (body as { avatarId: string }).avatarId;
        return jsonResponse(200, { avatarSettings: settingsOf(worn, 'rainbow', null) });
      },
    });
    renderRoute(
      <>
        <MainHeader meta={webRoute('my-stuff-avatars')} />
        <MyStuffAvatarsPage />
        <Notifications />
      </>,
      { path: '/my-stuff/avatars' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Avatars' })).toBeInTheDocument();
    expect(await headerAvatar()).toHaveAttribute('data-avatar-id', 'fox');

    const list = await screen.findByRole('list', { name: 'Avatars' });
    const fox = within(list).getByRole('button', { name: 'Wear Fox' });
    const owl = within(list).getByRole('button', { name: 'Wear Owl' });
    expect(fox).toHaveAttribute('aria-pressed', 'true');
    expect(fox).toHaveTextContent('Wearing');
    expect(owl).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('2 of 4 are yours')).toBeInTheDocument();

    // Locked ones are not buttons and say how to get them.
    expect(within(list).queryByRole('button', { name: 'Wear Dragon' })).toBeNull();
    expect(within(list).getByText('Reach level 5 to get it')).toBeInTheDocument();
    expect(within(list).getByText('Get it in the Reward Vault for 40 gems')).toBeInTheDocument();

    await user.click(owl);
    await waitFor(() => expect(owl).toHaveAttribute('aria-pressed', 'true'));
    expect(fox).toHaveAttribute('aria-pressed', 'false');
    expect(api.callsTo('PATCH', '/api/avatars/items').map((c) => c.body)).toEqual([
      { avatarId: 'owl' },
    ]);
    // The list is fetched again after the change.
    await waitFor(() => expect(api.callsTo('GET', '/api/avatars')).toHaveLength(2));

    // The session's profile wears it, so the header changed without a reload.
    expect(sessionStore.get().user?.avatarId).toBe('owl');
    expect(sessionStore.get().user?.avatarSettings.avatar?.id).toBe('owl');
    expect(await headerAvatar()).toHaveAttribute('data-avatar-id', 'owl');
    expect(await headerAvatar()).toHaveAttribute('data-frame-id', 'rainbow');
    expect(await screen.findByText('Looking great! You are wearing Owl.')).toBeInTheDocument();
  });

  it('shows the server message when the avatar cannot be worn', async () => {
    const user = userEvent.setup();
    signIn('CHILD', { avatarSettings: settingsOf('fox', null, null) });
    stubRewardsApi({
      'GET /api/avatars': avatars('fox'),
      'PATCH /api/avatars/items': () =>
        jsonResponse(403, { code: 'FORBIDDEN', message: REWARDS_MESSAGES.notOwned }),
    });
    renderRoute(
      <>
        <MyStuffAvatarsPage />
        <Notifications />
      </>,
      { path: '/my-stuff/avatars' },
    );
    await user.click(await screen.findByRole('button', { name: 'Wear Owl' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REWARDS_MESSAGES.notOwned);
    expect(sessionStore.get().user?.avatarId).toBe(null);
    expect(screen.getByRole('button', { name: 'Wear Fox' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('/my-stuff/frames', () => {
  it('puts a frame on with PUT, and takes it off again', async () => {
    const user = userEvent.setup();
    signIn('CHILD', { age: 8, avatarSettings: settingsOf('fox', null, null) });
    let worn: string | null = null;
    const api = stubRewardsApi({
      'GET /api/avatars/frames': () =>
        jsonResponse(200, {
          items: [
            makeItem('AVATAR_FRAME', 'rainbow', { owned: true, selected: worn === 'rainbow' }),
            makeItem('AVATAR_FRAME', 'stars', { price: 25 }),
          ],
        }),
      'PUT /api/avatars/items': ({ body }: ApiCall) => {
        worn = (body as { itemId: string | null }).itemId;
        return jsonResponse(200, { avatarSettings: settingsOf('fox', worn, null) });
      },
    });
    renderRoute(
      <>
        <MainHeader meta={webRoute('my-stuff-frames')} />
        <MyStuffFramesPage />
        <Notifications />
      </>,
      { path: '/my-stuff/frames' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Frames' })).toBeInTheDocument();
    // Nothing to take off yet.
    expect(screen.queryByRole('button', { name: 'Take off frame' })).toBeNull();

    // The frame tile shows the child's own avatar inside the frame.
    const rainbow = await screen.findByRole('button', { name: 'Wear Rainbow' });
    expect([...rainbow.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual([
      '/api/avatars/avatars/fox/image',
      '/api/avatars/frames/rainbow/image',
    ]);
    await user.click(rainbow);
    await waitFor(() => expect(rainbow).toHaveAttribute('aria-pressed', 'true'));
    expect(await headerAvatar()).toHaveAttribute('data-frame-id', 'rainbow');

    await user.click(screen.getByRole('button', { name: 'Take off frame' }));
    await waitFor(() => expect(rainbow).toHaveAttribute('aria-pressed', 'false'));
    expect(await headerAvatar()).not.toHaveAttribute('data-frame-id');
    expect(sessionStore.get().user?.frameId).toBe(null);
    expect(api.callsTo('PUT', '/api/avatars/items').map((c) => c.body)).toEqual([
      { entityType: 'AVATAR_FRAME', itemId: 'rainbow' },
      { entityType: 'AVATAR_FRAME', itemId: null },
    ]);
    expect(await screen.findByText('Frame taken off.')).toBeInTheDocument();
  });
});

describe('/my-stuff/stickers', () => {
  const stickers = {
    items: [
      makeItem('STICKER', 'rocket', { owned: true, selected: true }),
      makeItem('STICKER', 'star', { price: 30 }),
      makeItem('STICKER', 'moon'),
    ],
  };

  it('offers to take the sticker off and points an older child to the Reward Vault', async () => {
    const user = userEvent.setup();
    signIn('CHILD', { age: 9, avatarSettings: settingsOf('fox', null, 'rocket') });
    const api = stubRewardsApi({
      'GET /api/avatars/stickers': stickers,
      'PUT /api/avatars/items': { avatarSettings: settingsOf('fox', null, null) },
    });
    renderRoute(<MyStuffStickersPage />, { path: '/my-stuff/stickers' });
    expect(screen.getByRole('heading', { level: 1, name: 'Stickers' })).toBeInTheDocument();
    expect(await screen.findByText('Get it in the Reward Vault for 30 gems')).toBeInTheDocument();
    expect(screen.getByText('Keep reading to unlock it!')).toBeInTheDocument();
    // "You right now" names what is worn.
    expect(screen.getByRole('heading', { name: 'You right now' }).parentElement).toHaveTextContent(
      'Rocket',
    );

    await user.click(screen.getByRole('button', { name: 'Take off sticker' }));
    await waitFor(() => expect(sessionStore.get().user?.stickerId).toBe(null));
    expect(api.callsTo('PUT', '/api/avatars/items')[0]!.body).toEqual({
      entityType: 'STICKER',
      itemId: null,
    });
  });

  it('does not send a child of 6 or under to the vault', async () => {
    signIn('CHILD', { age: 6, avatarSettings: settingsOf('fox', null, null) });
    stubRewardsApi({ 'GET /api/avatars/stickers': stickers });
    renderRoute(<MyStuffStickersPage />, { path: '/my-stuff/stickers' });
    expect(await screen.findByRole('list', { name: 'Stickers' })).toBeInTheDocument();
    expect(screen.queryByText(/Reward Vault/)).toBeNull();
    expect(screen.getAllByText('Keep reading to unlock it!')).toHaveLength(2);
  });
});
