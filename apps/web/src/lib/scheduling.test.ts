import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterElementPainted, afterNextPaint, yieldToMain } from './scheduling.ts';

/** Frame callbacks kept for the test to run one by one (requestAnimationFrame stubbed). */
function stubFrames(): FrameRequestCallback[] {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  return frames;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterNextPaint', () => {
  it('runs once, in a task after the second frame', () => {
    vi.useFakeTimers();
    const frames = stubFrames();
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

describe('afterElementPainted', () => {
  /** A PerformanceObserver stand-in that supports `element` entries and hands out its callback. */
  function fakeObserver() {
    const observers: Array<{ cb: PerformanceObserverCallback; observed: unknown; on: boolean }> =
      [];
    class Fake {
      static supportedEntryTypes = ['element', 'largest-contentful-paint'];
      private readonly me: (typeof observers)[number];
      constructor(cb: PerformanceObserverCallback) {
        this.me = { cb, observed: null, on: true };
        observers.push(this.me);
      }
      observe(options: unknown) {
        this.me.observed = options;
      }
      disconnect() {
        this.me.on = false;
      }
    }
    vi.stubGlobal('PerformanceObserver', Fake);
    const report = (identifier: string) => {
      for (const o of observers.filter((x) => x.on)) {
        const list = { getEntries: () => [{ entryType: 'element', identifier }] };
        o.cb(list as unknown as PerformanceObserverEntryList, {} as PerformanceObserver);
      }
    };
    return { observers, report };
  }

  it('runs once the browser reports the marked element on screen, not for another one', () => {
    vi.useFakeTimers();
    const { observers, report } = fakeObserver();
    const run = vi.fn();
    afterElementPainted('reader-title', run);
    expect(observers[0]!.observed).toEqual({ type: 'element', buffered: true });
    report('something-else');
    expect(run).not.toHaveBeenCalled();
    report('reader-title');
    expect(run).toHaveBeenCalledTimes(1);
    expect(observers[0]!.on).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after the fallback delay when the element is never reported', () => {
    vi.useFakeTimers();
    fakeObserver();
    const run = vi.fn();
    afterElementPainted('reader-title', run, 1000);
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancelled (the page left), it never runs', () => {
    vi.useFakeTimers();
    const { report } = fakeObserver();
    const run = vi.fn();
    afterElementPainted('reader-title', run)();
    report('reader-title');
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
  });

  it('without Element Timing (Safari, Firefox) it waits for the next paint instead', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    const frames = stubFrames();
    const run = vi.fn();
    afterElementPainted('reader-title', run);
    frames.shift()!(0);
    frames.shift()!(16);
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });

  it('otherwise goes on in a new task, after what is already waiting', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    const order: string[] = [];
    setTimeout(() => order.push('waiting task'), 0);
    const done = yieldToMain().then(() => order.push('after the yield'));
    await Promise.resolve();
    expect(order).toEqual([]);
    await vi.runAllTimersAsync();
    await done;
    expect(order).toEqual(['waiting task', 'after the yield']);
  });
});
