/** Targets of issue 16: Lighthouse performance score on the landing page, per profile. */
export const LIGHTHOUSE_TARGETS = { desktop: 95, mobile: 90 };

const num = (lhr, id) => lhr.audits[id]?.numericValue;

/** The figures of one Lighthouse result (score 0–100, times in ms, CLS to 3 decimals). */
export function summariseRun(lhr) {
  const round = (v) => (typeof v === 'number' ? Math.round(v) : null);
  const cls = num(lhr, 'cumulative-layout-shift');
  const unusedJs = lhr.audits['unused-javascript']?.details?.overallSavingsBytes;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: round(num(lhr, 'first-contentful-paint')),
    lcpMs: round(num(lhr, 'largest-contentful-paint')),
    tbtMs: round(num(lhr, 'total-blocking-time')),
    cls: typeof cls === 'number' ? Math.round(cls * 1000) / 1000 : null,
    siMs: round(num(lhr, 'speed-index')),
    transferBytes: round(num(lhr, 'total-byte-weight')),
    unusedJsBytes: round(unusedJs),
  };
}

/** The run with the median score (the lower middle one for an even count). */
export function medianRun(runs) {
  if (runs.length === 0) throw new Error('no runs');
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
