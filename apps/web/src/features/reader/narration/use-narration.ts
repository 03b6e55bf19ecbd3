import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { BookContent } from '@pagebird/contract';
import type { ReaderEngine } from '../engine/reader-engine.ts';
import {
  loadTimeline,
  readMediaClasses,
  type MediaClasses,
  type Timeline,
} from './media-overlay.ts';
import type {
  NarrationPlayer,
  NarrationState,
  NarrationStatus,
  PlaybackSpeed,
} from './narration-player.ts';
import { PLAYBACK_SPEEDS } from './narration-player.ts';
import {
  loadReadToMeSettings,
  saveReadToMeEnabled,
  saveReadToMeVoice,
  type ReadToMeSettings,
} from './narration-settings.ts';
import { ReadAlongPlayer } from './read-along-player.ts';
import { ReadToMePlayer } from './read-to-me-player.ts';
import {
  BrowserSpeechProvider,
  speechSupported,
  type SpeechProvider,
  type SpeechVoice,
} from './speech-provider.ts';

export type NarrationMode = 'read-along' | 'read-to-me' | 'none';

export interface Narration {
  /** Read-along (the book's media overlays), read-to-me (speech synthesis), or nothing. */
  mode: NarrationMode;
  /** The media overlays are still loading. */
  loading: boolean;
  /**
   * The mode the bar has, or while the book opens (no renderer yet) the mode it will have:
   * read-along when the catalogue says the book comes with audio, read-to-me when the browser can
   * speak. Unless `none`, the reader keeps the bar's room from the start, so the book is not laid
   * out again when the bar appears (that moved a reopened book's first word on screen, and its
   * page number), and shows the bar's look in that mode from its first paint (NarrationPreview).
   */
  upcoming: NarrationMode;
  status: NarrationStatus;
  playing: boolean;
  error: string | null;
  play(): void;
  pause(): void;
  toggle(): void;
  speeds: readonly PlaybackSpeed[];
  speed: PlaybackSpeed;
  setSpeed(speed: PlaybackSpeed): void;
  pauseAfterPage: boolean;
  setPauseAfterPage(on: boolean): void;
  /** Read-to-me switched on (kept in the browser). */
  readToMe: boolean;
  setReadToMe(on: boolean): void;
  /** Voices for the book's language (all voices when none match). */
  voices: SpeechVoice[];
  voice: string | null;
  setVoice(voice: string | null): void;
}

export interface UseNarrationOptions {
  /** Speech provider for read-to-me; default the browser's, null for none. */
  speech?: SpeechProvider | null;
  /** Space toggles play (not while focus is in a field or on a control). Default true. */
  keyboard?: boolean;
}

interface Overlays {
  engine: ReaderEngine;
  timeline: Timeline;
  classes: MediaClasses;
}

const IDLE: NarrationState = { status: 'idle', error: null };
const idleState = () => IDLE;
const noSubscribe = () => () => undefined;

/** Space must keep its meaning in fields and on buttons, switches, radios, lists… */
const KEEPS_SPACE =
  'input, textarea, select, button, a[href], summary, [contenteditable]:not([contenteditable="false"]), ' +
  '[role="button"], [role="switch"], [role="checkbox"], [role="radio"], [role="option"], ' +
  '[role="listbox"], [role="combobox"], [role="menuitem"], [role="slider"], [role="textbox"], [role="tab"]';

export function keepsSpace(target: EventTarget | null): boolean {
  const el = target as Element | null;
  return (
    !!el &&
    el.nodeType === 1 &&
    typeof el.closest === 'function' &&
    el.closest(KEEPS_SPACE) !== null
  );
}

function languageVoices(voices: SpeechVoice[], lang: string | undefined): SpeechVoice[] {
  if (!lang) return voices;
  const primary = lang.toLowerCase().split('-')[0];
  const same = voices.filter((v) => v.lang.toLowerCase().split(/[-_]/)[0] === primary);
  return same.length > 0 ? same : voices;
}

/**
 * Narration for the open book: read-along when the book has media overlays, read-to-me otherwise.
 * The reader renders `<NarrationBar narration={useNarration(engine, manifest)} />`.
 */
export function useNarration(
  engine: ReaderEngine | null,
  manifest: BookContent,
  options: UseNarrationOptions = {},
): Narration {
  const { keyboard = true } = options;
  const speech = useMemo<SpeechProvider | null>(
    () =>
      options.speech !== undefined
        ? options.speech
        : speechSupported()
          ? new BrowserSpeechProvider()
          : null,
    [options.speech],
  );
  const lang = manifest.languages[0];
  const hasOverlays = !!engine && engine.sections.some((s) => s.mediaOverlayHref);

  const [overlays, setOverlays] = useState<Overlays | null>(null);
  const [settings, setSettings] = useState<ReadToMeSettings>(() => loadReadToMeSettings());
  const [speed, setSpeedState] = useState<PlaybackSpeed>(1);
  const [pauseAfterPage, setPauseState] = useState(false);
  const [voices, setVoices] = useState<SpeechVoice[]>([]);
  const [player, setPlayer] = useState<NarrationPlayer | null>(null);

  const latest = useRef({ speed, pauseAfterPage, voice: settings.voice });
  latest.current = { speed, pauseAfterPage, voice: settings.voice };

  useEffect(() => {
    if (!engine || !hasOverlays) return;
    let cancelled = false;
    Promise.all([loadTimeline(engine), readMediaClasses(engine)])
      .then(([timeline, classes]) => {
        if (!cancelled) setOverlays({ engine, timeline, classes });
      })
      .catch(() => {
        const timeline: Timeline = { pars: [], runs: [], runOf: [] };
        if (!cancelled) {
          setOverlays({
            engine,
            timeline,
            classes: { activeClass: null, playbackActiveClass: null },
          });
        }
      });
    return () => {
      cancelled = true;
    };
  }, [engine, hasOverlays]);

  const loaded = overlays && overlays.engine === engine ? overlays : null;
  // A book whose overlays turn out empty or broken falls back to read-to-me.
  const mode: NarrationMode = !engine
    ? 'none'
    : hasOverlays && (!loaded || loaded.timeline.pars.length > 0)
      ? 'read-along'
      : speech
        ? 'read-to-me'
        : 'none';
  const upcoming: NarrationMode = engine
    ? mode
    : manifest.isAudioIncluded
      ? 'read-along'
      : speech
        ? 'read-to-me'
        : 'none';
  const loading = mode === 'read-along' && !loaded;
  const readToMeOn = settings.enabled;

  useEffect(() => {
    if (!engine) return;
    const { speed: rate, pauseAfterPage: pause, voice } = latest.current;
    let created: NarrationPlayer | null = null;
    if (mode === 'read-along' && loaded) {
      created = new ReadAlongPlayer(engine, loaded.timeline, {
        classes: loaded.classes,
        rate,
        pauseAfterPage: pause,
      });
    } else if (mode === 'read-to-me' && speech && readToMeOn) {
      created = new ReadToMePlayer(engine, speech, { lang, voice, rate, pauseAfterPage: pause });
    }
    setPlayer(created);
    return () => {
      created?.destroy();
      // Cleanup may run on unmount; a stale player reference only ever reads "idle".
    };
  }, [engine, mode, loaded, speech, readToMeOn, lang]);

  useEffect(() => {
    if (mode !== 'read-to-me' || !speech) return;
    let cancelled = false;
    speech
      .voices()
      .then((all) => {
        if (!cancelled) setVoices(languageVoices(all, lang));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [mode, speech, lang]);

  const state = useSyncExternalStore(
    player ? player.subscribe : noSubscribe,
    player ? player.getState : idleState,
    idleState,
  );
  const playing = state.status === 'playing';

  const play = useCallback(() => void player?.play(), [player]);
  const pause = useCallback(() => player?.pause(), [player]);
  const toggle = useCallback(() => {
    if (!player) return;
    if (player.getState().status === 'playing') player.pause();
    else void player.play();
  }, [player]);

  const setSpeed = useCallback(
    (next: PlaybackSpeed) => {
      setSpeedState(next);
      player?.setRate(next);
    },
    [player],
  );
  const setPauseAfterPage = useCallback(
    (on: boolean) => {
      setPauseState(on);
      player?.setPauseAfterPage(on);
    },
    [player],
  );
  const setReadToMe = useCallback((on: boolean) => {
    saveReadToMeEnabled(on);
    setSettings((s) => ({ ...s, enabled: on }));
  }, []);
  const setVoice = useCallback(
    (voice: string | null) => {
      saveReadToMeVoice(voice);
      setSettings((s) => ({ ...s, voice }));
      if (player instanceof ReadToMePlayer) player.setVoice(voice);
    },
    [player],
  );

  // Space toggles play, in the app and inside the book's pages (their keys do not reach us).
  const toggleRef = useRef(toggle);
  toggleRef.current = toggle;
  useEffect(() => {
    if (!keyboard || !engine || mode === 'none') return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== ' ' || e.defaultPrevented || e.repeat || e.altKey || e.ctrlKey || e.metaKey)
        return;
      if (keepsSpace(e.target)) return;
      e.preventDefault();
      toggleRef.current();
    };
    const docs = new Set<Document>();
    const attach = () => {
      for (const d of docs) d.removeEventListener('keydown', onKey);
      docs.clear();
      for (const s of engine.visible()) {
        if (s.doc === document) continue;
        s.doc.addEventListener('keydown', onKey);
        docs.add(s.doc);
      }
    };
    window.addEventListener('keydown', onKey);
    attach();
    const off = engine.onRelocate(attach);
    return () => {
      window.removeEventListener('keydown', onKey);
      off();
      for (const d of docs) d.removeEventListener('keydown', onKey);
    };
  }, [keyboard, engine, mode]);

  return {
    mode,
    loading,
    upcoming,
    status: state.status,
    playing,
    error: state.error,
    play,
    pause,
    toggle,
    speeds: PLAYBACK_SPEEDS,
    speed,
    setSpeed,
    pauseAfterPage,
    setPauseAfterPage,
    readToMe: readToMeOn,
    setReadToMe,
    voices,
    voice: settings.voice,
    setVoice,
  };
}
