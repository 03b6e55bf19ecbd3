import { useCallback, useState } from 'react';
import { READER_PAGE_SYSTEMS, READER_RULES } from '@pagebird/contract';
import { STORAGE_KEYS, readValue, writeValue } from '../../../lib/storage.ts';
import { clampFontScale } from '../engine/book-styles.ts';
import type { ReaderPageSystem } from '../engine/engine-types.ts';

/**
 * Reader preferences of this device. The page system is the spec §3 browser value "reader page
 * system" (default "progression", kept on logout); text size, the dyslexia-friendly font and
 * word mode are device preferences of the reader kept beside it.
 */
export interface ReaderSettings {
  pageSystem: ReaderPageSystem;
  fontScale: number;
  dyslexiaFont: boolean;
  /** Fixed-layout pages: taps look words up instead of turning pages. */
  wordMode: boolean;
}

export const READER_SETTING_KEYS = {
  fontScale: 'pb.reader.fontScale',
  dyslexiaFont: 'pb.reader.dyslexiaFont',
  wordMode: 'pb.reader.wordMode',
} as const;

function readLocal<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

function writeLocal(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or full storage: the setting lasts for this visit.
  }
}

const isPageSystem = (v: unknown): v is ReaderPageSystem =>
  (READER_PAGE_SYSTEMS as readonly unknown[]).includes(v);

/** The stored page system, or the default for a missing or unknown value (no Zod on the reader). */
export function readPageSystem(): ReaderPageSystem {
  const stored: unknown = readValue(STORAGE_KEYS.readerPageSystem);
  return isPageSystem(stored) ? stored : READER_RULES.defaultPageSystem;
}

export function loadReaderSettings(): ReaderSettings {
  const scale = readLocal<number>(READER_SETTING_KEYS.fontScale);
  return {
    pageSystem: readPageSystem(),
    fontScale: typeof scale === 'number' ? clampFontScale(scale) : 1,
    dyslexiaFont: readLocal<boolean>(READER_SETTING_KEYS.dyslexiaFont) === true,
    wordMode: readLocal<boolean>(READER_SETTING_KEYS.wordMode) === true,
  };
}

export function saveReaderSettings(s: ReaderSettings): void {
  writeValue(STORAGE_KEYS.readerPageSystem, s.pageSystem);
  writeLocal(READER_SETTING_KEYS.fontScale, s.fontScale);
  writeLocal(READER_SETTING_KEYS.dyslexiaFont, s.dyslexiaFont);
  writeLocal(READER_SETTING_KEYS.wordMode, s.wordMode);
}

export function useReaderSettings(): [ReaderSettings, (patch: Partial<ReaderSettings>) => void] {
  const [settings, setSettings] = useState<ReaderSettings>(loadReaderSettings);
  const update = useCallback((patch: Partial<ReaderSettings>) => {
    setSettings((prev) => {
      const next = { ...prev, ...patch };
      saveReaderSettings(next);
      return next;
    });
  }, []);
  return [settings, update];
}
