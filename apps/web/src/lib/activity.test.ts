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
