import { useCallback } from 'react';
import { CONSTANTS } from '@pagebird/contract';
import { sessionStore } from './auth/session-store.ts';
import { afterPageLoad } from './scheduling.ts';
import { SESSION_KEYS, readSessionValue } from './storage.ts';
import { browserTimeZone } from './time-zone.ts';

/**
 * Analytics (spec §7 "External services", §9 "Analytics batching"): events are recorded with the
 * session record of spec §3 and POSTed in batches to the ledger (`POST /api/recordLedgerEntry`).
 *
 * Batching: a batch is sent 1000 ms after its last event (the window), as soon as it holds 30
 * events, and at the latest 3000 ms after its first event. A batch that could not be delivered
 * (network error, 5xx, 408, 429) is retried with the SAME batch id (the ledger stores a batch id
 * once), with a growing delay. When the page is hidden or left (`visibilitychange` → hidden,
 * `pagehide`) everything waiting is sent at once with `fetch(…, { keepalive: true })` (which,
 * unlike `sendBeacon`, can carry the bearer token). Only signed-in profiles are recorded; no free
 * text is ever recorded (ARCHITECTURE convention 10): names are tracking names, everything else ids, enums, numbers.
 */
export type AnalyticsEvent =
  | { type: 'page_view_start'; name: string; kind: 'modal' | 'page' }
  | { type: 'page_view_end'; name: string; kind: 'modal' | 'page'; durationMs: number }
  | { type: 'session_start'; activeSessionId: string }
  | { type: 'session_end'; activeSessionId: string }
  | { type: 'content_impression'; contentId: string; initialViewport: boolean };

export interface RecordedEvent {
  event: AnalyticsEvent;
  clientTimestamp: number;
  timezoneName: string;
  timezoneOffset: number;
  platform: 'Web';
}

/** Who was signed in, and in which active session, when an event was tracked. */
export interface TrackContext {
  token: string | null;
  activeSessionId: string | null;
}

export interface AnalyticsSink {
  /** `context`: what was true when the event was tracked, for a sink that records it later. */
  record(event: RecordedEvent, context?: TrackContext): void;
}

const MAX_KEPT = 500;

/** Keeps events in memory (tests, and server-side rendering where there is no window). */
export class MemoryAnalytics implements AnalyticsSink {
  readonly events: RecordedEvent[] = [];
  record(event: RecordedEvent): void {
    this.events.push(event);
    if (this.events.length > MAX_KEPT) this.events.shift();
  }
}

/** The batcher of the real app, from its own chunk (lib/ledger-batcher.ts). */
export type LedgerSinkLoader = () => Promise<AnalyticsSink>;

/**
 * The batcher's chunk (with the ledger schemas and the validation library) is asked for after
 * the page has loaded (lib/scheduling.ts `afterPageLoad`) and one batch window later (spec §9:
 * the first batch would wait that long anyway): a reading page's first events come with its
 * first render, and the chunk then shared a phone's bandwidth with the page's first picture
 * (issue 15, decision 034). Events wait in `DeferredLedgerSink` meanwhile.
 */
const loadLedgerBatcher: LedgerSinkLoader = () =>
  new Promise<void>((resolve) =>
    afterPageLoad(() => setTimeout(resolve, CONSTANTS.analytics.windowMs)),
  )
    .then(() => import('./ledger-batcher.ts'))
    .then(({ LedgerBatcher, fetchSender }) => new LedgerBatcher({ send: fetchSender }));

/**
 * The sink of the real app. The batcher (lib/ledger-batcher.ts, with the contract's ledger
 * schemas) is not part of the first page (issue 16: a signed-out visitor on `/` records nothing):
 * it is loaded with the first event of a signed-in profile. Events tracked before it is there
 * wait here with who was signed in and the active session at that moment, and go to it in order.
 */
export class DeferredLedgerSink implements AnalyticsSink {
  private target: AnalyticsSink | undefined;
  private readonly waiting: Array<[RecordedEvent, TrackContext]> = [];
  private loading = false;
  private readonly load: LedgerSinkLoader;

  constructor(load: LedgerSinkLoader = loadLedgerBatcher) {
    this.load = load;
  }

  record(r: RecordedEvent, context?: TrackContext): void {
    if (this.target) {
      this.target.record(r, context);
      return;
    }
    const session = sessionStore.get();
    const captured = context ?? {
      token: session.authenticated ? session.token : null,
      activeSessionId: readSessionValue<string>(SESSION_KEYS.activeSessionId),
    };
    if (!captured.token) return; // signed-in profiles only (the batcher would drop it too)
    this.waiting.push([r, captured]);
    if (this.waiting.length > MAX_KEPT) this.waiting.shift();
    if (this.loading) return;
    this.loading = true;
    this.load().then(
      (target) => {
        this.target = target;
        for (const [event, ctx] of this.waiting.splice(0)) target.record(event, ctx);
      },
      // The chunk did not arrive (offline, new deployment): the next event tries again.
      () => {
        this.loading = false;
      },
    );
  }
}

function defaultSink(): AnalyticsSink {
  if (typeof window === 'undefined' || import.meta.env.MODE === 'test')
    return new MemoryAnalytics();
  return new DeferredLedgerSink();
}

let sink: AnalyticsSink | undefined;

export const analytics = {
  track(event: AnalyticsEvent): void {
    sink ??= defaultSink();
    sink.record({
      event,
      clientTimestamp: Date.now(),
      // Read when the event is sent (after the page has loaded), not while the page's first
      // render tracks its view: the first read builds an Intl.DateTimeFormat, 60 ms of a
      // phone's CPU in the reader's first render (issue 15, Lighthouse blocking time).
      get timezoneName() {
        return browserTimeZone();
      },
      timezoneOffset: new Date().getTimezoneOffset(),
      platform: 'Web',
    });
  },
  setSink(next: AnalyticsSink): void {
    sink = next;
  },
  getSink(): AnalyticsSink {
    sink ??= defaultSink();
    return sink;
  },
};

// ── content impressions ──

const seen = new WeakSet<Element>();

/**
 * Record a content impression (spec §3: record id, initial viewport) for `contentId` once the
 * element is at least half visible. `initialViewport` is true when it was visible at the very
 * first check (on screen when the page showed, without scrolling). Returns a stop function.
 */
export function observeImpression(element: Element, contentId: string): () => void {
  if (typeof IntersectionObserver === 'undefined' || seen.has(element)) return () => undefined;
  let first = true;
  const io = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const visible = entry.isIntersecting && entry.intersectionRatio >= 0.5;
        if (visible && !seen.has(element)) {
          seen.add(element);
          analytics.track({ type: 'content_impression', contentId, initialViewport: first });
          io.disconnect();
        }
        first = false;
      }
    },
    { threshold: [0, 0.5] },
  );
  io.observe(element);
  return () => io.disconnect();
}

/**
 * A ref callback that records one content impression for `contentId` (see observeImpression).
 * Stable while the id is the same, so re-renders do not observe the element again.
 */
export function useImpressionRef(contentId: string): (element: Element | null) => () => void {
  return useCallback(
    (element: Element | null) =>
      element ? observeImpression(element, contentId) : () => undefined,
    [contentId],
  );
}
