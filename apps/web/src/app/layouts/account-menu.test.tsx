import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { webRoute, type Role } from '@pagebird/contract';
import { signIn } from '../../test/factories.ts';
import { renderRoute } from '../../test/render.tsx';
import { MainHeader } from './headers.tsx';

async function openMenu(role: Role, overrides: Parameters<typeof signIn>[1] = {}) {
  signIn(role, overrides);
  const user = userEvent.setup();
  renderRoute(<MainHeader meta={webRoute('browse')} />, { path: '/browse' });
  await user.click(await screen.findByRole('button', { name: /Account menu/ }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent);
}

// Warm the lazily loaded dropdown so the first test does not time out on a cold transform.
beforeAll(async () => {
  await import('./account-menu.tsx');
});

describe('account menu', () => {
  it('offers the Reward Vault to a child over 6', async () => {
    expect(await openMenu('CHILD', { age: 7 })).toEqual([
      'My Stuff',
      'Reward Vault',
      'Change Profile',
      'Log Out',
    ]);
  });

  it('hides the Reward Vault from a child of 6 or younger', async () => {
    expect(await openMenu('CHILD', { age: 6 })).toEqual(['My Stuff', 'Change Profile', 'Log Out']);
  });

  it('lists the parent items', async () => {
    expect(await openMenu('PARENT')).toEqual([
      'Change Profile',
      'Dashboard',
      'Account Settings',
      'Log Out',
    ]);
  });

  it('lists the educator items', async () => {
    expect(await openMenu('TEACHER')).toEqual(['Dashboard', 'Account Settings', 'Log Out']);
  });

  it('lists the student items', async () => {
    expect(await openMenu('STUDENT', { age: 9 })).toEqual([
      'My Stuff',
      'Reward Vault',
      'Change Profile',
      'Log Out',
    ]);
  });

  it('truncates the name at 9 characters plus an ellipsis', async () => {
    signIn('CHILD', { name: 'alexandrina' });
    renderRoute(<MainHeader meta={webRoute('browse')} />, { path: '/browse' });
    expect(await screen.findByTestId('account-name')).toHaveTextContent(/^Alexandri…$/);
  });

  it('shows the role navigation and the search box', async () => {
    signIn('STUDENT');
    const user = userEvent.setup();
    const { router } = renderRoute(<MainHeader meta={webRoute('browse')} />, { path: '/browse' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home', 'My Library']);
    const search = screen.getByPlaceholderText('search by keyword');
    await user.type(search, 'owls{Enter}');
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/search?query=owls',
    );
  });
});
