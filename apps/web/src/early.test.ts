import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APP_VERSION_HEADER,
  CLIENT_HEADERS,
  PLATFORM_HEADER,
  apiPath,
  catalogueApi,
  readerApi,
} from '@pagebird/contract';
import { EARLY, earlyUrls, firstPictures, startEarlyRequests } from './early.ts';
import { STORAGE_KEYS } from './lib/storage.ts';
import { PROGRESS_QUEUE_KEY } from './features/reader/progress/progress-queue.ts';
import { takeEarlyResponse } from './lib/early-requests.ts';

type EarlyWindow = { __pbEarly?: unknown };

afterEach(() => {
  delete (window as EarlyWindow).__pbEarly;
  window.history.replaceState(null, '', '/');
});

describe('early requests (src/early.ts)', () => {
  it('uses the contract paths and headers and the app storage keys', () => {
    expect(EARLY.browse).toBe(catalogueApi.browse.path);
    expect(EARLY.details + 'b1').toBe(apiPath(catalogueApi.details.path, { id: 'b1' }));
    expect(EARLY.content + 'b1' + EARLY.contentSuffix).toBe(
      apiPath(readerApi.content.path, { id: 'b1' }),
    );
    expect(EARLY.tokenKey).toBe(STORAGE_KEYS.userToken);
    expect(EARLY.authenticatedKey).toBe(STORAGE_KEYS.authenticated);
    expect(EARLY.progressQueueKey).toBe(PROGRESS_QUEUE_KEY);
    expect(EARLY.platformHeader).toBe(PLATFORM_HEADER);
    expect(EARLY.platform).toBe(CLIENT_HEADERS.platform);
    expect(EARLY.appVersionHeader).toBe(APP_VERSION_HEADER);
    expect(EARLY.appVersion).toBe(CLIENT_HEADERS.appVersion);
  });

  it('asks for the answers of browse, book details and the reader only', () => {
    expect(earlyUrls('/browse', '', false)).toEqual(['/api/browse']);
    expect(earlyUrls('/browse', '?list=NEW', false)).toEqual([]);
    expect(earlyUrls('/book-details/b1', '', false)).toEqual(['/api/books/details/b1']);
    expect(earlyUrls('/reader/b1', '', false)).toEqual(['/api/books/b1/content']);
    // A waiting reading position is sent first, by the app.
    expect(earlyUrls('/reader/b1', '', true)).toEqual([]);
    expect(earlyUrls('/', '', false)).toEqual([]);
    expect(earlyUrls('/search', '', false)).toEqual([]);
    expect(earlyUrls('/book-details/b1/x', '', false)).toEqual([]);
  });

  it('names the first pictures: the cover, the first banner by position', () => {
    expect(
      firstPictures('/api/books/details/b1', { coverLargeUrl: '/large.png', coverUrl: '/c.png' }),
    ).toEqual([{ href: '/large.png' }]);
    expect(firstPictures('/api/books/details/b1', { coverLargeUrl: null, coverUrl: null })).toEqual(
      [],
    );
    const banner = (position: number) => ({
      position,
      webImageUrl: `/web-${position}.png`,
      mobileImageUrl: `/phone-${position}.png`,
    });
    expect(
      firstPictures('/api/browse', {
        swimlanes: [
          { type: 'B_BOOKS', banners: [] },
          { type: 'B_BANNERS', banners: [banner(2), banner(1)] },
        ],
      }),
    ).toEqual([
      { href: '/phone-1.png', media: '(max-width: 560px)' },
      { href: '/web-1.png', media: 'not all and (max-width: 560px)' },
    ]);
    expect(firstPictures('/api/browse', { swimlanes: [] })).toEqual([]);
  });

  it('sends nothing for a signed-out visitor', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    window.history.replaceState(null, '', '/browse');
    startEarlyRequests();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect((window as EarlyWindow).__pbEarly).toBeUndefined();
  });

  it('sends the signed-in page request once, for the app to take with the same token', async () => {
    localStorage.setItem(STORAGE_KEYS.authenticated, 'true');
    localStorage.setItem(STORAGE_KEYS.userToken, JSON.stringify('tok'));
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{"swimlanes":[]}', { status: 200 }));
    window.history.replaceState(null, '', '/browse');
    startEarlyRequests();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/browse');
    expect((init!.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(takeEarlyResponse('/api/browse', 'other')).toBeNull();
    const taken = takeEarlyResponse('/api/browse', 'tok');
    expect(taken).not.toBeNull();
    expect(await (await taken!).json()).toEqual({ swimlanes: [] });
    // Once only.
    expect(takeEarlyResponse('/api/browse', 'tok')).toBeNull();
  });
});

describe('early route files', () => {
  it('knows its three pages by path', async () => {
    const { earlyRoute } = await import('./early.ts');
    expect(earlyRoute('/browse')).toBe('browse');
    expect(earlyRoute('/book-details/b1')).toBe('book-details');
    expect(earlyRoute('/reader/b1')).toBe('reader');
    expect(earlyRoute('/reader')).toBeNull();
    expect(earlyRoute('/search')).toBeNull();
  });

  it('preloads the page files named in index.html for a signed-in reader', async () => {
    const { ROUTE_FILES_META } = await import('./early.ts');
    const meta = document.createElement('meta');
    meta.name = ROUTE_FILES_META;
    meta.content = JSON.stringify({
      browse: { js: ['/assets/browse-x.js'], css: ['/assets/b.css'] },
    });
    document.head.append(meta);
    localStorage.setItem(STORAGE_KEYS.authenticated, 'true');
    localStorage.setItem(STORAGE_KEYS.userToken, JSON.stringify('tok'));
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    window.history.replaceState(null, '', '/browse');
    startEarlyRequests();
    const js = document.head.querySelector<HTMLLinkElement>('link[href="/assets/browse-x.js"]');
    const css = document.head.querySelector<HTMLLinkElement>('link[href="/assets/b.css"]');
    expect(js?.rel).toBe('modulepreload');
    expect(css?.rel).toBe('preload');
    expect(css?.as).toBe('style');
    meta.remove();
    js?.remove();
    css?.remove();
  });
});
