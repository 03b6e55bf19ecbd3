import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, clearBrowserValues } from '../../../lib/storage.ts';
import {
  loadReadToMeSettings,
  saveReadToMeEnabled,
  saveReadToMeVoice,
} from './narration-settings.ts';

describe('read-to-me settings (spec §3 "AI audio enabled and voice")', () => {
  it('defaults to on with the default voice', () => {
    expect(loadReadToMeSettings()).toEqual({ enabled: true, voice: null });
  });

  it('keeps the switch and the voice in the browser values', () => {
    saveReadToMeEnabled(false);
    saveReadToMeVoice('urn:Sky');
    expect(localStorage.getItem(STORAGE_KEYS.aiAudioEnabled)).toBe('false');
    expect(localStorage.getItem(STORAGE_KEYS.aiVoice)).toBe('"urn:Sky"');
    expect(loadReadToMeSettings()).toEqual({ enabled: false, voice: 'urn:Sky' });
    saveReadToMeVoice(null);
    expect(localStorage.getItem(STORAGE_KEYS.aiVoice)).toBeNull();
  });

  it('ignores values it cannot use', () => {
    localStorage.setItem(STORAGE_KEYS.aiAudioEnabled, '"yes"');
    localStorage.setItem(STORAGE_KEYS.aiVoice, '{not json');
    expect(loadReadToMeSettings()).toEqual({ enabled: true, voice: null });
  });

  it('survives a logout (a device preference)', () => {
    saveReadToMeEnabled(false);
    saveReadToMeVoice('urn:Robin');
    localStorage.setItem(STORAGE_KEYS.userToken, '"t"');
    clearBrowserValues();
    expect(localStorage.getItem(STORAGE_KEYS.userToken)).toBeNull();
    expect(loadReadToMeSettings()).toEqual({ enabled: false, voice: 'urn:Robin' });
  });
});
