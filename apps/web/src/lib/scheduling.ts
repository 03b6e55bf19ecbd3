/**
 * Runs `run` once the browser has drawn what React has just committed: two frame callbacks (the
 * frame with the new content is on screen by the second: Chromium rasters a large first frame
 * after the main thread has painted it) and a task after them; or after `fallbackMs` where no
 * frame comes (a tab in the background draws nothing). Returns a cancel function (an effect's
 * cleanup).
 */
export function afterNextPaint(run: () => void, fallbackMs = 250): () => void {
  let done = false;
  let frame: number | undefined;
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  const fallback = setTimeout(() => once(), fallbackMs);
  const frames = typeof requestAnimationFrame === 'function';
  if (frames) {
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        afterFrame = setTimeout(() => once(), 0);
      });
    });
  }
  function stop() {
    done = true;
    clearTimeout(fallback);
    clearTimeout(afterFrame);
    if (frame !== undefined) cancelAnimationFrame(frame);
  }
  function once() {
    if (done) return;
    stop();
    run();
  }
  return stop;
}

/**
 * Runs `run` once the element marked `elementtiming={identifier}` is on screen: the browser's
 * own report of when it presented that element (Element Timing, Chromium), which comes after the
 * frame is really shown, where two frame callbacks can come before a large first frame has been
 * rastered. Without the API (Safari, Firefox), `afterNextPaint`. At most `fallbackMs` either way
 * (the element may never be drawn: a background tab, an error screen). Returns a cancel function.
 */
export function afterElementPainted(
  identifier: string,
  run: () => void,
  fallbackMs = 1000,
): () => void {
  const supported =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('element');
  if (!supported) return afterNextPaint(run, Math.min(fallbackMs, 250));
  let done = false;
  const observer = new PerformanceObserver((list) => {
    const entries = list.getEntries() as Array<PerformanceEntry & { identifier?: string }>;
    if (entries.some((e) => e.identifier === identifier)) once();
  });
  const fallback = setTimeout(() => once(), fallbackMs);
  function stop() {
    done = true;
    clearTimeout(fallback);
    observer.disconnect();
  }
  function once() {
    if (done) return;
    stop();
    run();
  }
  // `buffered`: the element may have been shown before this observer existed.
  observer.observe({ type: 'element', buffered: true });
  return stop;
}

/** After the first page is up and the browser has a moment (Safari: a short timeout). */
export function whenIdle(run: () => void, timeoutMs = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 1000);
  return () => clearTimeout(timer);
}

/**
 * After the page has loaded (its pictures included: the window's `load` event) and the browser
 * then has a moment: for code a page can do without at first, so it does not share a phone's
 * bandwidth with what the page shows first. Returns a cancel function.
 */
export function afterPageLoad(run: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  const onLoad = () => {
    cancelIdle = whenIdle(run);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle?.();
  };
}

/**
 * Lets the browser run what is waiting (input, a frame) before the caller goes on: the
 * Prioritized Task Scheduling API's `scheduler.yield()` where there is one (the caller keeps its
 * place ahead of other tasks), else a new task. Between the steps of long work, so the steps are
 * tasks of their own instead of one long task (issue 15: a reader's book opening).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
