/**
 * Browser-kept values of spec §3. One key per value, all prefixed, JSON-encoded. Values kept per
 * tab (book origin, active session id, …) live in sessionStorage.
 */
export const STORAGE_KEYS = {
  role: 'pb.role',
  email: 'pb.email',
  profile: 'pb.profile',
  userToken: 'pb.userToken',
  authenticated: 'pb.authenticated',
  classId: 'pb.classId',
  currentClassCode: 'pb.currentClassCode',
  usedClassCodes: 'pb.usedClassCodes',
  completedBook: 'pb.completedBook',
  feedbackWidgetVisible: 'pb.feedbackWidgetVisible',
  readerPageSystem: 'pb.readerPageSystem',
  welcomeVideoMuted: 'pb.welcomeVideoMuted',
  appVersion: 'pb.appVersion',
  aiAudioEnabled: 'pb.aiAudioEnabled',
  aiVoice: 'pb.aiVoice',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export const SESSION_KEYS = {
  bookOrigin: 'pb.bookOrigin',
  bookSessionId: 'pb.bookSessionId',
  activeSessionId: 'pb.activeSessionId',
  lastActivityAt: 'pb.lastActivityAt',
  browseInterestsModalShown: 'pb.browseInterestsModalShown',
  nonReadBooksCount: 'pb.nonReadBooksCount',
} as const;
export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

/**
 * Values a logout keeps: the device's class codes (so the next student of a shared classroom
 * computer can pick the class again, as the "Class time is over" flow of spec §4 keeps them) and
 * device preferences that are not about the person (reader page system, welcome video muted,
 * AI audio and voice, feedback widget visibility) plus the app version the version check needs.
 */
export const KEPT_ON_LOGOUT: readonly StorageKey[] = [
  STORAGE_KEYS.currentClassCode,
  STORAGE_KEYS.usedClassCodes,
  STORAGE_KEYS.appVersion,
  STORAGE_KEYS.readerPageSystem,
  STORAGE_KEYS.welcomeVideoMuted,
  STORAGE_KEYS.aiAudioEnabled,
  STORAGE_KEYS.aiVoice,
  STORAGE_KEYS.feedbackWidgetVisible,
];

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export function readValue<T>(key: StorageKey, store: Storage = localStorage): T | null {
  return safe(() => {
    const raw = store.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  }, null);
}

export function writeValue(key: StorageKey, value: unknown, store: Storage = localStorage): void {
  safe(() => {
    if (value === null || value === undefined) store.removeItem(key);
    else store.setItem(key, JSON.stringify(value));
  }, undefined);
}

export function readSessionValue<T>(key: SessionKey): T | null {
  return readValue<T>(key as unknown as StorageKey, sessionStorage);
}

export function writeSessionValue(key: SessionKey, value: unknown): void {
  writeValue(key as unknown as StorageKey, value, sessionStorage);
}

/** Remove every browser-kept value except the kept ones; per-tab values go too. */
export function clearBrowserValues(keep: readonly StorageKey[] = KEPT_ON_LOGOUT): void {
  for (const key of Object.values(STORAGE_KEYS)) {
    if (!keep.includes(key)) writeValue(key, null);
  }
  for (const key of Object.values(SESSION_KEYS)) {
    if (key !== SESSION_KEYS.activeSessionId && key !== SESSION_KEYS.lastActivityAt) {
      writeSessionValue(key, null);
    }
  }
}
