import { vi } from 'vitest';
import { jsonResponse } from '../../test/factories.ts';

/** A fetch stub for the catalogue tests: handlers keyed "METHOD /path", calls recorded. */

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

export function stubCatalogueApi(handlers: Record<string, Handler | unknown>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://test.local');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    if (handler === undefined) return jsonResponse(404, { code: 'NOT_FOUND', message: 'nope' });
    if (typeof handler === 'function') return (handler as Handler)(call);
    return jsonResponse(200, handler);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, path: string) =>
    calls.filter((c) => c.method === method && c.path === path);
  return { calls, callsTo, fetchMock };
}

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
