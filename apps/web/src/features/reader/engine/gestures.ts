/**
 * Page turning by tap zones and swipes (pure decisions; the engines feed them pointer events).
 *
 * - Fixed-layout picture books: only the outer 15 % of each side turns the page, so a tap means
 *   the same thing wherever the words are (a word on the right-hand page never turns it). With
 *   "Tap words" off a tap in the middle does nothing; with it on, a tap on a word goes to the
 *   words (dictionary, read-along tap-to-hear) and the edges turn only off the text. A long
 *   press always goes to the words.
 * - Reflowable books and PDFs: a tap in the outer 15 % of each side that is not on text turns
 *   the page; a tap on text (and anywhere in the middle) goes to the words. A long press always
 *   goes to the words.
 * - A horizontal swipe turns the page in every layout (reflowable books swipe through the
 *   renderer's own touch scrolling).
 */

export type TapZoneLayout = 'fixed' | 'flow';
/** `none`: the tap means nothing (picture books with "Tap words" off, away from the edges). */
export type TapAction = 'prev' | 'next' | 'content' | 'none';

/** Press longer than this (ms) without moving is a long press. */
export const LONG_PRESS_MS = 450;
/** Movement (px) under which a press is still a tap. */
export const TAP_SLOP_PX = 10;
/** Share of the reading area's width at each edge that turns pages. */
export const EDGE_ZONE = 0.15;

export interface TapInput {
  /** Pointer x inside the reading area and its width (app viewport pixels). */
  x: number;
  width: number;
  layout: TapZoneLayout;
  wordMode: boolean;
  longPress: boolean;
  /** The press landed on text (a word-bearing element, not the page margin or a picture). */
  onText?: boolean;
  rtl?: boolean;
}

export function tapAction({
  x,
  width,
  layout,
  wordMode,
  longPress,
  onText,
  rtl,
}: TapInput): TapAction {
  if (longPress) return 'content';
  if (width <= 0) return 'content';
  const f = x / width;
  const edge = f < EDGE_ZONE ? 'left' : f > 1 - EDGE_ZONE ? 'right' : null;
  // Picture books without "Tap words": the edges turn, the rest of the page is for looking.
  const wordsFirst = layout === 'flow' || wordMode;
  const side = wordsFirst && onText ? null : edge;
  if (side === null) return wordsFirst ? 'content' : 'none';
  const forward = rtl ? 'left' : 'right';
  return side === forward ? 'next' : 'prev';
}

export interface SwipeInput {
  dx: number;
  dy: number;
  ms: number;
  rtl?: boolean;
}

/** A quick, mostly horizontal stroke of at least 40 px: finger to the left goes forward. */
export function swipeAction({ dx, dy, ms, rtl }: SwipeInput): 'prev' | 'next' | null {
  if (ms > 1000 || Math.abs(dx) < 40 || Math.abs(dx) < Math.abs(dy) * 1.5) return null;
  const towardsLeft = dx < 0;
  return towardsLeft !== !!rtl ? 'next' : 'prev';
}

/** Keys that turn pages (the reader listens on the app and inside the book frames). */
export function keyAction(key: string, rtl = false): 'prev' | 'next' | null {
  switch (key) {
    case 'ArrowRight':
      return rtl ? 'prev' : 'next';
    case 'ArrowLeft':
      return rtl ? 'next' : 'prev';
    case 'PageDown':
      return 'next';
    case 'PageUp':
      return 'prev';
    default:
      return null;
  }
}

export interface PointerStart {
  x: number;
  y: number;
  t: number;
}

export type PressResult =
  | { kind: 'tap'; longPress: boolean }
  | { kind: 'swipe'; action: 'prev' | 'next' }
  | { kind: 'none' };

/** What a press from `start` to (x, y, t) was. */
export function classifyPress(
  start: PointerStart,
  end: PointerStart,
  opts: { rtl?: boolean; swipe: boolean },
): PressResult {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const ms = end.t - start.t;
  if (Math.hypot(dx, dy) <= TAP_SLOP_PX) return { kind: 'tap', longPress: ms >= LONG_PRESS_MS };
  if (opts.swipe) {
    const action = swipeAction({ dx, dy, ms, rtl: opts.rtl });
    if (action) return { kind: 'swipe', action };
  }
  return { kind: 'none' };
}
