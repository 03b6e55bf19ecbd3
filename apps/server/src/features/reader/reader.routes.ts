import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppErrorCode, readerApi } from '@pagebird/contract';
import type { Authenticator } from '../../lib/auth-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkAccess, describeAccess, errorBodySchema, type Router } from '../../lib/route.ts';
import { parseRangeHeader, RangeNotSatisfiableError } from '../../providers/storage/index.ts';
import type { TerritoryOf } from '../catalogue/visibility.ts';
import { noneMatchHit } from './reader.http.ts';
import { READER_POLICY } from './reader.policy.ts';
import type { ReaderService } from './reader.service.ts';

/** Headers of every answer of the book file route (200, 206, 304). */
export const BOOK_FILE_CACHE_CONTROL = `private, max-age=${READER_POLICY.fileMaxAgeSeconds}`;

const bookBytes = z.unknown();

/** Thin routes: contract endpoint → reader service (the territory comes from the request). */
export function registerReaderRoutes(
  r: Router,
  reader: ReaderService,
  territoryOf: TerritoryOf,
): void {
  r.route(readerApi.content, ({ requireAuth, req, params }) =>
    reader.content(requireAuth(), territoryOf(req), params.id),
  );
  r.route(readerApi.url, ({ requireAuth, req, params }) =>
    reader.fileUrl(requireAuth(), territoryOf(req), params.id),
  );
  r.route(readerApi.progress, ({ requireAuth, req, params }) =>
    reader.progress(requireAuth(), territoryOf(req), params.id),
  );
  r.route(readerApi.saveProgress, ({ requireAuth, req, params, body }) =>
    reader.saveProgress(requireAuth(), territoryOf(req), params.id, body),
  );
  r.route(readerApi.clickBook, ({ requireAuth, req, body }) =>
    reader.clickBook(requireAuth(), territoryOf(req), body),
  );
  r.route(readerApi.openedBook, ({ requireAuth, req, body }) =>
    reader.openedBook(requireAuth(), territoryOf(req), body),
  );
  r.route(readerApi.finishedBook, ({ requireAuth, req, body }) =>
    reader.finishedBook(requireAuth(), territoryOf(req), body),
  );
  r.route(readerApi.endOfBook, ({ requireAuth, req, query }) =>
    reader.endOfBook(requireAuth(), territoryOf(req), query),
  );
}

/**
 * `GET /api/books/file/{id}` (readerApi.file): the book's bytes, streamed from storage — the
 * contract's path, access and params, registered on Fastify directly because the answer is a
 * file, not JSON. Single `Range: bytes=…` requests get 206 (416 outside the file), with
 * If-Range; ETag / If-None-Match (304) and Last-Modified; cached privately for 5 minutes; never
 * sniffed; shown inline. Errors are the usual JSON answers.
 */
export function registerBookFileRoute(
  app: FastifyInstance,
  opts: { reader: ReaderService; territoryOf: TerritoryOf; authenticate: Authenticator },
): void {
  const endpoint = readerApi.file;
  app.route({
    // HEAD answers the headers without opening a stream of the whole file (Fastify's automatic
    // HEAD route would read it to the end).
    method: [endpoint.method, 'HEAD'],
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      description: describeAccess(endpoint.access),
      tags: [...endpoint.tags],
      security: [{ bearerAuth: [] }],
      params: endpoint.params,
      response: {
        200: bookBytes.describe('The whole file (application/epub+zip or application/pdf)'),
        206: bookBytes.describe('One byte range of the file (Content-Range)'),
        304: z.undefined().describe('Not modified (If-None-Match)'),
        400: errorBodySchema,
        401: errorBodySchema,
        403: errorBodySchema,
        404: errorBodySchema,
        416: errorBodySchema,
        429: errorBodySchema,
        500: errorBodySchema,
      },
    },
    config: { access: endpoint.access },
    preParsing: async (req, _reply, payload) => {
      await checkAccess(req, endpoint.access, opts.authenticate);
      return payload;
    },
    handler: async (req, reply) => {
      if (!req.auth) throw new AppError(AppErrorCode.UNAUTHENTICATED);
      const { id } = req.params as { id: string };
      const range = parseRangeHeader(req.headers.range);
      const ifRangeHeader = req.headers['if-range'];
      const ifRange = Array.isArray(ifRangeHeader) ? ifRangeHeader[0] : ifRangeHeader;
      let file;
      try {
        file = await opts.reader.file(req.auth, opts.territoryOf(req), id, { range, ifRange });
      } catch (e) {
        if (!(e instanceof RangeNotSatisfiableError)) throw e;
        return reply
          .code(416)
          .header('content-range', `bytes */${e.size}`)
          .header('accept-ranges', 'bytes')
          .header('cache-control', BOOK_FILE_CACHE_CONTROL)
          .type('application/json; charset=utf-8')
          .send({
            code: AppErrorCode.BAD_REQUEST,
            message: 'The requested range is outside the file.',
          });
      }
      const { object } = file;
      reply
        .header('cache-control', BOOK_FILE_CACHE_CONTROL)
        .header('vary', 'Authorization')
        .header('etag', object.etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('accept-ranges', 'bytes')
        .type(object.contentType);
      if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());

      if (noneMatchHit(req.headers['if-none-match'], object.etag)) {
        object.body.destroy();
        return reply.code(304).send();
      }
      if (object.range) {
        reply
          .code(206)
          .header('content-range', `bytes ${object.range.start}-${object.range.end}/${object.size}`)
          .header('content-length', object.range.end - object.range.start + 1);
      } else {
        reply.header('content-length', object.size);
      }
      if (req.method === 'HEAD') {
        object.body.destroy();
        return reply.send();
      }
      return reply.send(object.body);
    },
  });
}
