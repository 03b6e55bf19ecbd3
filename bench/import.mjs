#!/usr/bin/env node
/**
 * `npm run bench:import` — ingestion speed (issue 15: importing 2,000 small EPUBs took about 90 s
 * here, 22 books/s; target ≥ 60 books/s). Generates BENCH_IMPORT_BOOKS (default 2,000) small,
 * distinct EPUB 3 books — 4 pages of text and a 600 × 900 PNG cover each, as a publisher's small
 * picture book — into a temporary folder, then runs the import command as production runs it
 * (the compiled apps/server/dist/import.js, on its own bundled PostgreSQL in a fresh DATA_DIR)
 * on that folder. The figure is books per second from the command's start to its exit, and
 * also without the PostgreSQL start (from its "Importing into" line). Every book must be
 * imported. Writes bench/results/import.json.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { buildServer, makeTempDir, pickFreePort } from './lib/server.mjs';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(BENCH_DIR, '..');
const RESULTS_FILE = process.env.BENCH_RESULTS
  ? path.resolve(process.env.BENCH_RESULTS)
  : path.join(BENCH_DIR, 'results', 'import.json');
export const TARGET_BOOKS_PER_S = 60;
const books = (() => {
  const v = Number(process.env.BENCH_IMPORT_BOOKS ?? '');
  return Number.isInteger(v) && v > 0 ? v : 2000;
})();
const say = (m) => process.stdout.write(`${m}\n`);

const ANIMALS = ['Owl', 'Fox', 'Otter', 'Bear', 'Hedgehog', 'Wren', 'Badger', 'Mole', 'Hare'];
const PLACES = ['Hill', 'River', 'Meadow', 'Wood', 'Pond', 'Lane', 'Garden', 'Harbour'];

async function generate(dir) {
  const fixtures = await tsImport(
    pathToFileURL(
      path.join(REPO_ROOT, 'apps/server/src/features/catalogue/ingest/test-fixtures.ts'),
    ).href,
    import.meta.url,
  );
  const { default: sharp } = await import('sharp');
  const covers = [];
  for (let c = 0; c < 16; c++) {
    covers.push(
      await sharp({
        create: {
          width: 600,
          height: 900,
          channels: 3,
          background: { r: (c * 53) % 256, g: (c * 97) % 256, b: (c * 31) % 256 },
        },
      })
        .png()
        .toBuffer(),
    );
  }
  let bytes = 0;
  for (let i = 0; i < books; i++) {
    const animal = ANIMALS[i % ANIMALS.length];
    const place = PLACES[Math.floor(i / ANIMALS.length) % PLACES.length];
    const title = `${animal} of ${place} ${i + 1}`;
    const epub = fixtures.simpleEpub3({
      title,
      authors: [`Author ${i % 97}`],
      illustrators: [`Artist ${i % 61}`],
      subjects: ['Animals'],
      typicalAgeRange: '4-7',
      description: `A gentle story about ${animal.toLowerCase()} number ${i + 1}.`,
      cover: { fileName: 'cover.png', mediaType: 'image/png', data: covers[i % covers.length] },
      pages: Array.from(
        { length: 4 },
        (_, p) =>
          `Page ${p + 1}. ${animal} ${i + 1} walked to the ${place.toLowerCase()} and saw the sun come up over the trees.`,
      ),
    });
    bytes += epub.length;
    fs.writeFileSync(path.join(dir, `book-${String(i).padStart(5, '0')}.epub`), epub);
  }
  return bytes;
}

async function main() {
  const tmp = makeTempDir();
  const booksDir = path.join(tmp, 'books');
  fs.mkdirSync(booksDir);
  try {
    say(`Import bench: generating ${books.toLocaleString('en')} EPUBs in ${booksDir}…`);
    const bytes = await generate(booksDir);
    say(`  ${(bytes / 1024 / 1024).toFixed(1)} MB`);
    buildServer(REPO_ROOT);
    const env = {
      ...process.env,
      DATA_DIR: path.join(tmp, 'data'),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      STORAGE: 'local',
      EMBEDDED_PG_PORT: String(await pickFreePort([55461, 55462, 55463, 55464])),
    };
    // The machine is shared: the load average says how much else ran (2 cores here).
    const loadBefore = os.loadavg().map((l) => Math.round(l * 100) / 100);
    const started = performance.now();
    let importingAt = null;
    let firstLineAt = null;
    let lastLineAt = null;
    let imported = 0;
    let other = 0;
    let stderr = '';
    // BENCH_CPU_PROF=<dir>: a V8 CPU profile of the import command.
    const prof = process.env.BENCH_CPU_PROF?.trim();
    const profArgs = prof ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(prof)] : [];
    const child = spawn(process.execPath, [...profArgs, 'apps/server/dist/import.js', booksDir], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let outBuf = '';
    child.stdout.on('data', (d) => {
      outBuf += d;
      const lines = outBuf.split('\n');
      outBuf = lines.pop();
      for (const l of lines) {
        if (l.startsWith('✓')) {
          imported++;
          firstLineAt ??= performance.now();
          lastLineAt = performance.now();
        } else if (l.trim() && !l.startsWith('  ')) other++;
      }
    });
    child.stderr.on('data', (d) => {
      stderr += d;
      if (importingAt === null && stderr.includes('Importing into'))
        importingAt = performance.now();
    });
    const code = await new Promise((resolve) => child.once('exit', (c) => resolve(c)));
    const ended = performance.now();
    const totalS = (ended - started) / 1000;
    const importS = importingAt ? (ended - importingAt) / 1000 : totalS;
    const results = {
      startedAt: new Date().toISOString(),
      cpus: os.cpus().length,
      loadAverageBefore: loadBefore,
      loadAverageAfter: os.loadavg().map((l) => Math.round(l * 100) / 100),
      books,
      megabytes: Math.round((bytes / 1024 / 1024) * 10) / 10,
      exitCode: code,
      imported,
      notImported: other,
      totalSeconds: Math.round(totalS * 10) / 10,
      importSeconds: Math.round(importS * 10) / 10,
      booksPerSecond: Math.round(books / importS),
      booksPerSecondWithStart: Math.round(books / totalS),
      secondsBeforeFirstBook:
        importingAt && firstLineAt ? Math.round((firstLineAt - importingAt) / 100) / 10 : null,
      secondsAfterLastBook: lastLineAt ? Math.round((ended - lastLineAt) / 100) / 10 : null,
      booksPerSecondBetweenFirstAndLast:
        firstLineAt && lastLineAt > firstLineAt
          ? Math.round((imported - 1) / ((lastLineAt - firstLineAt) / 1000))
          : null,
      target: TARGET_BOOKS_PER_S,
    };
    results.verdict =
      code === 0 && imported === books && results.booksPerSecond >= TARGET_BOOKS_PER_S
        ? 'PASS'
        : 'FAIL';
    say(
      `  ${imported} imported, ${other} other lines, exit ${code}; ${results.importSeconds} s ` +
        `(${results.totalSeconds} s with PostgreSQL's start): ${results.booksPerSecond} books/s ` +
        `(${results.booksPerSecondWithStart} with the start; ${results.booksPerSecondBetweenFirstAndLast} between the first and last ` +
        `book, ${results.secondsBeforeFirstBook} s before the first, ${results.secondsAfterLastBook} s after the last); target ≥ ${TARGET_BOOKS_PER_S}: ${results.verdict}`,
    );
    if (process.env.BENCH_SHOW_STDERR)
      say(
        stderr
          .split('\n')
          .filter((l) => l.startsWith('TIMING'))
          .join('\n'),
      );
    if (code !== 0) say(stderr.split('\n').slice(-20).join('\n'));
    fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
    say(`Results written to ${path.relative(REPO_ROOT, RESULTS_FILE)}`);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
