import { Emitter, type TapEvent } from './engine-support.ts';
import type { ReaderEngine } from './reader-engine.ts';

export interface RoutedEngine {
  /** The engine as narration sees it: its taps are only those the reader passes on. */
  engine: ReaderEngine;
  pass(e: TapEvent): void;
}

/**
 * One tap, one meaning: the reader decides whether a tap on the words goes to narration
 * (tap-to-hear while a narration is running) or to the dictionary, and hands narration a view
 * of the engine whose `onTap` only sees the taps passed on. Everything else is the engine's.
 * Narration cannot destroy the reader's engine through this view.
 */
export function routeTaps(engine: ReaderEngine): RoutedEngine {
  const taps = new Emitter<TapEvent>();
  const view: ReaderEngine = {
    get kind() {
      return engine.kind;
    },
    get sections() {
      return engine.sections;
    },
    loadText: (href) => engine.loadText(href),
    loadBlob: (href) => engine.loadBlob(href),
    resolveHref: (href, base) => engine.resolveHref(href, base),
    visible: () => engine.visible(),
    goTo: (href) => engine.goTo(href),
    next: () => engine.next(),
    prev: () => engine.prev(),
    onRelocate: (cb) => engine.onRelocate(cb),
    onTap: (cb) => taps.on(cb),
    destroy: () => taps.clear(),
  };
  return { engine: view, pass: (e) => taps.emit(e) };
}
