import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_ROOT } from '../../../paths.ts';
import { readMp3 } from './mp3.ts';
import { narratedPages } from './words.ts';

/**
 * The committed narration of the demo picture books (made by scripts/make-narration.mjs):
 * `narration/<idNumber>/p<N>.mp3` per story page and `timings.json` with every word's time.
 */

/** Where the committed narration lives (from the package root: the compiled server is one file). */
export const NARRATION_DIR = join(SERVER_ROOT, 'src', 'seed', 'library', 'narration');

export const TIMINGS_FILE = 'timings.json';
export const TIMINGS_FORMAT = 1;

export interface WordTiming {
  id: string;
  text: string;
  /** Seconds from the start of the page's audio. */
  start: number;
  end: number;
}

/** The content of `timings.json`. */
export interface NarrationTimings {
  format: typeof TIMINGS_FORMAT;
  idNumber: string;
  voice: string;
  sampleRate: number;
  /** Versions of espeak-ng, sox and lame that made the audio. */
  tools: Record<string, string>;
  pages: Array<{
    page: number;
    audio: string;
    /** Seconds of audio in the page's file (rounded to 0.1 ms). */
    duration: number;
    words: WordTiming[];
  }>;
}

export interface PageNarration {
  page: number;
  /** File name inside the book's narration folder, e.g. "p3.mp3". */
  audioFile: string;
  audio: Uint8Array;
  /** Exact playing time of the audio, seconds (read from the MP3). */
  duration: number;
  words: WordTiming[];
}

export interface BookNarration {
  voice: string;
  pages: PageNarration[];
  /** Sum of the page durations, seconds. */
  duration: number;
}

export class NarrationError extends Error {
  constructor(idNumber: string, problem: string) {
    super(
      `Narration of demo book ${idNumber}: ${problem}. ` +
        'Run `npx tsx scripts/make-narration.mjs ' +
        idNumber +
        '` (needs espeak-ng, sox and lame) and commit the result.',
    );
    this.name = 'NarrationError';
  }
}

/**
 * Loads and checks the committed narration of one picture book: the timings must name exactly
 * the words the packer prints (same ids, same text, in order), every time must lie inside its
 * page's audio, and every audio file must be a readable MP3 of the recorded length. Anything
 * missing or stale throws a NarrationError — a narrated book never silently loses its audio.
 */
export function loadNarration(
  book: { idNumber: string; pages: ReadonlyArray<{ text: string }> },
  dir: string = NARRATION_DIR,
): BookNarration {
  const fail = (problem: string): never => {
    throw new NarrationError(book.idNumber, problem);
  };
  const bookDir = join(dir, book.idNumber);
  const timingsPath = join(bookDir, TIMINGS_FILE);
  if (!existsSync(timingsPath)) fail(`${timingsPath} is missing`);
  let timings: NarrationTimings;
  try {
    timings = JSON.parse(readFileSync(timingsPath, 'utf8')) as NarrationTimings;
  } catch {
    return fail(`${timingsPath} is not valid JSON`);
  }
  if (timings.format !== TIMINGS_FORMAT || timings.idNumber !== book.idNumber) {
    fail(`${timingsPath} is for another book or format`);
  }
  // Pages without words have no audio.
  const expected = narratedPages(book.pages).filter((p) => p.words.length > 0);
  if (!Array.isArray(timings.pages) || timings.pages.length !== expected.length) {
    fail(
      `the book has ${expected.length} pages with words but the timings have ${timings.pages?.length}`,
    );
  }
  const pages = expected.map((page, i): PageNarration => {
    const recorded = timings.pages[i]!;
    const where = `page ${page.page}`;
    if (recorded.page !== page.page) fail(`${where} is recorded as page ${recorded.page}`);
    const words = recorded.words ?? [];
    if (
      words.length !== page.words.length ||
      words.some((w, k) => w.id !== page.words[k]!.id || w.text !== page.words[k]!.text)
    ) {
      fail(`the text of ${where} changed since it was recorded`);
    }
    let previousEnd = 0;
    for (const w of words) {
      if (!(w.start >= previousEnd && w.end > w.start && w.end <= recorded.duration)) {
        fail(`the times of word ${w.id} on ${where} are out of order or outside the audio`);
      }
      previousEnd = w.end;
    }
    if (!/^p\d+\.mp3$/.test(recorded.audio)) fail(`${where} names a bad audio file`);
    const audioPath = join(bookDir, recorded.audio);
    if (!existsSync(audioPath)) fail(`${audioPath} is missing`);
    const audio = new Uint8Array(readFileSync(audioPath));
    let playing: number;
    try {
      playing = readMp3(audio).duration;
    } catch (err) {
      return fail(`${audioPath} is not a readable MP3 (${(err as Error).message})`);
    }
    if (Math.abs(playing - recorded.duration) > 0.002) {
      fail(`${audioPath} plays ${playing.toFixed(3)} s but the timings say ${recorded.duration} s`);
    }
    return {
      page: page.page,
      audioFile: recorded.audio,
      audio,
      // The exact playing time (the timings file rounds to 0.1 ms).
      duration: playing,
      words: words.map(({ id, text, start, end }) => ({ id, text, start, end })),
    };
  });
  return {
    voice: timings.voice,
    pages,
    duration: pages.reduce((sum, p) => sum + p.duration, 0),
  };
}
