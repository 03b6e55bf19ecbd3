import { CONSTANTS, VERSION_FILE_PATH } from '@pagebird/contract';
import { STORAGE_KEYS, readValue, writeValue } from './storage.ts';

/** The build id compiled into this client (apps/web/build/version-file.ts). */
export const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev';

export interface VersionCheckOptions {
  /** Called when the published version differs from the stored one. */
  onVersionChange: (published: string, stored: string) => void;
  intervalMs?: number;
  fetchImpl?: typeof fetch;
}

/** Fetch the published version (uncached); null when it cannot be read. */
export async function fetchPublishedVersion(
  fetchImpl: typeof fetch = fetch,
): Promise<string | null> {
  try {
    const res = await fetchImpl(VERSION_FILE_PATH, { cache: 'no-store' });
    if (!res.ok) return null;
    // Shape of the contract's versionFileSchema, checked by hand to keep zod out of the entry chunk.
    const body = (await res.json()) as { version?: unknown } | null;
    return body && typeof body.version === 'string' && body.version ? body.version : null;
  } catch {
    return null;
  }
}

/** One comparison of spec §4 "Version check". Returns true when the version changed. */
export async function checkVersionOnce(options: VersionCheckOptions): Promise<boolean> {
  const published = await fetchPublishedVersion(options.fetchImpl);
  if (!published) return false;
  const stored = readValue<string>(STORAGE_KEYS.appVersion);
  if (stored === null) {
    writeValue(STORAGE_KEYS.appVersion, published);
    return false;
  }
  if (stored === published) return false;
  writeValue(STORAGE_KEYS.appVersion, published);
  options.onVersionChange(published, stored);
  return true;
}

/**
 * Spec §4: every 10 s while the tab is visible the published version is compared with the stored
 * one. The first run stores this client's build id when nothing is stored yet.
 */
export function startVersionCheck(options: VersionCheckOptions): () => void {
  if (readValue<string>(STORAGE_KEYS.appVersion) === null) {
    writeValue(STORAGE_KEYS.appVersion, BUILD_ID);
  }
  let running = false;
  const tick = async () => {
    if (running || document.visibilityState !== 'visible') return;
    running = true;
    try {
      await checkVersionOnce(options);
    } finally {
      running = false;
    }
  };
  const timer = window.setInterval(tick, options.intervalMs ?? CONSTANTS.versionCheckMs);
  return () => window.clearInterval(timer);
}
