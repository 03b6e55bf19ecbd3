import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';
import type { BookContent } from '@pagebird/contract';
import type { ReaderDisplay, ReaderEngineHandle, ReaderLocation } from '../engine/engine-types.ts';
import { loadEngine } from '../engine/load-engine.ts';
import { READER_MARKS, markFirstPage, markTurnEnd } from '../perf.ts';
import type { StartAt } from './use-reading-session.ts';

export type EngineStatus = 'loading' | 'ready' | 'error';

export interface UseReaderEngine {
  engine: ReaderEngineHandle | null;
  location: ReaderLocation | null;
  status: EngineStatus;
  error: unknown;
}

interface Options {
  container: RefObject<HTMLElement | null>;
  manifest: BookContent;
  file: Promise<Blob>;
  display: ReaderDisplay;
  wordMode: boolean;
  start: StartAt;
  frameTitle: (index: number) => string;
}

/**
 * Opens the book (a new `file` promise opens it again) in the renderer for its type (loaded on demand) once the file is there, starts
 * at the stored position and follows the location. The engine is destroyed on unmount.
 */
export function useReaderEngine(opts: Options): UseReaderEngine {
  const { container, manifest, file } = opts;
  const [engine, setEngine] = useState<ReaderEngineHandle | null>(null);
  const [location, setLocation] = useState<ReaderLocation | null>(null);
  const [status, setStatus] = useState<EngineStatus>('loading');
  const [error, setError] = useState<unknown>(null);
  // Settings at open time; later changes go through setDisplay / setWordMode.
  const initial = useRef(opts);
  initial.current = opts;

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    let cancelled = false;
    let created: ReaderEngineHandle | null = null;
    let off: (() => void) | null = null;
    setStatus('loading');
    setError(null);
    setEngine(null);
    setLocation(null);
    // The renderer's code is asked for by the reader page once its title is on screen, with the
    // book file (decision 033); asking here, at mount, put it before the page's first paint.
    (async () => {
      const blob = await file;
      if (cancelled) return;
      const o = initial.current;
      const handle = await loadEngine({
        container: el,
        file: blob,
        manifest,
        display: o.display,
        wordMode: o.wordMode,
        frameTitle: o.frameTitle,
      });
      if (cancelled) {
        handle.destroy();
        return;
      }
      created = handle;
      let first = true;
      off = handle.onLocation((loc) => {
        if (first) {
          first = false;
          markFirstPage();
        } else markTurnEnd();
        setLocation(loc);
      });
      await handle.start(o.start?.position ?? null);
      if (cancelled) return;
      // The controls that come with a ready book (the narration bar, the page buttons) render
      // as a transition: in slices, after the first page is up.
      startTransition(() => {
        setEngine(handle);
        setStatus('ready');
      });
    })().catch((e: unknown) => {
      if (cancelled) return;
      console.error(e);
      setError(e);
      setStatus('error');
    });
    return () => {
      cancelled = true;
      off?.();
      created?.destroy();
      // Whatever the renderer left behind (an engine that failed half-way).
      el.replaceChildren();
      performance.clearMarks(READER_MARKS.turnStart);
    };
  }, [container, manifest, file]);

  useEffect(() => {
    engine?.setDisplay(opts.display);
  }, [engine, opts.display]);

  useEffect(() => {
    engine?.setWordMode(opts.wordMode);
  }, [engine, opts.wordMode]);

  return { engine, location, status, error };
}
