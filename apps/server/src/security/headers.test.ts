import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../plugins/security.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

/**
 * Issue 15 item 3: the security headers (plugins/security.ts, @fastify/helmet) on an HTML page
 * of the SPA and on an API answer: a Content Security Policy whose scripts are our own files
 * and the build's own inline script by its hash only (no 'unsafe-inline', no 'unsafe-eval'), framing refused to other sites, nosniff, a
 * referrer policy, and HSTS on a request that came over https through the trusted proxy.
 */

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pagebird-headers-dist-'));
/** Like the real build's index.html, which carries src/early.ts inline. */
const INLINE_SCRIPT = '(()=>{window.__pbEarly=[];})();';
const INLINE_HASH = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;

let t: TestApp;
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><script>${INLINE_SCRIPT}</script><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>`,
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), 'export {};');
  // Behind one proxy hop (the load balancer), whose x-forwarded-proto the app believes.
  t = await createTestApp({
    env: { WEB_DIST: dist, TRUST_PROXY: '1' },
    // What the app makes of the forwarded protocol.
    beforeReady: (app) => app.get('/test/protocol', async (req) => ({ protocol: req.protocol })),
  });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The directives of a CSP header: name → sources. */
function cspOf(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header, 'content-security-policy header').toBe('string');
  const out = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), sources);
  }
  return out;
}

const https = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };

const PAGES = [
  {
    what: 'an HTML page of the app',
    url: '/books',
    headers: { accept: 'text/html' },
    type: /text\/html/,
  },
  { what: 'an API answer', url: '/api/health', headers: {}, type: /application\/json/ },
] as const;

describe.each(PAGES)('security headers on $what', ({ url, headers, type }) => {
  let res: LightMyRequestResponse;
  beforeAll(async () => {
    res = await t.app.inject({ method: 'GET', url, headers: { ...headers, ...https } });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toMatch(type);
  });

  it('has a CSP whose scripts are our own files and our inline script by hash (no eval)', () => {
    const csp = cspOf(res);
    // script-src, or default-src where script-src is absent, governs scripts.
    const scripts = csp.get('script-src') ?? csp.get('default-src');
    expect(scripts).toBeDefined();
    expect(scripts).toEqual(["'self'", INLINE_HASH]);
    for (const directive of ['script-src', 'script-src-elem', 'script-src-attr', 'default-src']) {
      expect(csp.get(directive) ?? [], directive).not.toContain("'unsafe-inline'");
      expect(csp.get(directive) ?? [], directive).not.toContain("'unsafe-eval'");
    }
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
  });

  it('refuses framing by other sites (frame-ancestors and X-Frame-Options)', () => {
    expect(cspOf(res).get('frame-ancestors')).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends nosniff and a referrer policy', () => {
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  // Helmet sends HSTS on every answer (a browser ignores it over plain http, RFC 6797 §8.1).
  it('sends HSTS for a request that came over https through the trusted proxy', () => {
    const hsts = String(res.headers['strict-transport-security'] ?? '');
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
    // At least half a year (the usual floor; helmet's default is a year).
    expect(maxAge).toBeGreaterThanOrEqual(180 * 24 * 3600);
    expect(hsts).toMatch(/includeSubDomains/i);
  });
});

describe('the trusted proxy', () => {
  it('takes the protocol from x-forwarded-proto, so the app knows a request came over https', async () => {
    const over = (h: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/test/protocol', headers: h });
    expect((await over(https)).json()).toEqual({ protocol: 'https' });
    expect((await over({})).json()).toEqual({ protocol: 'http' });
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts of the built pages only, and nothing without a build', () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'pagebird-inline-'));
    try {
      fs.writeFileSync(
        path.join(other, 'index.html'),
        `<script>${INLINE_SCRIPT}</script><script type="module" src="/a.js"></script><script src="/b.js">ignored()</script>`,
      );
      fs.writeFileSync(
        path.join(other, 'landing.html'),
        '<script type="module" src="/a.js"></script>',
      );
      fs.writeFileSync(path.join(other, 'other.html'), '<script>alert(1)</script>');
      expect(inlineScriptHashes(other)).toEqual([INLINE_HASH]);
      expect(inlineScriptHashes(undefined)).toEqual([]);
      expect(inlineScriptHashes(path.join(other, 'missing'))).toEqual([]);
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });
});
