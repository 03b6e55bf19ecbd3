/** Targets from the issues (15 raised those of the catalogue issue): throughput floor, p99 ceiling. */
export const TARGETS = {
  details: { minRps: 10_000, maxP99Ms: 20 },
  search: { minRps: 1_500, maxP99Ms: 50 },
};

/** Adds each row's throughput as a share of bare Fastify's, measured in the same run. */
export function withBareRatio(rows, bareRps) {
  return rows.map((r) => ({
    ...r,
    ratioToBare: bareRps > 0 ? Math.round((r.rps / bareRps) * 100) / 100 : null,
  }));
}

/** Largest share of non-2xx answers or socket errors a passing scenario may have. */
export const MAX_ERROR_SHARE = 0.001;

/** Condenses an autocannon result into the numbers we report. */
export function summarise(name, result, cpu, target) {
  const total = result.requests.total;
  const non2xx = result.non2xx;
  const errors = result.errors + result.timeouts;
  const row = {
    name,
    connections: result.connections,
    durationS: result.duration,
    requests: total,
    rps: Math.round(result.requests.average),
    latencyMs: {
      avg: round1(result.latency.average),
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    non2xx,
    errors,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, v]) => [code, v.count]),
    ),
    cpuCores: cpu,
    target: target ?? null,
    verdict: null,
  };
  if (target) {
    const errorShare = (non2xx + errors) / Math.max(1, total);
    row.verdict =
      row.rps >= target.minRps &&
      row.latencyMs.p99 <= target.maxP99Ms &&
      errorShare <= MAX_ERROR_SHARE
        ? 'PASS'
        : 'FAIL';
  }
  return row;
}

const round1 = (x) => Math.round(x * 10) / 10;

/** A plain text table of the rows. */
export function table(rows) {
  const head = [
    'scenario',
    'conn',
    'req/s',
    '× bare',
    'p50 ms',
    'p90 ms',
    'p99 ms',
    'max ms',
    'non-2xx',
    'errors',
    'cpu node',
    'cpu pg',
    'cpu bench',
    'cpu other',
    'target',
    'verdict',
  ];
  const fmt = (v) => (v === null || v === undefined ? '–' : String(v));
  const lines = rows.map((r) => [
    r.name,
    r.connections,
    r.rps,
    r.ratioToBare,
    r.latencyMs.p50,
    r.latencyMs.p90,
    r.latencyMs.p99,
    r.latencyMs.max,
    r.non2xx,
    r.errors,
    r.cpuCores?.server,
    r.cpuCores?.postgres,
    r.cpuCores?.bench,
    r.cpuCores?.other,
    r.target ? `≥${r.target.minRps}/s, p99≤${r.target.maxP99Ms}` : 'info',
    r.verdict ?? '',
  ]);
  const all = [head, ...lines].map((l) => l.map(fmt));
  const widths = head.map((_, i) => Math.max(...all.map((l) => l[i].length)));
  const render = (l) =>
    l.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [
    render(all[0]),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...all.slice(1).map(render),
  ].join('\n');
}
