import {
  APP_VERSION_HEADER,
  CLIENT_HEADERS,
  CONSTANTS,
  PLATFORM_HEADER,
  ledgerApi,
  ledgerEventSchema,
  type LedgerEvent,
  type RecordLedgerBody,
} from '@pagebird/contract';
import { sessionStore } from './auth/session-store.ts';
import { getDevice } from './device.ts';
import { SESSION_KEYS, readSessionValue } from './storage.ts';
import type { AnalyticsSink, RecordedEvent, TrackContext } from './analytics.ts';

/**
 * The ledger side of analytics (spec §9 "Analytics batching"; the overview is in analytics.ts):
 * ledger events with their session record, the batcher and the sender. This module and the
 * contract's ledger schemas it validates with are loaded with the first event worth sending
 * (analytics.ts, DeferredLedgerSink), not with the first page.
 */

// ── the session record (spec §3) ──

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : // RFC 4122 v4 layout from Math.random (old browsers only).
      'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
        const r = (Math.random() * 16) | 0;
        return (c === 'x' ? r : (r & 0x3) | 0x8).toString(16);
      });
}

export type LedgerOs = LedgerEvent['os'];
export type LedgerDevice = LedgerEvent['device'];

/** The operating system named by a user agent (one of the ledger's values). */
export function osOf(userAgent: string): LedgerOs {
  if (/CrOS/.test(userAgent)) return 'ChromeOS';
  if (/Android/.test(userAgent)) return 'Android';
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'iOS';
  if (/Macintosh|Mac OS X/.test(userAgent)) return 'macOS';
  if (/Windows/.test(userAgent)) return 'Windows';
  if (/Linux/.test(userAgent)) return 'Linux';
  return 'Other';
}

export function ledgerDevice(): LedgerDevice {
  const d = getDevice();
  return d === 'phone' ? 'mobile' : d === 'tablet' ? 'tablet' : 'desktop';
}

/** A name as the ledger accepts it: lower-case letters, digits and underscores. */
export function trackingName(name: string): string {
  const n = name
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/^[^a-z]+/, '')
    .slice(0, 64);
  return n || 'unnamed';
}

/** The ledger event of a recorded event (its session record filled in), or null if not valid. */
export function toLedgerEvent(
  r: RecordedEvent,
  /** The tab's active session when the event was tracked (default: the one kept now). */
  sessionId?: string | null,
): LedgerEvent | null {
  const activeSessionId =
    r.event.type === 'session_start' || r.event.type === 'session_end'
      ? r.event.activeSessionId
      : sessionId !== undefined
        ? sessionId
        : readSessionValue<string>(SESSION_KEYS.activeSessionId);
  const base = {
    recordId: newId(),
    activeSessionId: activeSessionId ?? null,
    clientTimestamp: r.clientTimestamp,
    timezoneName: r.timezoneName,
    timezoneOffset: r.timezoneOffset,
    platform: r.platform,
    device: ledgerDevice(),
    os: osOf(typeof navigator === 'undefined' ? '' : navigator.userAgent),
    appVersion: CLIENT_HEADERS.appVersion,
  };
  const e = r.event;
  const candidate =
    e.type === 'page_view_start'
      ? { ...base, eventType: 'PAGE_VIEW_START', name: trackingName(e.name), kind: e.kind }
      : e.type === 'page_view_end'
        ? {
            ...base,
            eventType: 'PAGE_VIEW_END',
            name: trackingName(e.name),
            kind: e.kind,
            durationMs: Math.max(0, Math.min(86_400_000, Math.round(e.durationMs))),
          }
        : e.type === 'session_start'
          ? { ...base, eventType: 'SESSION_START' }
          : e.type === 'session_end'
            ? { ...base, eventType: 'SESSION_END' }
            : {
                ...base,
                eventType: 'CONTENT_IMPRESSION',
                contentId: e.contentId,
                initialViewport: e.initialViewport,
              };
  // One event the ledger would refuse must never cost the rest of its batch.
  const parsed = ledgerEventSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

// ── the batcher ──

export interface SendOptions {
  /** The page is going away: the request must outlive it. */
  keepalive: boolean;
}

/** What became of one send: delivered (or refused for good: dropped), or to retry. */
export type SendResult = 'done' | 'retry';

export type BatchSender = (
  batch: RecordLedgerBody,
  token: string,
  opts: SendOptions,
) => Promise<SendResult>;

export interface LedgerBatcherOptions {
  send: BatchSender;
  windowMs?: number;
  maxEvents?: number;
  maxWaitMs?: number;
  /** Delays before the 1st, 2nd … retry of a batch (the last one repeats). */
  retryDelaysMs?: readonly number[];
  /** Tries of one batch before it is given up. */
  maxTries?: number;
  /** The signed-in token (null: not signed in, nothing is recorded). */
  token?: () => string | null;
  /** Listen for page hide on this target (default: window, when there is one). */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  visibility?: () => DocumentVisibilityState;
}

interface PendingBatch {
  body: RecordLedgerBody;
  token: string;
  tries: number;
}

/**
 * Groups ledger events into batches (spec §9: window 1000 ms, at most 30 events, at most 3000 ms
 * wait) and delivers them in order, one request at a time, retrying a batch with its own id.
 */
export class LedgerBatcher implements AnalyticsSink {
  private readonly o: Required<Omit<LedgerBatcherOptions, 'target' | 'visibility'>> & {
    target: LedgerBatcherOptions['target'];
    visibility: () => DocumentVisibilityState;
  };
  private current: { events: LedgerEvent[]; token: string } | null = null;
  private windowTimer: ReturnType<typeof setTimeout> | undefined;
  private maxWaitTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly outbox: PendingBatch[] = [];
  private sending = false;
  private readonly onPageHide = () => this.flushOnHide();
  private readonly onVisibility = () => {
    if (this.o.visibility() === 'hidden') this.flushOnHide();
  };

  constructor(options: LedgerBatcherOptions) {
    this.o = {
      windowMs: CONSTANTS.analytics.windowMs,
      maxEvents: CONSTANTS.analytics.maxEvents,
      maxWaitMs: CONSTANTS.analytics.maxWaitMs,
      retryDelaysMs: [1000, 2000, 5000, 10_000, 30_000],
      maxTries: 8,
      token: () => {
        const s = sessionStore.get();
        return s.authenticated ? s.token : null;
      },
      visibility: () => (typeof document === 'undefined' ? 'visible' : document.visibilityState),
      ...options,
      target:
        options.target === undefined && typeof window !== 'undefined' ? window : options.target,
    };
    this.o.target?.addEventListener('pagehide', this.onPageHide);
    this.o.target?.addEventListener('visibilitychange', this.onVisibility);
    if (typeof document !== 'undefined' && this.o.target === window) {
      document.addEventListener('visibilitychange', this.onVisibility);
    }
  }

  /** Stop listening (tests; an app never stops its sink). */
  dispose(): void {
    this.o.target?.removeEventListener('pagehide', this.onPageHide);
    this.o.target?.removeEventListener('visibilitychange', this.onVisibility);
    if (typeof document !== 'undefined') {
      document.removeEventListener('visibilitychange', this.onVisibility);
    }
    clearTimeout(this.windowTimer);
    clearTimeout(this.maxWaitTimer);
    clearTimeout(this.retryTimer);
  }

  /** Batches waiting to be delivered (tests). */
  get waiting(): number {
    return this.outbox.length + (this.current ? 1 : 0);
  }

  /** `context`: who was signed in when the event was tracked (default: who is signed in now). */
  record(r: RecordedEvent, context?: TrackContext): void {
    const token = context ? context.token : this.o.token();
    if (!token) return; // signed-in profiles only
    const event = toLedgerEvent(r, context?.activeSessionId);
    if (!event) return;
    // Another profile signed in: the open batch belongs to the previous one; close it.
    if (this.current && this.current.token !== token) this.close();
    if (!this.current) {
      this.current = { events: [], token };
      this.maxWaitTimer = setTimeout(() => this.closeAndSend(), this.o.maxWaitMs);
    }
    this.current.events.push(event);
    if (this.current.events.length >= this.o.maxEvents) {
      this.closeAndSend();
      return;
    }
    clearTimeout(this.windowTimer);
    this.windowTimer = setTimeout(() => this.closeAndSend(), this.o.windowMs);
  }

  /** Close the open batch now and send whatever waits (the window or the max wait elapsed). */
  flush(): void {
    this.closeAndSend();
  }

  private close(): void {
    clearTimeout(this.windowTimer);
    clearTimeout(this.maxWaitTimer);
    this.windowTimer = undefined;
    this.maxWaitTimer = undefined;
    if (!this.current || this.current.events.length === 0) {
      this.current = null;
      return;
    }
    this.outbox.push({
      body: { batchId: newId(), events: this.current.events },
      token: this.current.token,
      tries: 0,
    });
    this.current = null;
  }

  private closeAndSend(): void {
    this.close();
    void this.pump();
  }

  private remove(batch: PendingBatch): void {
    const i = this.outbox.indexOf(batch);
    if (i >= 0) this.outbox.splice(i, 1);
  }

  private scheduleRetry(delay: number): void {
    if (this.retryTimer !== undefined) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.pump();
    }, delay);
  }

  /** Deliver the outbox in order, one request at a time. */
  private async pump(): Promise<void> {
    if (this.sending || this.retryTimer !== undefined) return;
    this.sending = true;
    try {
      while (this.outbox.length > 0) {
        const batch = this.outbox[0]!;
        batch.tries += 1;
        let result: SendResult;
        try {
          result = await this.o.send(batch.body, batch.token, { keepalive: false });
        } catch {
          result = 'retry';
        }
        if (result === 'done' || batch.tries >= this.o.maxTries) {
          this.remove(batch);
          continue;
        }
        // The same batch (same id) again, later.
        const delays = this.o.retryDelaysMs;
        this.scheduleRetry(delays[Math.min(batch.tries - 1, delays.length - 1)] ?? 1000);
        return;
      }
    } finally {
      this.sending = false;
    }
  }

  /** The page is hidden or going away: send everything now, with keepalive, ids unchanged. */
  private flushOnHide(): void {
    this.close();
    // A batch whose request is in flight is sent again too: the ledger stores a batch id once.
    for (const batch of [...this.outbox]) {
      void this.o
        .send(batch.body, batch.token, { keepalive: true })
        .catch((): SendResult => 'retry')
        .then((result) => {
          if (result === 'done') this.remove(batch);
          // Not delivered: kept, and retried if the page comes back.
          else this.scheduleRetry(this.o.retryDelaysMs[0] ?? 1000);
        });
    }
  }
}

/**
 * The sender of the real app: `fetch` to the ledger with the bearer token, with `keepalive` when
 * the page goes away. (`navigator.sendBeacon` is not used: it cannot send the Authorization
 * header, and the ledger records only the token's profile. Every browser we support has
 * keepalive fetch.)
 */
export const fetchSender: BatchSender = async (batch, token, { keepalive }) => {
  const res = await fetch(ledgerApi.record.path, {
    method: 'POST',
    keepalive,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      [PLATFORM_HEADER]: CLIENT_HEADERS.platform,
      [APP_VERSION_HEADER]: CLIENT_HEADERS.appVersion,
    },
    body: JSON.stringify(batch),
  });
  if (res.ok) return 'done';
  // Refused for good (400: not valid; 401/403: signed out): retrying cannot help.
  if (res.status === 408 || res.status === 429 || res.status >= 500) return 'retry';
  return 'done';
};
