import { describe, expect, it } from 'vitest';
import {
  PROGRESS_QUEUE_KEY,
  ProgressQueue,
  backoffMs,
  type ProgressTransport,
  type QueuedProgress,
  type SendResult,
} from './progress-queue.ts';
import { resultOfStatus } from './progress-transport.ts';

/** A manual clock and timers: time only moves when the test says so. */
function fakeTime(start = Date.parse('2026-03-01T10:00:00Z')) {
  let now = start;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => now,
    setTimer: (fn: () => void, ms: number) => {
      const id = ++seq;
      timers.set(id, { at: now + ms, fn });
      return id as unknown as ReturnType<typeof setTimeout>;
    },
    clearTimer: (h: ReturnType<typeof setTimeout>) => void timers.delete(h as unknown as number),
    /** Move the clock, running due timers in order. */
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, t]) => t.at <= end)
          .sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
        await settle();
      }
      now = end;
      await settle();
    },
    pending: () => timers.size,
  };
}

async function settle() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/** A transport answering from a script of results (the last repeats); records every send. */
function scriptedTransport(script: (SendResult | Error)[]) {
  const sent: { entry: QueuedProgress; keepalive: boolean }[] = [];
  let i = 0;
  const transport: ProgressTransport = {
    async send(entry, { keepalive }) {
      sent.push({ entry: { ...entry }, keepalive });
      const r = script[Math.min(i, script.length - 1)]!;
      i++;
      if (r instanceof Error) throw r;
      return r;
    },
  };
  return { transport, sent };
}

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

function setup(script: (SendResult | Error)[], user: { id: string | null } = { id: 'mia' }) {
  const time = fakeTime();
  const storage = memoryStorage();
  const { transport, sent } = scriptedTransport(script);
  const queue = new ProgressQueue({
    storage,
    transport,
    currentUserId: () => user.id,
    now: time.now,
    random: () => 0.5,
    setTimer: time.setTimer,
    clearTimer: time.clearTimer,
    debounceMs: 1000,
  });
  return { queue, time, storage, sent, user };
}

const pos = (page: number) => ({ position: `page:${page}`, page, fraction: page / 10 });

describe('ProgressQueue', () => {
  it('keeps every save in storage at once and sends the newest one after the debounce', async () => {
    const { queue, time, storage, sent } = setup(['ok']);
    queue.save('book-1', pos(1));
    await time.advance(300);
    queue.save('book-1', pos(2));
    await time.advance(300);
    queue.save('book-1', pos(3));

    // Nothing sent yet, but the newest position is already safe in localStorage.
    expect(sent).toHaveLength(0);
    const stored = JSON.parse(storage.getItem(PROGRESS_QUEUE_KEY)!) as Record<
      string,
      QueuedProgress
    >;
    expect(Object.values(stored)).toHaveLength(1);
    expect(stored['mia:book-1']).toMatchObject({ position: 'page:3', page: 3, bookId: 'book-1' });

    await time.advance(1000);
    expect(sent.map((s) => s.entry.position)).toEqual(['page:3']);
    expect(storage.getItem(PROGRESS_QUEUE_KEY)).toBeNull();
    expect(queue.size()).toBe(0);
  });

  it('sends an ISO clientTimestamp of the moment of reading, not of sending', async () => {
    const { queue, time, sent } = setup(['ok']);
    queue.save('book-1', pos(4));
    const readAt = new Date(time.now()).toISOString();
    await time.advance(5000);
    expect(sent[0]!.entry.clientTimestamp).toBe(readAt);
  });

  it('never loses a position on a flaky connection: retries with growing backoff until stored', async () => {
    const { queue, time, sent } = setup([new TypeError('network'), 'retry', 'retry', 'ok']);
    queue.save('book-1', pos(5));
    await time.advance(1000); // first try: network error
    expect(sent).toHaveLength(1);
    expect(queue.pending('book-1')).toMatchObject({ attempts: 1, position: 'page:5' });

    await time.advance(999); // backoff 1 s (jitter 0.5 → ×1.0)
    expect(sent).toHaveLength(1);
    await time.advance(1); // second try: 5xx
    expect(sent).toHaveLength(2);
    await time.advance(2000); // third try after 2 s
    expect(sent).toHaveLength(3);
    await time.advance(3999);
    expect(sent).toHaveLength(3);
    await time.advance(1); // fourth try after 4 s: stored
    expect(sent).toHaveLength(4);
    expect(queue.pending('book-1')).toBeNull();
    expect(sent.every((s) => s.entry.position === 'page:5')).toBe(true);
  });

  it('a newer save during a failing send replaces the old one; the newest is what ends up sent', async () => {
    const { queue, time, sent } = setup(['retry', 'ok']);
    queue.save('book-1', pos(1));
    await time.advance(1000);
    expect(sent.map((s) => s.entry.page)).toEqual([1]);
    queue.save('book-1', pos(7));
    await time.advance(1000);
    expect(sent.map((s) => s.entry.page)).toEqual([1, 7]);
    expect(queue.pending('book-1')).toBeNull();
  });

  it('a save made while the older one is in flight is kept and sent after it', async () => {
    const time = fakeTime();
    const storage = memoryStorage();
    const sent: number[] = [];
    let release: (r: SendResult) => void = () => undefined;
    const queue = new ProgressQueue({
      storage,
      transport: {
        send: (entry) => {
          sent.push(entry.page);
          return new Promise<SendResult>((res) => {
            release = res;
          });
        },
      },
      currentUserId: () => 'mia',
      now: time.now,
      random: () => 0.5,
      setTimer: time.setTimer,
      clearTimer: time.clearTimer,
    });
    queue.save('b', pos(1));
    await time.advance(1000);
    expect(sent).toEqual([1]);
    queue.save('b', pos(2));
    await time.advance(1000); // flush while page 1 is still in flight: waits for it
    expect(sent).toEqual([1]);
    release('ok');
    await settle();
    expect(sent).toEqual([1, 2]);
    // Page 1's answer did not remove page 2.
    expect(queue.pending('b')?.page).toBe(2);
    release('ok');
    await settle();
    expect(queue.pending('b')).toBeNull();
  });

  it('keeps one entry per book and profile, newest wins, books are independent', async () => {
    const { queue, time, sent } = setup(['ok']);
    queue.save('a', pos(1));
    queue.save('b', pos(2));
    queue.save('a', pos(3));
    expect(queue.size()).toBe(2);
    await time.advance(1000);
    expect(sent.map((s) => `${s.entry.bookId}:${s.entry.page}`).sort()).toEqual(['a:3', 'b:2']);
  });

  it('an older save never overwrites a newer one (clock order)', () => {
    const { queue, time } = setup(['ok']);
    queue.save('a', pos(9), time.now());
    queue.save('a', pos(2), time.now() - 60_000);
    expect(queue.pending('a')?.page).toBe(9);
  });

  it('drops answers that can never succeed (400/403/404) and keeps 401/408/429/5xx', async () => {
    expect([200, 204].map(resultOfStatus)).toEqual(['ok', 'ok']);
    expect([400, 403, 404, 409, 422].map(resultOfStatus)).toEqual(Array(5).fill('drop'));
    expect([401, 408, 429, 500, 502, 503].map(resultOfStatus)).toEqual(Array(6).fill('retry'));

    const { queue, time, sent } = setup(['drop']);
    queue.save('gone', pos(1));
    await time.advance(1000);
    expect(sent).toHaveLength(1);
    expect(queue.pending('gone')).toBeNull();
    await time.advance(120_000);
    expect(sent).toHaveLength(1);
  });

  it('survives a reload: a new queue over the same storage sends what the old one left', async () => {
    const first = setup([new TypeError('offline')]);
    first.queue.save('book-1', pos(6));
    await first.time.advance(1000);
    expect(first.queue.pending('book-1')?.attempts).toBe(1);
    first.queue.dispose();

    // The tab is closed and opened again later.
    const { transport, sent } = scriptedTransport(['ok']);
    const second = new ProgressQueue({
      storage: first.storage,
      transport,
      currentUserId: () => 'mia',
      now: () => first.time.now() + 3600_000,
    });
    await second.flush({ force: true });
    expect(sent.map((s) => s.entry.position)).toEqual(['page:6']);
    expect(second.pending('book-1')).toBeNull();
  });

  it('back online and page hide flush at once, ignoring the backoff; page hide uses keepalive', async () => {
    const { queue, time, sent } = setup([new TypeError('offline'), 'retry', 'ok']);
    const target = new EventTarget();
    const stop = queue.listen(target as unknown as Window);
    queue.save('book-1', pos(3));
    await time.advance(1000);
    expect(sent).toHaveLength(1);

    target.dispatchEvent(new Event('online'));
    await settle();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.keepalive).toBe(false);

    target.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(sent).toHaveLength(3);
    expect(sent[2]!.keepalive).toBe(true);
    expect(queue.pending('book-1')).toBeNull();
    stop();
  });

  it('sends only the signed-in profile’s positions; another profile’s wait for it', async () => {
    const { queue, time, sent, user } = setup(['ok']);
    queue.save('book-1', pos(1));
    user.id = 'leo';
    queue.save('book-1', pos(8));
    await time.advance(1000);
    expect(sent.map((s) => `${s.entry.userId}:${s.entry.page}`)).toEqual(['leo:8']);
    expect(queue.size()).toBe(1);

    user.id = 'mia';
    await queue.flush({ force: true });
    expect(sent.map((s) => `${s.entry.userId}:${s.entry.page}`)).toEqual(['leo:8', 'mia:1']);
    expect(queue.size()).toBe(0);
  });

  it('saves nothing when signed out', () => {
    const { queue } = setup(['ok'], { id: null });
    queue.save('book-1', pos(1));
    expect(queue.size()).toBe(0);
  });

  it('forgets positions older than 30 days', async () => {
    const { queue, time, sent, user } = setup(['ok']);
    user.id = 'leo';
    queue.save('book-1', pos(1));
    user.id = 'mia';
    await time.advance(31 * 24 * 3600 * 1000);
    await queue.flush();
    expect(queue.size()).toBe(0);
    expect(sent).toHaveLength(0);
  });

  it('backoff doubles from 1 s to at most 60 s with ±20 % jitter', () => {
    expect(backoffMs(1, () => 0.5)).toBe(1000);
    expect(backoffMs(2, () => 0.5)).toBe(2000);
    expect(backoffMs(5, () => 0.5)).toBe(16000);
    expect(backoffMs(12, () => 0.5)).toBe(60000);
    expect(backoffMs(3, () => 0)).toBe(3200);
    expect(backoffMs(3, () => 1)).toBe(4800);
  });

  it('stores only values the server accepts (no NaN fraction or page)', () => {
    const { queue } = setup(['ok']);
    queue.save('book-1', { position: 'epubcfi(/6/2!/4)', page: Number.NaN, fraction: Number.NaN });
    expect(queue.pending('book-1')).toMatchObject({ page: 0, fraction: 0 });
    queue.save('book-2', { position: 'page:3', page: 3.7, fraction: 1.4 });
    expect(queue.pending('book-2')).toMatchObject({ page: 3, fraction: 1 });
  });

  it('ignores broken storage content', () => {
    const { queue, storage } = setup(['ok']);
    storage.setItem(PROGRESS_QUEUE_KEY, '{not json');
    expect(queue.size()).toBe(0);
    queue.save('book-1', pos(2));
    expect(queue.pending('book-1')?.page).toBe(2);
  });
});
