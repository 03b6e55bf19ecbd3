/** Test helpers of the catalogue feature: contract-shaped answers and the shared fetch stub. */

export { stubApi as stubCatalogueApi, type ApiCall } from '../../test/stub-api.ts';

/** A text-search answer page. */
export function searchAnswer(
  items: unknown[],
  extra: { query?: string; correctedQuery?: string | null; total?: number; page?: number } = {},
) {
  return {
    title: 'Search',
    items,
    total: extra.total ?? items.length,
    page: extra.page ?? 0,
    size: 24,
    query: extra.query ?? '',
    correctedQuery: extra.correctedQuery ?? null,
  };
}
