import type { ModuleContext } from '../../app-module.ts';
import { createCatalogueRepo } from '../catalogue/catalogue.repo.ts';
import { createImportRepo } from '../catalogue/import/import.repo.ts';
import { createIngestService } from '../catalogue/import/import.service.ts';
import { createAdminBooksRepo } from './admin-books.repo.ts';
import { registerAdminBooksRoutes } from './admin-books.routes.ts';
import { createAdminBooksService } from './admin-books.service.ts';

/** Admin (issue 13): book upload, the book editor, lookups and the creators check. */
export async function registerAdminBooksModule(ctx: ModuleContext): Promise<void> {
  const db = ctx.database.db;
  const importRepo = createImportRepo(db);
  const books = createAdminBooksService({
    repo: createAdminBooksRepo(db),
    importRepo,
    ingest: createIngestService({
      repo: importRepo,
      storage: ctx.storage,
      logger: ctx.logger,
      clock: ctx.clock,
    }),
    catalogue: createCatalogueRepo(ctx.queries),
    audit: ctx.audit,
    storage: ctx.storage,
    clock: ctx.clock,
    logger: ctx.logger,
  });
  registerAdminBooksRoutes(ctx.router, books);
}
