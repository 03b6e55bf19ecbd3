import { describe, expect, it } from 'vitest';
import { centsToUnits, formatPoints, pageRangeLabel, toPageRange, unitsToCents } from './format.ts';

describe('search page-count range (spec §3 "a-b pages", §5 min and max)', () => {
  it('labels a range', () => {
    expect(pageRangeLabel(0, 24)).toBe('0-24 pages');
    expect(pageRangeLabel(25, 100)).toBe('25-100 pages');
  });

  it.each([
    [[10, 50] as const, { min: 10, max: 50 }],
    [[50, 10] as const, { min: 10, max: 50 }],
    [
      { min: 5, max: 5 },
      { min: 5, max: 5 },
    ],
    ['25-100 pages', { min: 25, max: 100 }],
    ['25 - 100', { min: 25, max: 100 }],
    ['0-24 Pages', { min: 0, max: 24 }],
  ])('%j → %j', (v, out) => {
    expect(toPageRange(v)).toEqual(out);
  });

  it.each(['', 'many pages', '10-', '-5-10 pages'])('cannot read %j', (v) => {
    expect(toPageRange(v)).toBeNull();
  });

  it('rejects non-numbers', () => {
    expect(toPageRange([Number.NaN, 3])).toBeNull();
  });

  it('round-trips label → range', () => {
    expect(toPageRange(pageRangeLabel(100, 200))).toEqual({ min: 100, max: 200 });
  });
});

describe('prices (spec §9: cents divided by 100)', () => {
  it.each([
    [999, 9.99],
    [0, 0],
    [100, 1],
    [5, 0.05],
    [11988, 119.88],
  ])('%j cents → %j', (cents, units) => {
    expect(centsToUnits(cents)).toBe(units);
  });

  it('back to whole cents', () => {
    expect(unitsToCents(9.99)).toBe(999);
    expect(unitsToCents(0.1 + 0.2)).toBe(30);
    expect(unitsToCents(centsToUnits(12345))).toBe(12345);
  });
});

describe('points display (spec §9: over 4 digits use thousands separators)', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1000'],
    [9999, '9999'],
    [10000, '10,000'],
    [12345, '12,345'],
    [1234567, '1,234,567'],
    [-12345, '-12,345'],
    [12345.6, '12,346'],
  ])('%j → %j', (points, shown) => {
    expect(formatPoints(points)).toBe(shown);
  });
});
