import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REWARDS_MESSAGES, type StoreItem } from '@pagebird/contract';
import RewardVaultPage from '../../app/routes/kid/reward-vault.tsx';
import { Notifications, notify } from '../../components/ui/notifications.tsx';
import { sessionStore } from '../../lib/auth/session-store.ts';
import { jsonResponse, signIn } from '../../test/factories.ts';
import { renderRoute } from '../../test/render.tsx';
import { makeStoreItem, settingsOf, stubRewardsApi, type ApiCall } from './test-api.ts';

beforeEach(() => notify.clear());
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderVault() {
  return renderRoute(
    <>
      <RewardVaultPage />
      <Notifications />
    </>,
    { path: '/my-stuff/reward-vault' },
  );
}

/** A vault server: 40 gems, a 30-gem sticker, a 60-gem frame, an owned avatar. */
function stubVault(overrides: Record<string, unknown> = {}) {
  let gems = 40;
  const items: StoreItem[] = [
    makeStoreItem('STICKER', 'rocket', 30),
    makeStoreItem('AVATAR_FRAME', 'stars', 60),
    makeStoreItem('AVATAR', 'unicorn', 20, true),
  ];
  return stubRewardsApi({
    'GET /api/exchange-store/items': () => jsonResponse(200, { gems, items }),
    'POST /api/exchange-store/purchase': ({ body }: ApiCall) => {
      const { id } = body as { id: string };
      const item = items.find((i) => i.id === id)!;
      gems -= item.price;
      item.owned = true;
      return jsonResponse(200, { gems, item });
    },
    'PUT /api/avatars/items': ({ body }: ApiCall) =>
      jsonResponse(200, {
        avatarSettings: settingsOf('fox', null, (body as { itemId: string }).itemId),
      }),
    ...overrides,
  });
}

describe('/my-stuff/reward-vault', () => {
  it('shows a child of 6 or under when it opens, and never asks the store', () => {
    signIn('CHILD', { age: 6 });
    const api = stubVault();
    renderVault();
    expect(screen.getByRole('heading', { level: 1, name: 'Reward Vault' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: REWARDS_MESSAGES.vaultTooYoung })).toBeVisible();
    expect(REWARDS_MESSAGES.vaultTooYoung).toBe('The Reward Vault opens when you are 7.');
    expect(screen.getByRole('link', { name: 'Back to My Stuff' })).toHaveAttribute(
      'href',
      '/my-stuff',
    );
    expect(api.calls).toEqual([]);
  });

  it('shows the gems and the items by type with their price; owned ones are marked; too dear ones say how many gems are missing', async () => {
    signIn('CHILD', { age: 7 });
    stubVault();
    renderVault();
    expect(await screen.findByTestId('vault-gems')).toHaveTextContent('Your gems40');

    const section = (name: string) => screen.getByRole('list', { name });
    expect(within(section('Avatars')).getByText('Yours!')).toBeInTheDocument();
    expect(within(section('Avatars')).getByRole('button', { name: 'Wear Unicorn' })).toBeEnabled();
    expect(within(section('Stickers')).getByText('30 gems')).toBeInTheDocument();
    expect(
      within(section('Stickers')).getByRole('button', { name: 'Buy Rocket for 30 gems' }),
    ).toBeEnabled();
    const tooDear = within(section('Frames')).getByRole('button', { name: 'Need 20 more gems' });
    expect(tooDear).toBeDisabled();
  });

  it('buys after a confirm step, then "Wear it now" puts the sticker on the avatar', async () => {
    const user = userEvent.setup();
    signIn('CHILD', { age: 9, avatarSettings: settingsOf('fox', null, null) });
    const api = stubVault();
    renderVault();

    await user.click(await screen.findByRole('button', { name: 'Buy Rocket for 30 gems' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rocket' });
    expect(dialog).toHaveAttribute('data-modal-name', 'reward_vault_purchase');
    expect(dialog).toHaveTextContent('Buy Rocket for 30 gems?');
    expect(dialog).toHaveTextContent('You will have 10 gems left.');
    // Nothing is bought before the child says yes.
    expect(api.callsTo('POST', '/api/exchange-store/purchase')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Yes, buy it!' }));
    expect(await within(dialog).findByText("It's yours!")).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/exchange-store/purchase').map((c) => c.body)).toEqual([
      { storeEntityType: 'STICKER', id: 'rocket' },
    ]);
    // Behind the dialog the vault shows the new balance and the sticker as owned.
    await waitFor(() => expect(screen.getByTestId('vault-gems')).toHaveTextContent('Your gems10'));
    expect(
      within(screen.getByRole('list', { name: 'Stickers', hidden: true })).getByRole('button', {
        name: 'Wear Rocket',
        hidden: true,
      }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/exchange-store/items').length).toBeGreaterThanOrEqual(2);

    await user.click(within(dialog).getByRole('button', { name: 'Wear it now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT', '/api/avatars/items').map((c) => c.body)).toEqual([
      { entityType: 'STICKER', itemId: 'rocket' },
    ]);
    expect(sessionStore.get().user?.avatarSettings.sticker?.id).toBe('rocket');
    expect(sessionStore.get().user?.stickerId).toBe('rocket');
    expect(await screen.findByText('Looking great! You are wearing Rocket.')).toBeInTheDocument();
  });

  it('"Not now" closes without buying', async () => {
    const user = userEvent.setup();
    signIn('CHILD', { age: 9 });
    const api = stubVault();
    renderVault();
    await user.click(await screen.findByRole('button', { name: 'Buy Rocket for 30 gems' }));
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/exchange-store/purchase')).toHaveLength(0);
  });

  it('shows a server refusal with the notification system', async () => {
    const user = userEvent.setup();
    signIn('CHILD', { age: 9 });
    stubVault({
      'POST /api/exchange-store/purchase': () =>
        jsonResponse(409, { code: 'CONFLICT', message: REWARDS_MESSAGES.notEnoughGems }),
    });
    renderVault();
    await user.click(await screen.findByRole('button', { name: 'Buy Rocket for 30 gems' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, buy it!' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REWARDS_MESSAGES.notEnoughGems);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('vault-gems')).toHaveTextContent('Your gems40');
  });

  it('wears an item already owned straight from the vault', async () => {
    const user = userEvent.setup();
    signIn('CHILD', { age: 9, avatarSettings: settingsOf('fox', null, null) });
    const api = stubVault({
      'PUT /api/avatars/items': { avatarSettings: settingsOf('unicorn', null, null) },
    });
    renderVault();
    await user.click(await screen.findByRole('button', { name: 'Wear Unicorn' }));
    await waitFor(() => expect(sessionStore.get().user?.avatarId).toBe('unicorn'));
    expect(api.callsTo('PUT', '/api/avatars/items')[0]!.body).toEqual({
      entityType: 'AVATAR',
      itemId: 'unicorn',
    });
  });
});
