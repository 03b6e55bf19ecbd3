import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SortedLineFile } from './sorted-line-file.ts';

/** Binary search over a sorted file on disk, checked against the same lines in memory. */

const firstField = (line: string) => line.split(' ')[0] ?? '';
let dir: string;
let file: SortedLineFile;
let keys: string[];

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagebird-lines-'));
  // Header lines (key ""), then ~200 KB of sorted keys, some with long lines.
  const set = new Set<string>();
  for (let i = 0; i < 6000; i++) set.add(`k${(i * 7919) % 100_000}`.padEnd(8, 'x'));
  keys = [...set].sort();
  const lines = [
    '  1 a header line like the WordNet license',
    '  2 another one',
    ...keys.map((k, i) => `${k} ${i % 500 === 0 ? 'y'.repeat(5000) : 'payload'} ${i}`),
  ];
  const p = path.join(dir, 'index.test');
  fs.writeFileSync(p, lines.join('\n') + '\n');
  file = new SortedLineFile(p, firstField);
});
afterAll(async () => {
  await file.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('SortedLineFile', () => {
  it('finds every key, including the first, the last and those on very long lines', async () => {
    for (const [i, k] of keys.entries()) {
      if (i % 37 !== 0 && i !== keys.length - 1 && i % 500 !== 0) continue;
      const line = await file.find(k);
      expect(line?.split(' ')[0]).toBe(k);
      expect(line?.endsWith(` ${i}`)).toBe(true);
    }
  });

  it('finds nothing for keys that are not there (before, between and after)', async () => {
    expect(await file.find('a')).toBeNull();
    expect(await file.find(`${keys[10]}z`)).toBeNull();
    expect(await file.find('zzz')).toBeNull();
    expect(await file.find('')).toBeNull();
  });

  it('reads a range of keys by prefix', async () => {
    const prefix = 'k99';
    const expected = keys.filter((k) => k.startsWith(prefix));
    expect(expected.length).toBeGreaterThan(5);
    const lines = await file.linesFrom(prefix, (k) => k.startsWith(prefix));
    expect(lines.map(firstField)).toEqual(expected);
  });

  it('reads a line by byte offset', async () => {
    const text = fs.readFileSync(file.path, 'latin1');
    const offset = text.indexOf(`\n${keys[3]}`) + 1;
    expect(firstField((await file.lineAt(offset)) ?? '')).toBe(keys[3]);
    expect(await file.lineAt(text.length + 10)).toBeNull();
  });
});
