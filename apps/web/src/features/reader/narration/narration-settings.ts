import { STORAGE_KEYS, readValue, writeValue } from '../../../lib/storage.ts';

/**
 * Read-to-me settings kept in the browser (spec §3 browser values "AI audio enabled and voice").
 * They belong to the device, not the person: a logout keeps them (lib/storage KEPT_ON_LOGOUT).
 */
export interface ReadToMeSettings {
  /** Read-to-me on or off; on until the reader turns it off. */
  enabled: boolean;
  /** Chosen voice id, or null for the default voice of the book's language. */
  voice: string | null;
}

export function loadReadToMeSettings(store: Storage = localStorage): ReadToMeSettings {
  const enabled = readValue<unknown>(STORAGE_KEYS.aiAudioEnabled, store);
  const voice = readValue<unknown>(STORAGE_KEYS.aiVoice, store);
  return {
    enabled: typeof enabled === 'boolean' ? enabled : true,
    voice: typeof voice === 'string' && voice !== '' ? voice : null,
  };
}

export function saveReadToMeEnabled(enabled: boolean, store: Storage = localStorage): void {
  writeValue(STORAGE_KEYS.aiAudioEnabled, enabled, store);
}

export function saveReadToMeVoice(voice: string | null, store: Storage = localStorage): void {
  writeValue(STORAGE_KEYS.aiVoice, voice, store);
}
