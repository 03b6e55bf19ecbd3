import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseImportArgs } from './import-args.ts';
import { collectBookFiles, formatOutcome } from './import-files.ts';

describe('parseImportArgs', () => {
  it('reads paths and every option, in both --x v and --x=v forms', () => {
    expect(
      parseImportArgs([
        'books',
        '--age',
        '4-8',
        'one.epub',
        '--interests=animals, dinosaurs',
        '--territories',
        'us,GB',
        '--segments=educator',
      ]),
    ).toEqual({
      kind: 'run',
      update: false,
      paths: ['books', 'one.epub'],
      overrides: {
        ageMin: 4,
        ageMax: 8,
        interests: ['animals', 'dinosaurs'],
        salesTerritories: ['US', 'GB'],
        userSegments: ['EDUCATOR'],
      },
    });
    expect(parseImportArgs(['a.pdf', '--age', '6'])).toMatchObject({
      overrides: { ageMin: 6, ageMax: 6 },
    });
    expect(parseImportArgs(['--territories', 'WORLD', '--', '--odd-name.epub'])).toEqual({
      kind: 'run',
      update: false,
      paths: ['--odd-name.epub'],
      overrides: { salesTerritories: ['WORLD'] },
    });
    expect(parseImportArgs(['a.epub', '--update', '--age=6-9'])).toEqual({
      kind: 'run',
      update: true,
      paths: ['a.epub'],
      overrides: { ageMin: 6, ageMax: 9 },
    });
  });

  it('explains what is wrong', () => {
    expect(parseImportArgs([])).toEqual({
      kind: 'error',
      message: 'Name at least one file or folder',
    });
    expect(parseImportArgs(['x', '--colour', 'red'])).toEqual({
      kind: 'error',
      message: 'Unknown option --colour',
    });
    expect(parseImportArgs(['x', '--age'])).toEqual({
      kind: 'error',
      message: '--age needs a value',
    });
    for (const age of ['1-8', '4-15', '9-4', 'young']) {
      expect(parseImportArgs(['x', '--age', age])).toEqual({
        kind: 'error',
        message: `--age must be like 4-8, with ages from 2 to 14 (got ${age})`,
      });
    }
    expect(parseImportArgs(['x', '--territories', 'USA'])).toMatchObject({ kind: 'error' });
    expect(parseImportArgs(['x', '--segments', 'KIDS'])).toMatchObject({ kind: 'error' });
    expect(parseImportArgs(['x', '--help'])).toEqual({ kind: 'help' });
  });
});

describe('collectBookFiles', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagebird-collect-'));
    fs.mkdirSync(path.join(dir, 'shelf', 'nested'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'shelf', '.hidden'));
    fs.writeFileSync(path.join(dir, 'shelf', 'b.epub'), 'x');
    fs.writeFileSync(path.join(dir, 'shelf', 'A.PDF'), 'x');
    fs.writeFileSync(path.join(dir, 'shelf', 'notes.txt'), 'x');
    fs.writeFileSync(path.join(dir, 'shelf', 'nested', 'c.epub'), 'x');
    fs.writeFileSync(path.join(dir, 'shelf', '.hidden', 'd.epub'), 'x');
    fs.writeFileSync(path.join(dir, 'loose.bin'), 'x');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('walks folders for EPUB and PDF files, keeps named files, reports missing paths', async () => {
    const files = await collectBookFiles(['shelf', 'loose.bin', 'nope', 'shelf/b.epub'], dir);
    expect(files).toEqual([
      { path: path.join(dir, 'shelf', 'A.PDF'), display: path.join('shelf', 'A.PDF') },
      { path: path.join(dir, 'shelf', 'b.epub'), display: path.join('shelf', 'b.epub') },
      {
        path: path.join(dir, 'shelf', 'nested', 'c.epub'),
        display: path.join('shelf', 'nested', 'c.epub'),
      },
      { path: path.join(dir, 'loose.bin'), display: 'loose.bin' },
      { missing: 'nope' },
    ]);
  });
});

describe('formatOutcome', () => {
  const book = {
    id: 'id',
    idNumber: 'PB-0042',
    title: 'The Little Red Kite',
    fileType: 'epub' as const,
    formatVersion: '3.0',
    layout: 'fixed' as const,
    pageCount: 12,
    isAudioIncluded: true,
    ageMin: 4,
    ageMax: 7,
    fileKey: 'k',
    coverKey: null,
    coverThumbKey: null,
  };

  it('prints one line per file', () => {
    expect(formatOutcome('kite.epub', { status: 'imported', book, warnings: [] })).toBe(
      '✓ The Little Red Kite (PB-0042, epub 3.0 fixed-layout, 12 pages, read-along)',
    );
    expect(
      formatOutcome('cats.epub', {
        status: 'imported',
        warnings: [],
        book: { ...book, layout: 'reflowable', pageCount: 1, isAudioIncluded: false },
      }),
    ).toBe('✓ The Little Red Kite (PB-0042, epub 3.0 reflowable, 1 page)');
    expect(
      formatOutcome('p.pdf', {
        status: 'imported',
        warnings: [],
        book: { ...book, fileType: 'pdf', formatVersion: '1.5', isAudioIncluded: false },
      }),
    ).toBe('✓ The Little Red Kite (PB-0042, pdf 1.5, 12 pages)');
    expect(
      formatOutcome('bad.epub', {
        status: 'rejected',
        reason: 'The file is damaged or incomplete',
      }),
    ).toBe('✗ bad.epub: The file is damaged or incomplete');
    expect(
      formatOutcome('kite-copy.epub', {
        status: 'duplicate',
        reason: 'already in the catalogue as PB-0042',
        existing: { id: 'id', idNumber: 'PB-0042', title: 'The Little Red Kite' },
      }),
    ).toBe('• kite-copy.epub: already in the catalogue as PB-0042');
  });

  it('does not print control characters from a hostile title', () => {
    expect(
      formatOutcome('x.epub', {
        status: 'imported',
        warnings: [],
        book: { ...book, title: 'Evil\u001b]0;pwned\u0007 Title' },
      }),
    ).toBe('✓ Evil ]0;pwned  Title (PB-0042, epub 3.0 fixed-layout, 12 pages, read-along)');
  });
});
