/**
 * The page's first API requests, before the app (issue 15, Lighthouse on the signed-in pages).
 *
 * index.html carries this small script inline (src/early-start.ts, built without imports by
 * build/reading-pages.ts): it runs while the HTML is read, before the ~160 KB app shell has
 * even been asked for, and costs no request of its own. For the signed-in pages whose
 * content comes from one API answer (browse, book details, the reader) it
 * - preloads the page's own chunks and stylesheets (named in index.html at build time), which
 *   the router would only ask for once the shell has run;
 * - sends the page's request with the session token the app keeps in localStorage;
 * - preloads the page's largest picture (the details page's cover, the bookshelf's first
 *   banner) as soon as the answer names it.
 * The app's API client takes these answers instead of asking again (lib/early-requests.ts); an
 * answer nobody takes is simply dropped. A signed-out visitor gets nothing of this.
 *
 * Kept free of imports (no shared chunk, no module graph to wait for): the paths and keys
 * below are checked against the contract and the app's own by early.test.ts.
 */
import type { EarlyRequest } from './lib/early-requests.ts';

export const EARLY = {
  tokenKey: 'pb.userToken',
  authenticatedKey: 'pb.authenticated',
  progressQueueKey: 'pb.reader.progressQueue',
  platformHeader: 'x-platform-type',
  platform: 'WEB',
  appVersionHeader: 'x-app-version',
  appVersion: '1.0',
  browse: '/api/browse',
  details: '/api/books/details/',
  content: '/api/books/',
  contentSuffix: '/content',
} as const;

function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

/** The pages this script knows (WEB_ROUTES names). */
export type EarlyRoute = 'browse' | 'book-details' | 'reader';

/** Which of those pages a path is (null for any other). */
export function earlyRoute(pathname: string): EarlyRoute | null {
  const seg = pathname.split('/').filter(Boolean);
  if (seg.length === 1 && seg[0] === 'browse') return 'browse';
  if (seg.length === 2 && (seg[0] === 'book-details' || seg[0] === 'reader')) return seg[0];
  return null;
}

/**
 * The chunks and stylesheets of a page's module beyond the app shell's, per page: written into
 * index.html at build time (build/reading-pages.ts, earlyScript) in the meta tag of this name.
 */
export const ROUTE_FILES_META = 'pagebird-route-files';
export type EarlyRouteFiles = Partial<Record<EarlyRoute, { js: string[]; css: string[] }>>;

/**
 * Preloads the page's own code and styles, so they download with the app shell instead of
 * after it has run (the same `crossorigin` as the app's own preloads, so they are reused).
 */
function preloadRouteFiles(route: EarlyRoute): void {
  let files: EarlyRouteFiles;
  try {
    const meta = document.querySelector<HTMLMetaElement>(`meta[name="${ROUTE_FILES_META}"]`);
    files = meta ? (JSON.parse(meta.content) as EarlyRouteFiles) : {};
  } catch {
    return;
  }
  const own = files[route];
  if (!own) return;
  for (const href of own.css) addLink({ rel: 'preload', as: 'style', href });
  for (const href of own.js) addLink({ rel: 'modulepreload', href });
}

function addLink(attrs: { rel: string; href: string; as?: string; media?: string }): void {
  if (document.querySelector(`link[href="${attrs.href}"]`)) return;
  const link = document.createElement('link');
  link.rel = attrs.rel;
  link.href = attrs.href;
  if (attrs.as) link.as = attrs.as;
  if (attrs.media) link.media = attrs.media;
  link.crossOrigin = '';
  document.head.append(link);
}

/** The GET requests a page path starts with (nothing for other pages or a signed-out visitor). */
export function earlyUrls(pathname: string, search: string, queueWaiting: boolean): string[] {
  const seg = pathname.split('/').filter(Boolean);
  const id = seg[1] ? encodeURIComponent(decodeURIComponent(seg[1])) : '';
  if (seg.length === 1 && seg[0] === 'browse') {
    // `?list=` shows one row's full list, not the bookshelf.
    return new URLSearchParams(search).has('list') ? [] : [EARLY.browse];
  }
  if (seg.length === 2 && seg[0] === 'book-details') return [EARLY.details + id];
  if (seg.length === 2 && seg[0] === 'reader') {
    // A reading position not sent yet goes to the server before the reader asks where to
    // open (features/reader/api/book-content.ts): the app asks itself then. The book file
    // (hundreds of KB) is left to the reader page, which asks for it once its screen is drawn: sent from
    // here, it took the bandwidth of the app's own code on a phone.
    return queueWaiting ? [] : [EARLY.content + id + EARLY.contentSuffix];
  }
  return [];
}

interface Banner {
  position: number;
  webImageUrl: string;
  mobileImageUrl: string;
}
interface BrowseAnswer {
  swimlanes?: { type: string; banners?: Banner[] }[];
}
interface DetailsAnswer {
  coverLargeUrl?: string | null;
  coverUrl?: string | null;
}

/** The media query of the banner carousel's phone picture (components/books/banner-carousel.tsx). */
export const BANNER_PHONE_MEDIA = '(max-width: 560px)';

/**
 * The pictures a page shows first and largest (its Largest Contentful Paint): the details
 * page's cover, the bookshelf's first banner (the carousel's phone or wide picture).
 */
export function firstPictures(url: string, answer: unknown): { href: string; media?: string }[] {
  if (!answer || typeof answer !== 'object') return [];
  if (url.startsWith(EARLY.details)) {
    const book = answer as DetailsAnswer;
    const src = book.coverLargeUrl ?? book.coverUrl;
    return src ? [{ href: src }] : [];
  }
  if (url === EARLY.browse) {
    const lane = (answer as BrowseAnswer).swimlanes?.find(
      (l) => l.type === 'B_BANNERS' && l.banners?.length,
    );
    // The carousel shows its banners by position (the widest picture of the page).
    const first = [...(lane?.banners ?? [])].sort((a, b) => a.position - b.position)[0];
    if (!first) return [];
    return [
      { href: first.mobileImageUrl, media: BANNER_PHONE_MEDIA },
      { href: first.webImageUrl, media: `not all and ${BANNER_PHONE_MEDIA}` },
    ];
  }
  return [];
}

/** Preloads a page's first pictures once its answer is in. */
function preloadPictures(url: string, res: Response): void {
  void res
    .clone()
    .json()
    .then((answer: unknown) => {
      for (const picture of firstPictures(url, answer)) {
        if (!picture.href) continue;
        const link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'image';
        link.href = picture.href;
        if (picture.media) link.media = picture.media;
        link.setAttribute('fetchpriority', 'high');
        document.head.append(link);
      }
    })
    .catch(() => undefined);
}

export function startEarlyRequests(): void {
  let token: unknown = null;
  try {
    if (readJson(EARLY.authenticatedKey) === true) token = readJson(EARLY.tokenKey);
  } catch {
    return;
  }
  if (typeof token !== 'string' || !token) return;
  const urls = earlyUrls(
    location.pathname,
    location.search,
    (() => {
      try {
        return localStorage.getItem(EARLY.progressQueueKey) !== null;
      } catch {
        return true;
      }
    })(),
  );
  const requests: EarlyRequest[] = urls.map((url) => {
    const response = fetch(url, {
      headers: {
        accept: 'application/json',
        [EARLY.platformHeader]: EARLY.platform,
        [EARLY.appVersionHeader]: EARLY.appVersion,
        authorization: `Bearer ${token as string}`,
      },
    });
    // Taken (and its failure handled) by the app, or dropped.
    response.catch(() => undefined);
    if (url === EARLY.browse || url.startsWith(EARLY.details)) {
      void response
        .then((res) => (res.ok ? preloadPictures(url, res) : undefined))
        .catch(() => undefined);
    }
    return { url, token: token as string, response };
  });
  if (requests.length) (window as { __pbEarly?: EarlyRequest[] }).__pbEarly = requests;
  // After the page's request: a browser fetches six files at a time from the server (HTTP/1.1),
  // and the page's answer (with its picture after it) is the longer way to the page.
  const route = earlyRoute(location.pathname);
  if (route) preloadRouteFiles(route);
}
