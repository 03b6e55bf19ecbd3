import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './scheduling.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterNextPaint', () => {
  it('runs once, in a task after the second frame', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const run = vi.fn();
    afterNextPaint(run);
    vi.advanceTimersByTime(10);
    expect(run).not.toHaveBeenCalled();
    frames.shift()!(0);
    vi.advanceTimersByTime(0);
    expect(run).not.toHaveBeenCalled(); // one frame is not enough: it may not be on screen yet
    frames.shift()!(16);
    expect(run).not.toHaveBeenCalled(); // not inside the frame callback: after it
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after the fallback delay when no frame comes (a background tab)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const run = vi.fn();
    afterNextPaint(run, 250);
    vi.advanceTimersByTime(249);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    const cancel = vi.fn();
    vi.stubGlobal('cancelAnimationFrame', cancel);
    const run = vi.fn();
    const stop = afterNextPaint(run);
    stop();
    expect(cancel).toHaveBeenCalled();
    frames.shift()?.(0);
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
