import { describe, expect, it } from 'vitest';
import { printable } from './import-files.ts';

describe('printable', () => {
  it('replaces control characters (terminal escapes) from untrusted titles, keeps the rest', () => {
    expect(printable('Bad\u001b[31mRed\u0007 title\u009b')).toBe('Bad [31mRed  title ');
    expect(printable('Café — ✓ 🦕')).toBe('Café — ✓ 🦕');
  });
});
