import { CONSTANTS } from '@pagebird/contract';
import { SESSION_KEYS, readSessionValue, writeSessionValue } from './storage.ts';
import { analytics } from './analytics.ts';

/**
 * Spec §4 "Session activity": any mouse move, key, scroll or touch starts an active session whose
 * id is kept per tab; it ends after 30 minutes without activity.
 */
export interface ActivityOptions {
  idleMs?: number;
  /** Called when the idle time elapses. */
  onIdle: () => void;
  now?: () => number;
}

const EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;
const WRITE_THROTTLE_MS = 1000;

export function getActiveSessionId(): string | null {
  return readSessionValue<string>(SESSION_KEYS.activeSessionId);
}

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function startActivityTracking({
  idleMs = CONSTANTS.idleSessionMs,
  onIdle,
  now = Date.now,
}: ActivityOptions): () => void {
  let lastWrite = 0;
  let timer: number | undefined;

  const end = () => {
    const id = getActiveSessionId();
    if (!id) return;
    writeSessionValue(SESSION_KEYS.activeSessionId, null);
    writeSessionValue(SESSION_KEYS.lastActivityAt, null);
    analytics.track({ type: 'session_end', activeSessionId: id });
    onIdle();
  };

  const schedule = (delay: number) => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      const last = readSessionValue<number>(SESSION_KEYS.lastActivityAt) ?? 0;
      const left = last + idleMs - now();
      if (left > 0) schedule(left);
      else end();
    }, delay);
  };

  const onActivity = () => {
    const t = now();
    const last = readSessionValue<number>(SESSION_KEYS.lastActivityAt);
    const expired = last !== null && t - last >= idleMs;
    if (expired) end();
    if (!getActiveSessionId()) {
      const id = newId();
      writeSessionValue(SESSION_KEYS.activeSessionId, id);
      writeSessionValue(SESSION_KEYS.lastActivityAt, t);
      lastWrite = t;
      analytics.track({ type: 'session_start', activeSessionId: id });
      schedule(idleMs);
      return;
    }
    if (t - lastWrite >= WRITE_THROTTLE_MS) {
      lastWrite = t;
      writeSessionValue(SESSION_KEYS.lastActivityAt, t);
      schedule(idleMs);
    }
  };

  for (const e of EVENTS) window.addEventListener(e, onActivity, { passive: true, capture: true });
  if (getActiveSessionId()) {
    const last = readSessionValue<number>(SESSION_KEYS.lastActivityAt) ?? now();
    schedule(Math.max(0, last + idleMs - now()));
  }
  return () => {
    window.clearTimeout(timer);
    for (const e of EVENTS) window.removeEventListener(e, onActivity, { capture: true });
  };
}
