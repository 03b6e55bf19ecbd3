import { describe, expect, it } from 'vitest';
import { decidePageEnd, decideTurn, type TurnInput } from './page-turn.ts';

const base: TurnInput = {
  kind: 'epub-fixed',
  target: { sectionIndex: 3, href: 'EPUB/page-03.xhtml', fragment: 'w1' },
  visibleSections: [1, 2],
  targetOnScreen: false,
  pauseAfterPage: false,
};

describe('decideTurn', () => {
  it('stays when the target is on screen (either page of a spread), whatever the switch says', () => {
    expect(decideTurn({ ...base, targetOnScreen: true })).toEqual({ action: 'stay' });
    expect(decideTurn({ ...base, targetOnScreen: true, pauseAfterPage: true })).toEqual({
      action: 'stay',
    });
  });

  it('waits for the child to turn when "pause after each page" is on', () => {
    expect(decideTurn({ ...base, pauseAfterPage: true })).toEqual({ action: 'wait' });
  });

  it('turns to the next page when the target follows the spread, jumps otherwise', () => {
    expect(decideTurn(base)).toEqual({ action: 'next' });
    expect(
      decideTurn({
        ...base,
        target: { ...base.target, sectionIndex: 5, href: 'EPUB/page-05.xhtml' },
      }),
    ).toEqual({
      action: 'goTo',
      href: 'EPUB/page-05.xhtml#w1',
    });
    expect(decideTurn({ ...base, visibleSections: [] })).toEqual({
      action: 'goTo',
      href: 'EPUB/page-03.xhtml#w1',
    });
  });

  it('in a reflowable book turns within the section and jumps to another section', () => {
    const reflow = { ...base, kind: 'epub-reflowable' as const, visibleSections: [3] };
    expect(decideTurn(reflow)).toEqual({ action: 'next' });
    expect(decideTurn({ ...reflow, visibleSections: [2] })).toEqual({
      action: 'goTo',
      href: 'EPUB/page-03.xhtml#w1',
    });
  });
});

describe('decidePageEnd', () => {
  it('ends at the end of the book, waits or turns otherwise', () => {
    expect(decidePageEnd({ atEnd: true, pauseAfterPage: false })).toBe('end');
    expect(decidePageEnd({ atEnd: true, pauseAfterPage: true })).toBe('end');
    expect(decidePageEnd({ atEnd: false, pauseAfterPage: true })).toBe('wait');
    expect(decidePageEnd({ atEnd: false, pauseAfterPage: false })).toBe('next');
  });
});
