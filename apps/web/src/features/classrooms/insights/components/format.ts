import type { ReadingLevelPoint } from '@pagebird/contract';

export const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

export const dateTimeLabel = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

export const levelText = (l: ReadingLevelPoint | null) =>
  l ? `${l.system.replace(/_/g, ' ')} ${l.value}` : '';

/**
 * Print one part of the page: the body carries the part's name while the print dialog is open,
 * and the print stylesheet hides every other part (`data-print-part`).
 */
export function printPart(name: string): void {
  document.body.dataset.printing = name;
  const done = () => {
    delete document.body.dataset.printing;
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}

/** A percentage figure, or the text for "none" when there is none. */
export const percent = (value: number | null, none: string) =>
  value === null ? none : `${value}%`;
