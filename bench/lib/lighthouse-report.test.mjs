import { describe, expect, it } from 'vitest';
import { LIGHTHOUSE_TARGETS, medianRun, summariseRun } from './lighthouse-report.mjs';

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
});
