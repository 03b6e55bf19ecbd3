import { describe, expect, it } from 'vitest';
import type { IngestedBook } from '../features/catalogue/import/import.types.ts';
import { formatOutcome, printable } from './import-files.ts';

describe('printable', () => {
  it('replaces control characters (terminal escapes) from untrusted titles, keeps the rest', () => {
    expect(printable('Bad\u001b[31mRed\u0007 title\u009b')).toBe('Bad [31mRed  title ');
    expect(printable('Café — ✓ 🦕')).toBe('Café — ✓ 🦕');
  });
});

describe('formatOutcome', () => {
  const book: IngestedBook = {
    id: 'b1',
    idNumber: 'PB-0042',
    title: 'Five Warnings',
    fileType: 'epub',
    formatVersion: '3.0',
    layout: 'reflowable',
    pageCount: 3,
    isAudioIncluded: false,
    ageMin: 4,
    ageMax: 8,
    fileKey: 'books/b1/x.epub',
    coverKey: null,
    coverThumbKey: null,
  };
  const warnings = ['one', 'two', 'three', 'four', 'five\u001b[2J'];

  it('prints every warning of an imported book, not only the first three', () => {
    expect(formatOutcome('five.epub', { status: 'imported', book, warnings }).split('\n')).toEqual([
      '✓ Five Warnings (PB-0042, epub 3.0 reflowable, 3 pages)',
      '    ! one',
      '    ! two',
      '    ! three',
      '    ! four',
      '    ! five [2J',
    ]);
  });

  it('says what an update changed, or that there was nothing to update', () => {
    expect(
      formatOutcome('five.epub', {
        status: 'updated',
        book,
        warnings: [],
        changes: ['ages 2–14 → 4–8', 'title'],
      }),
    ).toBe(
      '↻ Five Warnings (PB-0042, epub 3.0 reflowable, 3 pages): updated (ages 2–14 → 4–8, title)',
    );
    expect(formatOutcome('five.epub', { status: 'updated', book, warnings: [], changes: [] })).toBe(
      '• five.epub: already in the catalogue as PB-0042, nothing to update',
    );
  });
});
