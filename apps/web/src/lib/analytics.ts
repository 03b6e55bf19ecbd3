import { browserTimeZone } from './time-zone.ts';

/**
 * Analytics behind an interface. For now events are kept in memory (and logged with
 * console.debug in development); the ledger sender of spec §7 will implement `AnalyticsSink`.
 * No free text about children is ever recorded (ARCHITECTURE convention 10).
 */
export type AnalyticsEvent =
  | { type: 'page_view_start'; name: string; kind: 'modal' | 'page' }
  | { type: 'page_view_end'; name: string; kind: 'modal' | 'page'; durationMs: number }
  | { type: 'session_start'; activeSessionId: string }
  | { type: 'session_end'; activeSessionId: string };

export interface RecordedEvent {
  event: AnalyticsEvent;
  clientTimestamp: number;
  timezoneName: string;
  timezoneOffset: number;
  platform: 'Web';
}

export interface AnalyticsSink {
  record(event: RecordedEvent): void;
}

const MAX_KEPT = 500;

export class MemoryAnalytics implements AnalyticsSink {
  readonly events: RecordedEvent[] = [];
  record(event: RecordedEvent): void {
    this.events.push(event);
    if (this.events.length > MAX_KEPT) this.events.shift();
    if (import.meta.env.DEV) console.debug('[analytics]', event.event);
  }
}

let sink: AnalyticsSink = new MemoryAnalytics();

export const analytics = {
  track(event: AnalyticsEvent): void {
    sink.record({
      event,
      clientTimestamp: Date.now(),
      timezoneName: browserTimeZone(),
      timezoneOffset: new Date().getTimezoneOffset(),
      platform: 'Web',
    });
  },
  setSink(next: AnalyticsSink): void {
    sink = next;
  },
  getSink(): AnalyticsSink {
    return sink;
  },
};
