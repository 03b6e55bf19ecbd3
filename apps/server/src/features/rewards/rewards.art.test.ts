import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { AVATARS, BADGES, FRAMES, STICKERS } from '../../seed/rewards/index.ts';
import { isSafeSvg, renderArt } from './art/index.ts';
import { ART_CACHE_CONTROL } from './rewards.art.ts';

/** The reward pictures: every catalogue picture draws as a safe SVG; the public art routes. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const picture = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('drawing', () => {
  const all = [
    ...BADGES.map((b) => ({ kind: 'BADGE' as const, id: b.id, name: b.name, art: b.art })),
    ...[...AVATARS, ...FRAMES, ...STICKERS].map((i) => ({
      kind: i.entityType,
      id: i.id,
      name: i.name,
      art: i.art,
    })),
  ];

  it('draws every catalogue picture as a well-formed, safe, deterministic SVG', async () => {
    const seen = new Set<string>();
    for (const item of all) {
      const svg = await renderArt(item.kind, item.art, item.name);
      expect(XMLValidator.validate(svg), item.id).toBe(true);
      expect(isSafeSvg(svg), item.id).toBe(true);
      expect(svg).not.toMatch(/<script|<image|<foreignObject|javascript:/i);
      expect(await renderArt(item.kind, item.art, item.name)).toBe(svg);
      const root = new XMLParser({ ignoreAttributes: false }).parse(svg).svg;
      expect(root['@_xmlns'], item.id).toBe('http://www.w3.org/2000/svg');
      seen.add(svg);
    }
    // every picture is its own
    expect(seen.size).toBe(all.length);
  });

  it('refuses art parameters that do not fit the kind', async () => {
    await expect(renderArt('STICKER', { emblem: 'star' }, 'x')).rejects.toThrow();
    await expect(
      renderArt('AVATAR', { style: 'unknown', seed: 'x', background: '#ffffff' }, 'x'),
    ).rejects.toThrow();
  });

  it('tells unsafe SVG apart', () => {
    expect(isSafeSvg('<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>')).toBe(true);
    expect(isSafeSvg('<svg><use href="#a"/><rect fill="url(#g)"/></svg>')).toBe(true);
    for (const bad of [
      '<svg><script>alert(1)</script></svg>',
      '<svg onload="alert(1)"></svg>',
      '<svg><image href="https://example.com/x.png"/></svg>',
      '<svg><use href="https://example.com/a.svg#x"/></svg>',
      '<svg><rect fill="url(https://example.com/a)"/></svg>',
      '<svg><foreignObject><div/></foreignObject></svg>',
      '<svg><style>@import url(x.css)</style></svg>',
      '<html><svg/></html>',
    ]) {
      expect(isSafeSvg(bad), bad).toBe(false);
    }
  });
});

describe('GET the pictures', () => {
  it('serves each kind as public SVG with cache headers, a CSP and an ETag', async () => {
    const urls = [
      `/api/avatars/avatars/${AVATARS[0]!.id}/image`,
      `/api/avatars/frames/${FRAMES[0]!.id}/image`,
      `/api/avatars/stickers/${STICKERS[0]!.id}/image`,
      `/api/badges/${BADGES[0]!.id}/image`,
    ];
    for (const url of urls) {
      const res = await picture(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe(ART_CACHE_CONTROL);
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body.startsWith('<svg')).toBe(true);
      expect(res.body).not.toMatch(/<script/i);
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await picture(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('answers 404 for unknown ids and for an id of another kind', async () => {
    for (const url of [
      '/api/avatars/avatars/no-such-avatar/image',
      `/api/avatars/avatars/${STICKERS[0]!.id}/image`,
      `/api/avatars/stickers/${FRAMES[0]!.id}/image`,
      '/api/badges/no-such-badge/image',
      `/api/badges/${AVATARS[0]!.id}/image`,
    ]) {
      const res = await picture(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('needs no token (pictures in <img>), and the badge art names its badge', async () => {
    const res = await picture('/api/badges/first-book/image');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>First Book</title>');
  });
});
