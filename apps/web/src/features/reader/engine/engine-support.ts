import { classifyPress, keyAction, LONG_PRESS_MS, TAP_SLOP_PX, tapAction } from './gestures.ts';
import type { TapZoneLayout } from './gestures.ts';
import type { RenderedSection } from './reader-engine.ts';

/** Resolve a package path (SMIL `src`, links) against the resource it appears in. */
export function resolvePath(href: string, base: string): string {
  const [path = '', hash] = href.split('#');
  let out: string;
  if (!path) out = base.split('#')[0] ?? '';
  else {
    try {
      // A fake origin resolves ".." inside the package; never leaves its root.
      const url = new URL(path, `https://package.invalid/${base.split('#')[0] ?? ''}`);
      out = decodeURIComponent(url.pathname.replace(/^\//, ''));
    } catch {
      out = path;
    }
  }
  return hash ? `${out}#${hash}` : out;
}

/** A tiny typed listener list. */
export class Emitter<T> {
  #listeners = new Set<(value: T) => void>();
  on(cb: (value: T) => void): () => void {
    this.#listeners.add(cb);
    return () => this.#listeners.delete(cb);
  }
  emit(value: T): void {
    for (const cb of [...this.#listeners]) {
      try {
        cb(value);
      } catch (e) {
        console.error(e);
      }
    }
  }
  clear(): void {
    this.#listeners.clear();
  }
}

/** The iframe that shows a section document (same origin: its frameElement is reachable). */
export function frameOf(doc: Document): HTMLIFrameElement | null {
  try {
    const el = doc.defaultView?.frameElement;
    return el instanceof HTMLIFrameElement || el?.localName === 'iframe'
      ? (el as HTMLIFrameElement)
      : null;
  } catch {
    return null;
  }
}

/** Map a point/rect from a section document to app viewport coordinates (frames may be scaled). */
export function sectionToViewport(doc: Document, rect: DOMRect): DOMRect {
  const frame = frameOf(doc);
  if (!frame) return rect;
  const r = frame.getBoundingClientRect();
  const sx = frame.offsetWidth > 0 ? r.width / frame.offsetWidth : 1;
  const sy = frame.offsetHeight > 0 ? r.height / frame.offsetHeight : 1;
  return new DOMRect(
    r.left + rect.left * sx,
    r.top + rect.top * sy,
    rect.width * sx,
    rect.height * sy,
  );
}

/** A tap that was not a page turn (the seam's onTap event, plus how it was pressed). */
export interface TapEvent {
  section: RenderedSection;
  x: number;
  y: number;
  target: Element | null;
  /** Pressed and held: the reader looks the word up (narration ignores long presses). */
  longPress: boolean;
}

export interface InputController {
  /** Listen to presses and keys inside a section document. */
  attachDocument(doc: Document, section: () => RenderedSection | null): void;
  setWordMode(on: boolean): void;
  readonly wordMode: boolean;
  destroy(): void;
}

export interface InputOptions {
  /** The reading area (tap zones are measured against it). */
  stage: HTMLElement;
  layout: TapZoneLayout;
  rtl: boolean;
  /** Swipes handled here (not by the renderer's own touch scrolling). */
  swipe: boolean;
  wordMode: boolean;
  turn: (action: 'prev' | 'next') => void;
  tap: (e: TapEvent) => void;
}

/** Elements of a book frame come from another realm: check the node type, not instanceof. */
const asElement = (t: EventTarget | null): Element | null =>
  t && (t as Node).nodeType === 1 ? (t as Element) : null;

/** A press on text: an element with words of its own, not the page's html/body or a picture. */
function isOnText(el: Element | null): boolean {
  if (!el) return false;
  const name = el.localName;
  if (name === 'html' || name === 'body' || name === 'img' || name === 'svg' || name === 'image') {
    return false;
  }
  return /[\p{L}\p{N}]/u.test(el.textContent ?? '');
}

const isLink = (el: Element | null) => !!el?.closest?.('a[href], button, input, select, textarea');

/**
 * Page turns by tap zones, swipes and keys; other taps (and every long press) go to `tap` with
 * the section, the point in the section's own coordinates and the element under it.
 */
export function createInputController(opts: InputOptions): InputController {
  let wordMode = opts.wordMode;
  const cleanups: (() => void)[] = [];

  const zone = (viewportX: number) => {
    const r = opts.stage.getBoundingClientRect();
    return { x: viewportX - r.left, width: r.width };
  };

  const track = (
    target: Document | HTMLElement,
    toViewportX: (clientX: number) => number,
    section: () => RenderedSection | null,
  ) => {
    let start: { x: number; y: number; t: number; id: number; type: string } | null = null;
    let longTimer: ReturnType<typeof setTimeout> | undefined;
    let longFired = false;

    const fireTap = (clientX: number, clientY: number, el: Element | null, longPress: boolean) => {
      const { x, width } = zone(toViewportX(clientX));
      const action = tapAction({
        x,
        width,
        layout: opts.layout,
        wordMode,
        longPress,
        onText: isOnText(el),
        rtl: opts.rtl,
      });
      if (action === 'none') return;
      if (action !== 'content') {
        opts.turn(action);
        return;
      }
      const s = section();
      if (s) opts.tap({ section: s, x: clientX, y: clientY, target: el, longPress });
    };

    const onDown = (e: Event) => {
      const p = e as PointerEvent;
      if (p.pointerType === 'mouse' && p.button !== 0) return;
      const el = asElement(p.target);
      if (isLink(el)) return;
      start = {
        x: p.clientX,
        y: p.clientY,
        t: performance.now(),
        id: p.pointerId,
        type: p.pointerType,
      };
      longFired = false;
      clearTimeout(longTimer);
      longTimer = setTimeout(() => {
        if (!start) return;
        longFired = true;
        fireTap(start.x, start.y, el, true);
      }, LONG_PRESS_MS);
    };
    const onMove = (e: Event) => {
      const p = e as PointerEvent;
      if (!start || p.pointerId !== start.id) return;
      if (Math.hypot(p.clientX - start.x, p.clientY - start.y) > TAP_SLOP_PX)
        clearTimeout(longTimer);
    };
    const onUp = (e: Event) => {
      const p = e as PointerEvent;
      clearTimeout(longTimer);
      const s = start;
      start = null;
      if (!s || p.pointerId !== s.id || longFired) return;
      const el = asElement(p.target);
      const result = classifyPress(
        s,
        { x: p.clientX, y: p.clientY, t: performance.now() },
        { rtl: opts.rtl, swipe: opts.swipe && s.type !== 'mouse' },
      );
      if (result.kind === 'swipe') opts.turn(result.action);
      else if (result.kind === 'tap') {
        // A tap that ends a text selection is not a page turn.
        const sel = (target as Document).getSelection?.() ?? null;
        if (sel && !sel.isCollapsed) return;
        fireTap(p.clientX, p.clientY, el, result.longPress);
      }
    };
    const onCancel = () => {
      clearTimeout(longTimer);
      start = null;
    };
    // A long press must not open the context menu or start a selection on touch screens.
    const onContext = (e: Event) => {
      if (longFired) e.preventDefault();
    };
    const onKey = (e: Event) => {
      const k = e as KeyboardEvent;
      if (k.defaultPrevented || k.altKey || k.ctrlKey || k.metaKey) return;
      const action = keyAction(k.key, opts.rtl);
      if (!action) return;
      k.preventDefault();
      opts.turn(action);
    };
    target.addEventListener('pointerdown', onDown);
    target.addEventListener('pointermove', onMove);
    target.addEventListener('pointerup', onUp);
    target.addEventListener('pointercancel', onCancel);
    target.addEventListener('contextmenu', onContext);
    // Keys inside a book frame (it has focus after a click); the app window has its own listener.
    if ((target as Node).nodeType === 9) {
      target.addEventListener('keydown', onKey);
    }
    return () => {
      clearTimeout(longTimer);
      target.removeEventListener('pointerdown', onDown);
      target.removeEventListener('pointermove', onMove);
      target.removeEventListener('pointerup', onUp);
      target.removeEventListener('pointercancel', onCancel);
      target.removeEventListener('contextmenu', onContext);
      target.removeEventListener('keydown', onKey);
    };
  };

  // Presses on the reading area outside the book frames (margins, the background of a spread).
  cleanups.push(
    track(
      opts.stage,
      (x) => x,
      () => null,
    ),
  );

  return {
    attachDocument(doc, section) {
      cleanups.push(
        track(
          doc,
          (clientX) => sectionToViewport(doc, new DOMRect(clientX, 0, 0, 0)).left,
          section,
        ),
      );
    },
    setWordMode(on) {
      wordMode = on;
    },
    get wordMode() {
      return wordMode;
    },
    destroy() {
      for (const c of cleanups.splice(0)) c();
    },
  };
}
