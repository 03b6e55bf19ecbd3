import type { FastifyInstance } from 'fastify';
import { AppErrorCode } from '@pagebird/contract';
import { AppError } from '../../../lib/app-error.ts';
import {
  assertValidKey,
  MEDIA_PREFIX,
  parseRangeHeader,
  RangeNotSatisfiableError,
  type StorageProvider,
} from '../../../providers/storage/index.ts';

/** Only these storage folders are public. Book files (`books/`) are never served here. */
export const PUBLIC_MEDIA_PREFIXES = ['covers/', 'interests/', 'banners/', 'zones/'] as const;

/** Keys are content-addressed (`covers/<sha256-prefix>.<ext>`): a key's bytes never change. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Opening a stored SVG directly must not run anything it contains: no scripts, no external
 * loads, only its own inline styles.
 */
export const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'";

export function isPublicMediaKey(key: string): boolean {
  if (!PUBLIC_MEDIA_PREFIXES.some((p) => key.startsWith(p))) return false;
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false;
  }
}

/** "W/\"a\", \"b\"" contains "\"b\""; "*" matches anything. */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}

/**
 * `GET /api/media/<key>`: public media (covers, cover thumbnails, interest tiles, banner
 * images) from the storage provider, cached for a year, with an ETag, single byte ranges and a
 * locked-down CSP. Public like /version.json and outside the contract (it serves bytes, not
 * JSON). A missing or non-public key is the usual 404 JSON answer.
 */
export function registerMediaRoutes(
  app: FastifyInstance,
  opts: { storage: StorageProvider },
): void {
  app.get(
    `${MEDIA_PREFIX}*`,
    // Many covers per page and a year of caching: not counted against the API rate limit.
    { schema: { hide: true }, config: { rateLimit: false } },
    async (req, reply) => {
      const key = (req.params as { '*': string })['*'];
      if (!isPublicMediaKey(key)) throw new AppError(AppErrorCode.NOT_FOUND);

      const range = parseRangeHeader(req.headers.range);
      let obj;
      try {
        obj = await opts.storage.get(key, range ? { range } : {});
      } catch (e) {
        if (!(e instanceof RangeNotSatisfiableError)) throw e;
        return reply
          .code(416)
          .header('content-range', `bytes */${e.size}`)
          .type('application/json; charset=utf-8')
          .send({
            code: AppErrorCode.BAD_REQUEST,
            message: 'The requested range is outside the file.',
          });
      }
      if (!obj) throw new AppError(AppErrorCode.NOT_FOUND);

      reply
        .header('cache-control', MEDIA_CACHE_CONTROL)
        .header('etag', obj.etag)
        .header('content-security-policy', MEDIA_CSP)
        .header('x-content-type-options', 'nosniff')
        .header('accept-ranges', 'bytes')
        .type(obj.contentType);

      if (etagMatches(req.headers['if-none-match'], obj.etag)) {
        obj.body.destroy();
        return reply.code(304).send();
      }
      if (obj.range) {
        reply
          .code(206)
          .header('content-range', `bytes ${obj.range.start}-${obj.range.end}/${obj.size}`)
          .header('content-length', obj.range.end - obj.range.start + 1);
      } else {
        reply.header('content-length', obj.size);
      }
      return reply.send(obj.body);
    },
  );
}
