import { describe, expect, it } from 'vitest';
import { classifyPress, keyAction, LONG_PRESS_MS, swipeAction, tapAction } from './gestures.ts';

describe('tap zones', () => {
  const tap = (x: number, over: Partial<Parameters<typeof tapAction>[0]> = {}) =>
    tapAction({ x, width: 1000, layout: 'flow', wordMode: false, longPress: false, ...over });

  it('flowing books: the outer 15 % of each side turns the page, the middle goes to the words', () => {
    expect(tap(50)).toBe('prev');
    expect(tap(149)).toBe('prev');
    expect(tap(150)).toBe('content');
    expect(tap(500)).toBe('content');
    expect(tap(851)).toBe('next');
    expect(tap(990)).toBe('next');
  });

  it('flowing books: a tap on text near the edge is a word, not a page turn', () => {
    expect(tap(50, { onText: true })).toBe('content');
    expect(tap(990, { onText: true })).toBe('content');
  });

  it('picture books, "Tap words" off: only the outer edges turn; a tap on a word does nothing', () => {
    expect(tap(100, { layout: 'fixed' })).toBe('prev');
    expect(tap(149, { layout: 'fixed', onText: true })).toBe('prev');
    expect(tap(900, { layout: 'fixed' })).toBe('next');
    // The middle of either page — a word on the right-hand page too — never turns the page
    // and never opens a word card.
    expect(tap(400, { layout: 'fixed' })).toBe('none');
    expect(tap(700, { layout: 'fixed', onText: true })).toBe('none');
    expect(tap(850, { layout: 'fixed', onText: true })).toBe('none');
  });

  it('picture books, "Tap words" on: a tap on a word looks it up, edges off the text turn', () => {
    const on = { layout: 'fixed', wordMode: true } as const;
    expect(tap(700, { ...on, onText: true })).toBe('content');
    expect(tap(980, { ...on, onText: true })).toBe('content');
    expect(tap(500, on)).toBe('content');
    expect(tap(20, on)).toBe('prev');
    expect(tap(980, on)).toBe('next');
  });

  it('long presses reach the words', () => {
    expect(tap(900, { layout: 'fixed', longPress: true })).toBe('content');
    expect(tap(500, { layout: 'fixed', longPress: true })).toBe('content');
    expect(tap(10, { longPress: true })).toBe('content');
  });

  it('right-to-left books turn the other way', () => {
    expect(tap(50, { rtl: true })).toBe('next');
    expect(tap(950, { rtl: true })).toBe('prev');
    expect(tap(900, { layout: 'fixed', rtl: true })).toBe('prev');
    expect(tap(100, { layout: 'fixed', rtl: true })).toBe('next');
  });
});

describe('swipes and keys', () => {
  it('a quick horizontal stroke turns the page; vertical or slow strokes do not', () => {
    expect(swipeAction({ dx: -120, dy: 10, ms: 200 })).toBe('next');
    expect(swipeAction({ dx: 120, dy: 10, ms: 200 })).toBe('prev');
    expect(swipeAction({ dx: -120, dy: 10, ms: 200, rtl: true })).toBe('prev');
    expect(swipeAction({ dx: -30, dy: 0, ms: 100 })).toBeNull();
    expect(swipeAction({ dx: -100, dy: 90, ms: 100 })).toBeNull();
    expect(swipeAction({ dx: -300, dy: 0, ms: 1500 })).toBeNull();
  });

  it('arrow keys follow the reading direction; Page Up/Down are always back/forward', () => {
    expect(keyAction('ArrowRight')).toBe('next');
    expect(keyAction('ArrowLeft')).toBe('prev');
    expect(keyAction('ArrowRight', true)).toBe('prev');
    expect(keyAction('PageDown', true)).toBe('next');
    expect(keyAction('PageUp')).toBe('prev');
    expect(keyAction('Enter')).toBeNull();
  });

  it('classifies presses: tap, long press, swipe, or a drag that is neither', () => {
    const start = { x: 100, y: 100, t: 0 };
    expect(classifyPress(start, { x: 103, y: 102, t: 120 }, { swipe: true })).toEqual({
      kind: 'tap',
      longPress: false,
    });
    expect(classifyPress(start, { x: 100, y: 100, t: LONG_PRESS_MS }, { swipe: true })).toEqual({
      kind: 'tap',
      longPress: true,
    });
    expect(classifyPress(start, { x: 10, y: 105, t: 150 }, { swipe: true })).toEqual({
      kind: 'swipe',
      action: 'next',
    });
    expect(classifyPress(start, { x: 10, y: 105, t: 150 }, { swipe: false })).toEqual({
      kind: 'none',
    });
  });
});
