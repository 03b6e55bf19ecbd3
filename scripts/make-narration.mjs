#!/usr/bin/env node
// Records the read-along narration of the demo picture books (dev-time; the output is committed).
//
// Usage (from the repository root):
//   npx tsx scripts/make-narration.mjs                  every book with `narrated: true`
//   npx tsx scripts/make-narration.mjs PB-0003 PB-0007  only these books
//   npx tsx scripts/make-narration.mjs --module apps/server/src/seed/library/test-books.ts \
//     --export TEST_BOOKS                               books from another module (test fixtures)
//   --out <dir>  write somewhere else than apps/server/src/seed/library/narration
//
// Needs the Debian packages espeak-ng, sox and lame (`apt-get install espeak-ng sox lame`).
// It runs under tsx because the books are TypeScript modules.
//
// For every narrated picture book it writes `narration/<idNumber>/p<N>.mp3` (one file per story
// page: mono, 44.1 kHz, ~48 kbit/s ABR with a Xing/LAME tag, so players know the exact length) and
// `narration/<idNumber>/timings.json` with the start and end second of every word.
//
// How the word times are exact: each word is synthesised on its own by espeak-ng (voice
// en-us+f3, 140 words a minute), resampled to 44.1 kHz and trimmed of leading and trailing
// silence by sox, and the page is then assembled here sample by sample — a short gap after a
// word, a longer one after a comma and longer still at the end of a sentence — recording each
// word's first and last sample. The page is encoded with lame. The words and their ids come from
// the same function the EPUB packer uses (narration/words.ts), so ids always match the page.
//
// Re-runnable and deterministic: espeak-ng, sox (no dither, repeatable mode) and lame give the
// same bytes for the same text, so re-running leaves unchanged books byte-identical; audio files
// of pages that no longer exist are removed.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const libraryDir = join(root, 'apps/server/src/seed/library');

const VOICE = 'en-us+f3';
const WORDS_PER_MINUTE = 140;
const SAMPLE_RATE = 44100;
/** Average bit rate (ABR keeps a Xing/LAME tag with the exact length; CBR 48 has no room). */
const BITRATE_KBPS = 48;
/** Silence in seconds: before the first word, after a word, a clause, a sentence, and at the end. */
const LEAD_IN = 0.3;
const GAP = { word: 0.1, comma: 0.3, sentence: 0.55 };
const TAIL = 0.6;
/** sox `silence` threshold: quieter than this at a word's edges is cut. */
const TRIM_THRESHOLD = '0.3%';
const SIZE_BUDGET = 3 * 1024 * 1024;
/**
 * Words espeak-ng says differently when they stand alone: the article "a" alone is read as the
 * letter name ("ay"); in a sentence it is a schwa. Values are espeak-ng phoneme input.
 */
const ALONE = { a: '[[@]]' };

function usage(message) {
  if (message) console.error(message);
  console.error(
    'usage: npx tsx scripts/make-narration.mjs [--module <file> --export <name>] [--out <dir>] [idNumber…]',
  );
  process.exit(2);
}

function parseArgs(argv) {
  const options = {
    module: join(libraryDir, 'content/index.ts'),
    exportName: 'DEMO_BOOKS',
    out: join(libraryDir, 'narration'),
    ids: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => argv[++i] ?? usage(`${arg} needs a value`);
    if (arg === '--module') options.module = resolve(value());
    else if (arg === '--export') options.exportName = value();
    else if (arg === '--out') options.out = resolve(value());
    else if (arg === '--help' || arg === '-h') usage();
    else if (arg.startsWith('-')) usage(`unknown option ${arg}`);
    else options.ids.push(arg);
  }
  return options;
}

/** Runs a tool, returning stdout; exits with its stderr when it fails. */
function run(cmd, args, input) {
  const result = spawnSync(cmd, args, { input, maxBuffer: 256 * 1024 * 1024 });
  if (result.error) {
    const hint =
      result.error.code === 'ENOENT' ? ' — install it: apt-get install espeak-ng sox lame' : '';
    throw new Error(`${cmd}: ${result.error.message}${hint}`);
  }
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed:\n${result.stderr.toString()}`);
  }
  return result.stdout;
}

/** 16-bit mono PCM samples of one spoken word, silence trimmed, at SAMPLE_RATE. */
function synthesiseWord(word, work) {
  const wav = join(work, 'word.wav');
  const input = ALONE[word.toLowerCase()] ?? word;
  run('espeak-ng', ['-v', VOICE, '-s', String(WORDS_PER_MINUTE), '-w', wav, '--', input]);
  // -D: no dither; -R: repeatable. Trim the start, reverse, trim the (old) end, reverse back;
  // the output options make sox resample to SAMPLE_RATE at the end of the chain.
  const raw = run('sox', [
    '-D',
    '-R',
    wav,
    '-r',
    String(SAMPLE_RATE),
    '-b',
    '16',
    '-c',
    '1',
    '-e',
    'signed-integer',
    '-t',
    'raw',
    '-',
    'silence',
    '1',
    '0.005',
    TRIM_THRESHOLD,
    'reverse',
    'silence',
    '1',
    '0.005',
    TRIM_THRESHOLD,
    'reverse',
  ]);
  if (raw.length < 2) throw new Error(`espeak-ng produced no sound for "${word}"`);
  return raw.subarray(0, raw.length - (raw.length % 2));
}

const seconds = (samples) => Math.round((samples / SAMPLE_RATE) * 10000) / 10000;
const silence = (s) => Buffer.alloc(Math.round(s * SAMPLE_RATE) * 2);

function encodeMp3(pcm, work, target) {
  const raw = join(work, 'page.raw');
  writeFileSync(raw, pcm);
  run('lame', [
    '-r',
    '-s',
    '44.1',
    '--bitwidth',
    '16',
    '--signed',
    '--little-endian',
    '-m',
    'm',
    '--abr',
    String(BITRATE_KBPS),
    '--resample',
    '44.1',
    '--noreplaygain',
    '-q',
    '2',
    '--quiet',
    raw,
    target,
  ]);
}

function recordBook(book, narratedPages, out, work, cache, tools) {
  const bookDir = join(out, book.idNumber);
  mkdirSync(bookDir, { recursive: true });
  const pages = [];
  // A page without words (a wordless spread) gets no audio.
  for (const page of narratedPages(book.pages).filter((p) => p.words.length > 0)) {
    const parts = [silence(LEAD_IN)];
    let offset = parts[0].length / 2;
    const words = [];
    page.words.forEach((word, i) => {
      let pcm = cache.get(word.speak);
      if (!pcm) {
        pcm = synthesiseWord(word.speak, work);
        cache.set(word.speak, pcm);
      }
      const start = offset;
      offset += pcm.length / 2;
      words.push({ id: word.id, text: word.text, start: seconds(start), end: seconds(offset) });
      const gap = silence(i === page.words.length - 1 ? TAIL : GAP[word.pause]);
      parts.push(pcm, gap);
      offset += gap.length / 2;
    });
    const pcm = Buffer.concat(parts);
    const audio = `p${page.page}.mp3`;
    encodeMp3(pcm, work, join(bookDir, audio));
    pages.push({ page: page.page, audio, duration: seconds(pcm.length / 2), words });
  }
  const keep = new Set(pages.map((p) => p.audio));
  for (const name of readdirSync(bookDir)) {
    if (/^p\d+\.mp3$/.test(name) && !keep.has(name)) unlinkSync(join(bookDir, name));
  }
  const timings = {
    format: 1,
    idNumber: book.idNumber,
    voice: `espeak-ng ${VOICE}, ${WORDS_PER_MINUTE} words a minute`,
    sampleRate: SAMPLE_RATE,
    // Other versions of the tools may give (slightly) different audio.
    tools,
    pages,
  };
  writeFileSync(join(bookDir, 'timings.json'), `${JSON.stringify(timings, null, 2)}\n`);
  return pages;
}

/** The versions of the three tools (also checks that they are installed). */
function toolVersions() {
  const version = (cmd, re) => {
    const out = run(cmd, ['--version']).toString();
    return re.exec(out)?.[1] ?? out.split('\n')[0].trim();
  };
  return {
    'espeak-ng': version('espeak-ng', /text-to-speech:\s*([\w.-]+)/),
    sox: version('sox', /SoX v([\w.-]+)/),
    lame: version('lame', /version ([\w.-]+)/),
  };
}

function dirSize(dir) {
  let total = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const st = statSync(path);
    total += st.isDirectory() ? dirSize(path) : st.size;
  }
  return total;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!existsSync(options.module)) {
    usage(
      `${relative(root, options.module)} does not exist (the demo content is not written yet?)`,
    );
  }
  const mod = await import(pathToFileURL(options.module).href);
  const all = mod[options.exportName];
  if (!Array.isArray(all)) usage(`${options.module} exports no array ${options.exportName}`);
  const { narratedPages } = await import(
    pathToFileURL(join(libraryDir, 'narration/words.ts')).href
  );
  const books = all.filter(
    (b) =>
      b.kind === 'picture' &&
      b.narrated &&
      (options.ids.length === 0 || options.ids.includes(b.idNumber)),
  );
  const unknown = options.ids.filter((id) => !books.some((b) => b.idNumber === id));
  if (unknown.length > 0) usage(`not narrated picture books: ${unknown.join(', ')}`);
  if (books.length === 0) usage('no narrated picture books found');

  const tools = toolVersions();

  const work = mkdtempSync(join(tmpdir(), 'pagebird-narration-'));
  const cache = new Map();
  try {
    for (const book of books) {
      const t0 = performance.now();
      const pages = recordBook(book, narratedPages, options.out, work, cache, tools);
      const duration = pages.reduce((s, p) => s + p.duration, 0);
      const size = dirSize(join(options.out, book.idNumber));
      console.log(
        `${book.idNumber} ${book.title}: ${pages.length} pages, ${duration.toFixed(1)} s, ` +
          `${(size / 1024).toFixed(0)} KB (${Math.round(performance.now() - t0)} ms)`,
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (existsSync(options.out)) {
    // Audio and timings of every recorded book (the folder's own code not counted).
    const total = readdirSync(options.out)
      .map((name) => join(options.out, name))
      .filter((path) => statSync(path).isDirectory())
      .reduce((sum, path) => sum + dirSize(path), 0);
    console.log(`all recorded narration: ${(total / 1024 / 1024).toFixed(2)} MB`);
    if (total > SIZE_BUDGET) {
      console.warn('warning: the committed narration is over the 3 MB budget');
    }
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
