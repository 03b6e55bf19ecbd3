import type { ReaderEngine } from '../engine/reader-engine.ts';

/**
 * What the narration does when the next thing to read is not on screen: stay (it is there), wait
 * for the child to turn the page ("pause after each page", for early readers), or turn the page —
 * `next()` when it simply follows, `goTo()` when it is further away (pages without narration in
 * between, or another section of a reflowable book).
 */
export type TurnDecision =
  { action: 'stay' } | { action: 'wait' } | { action: 'next' } | { action: 'goTo'; href: string };

export interface TurnInput {
  kind: ReaderEngine['kind'];
  target: { sectionIndex: number; href: string; fragment: string | null };
  /** Spine indexes of the sections on screen. */
  visibleSections: readonly number[];
  /** Whether the target itself is on screen (its section, and in a reflowable book its page). */
  targetOnScreen: boolean;
  pauseAfterPage: boolean;
}

export function decideTurn(input: TurnInput): TurnDecision {
  const { kind, target, visibleSections, targetOnScreen, pauseAfterPage } = input;
  if (targetOnScreen) return { action: 'stay' };
  if (pauseAfterPage) return { action: 'wait' };
  const withFragment = target.fragment ? `${target.href}#${target.fragment}` : target.href;
  if (visibleSections.length === 0) return { action: 'goTo', href: withFragment };
  if (kind === 'epub-reflowable') {
    // Same section, later page: the ordinary page turn. Elsewhere: straight to the element.
    return visibleSections.includes(target.sectionIndex)
      ? { action: 'next' }
      : { action: 'goTo', href: withFragment };
  }
  const last = Math.max(...visibleSections);
  return target.sectionIndex === last + 1
    ? { action: 'next' }
    : { action: 'goTo', href: withFragment };
}

/** When the text on screen has been read: end of book, wait for the child, or turn. */
export type PageEndDecision = 'end' | 'wait' | 'next';

export function decidePageEnd(input: { atEnd: boolean; pauseAfterPage: boolean }): PageEndDecision {
  if (input.atEnd) return 'end';
  return input.pauseAfterPage ? 'wait' : 'next';
}
