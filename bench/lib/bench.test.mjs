// Run with: npx vitest run --root bench
import { describe, expect, it } from 'vitest';
import { textSearchQuerySchema } from '../../packages/contract/src/catalogue/catalogue.schemas.ts';
import { summarise, table, TARGETS, withBareRatio } from './report.mjs';
import {
  detailsPath,
  forwardedFor,
  pickProfile,
  SEARCH_MIX,
  searchKinds,
  searchMix,
  TYPOS,
} from './scenarios.mjs';

const queryOf = (path) => Object.fromEntries(new URL(path, 'http://x').searchParams);

describe('request generators', () => {
  it('every search kind makes URLs the contract accepts', () => {
    for (const kind of Object.keys(searchKinds)) {
      for (let i = 0; i < 200; i++) {
        const path = searchKinds[kind]();
        expect(path.startsWith('/api/text-search/child?')).toBe(true);
        const parsed = textSearchQuerySchema.safeParse(queryOf(path));
        expect(parsed.success, `${kind}: ${path}`).toBe(true);
      }
    }
  });

  it('the mix draws typos by their weight', () => {
    const typos = new Set(TYPOS);
    let hits = 0;
    const n = 20_000;
    for (let i = 0; i < n; i++) if (typos.has(queryOf(searchMix()).query)) hits++;
    const weight = SEARCH_MIX.find(([k]) => k === 'typo')[1] / 100;
    expect(hits / n).toBeGreaterThan(weight * 0.85);
    expect(hits / n).toBeLessThan(weight * 1.15);
  });

  it('interest filters are sent JSON-encoded, as the spec asks for arrays', () => {
    const q = queryOf(searchKinds.interest());
    expect(q.query).toBe('');
    expect(JSON.parse(q.interests)).toHaveLength(1);
  });

  it('details ask for a book of the drawn profile; profiles follow their weights', () => {
    const profiles = [
      { name: 'a', weight: 90, ids: ['11111111-1111-4111-8111-111111111111'] },
      { name: 'b', weight: 10, ids: ['22222222-2222-4222-8222-222222222222'] },
    ];
    let a = 0;
    for (let i = 0; i < 10_000; i++) {
      const p = pickProfile(profiles);
      if (p.name === 'a') a++;
      expect(detailsPath(p)).toBe(`/api/books/details/${p.ids[0]}`);
    }
    expect(a / 10_000).toBeGreaterThan(0.87);
    expect(a / 10_000).toBeLessThan(0.93);
  });

  it('forwarded addresses stay within the pool (under the rate limiter cache size)', () => {
    const seen = new Set();
    for (let i = 0; i < 50_000; i++) seen.add(forwardedFor(4096));
    expect(seen.size).toBeLessThanOrEqual(4096);
    expect(seen.size).toBeGreaterThan(4000);
    for (const ip of seen) expect(ip).toMatch(/^10\.77\.\d{1,3}\.\d{1,3}$/);
  });
});

describe('report', () => {
  const result = (rps, p99, non2xx = 0) => ({
    requests: { total: rps * 10, average: rps },
    non2xx,
    errors: 0,
    timeouts: 0,
    connections: 10,
    duration: 10,
    latency: { average: 5, p50: 4, p90: 8, p99, max: p99 + 5 },
    statusCodeStats: { 200: { count: rps * 10 - non2xx } },
  });
  const cpu = { server: 0.4, postgres: 1.4, bench: 0.05, other: 0, machineBusy: 0.95 };

  it('passes only with enough throughput, a low p99 and (almost) no failed answers', () => {
    expect(summarise('s', result(1600, 45), cpu, TARGETS.search).verdict).toBe('PASS');
    expect(summarise('s', result(1400, 45), cpu, TARGETS.search).verdict).toBe('FAIL');
    expect(summarise('s', result(1600, 51), cpu, TARGETS.search).verdict).toBe('FAIL');
    expect(summarise('s', result(1600, 45, 100), cpu, TARGETS.search).verdict).toBe('FAIL');
    expect(summarise('s', result(1600, 45), cpu, undefined).verdict).toBeNull();
  });

  it('gives every row its throughput as a share of bare Fastify', () => {
    const rows = withBareRatio(
      [summarise('details', result(7000, 3), cpu, TARGETS.details)],
      20_000,
    );
    expect(rows[0].ratioToBare).toBe(0.35);
    expect(table(rows).split('\n')[2]).toMatch(/^details .* 7000 +0\.35 /);
  });

  it('prints one line per scenario with the verdict', () => {
    const rows = [
      summarise('details', result(700, 30), cpu, TARGETS.details),
      summarise('search (mix)', result(520, 170), cpu, TARGETS.search),
    ];
    const lines = table(rows).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(/^details .* 700 .*FAIL$/);
    expect(lines[3]).toMatch(/^search \(mix\) .* 520 .*FAIL$/);
    expect(statusTotal(rows[0])).toBe(7000);
  });
});

const statusTotal = (row) => Object.values(row.statusCodes).reduce((a, b) => a + b, 0);
