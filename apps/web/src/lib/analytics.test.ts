import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordLedgerBodySchema, type RecordLedgerBody } from '@pagebird/contract';
import {
  DeferredLedgerSink,
  MemoryAnalytics,
  type AnalyticsSink,
  type RecordedEvent,
  type TrackContext,
} from './analytics.ts';
import { sessionStore } from './auth/session-store.ts';
import { signIn } from '../test/factories.ts';
import {
  LedgerBatcher,
  fetchSender,
  osOf,
  toLedgerEvent,
  trackingName,
  type SendOptions,
  type SendResult,
} from './ledger-batcher.ts';

/** The browser batcher of spec §9 "Analytics batching": window 1000 ms, 30 events, 3000 ms. */

const rec = (name = 'badge'): RecordedEvent => ({
  event: { type: 'page_view_start', name, kind: 'modal' },
  clientTimestamp: Date.UTC(2026, 10, 1, 9),
  timezoneName: 'Europe/Paris',
  timezoneOffset: -60,
  platform: 'Web',
});

interface Sent {
  body: RecordLedgerBody;
  token: string;
  opts: SendOptions;
}

function setup(results: SendResult[] = [], token: () => string | null = () => 'tok-1') {
  const sent: Sent[] = [];
  const target = new EventTarget();
  let visibility: DocumentVisibilityState = 'visible';
  const send = vi.fn(async (body: RecordLedgerBody, tok: string, opts: SendOptions) => {
    sent.push({ body: structuredClone(body), token: tok, opts });
    return results.shift() ?? 'done';
  });
  const batcher = new LedgerBatcher({
    send,
    token,
    target: target as unknown as Window,
    visibility: () => visibility,
    retryDelaysMs: [1000, 2000],
  });
  return {
    batcher,
    sent,
    send,
    hide() {
      visibility = 'hidden';
      target.dispatchEvent(new Event('visibilitychange'));
    },
    pagehide() {
      target.dispatchEvent(new Event('pagehide'));
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('LedgerBatcher', () => {
  it('sends 1000 ms after the last event (the window), all events in one valid batch', async () => {
    const { batcher, sent } = setup();
    batcher.record(rec());
    await vi.advanceTimersByTimeAsync(600);
    batcher.record(rec('add_to_collection'));
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.events.map((e) => ('name' in e ? e.name : null))).toEqual([
      'badge',
      'add_to_collection',
    ]);
    expect(recordLedgerBodySchema.safeParse(sent[0]!.body).success).toBe(true);
    expect(sent[0]!.token).toBe('tok-1');
    expect(sent[0]!.opts.keepalive).toBe(false);
    batcher.dispose();
  });

  it('sends at once when the batch holds 30 events', async () => {
    const { batcher, sent } = setup();
    for (let i = 0; i < 31; i++) batcher.record(rec());
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.events).toHaveLength(30);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body.events).toHaveLength(1);
    expect(sent[1]!.body.batchId).not.toBe(sent[0]!.body.batchId);
    batcher.dispose();
  });

  it('never waits more than 3000 ms after the first event, even with steady events', async () => {
    const { batcher, sent } = setup();
    // Events every 500 ms (0 … 2500) keep the 1000 ms window open…
    for (let t = 0; t <= 2500; t += 500) {
      batcher.record(rec());
      await vi.advanceTimersByTimeAsync(t < 2500 ? 500 : 499);
    }
    expect(sent).toHaveLength(0); // 2999 ms after the first event
    await vi.advanceTimersByTimeAsync(1); // …the max wait closes the batch at 3000 ms
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.events).toHaveLength(6);
    batcher.dispose();
  });

  it('retries a failed batch with the same batch id, in order, then goes on', async () => {
    const { batcher, sent } = setup(['retry', 'retry', 'done']);
    batcher.record(rec());
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(1);
    batcher.record(rec('second'));
    await vi.advanceTimersByTimeAsync(1000); // first retry (1000 ms)
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body.batchId).toBe(sent[0]!.body.batchId);
    await vi.advanceTimersByTimeAsync(1999);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1); // second retry (2000 ms): delivered, then the next
    expect(sent).toHaveLength(4);
    expect(sent[2]!.body.batchId).toBe(sent[0]!.body.batchId);
    expect(sent[3]!.body.batchId).not.toBe(sent[0]!.body.batchId);
    expect(sent[3]!.body.events[0]).toMatchObject({ name: 'second' });
    expect(batcher.waiting).toBe(0);
    batcher.dispose();
  });

  it('a network error is retried like a 5xx (same id)', async () => {
    const { batcher, sent, send } = setup();
    send.mockImplementationOnce(async (body, tok, opts) => {
      sent.push({ body: structuredClone(body), token: tok, opts });
      throw new TypeError('Failed to fetch');
    });
    batcher.record(rec());
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body.batchId).toBe(sent[0]!.body.batchId);
    batcher.dispose();
  });

  it('flushes on page hide with keepalive: the open batch and the ones waiting for a retry', async () => {
    const { batcher, sent, hide } = setup(['retry']);
    batcher.record(rec('first'));
    await vi.advanceTimersByTimeAsync(1000); // sent, failed: waits for a retry
    batcher.record(rec('open'));
    hide();
    await vi.advanceTimersByTimeAsync(0);
    const onHide = sent.slice(1);
    expect(onHide.every((s) => s.opts.keepalive)).toBe(true);
    expect(onHide.map((s) => s.body.events[0])).toEqual([
      expect.objectContaining({ name: 'first' }),
      expect.objectContaining({ name: 'open' }),
    ]);
    expect(onHide[0]!.body.batchId).toBe(sent[0]!.body.batchId);
    expect(batcher.waiting).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(3); // nothing sent twice after delivery
    batcher.dispose();
  });

  it('flushes on pagehide too', async () => {
    const { batcher, sent, pagehide } = setup();
    batcher.record(rec());
    pagehide();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.opts.keepalive).toBe(true);
    batcher.dispose();
  });

  it('records signed-in profiles only, and a new profile starts a new batch', async () => {
    let token: string | null = null;
    const { batcher, sent } = setup([], () => token);
    batcher.record(rec());
    token = 'child-a';
    batcher.record(rec('a'));
    token = 'child-b';
    batcher.record(rec('b'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent.map((s) => [s.token, s.body.events.length])).toEqual([
      ['child-a', 1],
      ['child-b', 1],
    ]);
    batcher.dispose();
  });
});

describe('ledger events', () => {
  it('carry the session record of spec §3 and no free text', () => {
    sessionStorage.setItem(
      'pb.activeSessionId',
      JSON.stringify('3f1c9a2e-1111-4222-8333-444455556666'),
    );
    const e = toLedgerEvent(rec('Add To Collection!'))!;
    expect(e).toMatchObject({
      eventType: 'PAGE_VIEW_START',
      name: 'add_to_collection_',
      activeSessionId: '3f1c9a2e-1111-4222-8333-444455556666',
      platform: 'Web',
      appVersion: '1.0',
      timezoneName: 'Europe/Paris',
      timezoneOffset: -60,
    });
    expect(e.recordId).toMatch(/^[0-9a-f-]{36}$/);
    sessionStorage.clear();
    const imp = toLedgerEvent({
      ...rec(),
      event: {
        type: 'content_impression',
        contentId: '6a1b5b7e-0a4b-4c53-9b4b-2f4f7f0f0a11',
        initialViewport: true,
      },
    });
    expect(imp).toMatchObject({ eventType: 'CONTENT_IMPRESSION', initialViewport: true });
    // A bad id is dropped (null), never sent to spoil its batch.
    expect(
      toLedgerEvent({
        ...rec(),
        event: { type: 'content_impression', contentId: 'Mia', initialViewport: true },
      }),
    ).toBeNull();
    expect(trackingName('exit-quiz')).toBe('exit_quiz');
    expect(osOf('Mozilla/5.0 (X11; CrOS x86_64 14541.0.0)')).toBe('ChromeOS');
    expect(osOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('iOS');
  });

  it('fetchSender: keepalive and the bearer token; 5xx/429 retry, 400 is dropped', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const body = { batchId: '6a1b5b7e-0a4b-4c53-9b4b-2f4f7f0f0a11', events: [] };
    expect(await fetchSender(body, 'tok', { keepalive: true })).toBe('done');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/recordLedgerEntry');
    expect(init.keepalive).toBe(true);
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 503 }));
    expect(await fetchSender(body, 'tok', { keepalive: false })).toBe('retry');
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 429 }));
    expect(await fetchSender(body, 'tok', { keepalive: false })).toBe('retry');
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 400 }));
    expect(await fetchSender(body, 'tok', { keepalive: false })).toBe('done');
    vi.unstubAllGlobals();
  });
});

describe('DeferredLedgerSink (the batcher comes in its own chunk)', () => {
  afterEach(() => {
    sessionStore.clear();
    sessionStorage.clear();
  });

  it('loads nothing for a signed-out visitor; later events keep who was signed in, in order', async () => {
    vi.useRealTimers();
    const got: Array<[string, TrackContext | undefined]> = [];
    const target = new MemoryAnalytics();
    let release: (sink: AnalyticsSink) => void = () => undefined;
    const load = vi.fn(
      () =>
        new Promise<AnalyticsSink>((resolve) => {
          release = resolve;
        }),
    );
    const sink = new DeferredLedgerSink(load);
    sink.record(rec('signed_out'));
    expect(load).not.toHaveBeenCalled();

    signIn('PARENT');
    const token = (sessionStore.get() as { token: string }).token;
    sessionStorage.setItem('pb.activeSessionId', JSON.stringify('session-1'));
    sink.record(rec('first'));
    sessionStorage.setItem('pb.activeSessionId', JSON.stringify('session-2'));
    sink.record(rec('second'));
    expect(load).toHaveBeenCalledTimes(1);

    release({
      record: (r, ctx) => {
        target.record(r);
        got.push([(r.event as { name: string }).name, ctx]);
      },
    });
    await vi.waitFor(() => expect(got).toHaveLength(2));
    expect(got).toEqual([
      ['first', { token, activeSessionId: 'session-1' }],
      ['second', { token, activeSessionId: 'session-2' }],
    ]);
    sink.record(rec('third'));
    expect(got[2]).toEqual(['third', undefined]);
  });

  it('a chunk that did not load is asked for again with the next event', async () => {
    vi.useRealTimers();
    signIn('TEACHER');
    const target = new MemoryAnalytics();
    const load = vi
      .fn<() => Promise<AnalyticsSink>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(target);
    const sink = new DeferredLedgerSink(load);
    sink.record(rec('a'));
    await Promise.resolve();
    await Promise.resolve();
    sink.record(rec('b'));
    await vi.waitFor(() => expect(target.events).toHaveLength(2));
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('analytics.track', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('records the browser time zone, asked of Intl only when the event is read, once per page', async () => {
    vi.resetModules();
    const spy = vi.spyOn(Intl, 'DateTimeFormat');
    const fresh = await import('./analytics.ts');
    const memory = new fresh.MemoryAnalytics();
    fresh.analytics.setSink(memory);
    fresh.analytics.track({ type: 'page_view_start', name: 'browse', kind: 'page' });
    fresh.analytics.track({ type: 'page_view_start', name: 'reader', kind: 'page' });
    // Tracking (in a page's first render) built no Intl.DateTimeFormat.
    expect(spy).not.toHaveBeenCalled();
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    spy.mockClear();
    expect(memory.events.map((e) => e.timezoneName)).toEqual([zone, zone]);
    expect(memory.events[0]!.timezoneOffset).toBe(new Date().getTimezoneOffset());
    // Read twice, built once.
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
