import fs from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { IngestedBook, UpdateOutcome } from '../features/catalogue/import/import.types.ts';

export const BOOK_FILE = /\.(epub|pdf)$/i;

export type FileEntry = { path: string; display: string } | { missing: string };

/**
 * The files to import, in order: named files as given (whatever their extension: the importer
 * says what is wrong with them), and for folders every *.epub / *.pdf below them, sorted,
 * hidden entries skipped. A path that does not exist is reported as missing.
 */
export async function collectBookFiles(args: string[], cwd: string): Promise<FileEntry[]> {
  const out: FileEntry[] = [];
  const seen = new Set<string>();
  const add = (abs: string) => {
    if (seen.has(abs)) return;
    seen.add(abs);
    out.push({ path: abs, display: displayPath(abs, cwd) });
  };
  async function walk(dir: string): Promise<void> {
    const entries = await fs.readdir(dir, { withFileTypes: true });
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const e of entries) {
      if (e.name.startsWith('.')) continue;
      const p = path.join(dir, e.name);
      const st = await fs.stat(p).catch(() => undefined);
      if (st?.isDirectory()) await walk(p);
      else if (st?.isFile() && BOOK_FILE.test(e.name)) add(p);
    }
  }
  for (const arg of args) {
    const abs = path.resolve(cwd, arg);
    const st = await fs.stat(abs).catch(() => undefined);
    if (!st) out.push({ missing: arg });
    else if (st.isDirectory()) await walk(abs);
    else add(abs);
  }
  return out;
}

export function displayPath(abs: string, cwd: string): string {
  const rel = path.relative(cwd, abs);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : abs;
}

/**
 * The report of one file: its line —
 * `✓ Title (PB-0042, epub 3.0 fixed-layout, 12 pages, read-along)`,
 * `↻ Title (PB-0042, …): updated (ages 4–8 → 6–9)`,
 * `• file: already in the catalogue as PB-0007`, or `✗ file: reason` — then every warning of
 * an imported or updated book on a line of its own, indented with "!".
 */
export function formatOutcome(display: string, outcome: UpdateOutcome): string {
  const lines = [lineFor(display, outcome)];
  if (outcome.status === 'imported' || outcome.status === 'updated') {
    for (const w of outcome.warnings) lines.push(`    ! ${w}`);
  }
  return lines.map(printable).join('\n');
}

/** Titles come from untrusted files: control characters (terminal escapes) are not printed. */
export function printable(s: string): string {
  return s.replace(/\p{Cc}/gu, ' ');
}

function lineFor(display: string, outcome: UpdateOutcome): string {
  if (outcome.status === 'rejected') return `✗ ${display}: ${outcome.reason}`;
  if (outcome.status === 'duplicate') return `• ${display}: ${outcome.reason}`;
  const b = outcome.book;
  const summary = `${b.title} (${summaryParts(b).join(', ')})`;
  if (outcome.status === 'updated') {
    return outcome.changes.length > 0
      ? `↻ ${summary}: updated (${outcome.changes.join(', ')})`
      : `• ${display}: already in the catalogue as ${b.idNumber}, nothing to update`;
  }
  return `✓ ${summary}`;
}

function summaryParts(b: IngestedBook): string[] {
  const format =
    b.fileType === 'pdf'
      ? `pdf${b.formatVersion ? ` ${b.formatVersion}` : ''}`
      : `epub${b.formatVersion ? ` ${b.formatVersion}` : ''} ${b.layout === 'fixed' ? 'fixed-layout' : 'reflowable'}`;
  const parts = [b.idNumber, format, `${b.pageCount} ${b.pageCount === 1 ? 'page' : 'pages'}`];
  if (b.isAudioIncluded) parts.push('read-along');
  return parts;
}

/** Books imported at once: IMPORT_CONCURRENCY, else two per core (at most 16). */
export function importConcurrency(env: NodeJS.ProcessEnv = process.env): number {
  const set = Number(env.IMPORT_CONCURRENCY);
  if (Number.isInteger(set) && set >= 1) return Math.min(set, 64);
  return Math.min(16, Math.max(2, availableParallelism() * 2));
}

/**
 * Runs `work` over `items` with at most `concurrency` at a time and hands each result to `emit`
 * in the order of the items, as soon as it and all before it are done. Once `stop()` answers
 * true no new item starts; the ones running finish and are emitted in order.
 */
export async function inOrder<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
  emit: (result: R) => void,
  stop: () => boolean = () => false,
): Promise<void> {
  const done = new Map<number, R>();
  let next = 0;
  let emitted = 0;
  const flush = () => {
    while (done.has(emitted)) {
      const r = done.get(emitted)!;
      done.delete(emitted);
      emitted++;
      emit(r);
    }
  };
  const lane = async () => {
    while (next < items.length && !stop()) {
      const i = next++;
      done.set(i, await work(items[i]!, i));
      flush();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, lane));
}

/**
 * Lets numbered tasks pass one point in the order of their numbers, whatever order they reach
 * it in: `turn(i)` resolves once every task before `i` has passed (`pass(j)`: it went through,
 * or it ended without getting there). The import command uses it so that books are written, and
 * so numbered, in the order of the files although they are read in parallel.
 */
export function createTurnstile() {
  /** Every task below `open` has passed. */
  let open = 0;
  const passed = new Set<number>();
  const waiting = new Map<number, Array<() => void>>();
  const advance = () => {
    while (passed.has(open)) {
      passed.delete(open);
      open++;
    }
    for (const [i, resolvers] of waiting) {
      if (i > open) continue;
      waiting.delete(i);
      for (const resolve of resolvers) resolve();
    }
  };
  return {
    turn(i: number): Promise<void> {
      if (i <= open) return Promise.resolve();
      return new Promise<void>((resolve) => {
        waiting.set(i, [...(waiting.get(i) ?? []), resolve]);
      });
    },
    /** Task `i` passed (more than once is fine). */
    pass(i: number): void {
      if (i < open) return;
      passed.add(i);
      advance();
    },
  };
}
