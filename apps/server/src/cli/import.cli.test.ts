import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { LOCK_FILE_NAME } from '../db/data-dir-lock.ts';
import { books, interestAreas } from '../db/schema/index.ts';
import { REPO_ROOT, SERVER_ROOT } from '../paths.ts';
import { createTestDatabase, type TestDatabase } from '../test/db.ts';
import {
  fixedLayoutEpub3,
  makeEpub,
  reflowableEpub3,
  samplePdf,
  xhtml,
} from '../features/catalogue/ingest/test-fixtures.ts';
import { openCliDatabase, runningEmbeddedUrl } from './cli-database.ts';

let testDb: TestDatabase;
let database: Database;
let dir: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = openDatabase(testDb.url, { max: 2 });
  await database.db
    .insert(interestAreas)
    .values({ id: 'animals', name: 'Animals', imageKey: 'interests/a.svg', color: '#00aa00' });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagebird-cli-'));
  fs.mkdirSync(path.join(dir, 'shelf', 'more'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'shelf', 'kite.epub'), fixedLayoutEpub3());
  fs.writeFileSync(path.join(dir, 'shelf', 'more', 'cats.epub'), reflowableEpub3());
  fs.writeFileSync(path.join(dir, 'shelf', 'planets.pdf'), await samplePdf({ title: 'Planets' }));
  fs.writeFileSync(path.join(dir, 'shelf', 'broken.epub'), fixedLayoutEpub3().subarray(0, 300));
  fs.writeFileSync(path.join(dir, 'shelf', 'readme.txt'), 'not a book');
});
afterAll(async () => {
  await database?.close();
  await testDb?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

function runCli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/import.ts', ...args], {
      cwd: SERVER_ROOT,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: testDb.url,
        DATA_DIR: path.join(dir, 'data'),
        INIT_CWD: dir,
        LOG_LEVEL: 'warn',
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** Each test runs the command (tsx compiles it at start): slow on a busy 2-core machine. */
const CLI_TEST_TIMEOUT_MS = 90_000;

describe('npm run import', { timeout: CLI_TEST_TIMEOUT_MS }, () => {
  it('imports a folder, prints one line per file and exits 1 when a file is rejected', async () => {
    const res = await runCli([
      'shelf',
      'missing.epub',
      '--age',
      '4-8',
      '--interests',
      'animals',
      '--territories',
      'US,GB',
    ]);
    expect(res.stdout.split('\n').filter((l) => !l.startsWith('    !'))).toEqual([
      `✗ ${path.join('shelf', 'broken.epub')}: The file is damaged or incomplete`,
      '✓ The Little Red Kite (PB-0001, epub 3.0 fixed-layout, 4 pages, read-along)',
      '✓ Cats & Mats (PB-0002, epub 3.0 reflowable, 7 pages)',
      '✓ Planets (PB-0003, pdf 1.7, 2 pages)',
      '✗ missing.epub: no such file or folder',
      '',
    ]);
    expect(res.stderr).toContain('Importing into DATABASE_URL');
    expect(res.stderr).toContain('3 imported, 0 already in the catalogue, 2 rejected');
    expect(res.code).toBe(1);

    const rows = await database.db
      .select({
        idNumber: books.idNumber,
        ageMin: books.ageMin,
        ageMax: books.ageMax,
        salesTerritories: books.salesTerritories,
        fileKey: books.fileKey,
      })
      .from(books)
      .orderBy(asc(books.idNumber));
    expect(rows.map((r) => [r.idNumber, r.ageMin, r.ageMax, r.salesTerritories])).toEqual([
      ['PB-0001', 4, 8, ['US', 'GB']],
      ['PB-0002', 4, 8, ['US', 'GB']],
      ['PB-0003', 4, 8, ['US', 'GB']],
    ]);
    // files went to the same storage as the server's: DATA_DIR/files
    for (const r of rows) {
      expect(fs.existsSync(path.join(dir, 'data', 'files', ...r.fileKey.split('/')))).toBe(true);
    }
  });

  it('reports files already imported and exits 0 when nothing was rejected', async () => {
    const res = await runCli([path.join(dir, 'shelf', 'kite.epub'), 'shelf/more']);
    expect(res.stdout).toBe(
      [
        `• ${path.join('shelf', 'kite.epub')}: already in the catalogue as PB-0001`,
        `• ${path.join('shelf', 'more', 'cats.epub')}: already in the catalogue as PB-0002`,
        '',
      ].join('\n'),
    );
    expect(res.code).toBe(0);
  });

  it('refuses bad options with the usage text (exit 2)', async () => {
    const res = await runCli(['shelf', '--age', '1-30']);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('--age must be like 4-8, with ages from 2 to 14 (got 1-30)');
    expect(res.stderr).toContain('Usage: npm run import --');
    expect(res.stdout).toBe('');
  });
});

describe('the data-dir lock', { timeout: CLI_TEST_TIMEOUT_MS }, () => {
  /** A DATA_DIR that a live "server" holds, whose PostgreSQL is the test server. */
  function heldDataDir(withPostgres: boolean): string {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagebird-held-'));
    fs.writeFileSync(
      path.join(dataDir, LOCK_FILE_NAME),
      JSON.stringify({ pid: process.pid, instanceId: 'other-server', startedAt: '' }),
    );
    if (withPostgres) {
      const admin = new URL(inject('pg').adminUrl);
      fs.mkdirSync(path.join(dataDir, 'pg'));
      // postmaster.pid as PostgreSQL writes it: pid, data dir, start time, port, …
      fs.writeFileSync(
        path.join(dataDir, 'pg', 'postmaster.pid'),
        `${process.pid}\n${dataDir}/pg\n0\n${admin.port}\n\n127.0.0.1\n`,
      );
      fs.writeFileSync(
        path.join(dataDir, 'pg-password'),
        `${decodeURIComponent(admin.password)}\n`,
      );
    }
    return dataDir;
  }
  const logger = pino({ level: 'silent' });

  it("connects to the running server's bundled PostgreSQL", async () => {
    const dataDir = heldDataDir(true);
    try {
      expect(runningEmbeddedUrl(dataDir)).toMatch(
        /^postgres:\/\/postgres:[^@]*@127\.0\.0\.1:\d+\/pagebird$/,
      );
      const config = loadConfig({ DATA_DIR: dataDir });
      const cli = await openCliDatabase(config, logger, { database: testDb.name });
      try {
        expect(cli.description).toContain('the Pagebird server running on');
        const rows = await cli.database.db.select({ id: books.id }).from(books);
        expect(rows.length).toBe(3);
      } finally {
        await cli.close();
      }
      // the server's lock is untouched
      expect(JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8'))).toMatchObject(
        { instanceId: 'other-server' },
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('asks to wait, stop the server or set DATABASE_URL when its database is unreachable', async () => {
    const dataDir = heldDataDir(false);
    try {
      await expect(openCliDatabase(loadConfig({ DATA_DIR: dataDir }), logger)).rejects.toThrow(
        `A Pagebird server (pid ${process.pid}) is using ${dataDir}, but its database cannot be reached right now. Wait until it has started, or stop it, or set DATABASE_URL.`,
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('verdicts (issue 16)', { timeout: CLI_TEST_TIMEOUT_MS }, () => {
  const missingPage = () =>
    makeEpub(
      `<?xml version="1.0"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">urn:x:gap</dc:identifier>
  <dc:title>Gap</dc:title></metadata>
  <manifest><item id="a" href="a.xhtml" media-type="application/xhtml+xml"/>
  <item id="b" href="b.xhtml" media-type="application/xhtml+xml"/></manifest>
  <spine><itemref idref="a"/><itemref idref="b"/></spine>
</package>`,
      { 'a.xhtml': xhtml('<p>Only the first page.</p>') },
    );

  it('refuses an EPUB with a missing page in one line, exit code 1', async () => {
    fs.mkdirSync(path.join(dir, 'bad'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'bad', 'gap.epub'), missingPage());
    const res = await runCli(['bad/gap.epub']);
    expect(res.stdout).toBe(
      `✗ ${path.join('bad', 'gap.epub')}: The book cannot be opened: a page of its reading order is missing from the file (OEBPS/b.xhtml)\n`,
    );
    expect(res.code).toBe(1);
  });

  it('`npm run import` shows only our line for a refused file: no npm error lines', async () => {
    const res = await new Promise<{ code: number; stdout: string; stderr: string }>(
      (resolve, reject) => {
        const child = spawn('npm', ['run', 'import', '--', path.join(dir, 'bad', 'gap.epub')], {
          cwd: REPO_ROOT,
          env: {
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            DATABASE_URL: testDb.url,
            DATA_DIR: path.join(dir, 'data'),
            LOG_LEVEL: 'warn',
          },
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
        child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
        child.on('error', reject);
        child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
      },
    );
    expect(res.code).toBe(1);
    expect(res.stdout).toContain(
      `✗ ${path.join(dir, 'bad', 'gap.epub')}: The book cannot be opened: a page of its reading order is missing`,
    );
    expect(`${res.stdout}\n${res.stderr}`).not.toMatch(/npm (error|ERR!)|Lifecycle script/);
    expect(res.stderr.trim().split('\n').at(-1)).toBe(
      '0 imported, 0 already in the catalogue, 1 rejected',
    );
  }, 60_000);

  it('files the same book with a zip comment once, and --update changes its ages', async () => {
    fs.writeFileSync(
      path.join(dir, 'bad', 'kite-comment.epub'),
      Buffer.concat([fixedLayoutEpub3().subarray(0, -2), Buffer.from([1, 0, 0x21])]),
    );
    const again = await runCli(['bad/kite-comment.epub']);
    expect(again.stdout).toBe(
      `• ${path.join('bad', 'kite-comment.epub')}: already in the catalogue as PB-0001 (the same book in a differently packed file)\n`,
    );
    expect(again.code).toBe(0);

    const res = await runCli(['shelf/kite.epub', '--update', '--age', '6-9']);
    expect(res.stdout).toBe(
      '↻ The Little Red Kite (PB-0001, epub 3.0 fixed-layout, 4 pages, read-along): updated (ages 4–8 → 6–9)\n',
    );
    expect(res.stderr).toContain('0 imported, 1 updated, 0 already in the catalogue, 0 rejected');
    expect(res.code).toBe(0);
    const rows = await database.db
      .select({ idNumber: books.idNumber, ageMin: books.ageMin, ageMax: books.ageMax })
      .from(books)
      .where(eq(books.idNumber, 'PB-0001'));
    expect(rows).toEqual([{ idNumber: 'PB-0001', ageMin: 6, ageMax: 9 }]);
    const [n] = await database.db.select({ n: count() }).from(books);
    expect(n!.n).toBe(3);
  });
});
