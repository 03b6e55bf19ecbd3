/**
 * Performance marks of the reader (read by the e2e timing test and visible in DevTools):
 * - `pb:reader:first-page`: the first page of the book painted (time since navigation start);
 * - `pb:reader:turn` measures: from a page turn request to the new page painted.
 */
export const READER_MARKS = {
  firstPage: 'pb:reader:first-page',
  turnStart: 'pb:reader:turn-start',
  turn: 'pb:reader:turn',
} as const;

/** After the next paint: a frame, then a task. */
function afterPaint(fn: () => void) {
  requestAnimationFrame(() => setTimeout(fn, 0));
}

export function markFirstPage(): void {
  afterPaint(() => performance.mark(READER_MARKS.firstPage));
}

export function markTurnStart(): void {
  performance.clearMarks(READER_MARKS.turnStart);
  performance.mark(READER_MARKS.turnStart);
}

export function markTurnEnd(): void {
  if (performance.getEntriesByName(READER_MARKS.turnStart, 'mark').length === 0) return;
  afterPaint(() => {
    if (performance.getEntriesByName(READER_MARKS.turnStart, 'mark').length === 0) return;
    performance.measure(READER_MARKS.turn, READER_MARKS.turnStart);
    performance.clearMarks(READER_MARKS.turnStart);
  });
}
