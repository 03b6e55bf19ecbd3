import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { catalogueApi, type BookPage, type landingQuerySchema } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { catalogueKeys } from './keys.ts';

export type LandingQuery = z.input<typeof landingQuerySchema>;
export type LandingType = LandingQuery['type'];

export const LANDING_PAGE_SIZE = 24;

/** GET /api/books/landing?type&id&page&size — the list behind a swimlane's "See all". */
export const fetchLanding = (query: LandingQuery, signal?: AbortSignal) =>
  callApi(catalogueApi.landing, { query, signal });

/** Next zero-based page, or undefined when every book has been loaded. */
export const nextPageOf = (last: BookPage): number | undefined =>
  (last.page + 1) * last.size < last.total ? last.page + 1 : undefined;

export const landingQueryOptions = (type: LandingType, id?: string) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.landing(type, id),
    queryFn: ({ pageParam, signal }) =>
      fetchLanding({ type, id, page: pageParam, size: LANDING_PAGE_SIZE }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOf,
  });

export function useLanding(type: LandingType, id?: string) {
  return useInfiniteQuery(landingQueryOptions(type, id));
}
