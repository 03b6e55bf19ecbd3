/** Targets of issue 15 (first set by issue 16 for the landing page): Lighthouse performance score per profile. */
export const LIGHTHOUSE_TARGETS = { desktop: 95, mobile: 90 };

/**
 * The pages measured, in order. `signedIn` pages are loaded with a demo child's session in
 * localStorage; `path` gets the demo book's id. BENCH_LH_PAGES picks a subset by id.
 */
export const LIGHTHOUSE_PAGES = [
  { id: 'landing', label: 'landing `/`', signedIn: false, path: () => '/' },
  { id: 'browse', label: 'browse `/browse`', signedIn: true, path: () => '/browse' },
  {
    id: 'book-details',
    label: 'book details `/book-details/:id`',
    signedIn: true,
    path: ({ bookId }) => `/book-details/${bookId}`,
  },
  {
    id: 'reader',
    label: 'reader `/reader/:id`',
    signedIn: true,
    path: ({ bookId }) => `/reader/${bookId}`,
  },
];

/** The pages named in a comma-separated list (all of them for an empty list); unknown ids throw. */
export function selectPages(list) {
  const ids = (list ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (ids.length === 0) return LIGHTHOUSE_PAGES;
  const unknown = ids.filter((id) => !LIGHTHOUSE_PAGES.some((p) => p.id === id));
  if (unknown.length)
    throw new Error(
      `Unknown page(s) ${unknown.join(', ')}; known: ${LIGHTHOUSE_PAGES.map((p) => p.id).join(', ')}`,
    );
  return LIGHTHOUSE_PAGES.filter((p) => ids.includes(p.id));
}

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

/**
 * What to look at when a page misses its target: the LCP element, the largest scripts, the
 * render-blocking requests and the longest main-thread tasks of one Lighthouse result.
 */
export function diagnoseRun(lhr, top = 5) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const lcpItem = items('largest-contentful-paint-element')
    .flatMap((i) => (i.type === 'table' ? (i.items ?? []) : [i]))
    .find((i) => i.node);
  const scripts = items('network-requests')
    .filter((r) => r.resourceType === 'Script')
    .sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0))
    .slice(0, top)
    .map((r) => ({ url: shortUrl(r.url), transferBytes: r.transferSize ?? 0 }));
  return {
    finalUrl: lhr.finalDisplayedUrl ?? null,
    lcpElement: lcpItem?.node?.snippet ?? null,
    largestScripts: scripts,
    renderBlocking: items('render-blocking-resources').map((r) => shortUrl(r.url)),
    longTasks: items('long-tasks')
      .slice(0, top)
      .map((t) => ({ url: shortUrl(t.url), durationMs: Math.round(t.duration ?? 0) })),
    requests: items('network-requests').length,
  };
}

/** The path of a URL (its origin dropped), or the text as it is. */
function shortUrl(url) {
  try {
    const u = new URL(url);
    return u.pathname + u.search;
  } catch {
    return String(url);
  }
}

/** The run with the median score (the lower middle one for an even count). */
export function medianRun(runs) {
  if (runs.length === 0) throw new Error('no runs');
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** PASS or FAIL of a median score against the profile's target. */
export const verdict = (profile, score) => (score >= LIGHTHOUSE_TARGETS[profile] ? 'PASS' : 'FAIL');

/**
 * One Markdown table row per page (for docs/benchmarks.md): per profile the runs' scores, the
 * median with its verdict, and the median run's FCP / LCP / TBT.
 */
export function markdownRows(results, pages = LIGHTHOUSE_PAGES) {
  const cell = (r, profile) => {
    if (!r?.[profile]) return '—';
    const { median, runs } = r[profile];
    return `${runs.map((x) => x.score).join(', ')} → **${median.score}** ${verdict(profile, median.score)}`;
  };
  const times = (r, profile) => {
    const m = r?.[profile]?.median;
    return m ? `${fmt(m.fcpMs)} / ${fmt(m.lcpMs)} / ${fmt(m.tbtMs)}` : '—';
  };
  return pages
    .filter((p) => results[p.id])
    .map((p) => {
      const r = results[p.id];
      return `| ${p.label} | ${cell(r, 'desktop')} | ${times(r, 'desktop')} | ${cell(r, 'mobile')} | ${times(r, 'mobile')} |`;
    });
}

const fmt = (ms) => (typeof ms === 'number' ? ms.toLocaleString('en-US') : '—');
