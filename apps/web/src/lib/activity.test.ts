import { afterEach, describe, expect, it, vi } from 'vitest';
import { getActiveSessionId, startActivityTracking } from './activity.ts';

afterEach(() => vi.useRealTimers());

describe('session activity', () => {
  it('starts an active session on activity and ends it after 30 minutes idle', () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    const stop = startActivityTracking({ onIdle });
    expect(getActiveSessionId()).toBeNull();
    window.dispatchEvent(new Event('keydown'));
    const id = getActiveSessionId();
    expect(id).toBeTruthy();
    vi.advanceTimersByTime(29 * 60 * 1000);
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(29 * 60 * 1000);
    expect(onIdle).not.toHaveBeenCalled();
    expect(getActiveSessionId()).toBe(id);
    vi.advanceTimersByTime(60 * 1000 + 1);
    expect(onIdle).toHaveBeenCalledOnce();
    expect(getActiveSessionId()).toBeNull();
    stop();
  });
});

describe('session activity in the ledger', () => {
  it('records session start and end with the stored id; mouse, touch and wheel count as activity', async () => {
    const { analytics, MemoryAnalytics } = await import('./analytics.ts');
    const memory = new MemoryAnalytics();
    analytics.setSink(memory);
    vi.useFakeTimers();
    sessionStorage.clear();
    const onIdle = vi.fn();
    const stop = startActivityTracking({ onIdle });
    window.dispatchEvent(new Event('mousemove'));
    const id = getActiveSessionId();
    expect(sessionStorage.getItem('pb.activeSessionId')).toBe(JSON.stringify(id));
    for (const type of ['touchstart', 'wheel', 'mousedown']) {
      vi.advanceTimersByTime(20 * 60 * 1000);
      window.dispatchEvent(new Event(type));
    }
    expect(getActiveSessionId()).toBe(id); // 60 minutes in, never 30 idle
    vi.advanceTimersByTime(30 * 60 * 1000);
    expect(onIdle).toHaveBeenCalledOnce();
    expect(memory.events.map((e) => e.event)).toEqual([
      { type: 'session_start', activeSessionId: id },
      { type: 'session_end', activeSessionId: id },
    ]);
    // The next activity starts a new session with a new id.
    window.dispatchEvent(new Event('keydown'));
    const next = getActiveSessionId();
    expect(next).toBeTruthy();
    expect(next).not.toBe(id);
    expect(memory.events.at(-1)!.event).toEqual({ type: 'session_start', activeSessionId: next });
    stop();
  });

  it('a tab coming back after 30 minutes idle ends the old session before starting a new one', () => {
    vi.useFakeTimers();
    sessionStorage.clear();
    const onIdle = vi.fn();
    let now = Date.now();
    const stop = startActivityTracking({ onIdle, now: () => now });
    window.dispatchEvent(new Event('keydown'));
    const id = getActiveSessionId();
    stop(); // e.g. the timers of a frozen tab never ran
    now += 31 * 60 * 1000;
    const again = startActivityTracking({ onIdle, now: () => now });
    vi.advanceTimersByTime(0);
    expect(onIdle).toHaveBeenCalledOnce();
    expect(getActiveSessionId()).toBeNull();
    window.dispatchEvent(new Event('scroll'));
    expect(getActiveSessionId()).not.toBe(id);
    again();
  });
});
