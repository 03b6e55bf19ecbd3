import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { WEB_ROUTES, webRoute, type DeviceKind, type WebRouteName } from '@pagebird/contract';
import { sessionView } from '../lib/auth/session-store.ts';
import { makeSession, signIn } from '../test/factories.ts';
import { stubApi } from '../test/stub-api.ts';
import { testQueryClient } from '../test/render.tsx';
import { AppProviders } from './providers.tsx';
import { buildRoutes } from './router.tsx';
import type { GuardDeps } from './guard.ts';
import type { RouteModuleLoader } from './route-modules.ts';

const stubModules = Object.fromEntries(
  WEB_ROUTES.map((r) => [
    r.name,
    (async () => ({ default: () => <p data-testid="page">page:{r.name}</p> })) as RouteModuleLoader,
  ]),
) as Record<WebRouteName, RouteModuleLoader>;

function setup(initial: string, device: DeviceKind = 'desktop') {
  let router: ReturnType<typeof createMemoryRouter> | null = null;
  const deps: GuardDeps = {
    getSession: () => sessionView(),
    getDevice: () => device,
    getCurrentLocation: () => {
      if (!router || !router.state.initialized) return null;
      const l = router.state.location;
      return l.pathname + l.search + l.hash;
    },
    fullReloads: false,
  };
  router = createMemoryRouter(buildRoutes(deps, stubModules), { initialEntries: [initial] });
  render(
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const r = router;
  return {
    router: r,
    where: () => r.state.location.pathname + r.state.location.search,
  };
}

describe('route guard', () => {
  it('sends a signed-out user to login with the wanted path as redirect', async () => {
    const { where } = setup('/favorites?x=1');
    await waitFor(() => expect(screen.getByTestId('page')).toHaveTextContent('page:login'));
    expect(where()).toBe(`/login?redirect=${encodeURIComponent('/favorites?x=1')}`);
  });

  it('lets a signed-in user in and renders the page of the route', async () => {
    signIn('CHILD');
    setup('/browse');
    expect(await screen.findByText('page:browse')).toBeInTheDocument();
  });

  it('keeps a user without the role where they were', async () => {
    signIn('CHILD');
    const { router, where } = setup('/browse');
    await screen.findByText('page:browse');
    await router.navigate('/dashboard');
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(where()).toBe('/browse');
    expect(screen.getByTestId('page')).toHaveTextContent('page:browse');
  });

  it('goes to the role home on a fresh page load with nowhere to stay', async () => {
    signIn('TEACHER');
    const { where } = setup('/admin/users');
    await waitFor(() => expect(screen.getByTestId('page')).toHaveTextContent('page:educator'));
    expect(where()).toBe('/educator');
  });

  it('sends phones to the desktop-usage page on signed-in routes', async () => {
    signIn('PARENT', { childCount: 2 });
    const { where } = setup('/dashboard', 'phone');
    await waitFor(() => expect(screen.getByTestId('page')).toHaveTextContent('page:desktop-usage'));
    expect(where()).toBe('/desktop-usage');
  });

  it('sends educators on tablets to the educator desktop-usage page', async () => {
    signIn('TEACHER');
    const { where } = setup('/educator', 'tablet');
    await waitFor(() => expect(where()).toBe('/educator-desktop-usage'));
  });

  it('allows the small-screen exceptions on phones', async () => {
    signIn('PARENT', {
      childCount: 2,
      parentGateUntil: new Date(Date.now() + 600_000).toISOString(),
    });
    const { where } = setup('/account-settings', 'phone');
    await screen.findByText('page:account-settings');
    expect(where()).toBe('/account-settings');
  });

  it('sends a parent without a recent parent gate to the password prompt of profile-select', async () => {
    signIn('PARENT', { childCount: 2, parentGateUntil: null });
    const { where } = setup('/dashboard');
    await waitFor(() =>
      expect(screen.getByTestId('page')).toHaveTextContent('page:profile-select'),
    );
    expect(where()).toBe(`/profile-select?redirect=${encodeURIComponent('/dashboard')}`);
  });

  it('sends a parent whose gate ran out there too, whatever the parent area', async () => {
    signIn('PARENT', { childCount: 2, parentGateUntil: new Date(Date.now() - 1000).toISOString() });
    const { where } = setup('/account-settings');
    await waitFor(() =>
      expect(where()).toBe(`/profile-select?redirect=${encodeURIComponent('/account-settings')}`),
    );
  });

  it.each([
    ['/account-settings', 'phone', 'account-settings'],
    ['/manage-subscription', 'tablet', 'manage-subscription'],
  ] as const)(
    'asks a parent without a recent gate for the password on %s itself on a %s, then shows it',
    async (path, device, name) => {
      signIn('PARENT', { childCount: 2, parentGateUntil: null });
      const gated = makeSession('PARENT', {
        childCount: 2,
        parentGateUntil: new Date(Date.now() + 600_000).toISOString(),
      });
      const api = stubApi({ 'POST /api/users/password/verify': gated });
      const { where } = setup(path, device);
      const dialog = await screen.findByRole('dialog', { name: 'Enter Account Password' });
      // "Who is reading?" is closed to phones and tablets: the parent stays on the page.
      expect(where()).toBe(path);
      // The page's title stays behind the modal prompt (hidden from assistive tech meanwhile).
      expect(screen.getByRole('heading', { level: 1, hidden: true })).toHaveTextContent(
        webRoute(name).title,
      );
      expect(screen.queryByTestId('page')).toBeNull();

      await userEvent.type(await within(dialog).findByLabelText('Account password'), 'secret12');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

      expect(await screen.findByText(`page:${name}`)).toBeInTheDocument();
      expect(where()).toBe(path);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(api.callsTo('POST', '/api/users/password/verify')[0]?.body).toEqual({
        password: 'secret12',
      });
    },
  );

  it('keeps a phone parent without a gate out of the parent areas phones cannot open', async () => {
    signIn('PARENT', { childCount: 2, parentGateUntil: null });
    const { where } = setup('/dashboard', 'phone');
    await waitFor(() => expect(screen.getByTestId('page')).toHaveTextContent('page:desktop-usage'));
    expect(where()).toBe('/desktop-usage');
  });

  it('lets a parent with a recent parent gate into the parent areas', async () => {
    signIn('PARENT', {
      childCount: 2,
      parentGateUntil: new Date(Date.now() + 600_000).toISOString(),
    });
    setup('/dashboard/edit-child/abc');
    expect(await screen.findByText('page:dashboard-edit-child')).toBeInTheDocument();
  });

  it('redirects /teacher to /educators', async () => {
    const { where } = setup('/teacher');
    await screen.findByText('page:educators');
    expect(where()).toBe('/educators');
  });

  it('sends a signed-out user on an unknown path to login (the catch-all needs sign-in)', async () => {
    const { where } = setup('/no/such/page');
    await waitFor(() => expect(where()).toBe('/login?redirect=%2Fno%2Fsuch%2Fpage'));
  });

  it('renders the not-found page for unknown paths', async () => {
    signIn('PARENT');
    setup('/no/such/page');
    expect(await screen.findByText('page:not-found')).toBeInTheDocument();
  });
});
