import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalStorage, TMP_DIR_NAME } from './local.ts';
import {
  InvalidStorageKeyError,
  parseRangeHeader,
  RangeNotSatisfiableError,
  type StorageProvider,
} from './storage.provider.ts';

let dir: string;
let root: string;
let storage: StorageProvider;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagebird-storage-'));
  root = path.join(dir, 'files');
  storage = createLocalStorage({ root });
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const bytes = (s: string) => new Uint8Array(Buffer.from(s));
const tmpFiles = () => fs.readdirSync(path.join(root, TMP_DIR_NAME));

describe('local storage', () => {
  it('stores, reads, checks and deletes a file', async () => {
    await storage.put('covers/abc.png', bytes('png-bytes'), 'image/png');
    expect(fs.readFileSync(path.join(root, 'covers', 'abc.png'), 'utf8')).toBe('png-bytes');
    expect(await storage.exists('covers/abc.png')).toBe(true);

    const obj = await storage.get('covers/abc.png');
    expect(obj).toMatchObject({ size: 9, contentType: 'image/png', range: null });
    expect(obj!.etag).toMatch(/^"9-[0-9a-f]+"$/);
    expect(await text(obj!.body)).toBe('png-bytes');

    await storage.delete('covers/abc.png');
    expect(await storage.exists('covers/abc.png')).toBe(false);
    expect(await storage.get('covers/abc.png')).toBeNull();
    // the emptied directory goes too, the root stays
    expect(fs.existsSync(path.join(root, 'covers'))).toBe(false);
    expect(fs.existsSync(root)).toBe(true);
    // deleting what is not there is fine
    await storage.delete('covers/abc.png');
  });

  it('serves the content type the key stands for and refuses a mismatch', async () => {
    const typeOf = async (key: string) => {
      const obj = (await storage.get(key))!;
      obj.body.destroy();
      return obj.contentType;
    };
    await storage.put('books/b1/f.epub', bytes('PK'), 'application/epub+zip');
    expect(await typeOf('books/b1/f.epub')).toBe('application/epub+zip');
    await storage.put('covers/c.svg', bytes('<svg/>'), 'image/svg+xml; charset=utf-8');
    expect(await typeOf('covers/c.svg')).toBe('image/svg+xml');
    await expect(storage.put('covers/x.png', bytes('x'), 'text/html')).rejects.toThrow(
      InvalidStorageKeyError,
    );
    expect(fs.existsSync(path.join(root, 'covers', 'x.png'))).toBe(false);
  });

  it.each([
    '../escape.png',
    'covers/../../escape.png',
    '/etc/passwd.txt',
    'covers\\x.png',
    'covers//x.png',
    './x.png',
    '.tmp/x.png',
    'covers/.hidden.png',
    'covers/x.png/',
    'covers/no-extension',
    'covers/x.exe',
    'covers/x%2f..%2fy.png',
    'covers/x\0.png',
    '',
  ])('refuses the key %j for every operation', async (key) => {
    await expect(storage.put(key, bytes('x'), 'image/png')).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.exists(key)).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
    expect(fs.existsSync(path.join(dir, 'escape.png'))).toBe(false);
  });

  it('refuses a key that a symlink inside the root points outside', async () => {
    const outside = path.join(dir, 'outside');
    fs.mkdirSync(outside);
    fs.writeFileSync(path.join(outside, 'secret.txt'), 'secret');
    fs.symlinkSync(outside, path.join(root, 'link'));
    await expect(storage.get('link/secret.txt')).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.exists('link/secret.txt')).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.put('link/new.txt', bytes('x'), 'text/plain')).rejects.toThrow(
      InvalidStorageKeyError,
    );
    await expect(storage.delete('link/secret.txt')).rejects.toThrow(InvalidStorageKeyError);
    expect(fs.existsSync(path.join(outside, 'new.txt'))).toBe(false);
    expect(fs.readFileSync(path.join(outside, 'secret.txt'), 'utf8')).toBe('secret');
  });

  it('serves byte ranges', async () => {
    await storage.put('audio/a.mp3', bytes('0123456789'), 'audio/mpeg');
    const read = async (range: Parameters<StorageProvider['get']>[1]) => {
      const obj = (await storage.get('audio/a.mp3', range))!;
      return { range: obj.range, size: obj.size, text: await text(obj.body) };
    };
    expect(await read({ range: { start: 2, end: 4 } })).toEqual({
      range: { start: 2, end: 4 },
      size: 10,
      text: '234',
    });
    expect(await read({ range: { start: 7 } })).toEqual({
      range: { start: 7, end: 9 },
      size: 10,
      text: '789',
    });
    expect(await read({ range: { suffix: 3 } })).toEqual({
      range: { start: 7, end: 9 },
      size: 10,
      text: '789',
    });
    // an end past the last byte is cut to the size
    expect(await read({ range: { start: 8, end: 100 } })).toMatchObject({ text: '89' });
    expect(await read({ range: { suffix: 50 } })).toMatchObject({ text: '0123456789' });
    await expect(storage.get('audio/a.mp3', { range: { start: 10 } })).rejects.toThrow(
      RangeNotSatisfiableError,
    );
    await expect(storage.get('audio/a.mp3', { range: { suffix: 0 } })).rejects.toMatchObject({
      size: 10,
    });
  });

  it('reads a byte range of a large file from disk, with its modification time', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024);
    for (let i = 0; i < big.length; i++) big[i] = i % 251;
    await storage.put('books/b1/big.pdf', big, 'application/pdf');
    const at = new Date('2030-01-02T03:04:05Z');
    fs.utimesSync(path.join(root, 'books', 'b1', 'big.pdf'), at, at);
    const obj = (await storage.get('books/b1/big.pdf', {
      range: { start: 2_000_000, end: 2_000_099 },
    }))!;
    expect(obj.range).toEqual({ start: 2_000_000, end: 2_000_099 });
    expect(obj.size).toBe(big.length);
    expect(obj.lastModified?.toISOString()).toBe(at.toISOString());
    const chunks: Buffer[] = [];
    for await (const c of obj.body) chunks.push(c as Buffer);
    // one small read: the stream never held more than the range
    expect(chunks.map((c) => c.length)).toEqual([100]);
    expect(Buffer.concat(chunks).equals(big.subarray(2_000_000, 2_000_100))).toBe(true);
  });

  it('has no signed URLs (the app serves local files itself)', async () => {
    await storage.put('books/b1/f.epub', bytes('PK'), 'application/epub+zip');
    const now = new Date();
    expect(await storage.signedUrl('books/b1/f.epub', { expiresInSeconds: 300, now })).toBeNull();
    await expect(storage.signedUrl('../x.epub', { expiresInSeconds: 300, now })).rejects.toThrow(
      InvalidStorageKeyError,
    );
  });

  it('parses Range headers (one bytes range; anything else means the whole file)', () => {
    expect(parseRangeHeader('bytes=0-99')).toEqual({ start: 0, end: 99 });
    expect(parseRangeHeader('bytes=100-')).toEqual({ start: 100 });
    expect(parseRangeHeader('bytes=-500')).toEqual({ suffix: 500 });
    expect(parseRangeHeader(' bytes = 5 - 6 ')).toEqual({ start: 5, end: 6 });
    expect(parseRangeHeader(undefined)).toBeNull();
    expect(parseRangeHeader('bytes=0-1,5-6')).toBeNull();
    expect(parseRangeHeader('items=0-1')).toBeNull();
    expect(parseRangeHeader('bytes=-')).toBeNull();
    expect(parseRangeHeader('bytes=9-3')).toBeNull();
    expect(parseRangeHeader('bytes=99999999999999999999-')).toBeNull();
  });

  it('replaces a file atomically: open readers keep the old bytes, new readers get the new', async () => {
    const v1 = 'A'.repeat(256 * 1024);
    const v2 = 'B'.repeat(300 * 1024);
    await storage.put('covers/same.png', bytes(v1), 'image/png');
    const before = (await storage.get('covers/same.png'))!;
    await storage.put('covers/same.png', bytes(v2), 'image/png');
    expect(await text(before.body)).toBe(v1);
    const after = (await storage.get('covers/same.png'))!;
    expect(after.size).toBe(v2.length);
    expect(await text(after.body)).toBe(v2);
    expect(tmpFiles()).toEqual([]);
  });

  it('writes through a temporary file: the final path never holds a partial file', async () => {
    const target = path.join(root, 'covers', 'big.png');
    const seen: number[] = [];
    // Watch the final path while a large write is in flight.
    const data = new Uint8Array(8 * 1024 * 1024).fill(7);
    const watcher = setInterval(() => {
      try {
        seen.push(fs.statSync(target).size);
      } catch {
        seen.push(-1);
      }
    }, 0);
    try {
      await storage.put('covers/big.png', data, 'image/png');
    } finally {
      clearInterval(watcher);
    }
    expect(seen.every((s) => s === -1 || s === data.length)).toBe(true);
    expect(fs.statSync(target).size).toBe(data.length);
    expect(tmpFiles()).toEqual([]);
  });

  it('leaves neither the file nor a temporary file behind when a write fails', async () => {
    // "covers" is a file, so covers/x.png cannot be created.
    fs.writeFileSync(path.join(root, 'covers'), 'not a directory');
    await expect(storage.put('covers/x.png', bytes('x'), 'image/png')).rejects.toThrow();
    expect(tmpFiles()).toEqual([]);
    expect(await storage.exists('covers/x.png')).toBe(false);
  });

  it('removes stale temporary files left by a crash when it starts', async () => {
    const tmp = path.join(root, TMP_DIR_NAME);
    const stale = path.join(tmp, 'old.part');
    const fresh = path.join(tmp, 'fresh.part');
    fs.writeFileSync(stale, 'half');
    fs.writeFileSync(fresh, 'in flight');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    fs.utimesSync(stale, twoHoursAgo, twoHoursAgo);
    createLocalStorage({ root });
    await vi.waitFor(() => expect(fs.existsSync(stale)).toBe(false));
    expect(fs.existsSync(fresh)).toBe(true);
  });
});
