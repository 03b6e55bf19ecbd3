import fs from 'node:fs/promises';

/**
 * Read access to a large text file of lines sorted by a key (WordNet's `index.*` files), without
 * loading it: a binary search by byte offset narrows the range to one window, which is read once
 * and scanned. Opens the file on first use and keeps it open (the files never change).
 *
 * Keys compare as plain strings; the files are ASCII and sorted bytewise, so that is the files'
 * own order (the WordNet license lines at the top start with spaces: their key is "", which sorts
 * first). Lines end with "\n".
 */
export class SortedLineFile {
  /** Below this many bytes the search stops halving and reads the window in one go. */
  static readonly window = 32 * 1024;
  /** Longest line we expect (WordNet index lines are under 1 KB); reads grow past it if needed. */
  static readonly lineHint = 1024;

  private handle: Promise<{ fh: fs.FileHandle; size: number }> | undefined;

  constructor(
    readonly path: string,
    /** The key of a line (e.g. the text before the first space). */
    private readonly keyOf: (line: string) => string,
  ) {}

  private open() {
    this.handle ??= (async () => {
      const fh = await fs.open(this.path, 'r');
      const { size } = await fh.stat();
      return { fh, size };
    })();
    // A failed open is not cached: the next lookup tries again.
    this.handle.catch(() => (this.handle = undefined));
    return this.handle;
  }

  /** Bytes [pos, pos + len) of the file as text (shorter at the end of the file). */
  private async read(pos: number, len: number): Promise<string> {
    const { fh, size } = await this.open();
    const n = Math.max(0, Math.min(len, size - pos));
    if (n === 0) return '';
    const buf = Buffer.allocUnsafe(n);
    const { bytesRead } = await fh.read(buf, 0, n, pos);
    return buf.toString('latin1', 0, bytesRead);
  }

  /** The first line that starts after `pos` (its start and text), or null at the end. */
  private async lineAfter(pos: number): Promise<{ start: number; line: string } | null> {
    const { size } = await this.open();
    let len = SortedLineFile.lineHint * 2;
    for (;;) {
      const text = await this.read(pos, len);
      const nl = text.indexOf('\n');
      if (nl >= 0) {
        const start = pos + nl + 1;
        if (start >= size) return null;
        const end = text.indexOf('\n', nl + 1);
        if (end >= 0) return { start, line: text.slice(nl + 1, end) };
      }
      if (pos + len >= size) {
        if (nl < 0) return null;
        return { start: pos + nl + 1, line: text.slice(nl + 1) };
      }
      len *= 2;
    }
  }

  /**
   * The lines whose key is >= `from`, in file order, for as long as `keep(key)` holds: e.g. the
   * one line of a lemma, or every sense key starting with "dog%".
   */
  async linesFrom(from: string, keep: (key: string) => boolean): Promise<string[]> {
    const { size } = await this.open();
    // Invariant: `lo` is a line start and every line before it has key < from; the first line
    // with key >= from starts at or before `hi` (or there is none and hi = size).
    let lo = 0;
    let hi = size;
    while (hi - lo > SortedLineFile.window) {
      const mid = lo + Math.floor((hi - lo) / 2);
      const next = await this.lineAfter(mid);
      if (!next || next.start >= hi) break;
      if (this.keyOf(next.line) < from) lo = next.start;
      else hi = next.start;
    }
    const out: string[] = [];
    let pos = lo;
    let chunk = Math.max(hi - lo + SortedLineFile.lineHint, SortedLineFile.window);
    let carry = '';
    let started = false;
    while (pos < size) {
      const text = carry + (await this.read(pos, chunk));
      pos += chunk;
      const lines = text.split('\n');
      carry = pos < size ? (lines.pop() ?? '') : '';
      for (const line of lines) {
        if (!line) continue;
        const key = this.keyOf(line);
        if (!started) {
          if (key < from) continue;
          started = true;
        }
        if (!keep(key)) return out;
        out.push(line);
      }
      chunk = SortedLineFile.window;
    }
    return out;
  }

  /** The line whose key is exactly `key`, or null (also for "", the key of header lines). */
  async find(key: string): Promise<string | null> {
    if (!key) return null;
    const [line] = await this.linesFrom(key, (k) => k === key);
    return line ?? null;
  }

  /** The line starting at byte `offset` (WordNet data files are addressed this way). */
  async lineAt(offset: number): Promise<string | null> {
    const { size } = await this.open();
    if (offset < 0 || offset >= size) return null;
    let len = 4096;
    for (;;) {
      const text = await this.read(offset, len);
      const nl = text.indexOf('\n');
      if (nl >= 0) return text.slice(0, nl);
      if (offset + len >= size) return text;
      len *= 2;
    }
  }

  /** Close the file (tests; the server keeps it open for its lifetime). */
  async close(): Promise<void> {
    const h = this.handle;
    this.handle = undefined;
    if (h) await (await h).fh.close();
  }
}
