import { describe, expect, it } from 'vitest';
import {
  LIGHTHOUSE_PAGES,
  LIGHTHOUSE_TARGETS,
  diagnoseRun,
  markdownRows,
  medianRun,
  selectPages,
  summariseRun,
  verdict,
} from './lighthouse-report.mjs';

const lhr = (score, lcp, cls) => ({
  categories: { performance: { score } },
  audits: {
    'first-contentful-paint': { numericValue: 812.4 },
    'largest-contentful-paint': { numericValue: lcp },
    'total-blocking-time': { numericValue: 20.2 },
    'cumulative-layout-shift': { numericValue: cls },
    'speed-index': { numericValue: 1000.6 },
    'total-byte-weight': { numericValue: 315418 },
    'unused-javascript': { details: { overallSavingsBytes: 20480.4 } },
  },
});

describe('Lighthouse figures', () => {
  it('reads the score and the core metrics of a result', () => {
    expect(summariseRun(lhr(0.963, 1104.7, 0.12849))).toEqual({
      score: 96,
      fcpMs: 812,
      lcpMs: 1105,
      tbtMs: 20,
      cls: 0.128,
      siMs: 1001,
      transferBytes: 315418,
      unusedJsBytes: 20480,
    });
  });

  it('takes the run with the median score', () => {
    const runs = [{ score: 91 }, { score: 58 }, { score: 88 }];
    expect(medianRun(runs)).toEqual({ score: 88 });
    expect(medianRun([{ score: 70 }, { score: 90 }])).toEqual({ score: 70 });
    expect(() => medianRun([])).toThrow();
  });

  it('has the targets of issue 16', () => {
    expect(LIGHTHOUSE_TARGETS).toEqual({ desktop: 95, mobile: 90 });
  });

  it('measures landing, browse, book details and the reader, signed in but the landing page', () => {
    expect(LIGHTHOUSE_PAGES.map((p) => [p.id, p.signedIn, p.path({ bookId: 'b1' })])).toEqual([
      ['landing', false, '/'],
      ['browse', true, '/browse'],
      ['book-details', true, '/book-details/b1'],
      ['reader', true, '/reader/b1'],
    ]);
    expect(selectPages('').map((p) => p.id)).toHaveLength(4);
    expect(selectPages(undefined)).toBe(LIGHTHOUSE_PAGES);
    expect(selectPages(' reader, browse ').map((p) => p.id)).toEqual(['browse', 'reader']);
    expect(() => selectPages('browse,home')).toThrow(/Unknown page\(s\) home/);
  });

  it('says PASS at the target and FAIL below it', () => {
    expect(verdict('desktop', 95)).toBe('PASS');
    expect(verdict('desktop', 94)).toBe('FAIL');
    expect(verdict('mobile', 90)).toBe('PASS');
    expect(verdict('mobile', 89)).toBe('FAIL');
  });

  it('names the LCP element, the largest scripts, blocking requests and long tasks', () => {
    const result = {
      finalDisplayedUrl: 'http://127.0.0.1:3076/browse',
      audits: {
        'largest-contentful-paint-element': {
          details: {
            type: 'list',
            items: [
              { type: 'table', items: [{ node: { snippet: '<img alt="Dino Week">' } }] },
              { type: 'table', items: [{ phase: 'TTFB', timing: 10 }] },
            ],
          },
        },
        'network-requests': {
          details: {
            items: [
              { url: 'http://h/assets/a.js', resourceType: 'Script', transferSize: 100 },
              { url: 'http://h/api/browse', resourceType: 'Fetch', transferSize: 9000 },
              { url: 'http://h/assets/b.js?v=1', resourceType: 'Script', transferSize: 300 },
            ],
          },
        },
        'render-blocking-resources': { details: { items: [{ url: 'http://h/assets/x.css' }] } },
        'long-tasks': { details: { items: [{ url: 'http://h/assets/b.js', duration: 120.6 }] } },
      },
    };
    expect(diagnoseRun(result)).toEqual({
      finalUrl: 'http://127.0.0.1:3076/browse',
      lcpElement: '<img alt="Dino Week">',
      largestScripts: [
        { url: '/assets/b.js?v=1', transferBytes: 300 },
        { url: '/assets/a.js', transferBytes: 100 },
      ],
      renderBlocking: ['/assets/x.css'],
      longTasks: [{ url: '/assets/b.js', durationMs: 121 }],
      requests: 3,
    });
    expect(diagnoseRun({ audits: {} })).toMatchObject({ lcpElement: null, requests: 0 });
  });

  it('writes one Markdown row per measured page', () => {
    const run = (score) => ({ score, fcpMs: 1200, lcpMs: 2345, tbtMs: 40 });
    const results = {
      browse: {
        desktop: { median: run(97), runs: [run(97), run(99), run(93)] },
        mobile: { median: run(88), runs: [run(88), run(91), run(80)] },
      },
    };
    expect(markdownRows(results)).toEqual([
      '| browse `/browse` | 97, 99, 93 → **97** PASS | 1,200 / 2,345 / 40 | 88, 91, 80 → **88** FAIL | 1,200 / 2,345 / 40 |',
    ]);
  });
});
