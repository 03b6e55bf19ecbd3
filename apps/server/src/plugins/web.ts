import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppErrorCode, VERSION_FILE_PATH, versionFileSchema } from '@pagebird/contract';
import { AppError } from '../lib/app-error.ts';

const NO_STORE = 'no-store';
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface WebOptions {
  webDist: string;
  version: string;
}

/**
 * The landing page drawn at build time (apps/web/build/prerender-landing.ts `prerenderLanding`): sent for
 * `/` only. Every other page path gets `index.html`, the empty shell the app draws itself, so
 * a deep link never shows the landing page first.
 */
const LANDING_HTML = 'landing.html';
const NEVER_CACHED = new Set(['index.html', LANDING_HTML]);

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
const wantsHtml = (req: FastifyRequest) => (req.headers.accept ?? '').includes('text/html');

const BUILD_HINT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pagebird</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<h1>Pagebird API is running</h1>
<p>The web app has not been built yet. Run <code>npm run build</code> (or just <code>npm start</code>, which builds it) in the repository root, then reload.</p>
<p>API documentation: <a href="/api/docs">/api/docs</a> · Health: <a href="/api/health">/api/health</a></p>
</body></html>`;

/** Published version of the web build (dist/version.json), or the server's when absent. */
function readPublishedVersion(webDist: string, fallback: string): { version: string } {
  try {
    const parsed = versionFileSchema.safeParse(
      JSON.parse(fs.readFileSync(path.join(webDist, 'version.json'), 'utf8')),
    );
    if (parsed.success) return parsed.data;
  } catch {
    // no version file in the build
  }
  return { version: fallback };
}

/**
 * The SPA and the non-API fallbacks: static files of WEB_DIST, precompressed (brotli or gzip
 * as the client accepts; hashed /assets cached for a year, index.html never cached),
 * landing.html (the landing page drawn at build time) for `/`, index.html for the other
 * client-side routes that ask for HTML,
 * /version.json uncached, JSON 404s for everything under /api.
 */
export async function registerWeb(app: FastifyInstance, opts: WebOptions): Promise<void> {
  const hasDist = fs.existsSync(path.join(opts.webDist, 'index.html'));
  const hasLanding = hasDist && fs.existsSync(path.join(opts.webDist, LANDING_HTML));

  app.get(
    VERSION_FILE_PATH,
    { schema: { hide: true }, config: { rateLimit: false } },
    async (_req, reply) => {
      reply.header('cache-control', NO_STORE);
      return readPublishedVersion(opts.webDist, opts.version);
    },
  );

  if (hasDist) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      wildcard: true,
      index: false,
      cacheControl: false,
      dotfiles: 'deny',
      // The build's `file.br` / `file.gz` copies (apps/web/build/precompress.ts `precompress`) go
      // to clients that accept them, with `Vary: accept-encoding`; the others get the file.
      preCompressed: true,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        const rel = path
          .relative(opts.webDist, filePath)
          .split(path.sep)
          .join('/')
          .replace(/\.(br|gz)$/, '');
        const cache = rel.startsWith('assets/')
          ? IMMUTABLE
          : NEVER_CACHED.has(rel)
            ? NO_STORE
            : 'public, max-age=3600';
        reply.header('cache-control', cache);
      },
    });

    // `/`: the landing page when the build has it, else the shell (static's directory index is
    // off, so the file is chosen here).
    app.get('/', { schema: { hide: true } }, async (_req, reply) => {
      reply.header('cache-control', NO_STORE);
      return reply.sendFile(hasLanding ? LANDING_HTML : 'index.html', { cacheControl: false });
    });
  }

  app.setNotFoundHandler(
    { preHandler: app.rateLimit() },
    async (req: FastifyRequest, reply: FastifyReply) => {
      const isPage = req.url === '/' || req.url.startsWith('/?') || wantsHtml(req);
      if (isApi(req.url) || !(req.method === 'GET' || req.method === 'HEAD') || !isPage) {
        throw new AppError(AppErrorCode.NOT_FOUND);
      }
      if (hasDist) {
        reply.header('cache-control', NO_STORE);
        return reply.sendFile('index.html', { cacheControl: false });
      }
      reply.header('cache-control', NO_STORE);
      return reply.type('text/html; charset=utf-8').send(BUILD_HINT_PAGE);
    },
  );
}
