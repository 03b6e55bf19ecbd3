import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n/index.ts';
import { queryClient as defaultClient } from '../lib/query-client.ts';

/** Providers that live outside the router (the modal provider lives in the app shell). */
export function AppProviders({
  children,
  queryClient = defaultClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}
