import type { Params } from 'react-router';
import type { WebRouteName } from '@pagebird/contract';
import { queryClient } from '../lib/query-client.ts';

/** Starts a page's first data request; the page's own query then finds it in flight or done. */
export type RoutePrefetch = (args: { params: Params; url: URL }) => void;

/**
 * Issue 15 (Lighthouse on the signed-in pages): a page's first API call starts when its route
 * is entered, together with the page's module, instead of after the module has loaded and the
 * page has rendered (one round trip less before the page's content and its pictures). Each
 * entry loads only its small query module (the same query options the page uses, so the
 * answer is shared); failures are left to the page's own query.
 */
export const ROUTE_PREFETCH: Partial<Record<WebRouteName, RoutePrefetch>> = {
  browse: ({ url }) => {
    // `?list=` shows one row's full list, not the bookshelf.
    if (url.searchParams.has('list')) return;
    void import('../features/catalogue/api/browse.ts').then((m) =>
      queryClient.prefetchQuery(m.browseQueryOptions()),
    );
  },
  'book-details': ({ params }) => {
    const id = params.bookId;
    if (!id) return;
    void import('../features/catalogue/api/book-details.ts').then((m) =>
      queryClient.prefetchQuery(m.bookDetailsQueryOptions(id)),
    );
  },
};
