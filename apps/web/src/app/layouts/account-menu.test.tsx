import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { webRoute, type Role } from '@pagebird/contract';
import { signIn } from '../../test/factories.ts';
import { renderRoute } from '../../test/render.tsx';
import { MainHeader } from './headers.tsx';

/** The real trigger (React Aria's button), not the look-alike drawn while its code loads. */
const realTrigger = () =>
  screen.getAllByRole('button', { name: /Account menu/ }).find((b) => b.hasAttribute('data-rac'));

async function openMenu(role: Role, overrides: Parameters<typeof signIn>[1] = {}) {
  signIn(role, overrides);
  const user = userEvent.setup();
  renderRoute(<MainHeader meta={webRoute('browse')} />, { path: '/browse' });
  // Pointing at the trigger loads the dropdown (if the page has not loaded it already).
  await user.hover(await screen.findByRole('button', { name: /Account menu/ }));
  await waitFor(() => expect(realTrigger()).toBeDefined());
  await user.click(realTrigger()!);
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent);
}

describe('account menu', () => {
  // These two come first: the dropdown's code, once loaded, stays loaded for the module's life.
  it('draws the trigger at once and loads the dropdown after the page has loaded', async () => {
    signIn('PARENT');
    renderRoute(<MainHeader meta={webRoute('browse')} />, { path: '/browse' });
    // A look-alike with the trigger's name first (a real button, reachable by keyboard)…
    const first = screen.getByRole('button', { name: 'Account menu for Sam' });
    expect(first).not.toHaveAttribute('data-rac');
    // …then React Aria's trigger, once the page has loaded and the browser has a moment.
    await waitFor(() => expect(realTrigger()).toBeDefined(), { timeout: 4000 });
  });

  it('opens the menu when the look-alike is pressed before the dropdown has loaded', async () => {
    signIn('PARENT');
    renderRoute(<MainHeader meta={webRoute('browse')} />, { path: '/browse' });
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Account menu for Sam' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toContain('Log Out');
  });

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
