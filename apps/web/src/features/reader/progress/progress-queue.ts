import type { ReadingPosition } from '@pagebird/contract';

/**
 * Offline-tolerant reading progress (spec issue "progress queued and retried, never lost on a
 * flaky connection").
 *
 * Every save is written to localStorage first, so a closed tab, a crash or a lost connection
 * never loses it; sending follows after a short debounce. Per profile and book only the newest
 * position is kept (a newer save replaces an older one, sent or not), and the server ignores a
 * write whose clientTimestamp is older than the one it has, so retries arriving late are safe.
 * Failed sends are retried with exponential backoff (1 s doubling to 60 s, with jitter), at once
 * when the browser comes back online, and on `pagehide` with `fetch(…, { keepalive: true })`.
 * Entries of another profile wait until that profile signs in again on this device.
 */

export const PROGRESS_QUEUE_KEY = 'pb.reader.progressQueue';
const MAX_AGE_MS = 30 * 24 * 3600 * 1000;
const BACKOFF_BASE_MS = 1000;
const BACKOFF_MAX_MS = 60_000;

export interface QueuedProgress extends ReadingPosition {
  userId: string;
  bookId: string;
  /** ISO-8601 time of the reading (the server keeps the newest). */
  clientTimestamp: string;
  attempts: number;
  /** Epoch ms before which no retry is made (0: send at the next flush). */
  nextAttemptAt: number;
}

/** `ok`: stored; `retry`: try again later (network, 5xx, 401, 408, 429); `drop`: never valid. */
export type SendResult = 'ok' | 'retry' | 'drop';

export interface ProgressTransport {
  send(entry: QueuedProgress, opts: { keepalive: boolean }): Promise<SendResult>;
}

type TimerHandle = ReturnType<typeof setTimeout>;

export interface ProgressQueueDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  transport: ProgressTransport;
  currentUserId: () => string | null;
  now?: () => number;
  random?: () => number;
  setTimer?: (fn: () => void, ms: number) => TimerHandle;
  clearTimer?: (handle: TimerHandle) => void;
  /** Delay between a save and its sending (ms). */
  debounceMs?: number;
}

type Store = Record<string, QueuedProgress>;

const keyOf = (userId: string, bookId: string) => `${userId}:${bookId}`;

export function backoffMs(attempts: number, random = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  // ±20 % jitter so many tabs or devices coming back online do not retry in step.
  return Math.round(base * (0.8 + 0.4 * random()));
}

export class ProgressQueue {
  #deps: Required<Omit<ProgressQueueDeps, 'storage' | 'transport' | 'currentUserId'>> &
    Pick<ProgressQueueDeps, 'storage' | 'transport' | 'currentUserId'>;
  #timer: TimerHandle | null = null;
  #timerAt = Infinity;
  #inflight = new Map<string, Promise<void>>();

  constructor(deps: ProgressQueueDeps) {
    this.#deps = {
      now: () => Date.now(),
      random: Math.random,
      setTimer: (fn, ms) => setTimeout(fn, ms),
      clearTimer: (h) => clearTimeout(h),
      debounceMs: 1000,
      ...deps,
    };
  }

  #read(): Store {
    try {
      const raw = this.#deps.storage.getItem(PROGRESS_QUEUE_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : {};
      return parsed && typeof parsed === 'object' ? (parsed as Store) : {};
    } catch {
      return {};
    }
  }

  #write(store: Store) {
    try {
      if (Object.keys(store).length === 0) this.#deps.storage.removeItem(PROGRESS_QUEUE_KEY);
      else this.#deps.storage.setItem(PROGRESS_QUEUE_KEY, JSON.stringify(store));
    } catch {
      // Storage full or blocked: the in-flight send still carries the position.
    }
  }

  /** Keep the newest position of a book for the signed-in profile and send it soon. */
  save(bookId: string, position: ReadingPosition, at: number = this.#deps.now()): void {
    const userId = this.#deps.currentUserId();
    if (!userId) return;
    const store = this.#read();
    const key = keyOf(userId, bookId);
    const clientTimestamp = new Date(at).toISOString();
    const existing = store[key];
    if (existing && existing.clientTimestamp > clientTimestamp) return;
    store[key] = {
      userId,
      bookId,
      position: position.position,
      // Never a value the server refuses (a NaN fraction becomes null in JSON).
      page: Number.isFinite(position.page) ? Math.max(0, Math.floor(position.page)) : 0,
      fraction: Number.isFinite(position.fraction)
        ? Math.min(1, Math.max(0, position.fraction))
        : 0,
      clientTimestamp,
      attempts: 0,
      nextAttemptAt: 0,
    };
    this.#write(store);
    this.#schedule(this.#deps.debounceMs);
  }

  /** The position waiting to be sent for a book (newer than the server's until sent). */
  pending(bookId: string): QueuedProgress | null {
    const userId = this.#deps.currentUserId();
    return userId ? (this.#read()[keyOf(userId, bookId)] ?? null) : null;
  }

  /** Number of positions waiting (all profiles). */
  size(): number {
    return Object.keys(this.#read()).length;
  }

  #schedule(ms: number) {
    const at = this.#deps.now() + Math.max(0, ms);
    if (this.#timer !== null && this.#timerAt <= at) return;
    if (this.#timer !== null) this.#deps.clearTimer(this.#timer);
    this.#timerAt = at;
    this.#timer = this.#deps.setTimer(
      () => {
        this.#timer = null;
        this.#timerAt = Infinity;
        void this.flush();
      },
      Math.max(0, ms),
    );
  }

  /**
   * Send what is due for the signed-in profile. `force` ignores the backoff (back online,
   * leaving the page); `keepalive` lets the request outlive the page.
   */
  async flush(opts: { force?: boolean; keepalive?: boolean } = {}): Promise<void> {
    const userId = this.#deps.currentUserId();
    const now = this.#deps.now();
    const store = this.#read();
    let pruned = false;
    for (const [key, e] of Object.entries(store)) {
      if (now - Date.parse(e.clientTimestamp) > MAX_AGE_MS) {
        delete store[key];
        pruned = true;
      }
    }
    if (pruned) this.#write(store);
    if (!userId) return;
    const due = Object.entries(store).filter(
      ([, e]) => e.userId === userId && (opts.force || e.nextAttemptAt <= now),
    );
    await Promise.all(due.map(([key, entry]) => this.#send(key, entry, !!opts.keepalive)));
    this.#scheduleRetry();
  }

  #send(key: string, entry: QueuedProgress, keepalive: boolean): Promise<void> {
    const running = this.#inflight.get(key);
    // One request per book at a time; a newer position is sent when the current one returns.
    if (running && !keepalive) return running.then(() => this.#sendIfDue(key));
    const job = (async () => {
      let result: SendResult;
      try {
        result = await this.#deps.transport.send(entry, { keepalive });
      } catch {
        result = 'retry';
      }
      const store = this.#read();
      const current = store[key];
      const unchanged = current && current.clientTimestamp === entry.clientTimestamp;
      if (result === 'ok' || result === 'drop') {
        if (unchanged) {
          delete store[key];
          this.#write(store);
        }
      } else if (unchanged) {
        const attempts = current.attempts + 1;
        store[key] = {
          ...current,
          attempts,
          nextAttemptAt: this.#deps.now() + backoffMs(attempts, this.#deps.random),
        };
        this.#write(store);
      }
    })();
    this.#inflight.set(key, job);
    void job.finally(() => {
      if (this.#inflight.get(key) === job) this.#inflight.delete(key);
    });
    return job;
  }

  /** After a send returns: whatever is still queued for the book is newer, send it if due. */
  async #sendIfDue(key: string) {
    const current = this.#read()[key];
    if (current && current.nextAttemptAt <= this.#deps.now()) await this.#send(key, current, false);
  }

  #scheduleRetry() {
    const userId = this.#deps.currentUserId();
    if (!userId) return;
    const next = Object.values(this.#read())
      .filter((e) => e.userId === userId)
      .reduce((min, e) => Math.min(min, e.nextAttemptAt), Infinity);
    if (Number.isFinite(next)) this.#schedule(Math.max(0, next - this.#deps.now()));
  }

  /** Flush at once when back online and when the page goes away; returns the cleanup. */
  listen(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
    const online = () => void this.flush({ force: true });
    const pagehide = () => void this.flush({ force: true, keepalive: true });
    const hidden = () => {
      if (document.visibilityState === 'hidden') void this.flush({ force: true, keepalive: true });
    };
    target.addEventListener('online', online);
    target.addEventListener('pagehide', pagehide);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      target.removeEventListener('online', online);
      target.removeEventListener('pagehide', pagehide);
      document.removeEventListener('visibilitychange', hidden);
    };
  }

  dispose(): void {
    if (this.#timer !== null) this.#deps.clearTimer(this.#timer);
    this.#timer = null;
    this.#timerAt = Infinity;
  }
}
