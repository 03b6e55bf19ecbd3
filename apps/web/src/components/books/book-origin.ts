import { matchPath } from 'react-router';
import { WEB_ROUTES, href } from '@pagebird/contract';
import { SESSION_KEYS, readSessionValue, writeSessionValue } from '../../lib/storage.ts';

/**
 * Spec §3/§4 "book origin" (per tab, sessionStorage): where a book was opened from, so the
 * reader can return there. Coming from home, login, students or profile-select counts as browse.
 */
export interface BookOrigin {
  bookId: string;
  /** Path (with query) to return to. */
  path: string;
}

const BROWSE_PATH = href('browse');
const COUNTS_AS_BROWSE = new Set(['home', 'login', 'students', 'profile-select']);

/** WEB_ROUTES name of a path, or undefined when none matches. */
export function routeNameOf(pathname: string): string | undefined {
  let best: { name: string; statics: number } | undefined;
  for (const r of WEB_ROUTES) {
    if (r.path === '*' || !matchPath({ path: r.path, end: true }, pathname)) continue;
    const statics = r.path.split('/').filter((s) => s && !s.startsWith(':')).length;
    if (!best || statics > best.statics) best = { name: r.name, statics };
  }
  return best?.name;
}

/** The origin to remember when leaving `location` for a book. */
export function originFor(pathname: string, search = ''): string {
  const name = routeNameOf(pathname);
  if (!name || COUNTS_AS_BROWSE.has(name)) return BROWSE_PATH;
  return pathname + search;
}

export function rememberBookOrigin(bookId: string, path: string): void {
  writeSessionValue(SESSION_KEYS.bookOrigin, { bookId, path } satisfies BookOrigin);
}

export function readBookOrigin(): BookOrigin | null {
  const v = readSessionValue<BookOrigin>(SESSION_KEYS.bookOrigin);
  return v && typeof v.bookId === 'string' && typeof v.path === 'string' ? v : null;
}

/**
 * A book page opened without a remembered origin for that book (typed URL, shared link, a
 * redirect after sign-in) falls back to browse.
 */
export function ensureBookOrigin(bookId: string): BookOrigin {
  const current = readBookOrigin();
  if (current?.bookId === bookId) return current;
  const origin = { bookId, path: BROWSE_PATH };
  rememberBookOrigin(bookId, BROWSE_PATH);
  return origin;
}
