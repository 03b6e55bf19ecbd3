/** What both narration players (read-along and read-to-me) share. */

export type NarrationStatus =
  | 'idle'
  | 'playing'
  | 'paused'
  /** Paused at the end of a page ("pause after each page"); turning the page goes on. */
  | 'waiting'
  | 'ended'
  | 'error';

export const PLAYBACK_SPEEDS = [0.75, 1, 1.25, 1.5] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

export interface NarrationState {
  status: NarrationStatus;
  /** Why it stopped, when status is "error". */
  error: string | null;
}

export interface NarrationPlayer {
  getState(): NarrationState;
  subscribe(listener: () => void): () => void;
  play(): Promise<void>;
  pause(): void;
  setRate(rate: number): void;
  setPauseAfterPage(on: boolean): void;
  destroy(): void;
}

/** A tiny external store (useSyncExternalStore): a new state object on every change. */
export class StateStore<S extends NarrationState> {
  #state: S;
  #listeners = new Set<() => void>();

  constructor(initial: S) {
    this.#state = initial;
  }

  getState = (): S => this.#state;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  protected update(patch: Partial<S>): void {
    const next = { ...this.#state, ...patch };
    if (Object.keys(patch).every((k) => Object.is(next[k as keyof S], this.#state[k as keyof S]))) {
      return;
    }
    this.#state = next;
    for (const l of [...this.#listeners]) l();
  }

  protected clearListeners(): void {
    this.#listeners.clear();
  }
}
