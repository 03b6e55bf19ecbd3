import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { WEB_ROUTES, type DeviceKind, type WebRouteName } from '@pagebird/contract';
import { sessionView } from '../lib/auth/session-store.ts';
import { signIn } from '../test/factories.ts';
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
    signIn('PARENT', { childCount: 2 });
    const { where } = setup('/account-settings', 'phone');
    await screen.findByText('page:account-settings');
    expect(where()).toBe('/account-settings');
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
