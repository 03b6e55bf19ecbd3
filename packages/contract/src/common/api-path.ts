/**
 * Fill the `:params` of an endpoint path (`/api/books/details/:id` → `/api/books/details/42`).
 *
 * Kept apart from `endpoint.ts` and free of imports: that module brings Zod and the shared
 * text rule with it, and the web app's first script builds URLs without needing either
 * (issue 15, Lighthouse: the app shell should not download the validation library).
 */
export function apiPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, k: string) => {
    const v = params[k];
    if (v === undefined) throw new Error(`Missing path param ${k}`);
    return encodeURIComponent(String(v));
  });
}
