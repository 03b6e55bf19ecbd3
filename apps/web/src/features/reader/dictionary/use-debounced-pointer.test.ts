import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { CONSTANTS } from '@pagebird/contract';
import { useDebouncedPointer } from './use-debounced-pointer.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedPointer', () => {
  it('settles on the last point once the pointer rests for 200 ms (spec §9)', () => {
    vi.useFakeTimers();
    expect(CONSTANTS.reader.annotationDebounceMs).toBe(200);
    const onSettle = vi.fn();
    const { result } = renderHook(() => useDebouncedPointer(undefined, onSettle));

    act(() => result.current.push({ x: 1, y: 1 }));
    act(() => vi.advanceTimersByTime(150));
    act(() => result.current.push({ x: 5, y: 9 }));
    act(() => vi.advanceTimersByTime(199));
    expect(result.current.point).toBeNull();
    expect(onSettle).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(result.current.point).toEqual({ x: 5, y: 9 });
    expect(onSettle).toHaveBeenCalledTimes(1);
    expect(onSettle).toHaveBeenCalledWith({ x: 5, y: 9 });
  });

  it('forgets a pending point on cancel, and the settled one on clear', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useDebouncedPointer(100));
    act(() => result.current.push({ x: 1, y: 2 }));
    act(() => result.current.cancel());
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.point).toBeNull();

    act(() => result.current.push({ x: 3, y: 4 }));
    act(() => vi.advanceTimersByTime(100));
    expect(result.current.point).toEqual({ x: 3, y: 4 });
    act(() => result.current.clear());
    expect(result.current.point).toBeNull();
  });

  it('stops its timer when unmounted', () => {
    vi.useFakeTimers();
    const onSettle = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedPointer(200, onSettle));
    act(() => result.current.push({ x: 1, y: 1 }));
    unmount();
    vi.advanceTimersByTime(1000);
    expect(onSettle).not.toHaveBeenCalled();
  });
});
