/**
 * Answers to the page's first API requests, sent by src/early.ts before the app loaded
 * (issue 15). The API client takes one instead of sending the same GET again: once, and only
 * for the same URL and the same session token (after a sign-out or a profile switch the app
 * asks itself).
 */
export interface EarlyRequest {
  url: string;
  token: string;
  response: Promise<Response>;
}

type EarlyWindow = { __pbEarly?: EarlyRequest[] };

export function takeEarlyResponse(url: string, token: string | null): Promise<Response> | null {
  if (typeof window === 'undefined' || !token) return null;
  const list = (window as EarlyWindow).__pbEarly;
  if (!list?.length) return null;
  const i = list.findIndex((r) => r.url === url && r.token === token);
  if (i < 0) return null;
  const [taken] = list.splice(i, 1);
  return taken!.response;
}
