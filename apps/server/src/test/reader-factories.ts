import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createImportRepo } from '../features/catalogue/import/import.repo.ts';
import { createIngestService } from '../features/catalogue/import/import.service.ts';
import type { IngestedBook, IngestOverrides } from '../features/catalogue/import/import.types.ts';
import { createLocalStorage } from '../providers/storage/local.ts';
import { packBook } from '../seed/library/pack.ts';
import type { DemoContent } from '../seed/library/content/content.types.ts';
import type { TestApp } from './app.ts';

/**
 * Reader test data: real book files ingested through the catalogue's import service into the
 * test app's own storage (`DATA_DIR/files`), so the reader serves them like any upload.
 */

/** Ingest a file (EPUB or PDF bytes) into the app's storage and catalogue. */
export async function importBookFile(
  t: TestApp,
  data: Uint8Array,
  fileName: string,
  overrides: IngestOverrides = {},
): Promise<IngestedBook> {
  const storage = createLocalStorage({ root: path.join(t.tmpDir, 'files') });
  const ingest = createIngestService({ repo: createImportRepo(t.database.db), storage });
  const outcome = await ingest.ingestBook({ data, fileName, overrides });
  if (outcome.status !== 'imported') {
    throw new Error(`import of ${fileName} failed: ${outcome.status} ${outcome.reason}`);
  }
  return outcome.book;
}

/**
 * Pack a demo-library book (e.g. `TEST_KITE` of seed/library/test-books.ts: fixed-layout
 * picture book; `TEST_MAP`: reflowable chapter book with a page list; `TEST_CLOUDS_PDF`: PDF)
 * and ingest it. Interest areas are left out (they need not exist in the test database).
 */
export async function importDemoBook(
  t: TestApp,
  content: DemoContent,
  overrides: IngestOverrides = {},
): Promise<IngestedBook & { data: Uint8Array }> {
  const packed = await packBook(content);
  const book = await importBookFile(t, packed.data, packed.fileName, {
    idNumber: `${content.idNumber}-${randomUUID().slice(0, 8)}`,
    ageMin: content.ageMin,
    ageMax: content.ageMax,
    ...overrides,
  });
  return { ...book, data: packed.data };
}

/** A fresh client-made book session id (spec §3 "book session id"). */
export const newBookSessionId = (): string => randomUUID();

/** Inject a reader call with a bearer token (and the visitor's country when given). */
export function readerCall(
  app: FastifyInstance,
  token: string,
  req: {
    method: 'GET' | 'PUT' | 'POST' | 'HEAD';
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
    country?: string;
  },
) {
  return app.inject({
    method: req.method,
    url: req.url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(req.country ? { 'x-country': req.country } : {}),
      ...req.headers,
    },
    ...(req.payload !== undefined ? { payload: req.payload as object } : {}),
  });
}
