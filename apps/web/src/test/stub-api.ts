import { vi } from 'vitest';
import { jsonResponse } from './factories.ts';

/** One request a test made through the stubbed `fetch`. */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

/**
 * Stub `fetch` with handlers keyed "METHOD /path" (exact path; the query is recorded, not
 * matched). A value answers 200 with it as JSON, a function answers what it returns. Unknown
 * calls answer 404 so a test never silently talks to nothing. Every call is recorded.
 */
export function stubApi(handlers: Record<string, Handler | unknown>) {
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
