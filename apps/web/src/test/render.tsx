import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '../app/providers.tsx';
import { ModalProvider } from '../components/ui/modal.tsx';

export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** Render an element inside providers, a memory router and the modal provider. */
export function renderRoute(
  element: ReactElement,
  {
    path = '/',
    initialEntries,
    extraRoutes = [],
  }: { path?: string; initialEntries?: string[]; extraRoutes?: RouteObject[] } = {},
) {
  const router = createMemoryRouter(
    [
      { path, element: <ModalProvider>{element}</ModalProvider> },
      ...extraRoutes,
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: initialEntries ?? [path] },
  );
  const utils = render(
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}
