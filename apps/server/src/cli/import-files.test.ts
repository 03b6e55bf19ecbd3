import { describe, expect, it } from 'vitest';
import type { IngestedBook } from '../features/catalogue/import/import.types.ts';
import {
  createTurnstile,
  formatOutcome,
  importConcurrency,
  inOrder,
  printable,
} from './import-files.ts';

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

describe('inOrder', () => {
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('runs several at once but hands the results over in the order of the items', async () => {
    const delays = [30, 5, 20, 1, 10, 2];
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    await inOrder(
      delays.map((d, i) => ({ d, i })),
      3,
      async ({ d, i }) => {
        running++;
        most = Math.max(most, running);
        await wait(d);
        running--;
        return i;
      },
      (i) => seen.push(i),
    );
    expect(seen).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(3);
  });

  it('starts nothing new once stopped, and still emits what ran, in order', async () => {
    const seen: number[] = [];
    let started = 0;
    await inOrder(
      [0, 1, 2, 3, 4, 5, 6, 7],
      2,
      async (i) => {
        started++;
        await wait(5);
        return i;
      },
      (i) => seen.push(i),
      () => started >= 3,
    );
    expect(started).toBe(3);
    expect(seen).toEqual([0, 1, 2]);
  });
});

describe('importConcurrency', () => {
  it('is IMPORT_CONCURRENCY when set, else two per core between 2 and 16', () => {
    expect(importConcurrency({ IMPORT_CONCURRENCY: '1' })).toBe(1);
    expect(importConcurrency({ IMPORT_CONCURRENCY: '6' })).toBe(6);
    const auto = importConcurrency({});
    expect(auto).toBeGreaterThanOrEqual(2);
    expect(auto).toBeLessThanOrEqual(16);
    expect(importConcurrency({ IMPORT_CONCURRENCY: 'lots' })).toBe(auto);
  });
});

describe('createTurnstile', () => {
  it('lets tasks through in the order of their numbers, whatever order they arrive in', async () => {
    const gate = createTurnstile();
    const through: number[] = [];
    const task = async (i: number, delay: number) => {
      await new Promise((r) => setTimeout(r, delay));
      await gate.turn(i);
      through.push(i);
      gate.pass(i);
      gate.pass(i); // twice is harmless
    };
    // Task 2 ends without reaching the gate: it passes anyway, so 3 is not held up.
    const skipped = new Promise<void>((r) =>
      setTimeout(() => {
        gate.pass(2);
        r();
      }, 5),
    );
    await Promise.all([task(3, 1), task(1, 10), task(0, 20), skipped, task(4, 0)]);
    expect(through).toEqual([0, 1, 3, 4]);
  });
});
