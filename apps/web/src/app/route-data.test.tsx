import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { WEB_ROUTES, type WebRouteName } from '@pagebird/contract';
import { sessionView } from '../lib/auth/session-store.ts';
import { queryClient } from '../lib/query-client.ts';
import { signIn } from '../test/factories.ts';
import { stubApi } from '../test/stub-api.ts';
import { testQueryClient } from '../test/render.tsx';
import { AppProviders } from './providers.tsx';
import { buildRoutes } from './router.tsx';
import { ROUTE_PREFETCH, type RoutePrefetch } from './route-data.ts';
import type { GuardDeps } from './guard.ts';
import type { RouteModuleLoader } from './route-modules.ts';

const stubModules = Object.fromEntries(
  WEB_ROUTES.map((r) => [
    r.name,
    (async () => ({ default: () => <p data-testid="page">page:{r.name}</p> })) as RouteModuleLoader,
  ]),
) as Record<WebRouteName, RouteModuleLoader>;

const deps: GuardDeps = {
  getSession: () => sessionView(),
  getDevice: () => 'desktop',
  getCurrentLocation: () => null,
  fullReloads: false,
};

function open(initial: string, prefetch: Partial<Record<WebRouteName, RoutePrefetch>>) {
  const router = createMemoryRouter(buildRoutes(deps, stubModules, prefetch), {
    initialEntries: [initial],
  });
  render(
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('route data prefetch', () => {
  it('starts the page data once the guard lets the reader in, with the route params', async () => {
    signIn('CHILD');
    const details = vi.fn<RoutePrefetch>();
    open('/book-details/b-1', { 'book-details': details });
    expect(await screen.findByText('page:book-details')).toBeInTheDocument();
    expect(details).toHaveBeenCalledTimes(1);
    expect(details.mock.calls[0]![0].params).toMatchObject({ bookId: 'b-1' });
  });

  it('asks for nothing when the guard sends the visitor elsewhere', async () => {
    const browse = vi.fn<RoutePrefetch>();
    open('/browse', { browse });
    await waitFor(() => expect(screen.getByTestId('page')).toHaveTextContent('page:login'));
    expect(browse).not.toHaveBeenCalled();
  });

  it('browse and book details ask for their first answer; a browse list does not', async () => {
    const api = stubApi({});
    const at = (path: string) => new URL(path, 'http://test.local');
    ROUTE_PREFETCH.browse!({ params: {}, url: at('/browse?list=NEW') });
    ROUTE_PREFETCH.browse!({ params: {}, url: at('/browse') });
    ROUTE_PREFETCH['book-details']!({ params: { bookId: 'b-1' }, url: at('/book-details/b-1') });
    await waitFor(() => expect(api.callsTo('GET', '/api/browse')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('GET', '/api/books/details/b-1')).toHaveLength(1));
  });
});
