import { afterEach, describe, expect, it, vi } from 'vitest';
import { VERSION_FILE_PATH } from '@pagebird/contract';
import { checkVersionOnce, startVersionCheck } from './version-check.ts';
import { STORAGE_KEYS, readValue, writeValue } from './storage.ts';
import { sessionStore } from './auth/session-store.ts';
import { jsonResponse, signIn } from '../test/factories.ts';
import { onVersionChange } from '../app/background.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('version check', () => {
  it('polls the contract’s version file', () => {
    expect(VERSION_FILE_PATH).toBe('/version.json');
  });

  it('fetches the published version uncached and reports a change', async () => {
    writeValue(STORAGE_KEYS.appVersion, 'build-1');
    const fetchImpl = vi.fn(async () => jsonResponse(200, { version: 'build-2' }));
    const changed = vi.fn();
    expect(await checkVersionOnce({ onVersionChange: changed, fetchImpl })).toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith('/version.json', { cache: 'no-store' });
    expect(changed).toHaveBeenCalledWith('build-2', 'build-1');
    expect(readValue(STORAGE_KEYS.appVersion)).toBe('build-2');
  });

  it('does nothing when the version is the same or unreadable', async () => {
    writeValue(STORAGE_KEYS.appVersion, 'build-1');
    const changed = vi.fn();
    await checkVersionOnce({
      onVersionChange: changed,
      fetchImpl: async () => jsonResponse(200, { version: 'build-1' }),
    });
    await checkVersionOnce({
      onVersionChange: changed,
      fetchImpl: async () => new Response('<html>', { status: 200 }),
    });
    await checkVersionOnce({
      onVersionChange: changed,
      fetchImpl: async () => jsonResponse(404, {}),
    });
    expect(changed).not.toHaveBeenCalled();
  });

  it('logs a signed-in user out when the version changes', async () => {
    signIn('PARENT');
    writeValue(STORAGE_KEYS.appVersion, 'build-1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(204)),
    );
    await checkVersionOnce({
      onVersionChange,
      fetchImpl: async () => jsonResponse(200, { version: 'build-2' }),
    });
    await vi.waitFor(() => expect(sessionStore.get().authenticated).toBe(false));
  });

  it('checks every 10 seconds while the tab is visible', async () => {
    vi.useFakeTimers();
    writeValue(STORAGE_KEYS.appVersion, 'build-1');
    const fetchImpl = vi.fn(async () => jsonResponse(200, { version: 'build-1' }));
    const stop = startVersionCheck({ onVersionChange: vi.fn(), fetchImpl });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetchImpl).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    visibility.mockRestore();
    stop();
  });
});
