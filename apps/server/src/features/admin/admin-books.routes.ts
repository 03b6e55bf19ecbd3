import {
  adminBookDtoSchema,
  adminBooksApi,
  ADMIN_BOOK_MAX_COVER_BYTES,
  ADMIN_BOOK_MAX_FILE_BYTES,
} from '@pagebird/contract';
import { z } from 'zod';
import type { Router } from '../../lib/route.ts';
import { readMultipart } from '../../lib/multipart.ts';
import type { AdminBooksService } from './admin-books.service.ts';

/** Thin routes: contract endpoint → service call (multipart read here). */
export function registerAdminBooksRoutes(r: Router, books: AdminBooksService): void {
  r.route(adminBooksApi.search, ({ query }) => books.search(query));
  r.route(adminBooksApi.upload, async ({ requireAuth, req }) => {
    const auth = requireAuth();
    const { files } = await readMultipart(req, {
      jsonField: 'options',
      schema: z.object({}).strict(),
      jsonOptional: true,
      files: ['file'],
      maxFileBytes: ADMIN_BOOK_MAX_FILE_BYTES,
    });
    return books.upload(auth, files.get('file'));
  });
  r.route(adminBooksApi.imprint, () => books.imprints());
  r.route(adminBooksApi.languages, () => books.languages());
  r.route(adminBooksApi.series, () => books.series());
  r.route(adminBooksApi.subjects, () => books.subjects());
  r.route(adminBooksApi.salesTerritories, () => books.salesTerritories());
  r.route(adminBooksApi.creatorsExist, ({ query }) => books.creatorsExist(query.fullNames));
  r.route(adminBooksApi.get, ({ params }) => books.get(params.id));
  r.route(adminBooksApi.preview, ({ requireAuth, params, query }) =>
    books.preview(requireAuth(), params.id, query.age),
  );
  r.route(adminBooksApi.save, async ({ requireAuth, req }) => {
    const auth = requireAuth();
    const { data, files } = await readMultipart(req, {
      jsonField: 'bookDto',
      schema: adminBookDtoSchema,
      files: ['coverFile'],
      maxFileBytes: ADMIN_BOOK_MAX_COVER_BYTES,
    });
    return books.save(auth, data, files.get('coverFile'));
  });
  r.route(adminBooksApi.status, ({ requireAuth, params }) =>
    books.setStatus(requireAuth(), params.id, params.status),
  );
}
