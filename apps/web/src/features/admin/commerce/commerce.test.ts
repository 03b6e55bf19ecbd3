import { describe, expect, it } from 'vitest';
import { bannerWindowState } from './banners.tsx';
import { formatCents } from './discounts.tsx';

describe('admin commerce helpers', () => {
  const now = new Date(2026, 4, 10, 12, 0, 0);
  it('tells where a banner window stands (local times without zone)', () => {
    expect(bannerWindowState(null, null, now)).toBe('always');
    expect(bannerWindowState('2026-05-17T00:00', '2026-05-24T00:00', now)).toBe('scheduled');
    expect(bannerWindowState('2026-05-10T00:00', '2026-05-10T23:59', now)).toBe('running');
    expect(bannerWindowState(null, '2026-05-09T23:59:59', now)).toBe('ended');
    expect(bannerWindowState('2026-05-01T00:00', null, now)).toBe('running');
  });
  it('shows cents as dollars', () => {
    expect(formatCents(499)).toBe('$4.99');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(null)).toBe('—');
  });
});
