import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { chunkClosure, chunksOf, DEEP_LINK_ONLY, LANDING_ONLY, WEB_ROOT } from './chunks.ts';
import { I18N_VIRTUAL } from './i18n-sections.ts';

/** The client build's entry modules (they stay the entry chunks index.html names). */
export const ENTRY_MODULES = /[\\/]src[\\/](main\.tsx|early(-start)?\.ts)$|\.html$/;

/** The bundle's name of src/early-start.ts, a second entry of the client build. */
export const EARLY_ENTRY = 'early';

/**
 * Issue 15 (Lighthouse on the signed-in pages): src/early.ts (entry src/early-start.ts), built
 * as its own small entry without imports or exports, is carried inline at the top of
 * index.html's head, so the page's chunks, first API request and largest picture are asked for
 * while the HTML is read, before the app shell is. Inline, it needs no request of its own and
 * always runs before the app (as an async module file it sometimes ran after the app's
 * scripts, which then held up the page's request). The server allows it by its hash
 * (apps/server plugins/security.ts `inlineScriptHashes`). The page chunks it preloads are named
 * in a meta tag (earlyRouteFiles). landing.html (`/`, a signed-out visitor) does without both.
 */
export function earlyScript(): Plugin {
  return {
    name: 'pagebird-early-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = chunksOf(ctx.bundle ?? {});
        const early = chunks.find((c) => c.isEntry && c.name === EARLY_ENTRY);
        if (!early) return [];
        if (early.imports.length || early.dynamicImports.length || early.exports.length)
          throw new Error(
            `early script: ${early.fileName} must not import or export (${[...early.imports, ...early.dynamicImports, ...early.exports].join(', ')})`,
          );
        const code = early.code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '').trim();
        if (/<\/script|<!--/i.test(code))
          throw new Error(`early script: ${early.fileName} cannot be carried inline`);
        return [
          {
            tag: 'meta',
            attrs: {
              name: EARLY_ROUTE_FILES_META,
              content: JSON.stringify(earlyRouteFiles(chunks, html)),
              [DEEP_LINK_ONLY]: '',
            },
            injectTo: 'head-prepend',
          },
          {
            tag: 'script',
            // A classic script in its own scope, strict like the module body it was built as.
            children: `(()=>{'use strict';${code}})();`,
            attrs: { [DEEP_LINK_ONLY]: '' },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

/** The meta tag early.ts reads its routes' files from (see EarlyRouteFiles in src/early.ts). */
const EARLY_ROUTE_FILES_META = 'pagebird-route-files';

/**
 * The pages early.ts starts (WEB_ROUTES name → page module): it preloads their chunks, and
 * their own modules are grouped into a few `reading-*` chunks (readingPagesChunk).
 */
const READING_PAGES: Record<string, string> = {
  browse: 'src/app/routes/kid/browse.tsx',
  'book-details': 'src/app/routes/kid/book-details.tsx',
  reader: 'src/app/routes/kid/reader.tsx',
};
const pageModule = (file: string) => resolve(WEB_ROOT, file);

/**
 * Modules a page imports lazily but draws in its first screen: the mascot of the bookshelf's
 * greeting and of the details page (components/art.tsx). Found only while the page renders,
 * their chunk held the first render of /browse for a round trip (issue 15); early.ts preloads it
 * with the page's own files.
 */
const FIRST_SCREEN_IMPORTS: Record<string, string[]> = {
  browse: ['src/components/illustrations/index.ts'],
  'book-details': ['src/components/illustrations/index.ts'],
};

/**
 * For each page of READING_PAGES, the chunks and stylesheets its module needs beyond the
 * ones index.html loads already: early.ts preloads them as the page starts, so the page's code
 * downloads with the app shell instead of after the shell has run (one round trip less before
 * the first paint of a deep link).
 */
function earlyRouteFiles(
  chunks: Rollup.OutputChunk[],
  html: string,
): Record<string, { js: string[]; css: string[] }> {
  const out: Record<string, { js: string[]; css: string[] }> = {};
  // index.html as a deep link gets it: the landing page's own preloads (landingPreloads, e.g.
  // the icons) are taken out of it (prerenderLanding), so they do not count as loaded already.
  const deepLinkHtml = html.replace(
    new RegExp(`<link\\b[^>]*\\b${LANDING_ONLY}\\b[^>]*>`, 'g'),
    '',
  );
  for (const [route, file] of Object.entries(READING_PAGES)) {
    // The page's module: its own chunk, or the chunk of a group that took it in.
    const id = pageModule(file);
    const page =
      chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
    if (!page) throw new Error(`early script: no chunk for the ${route} page`);
    const lazyFirst = (FIRST_SCREEN_IMPORTS[route] ?? []).map((f) => {
      const chunk = chunks.find((c) => c.moduleIds.includes(pageModule(f)));
      if (!chunk) throw new Error(`early script: no chunk holds ${f}`);
      return chunk;
    });
    const { js, css } = chunkClosure(chunks, [page, ...lazyFirst]);
    const notInHtml = (f: string) => !deepLinkHtml.includes(`/${f}"`);
    out[route] = {
      js: js.filter(notInHtml).map((f) => `/${f}`),
      css: css.filter(notInHtml).map((f) => `/${f}`),
    };
  }
  return out;
}

/**
 * The chunk of the app's own modules that the pages of READING_PAGES import statically
 * (null for any other module), named after the pages that need it (`reading-browse`,
 * `reading-book-details-browse-reader`, …): a `codeSplitting` group's name function, which
 * reads the module graph. A page so needs two or three of these chunks instead of twenty.
 */
export function readingPagesChunk(): (
  id: string,
  ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null },
) => string | null {
  let pagesOf: Map<string, Set<string>> | null = null;
  const pageModules = new Set(Object.values(READING_PAGES).map(pageModule));
  // The app's own modules (and its i18n sections) only: the contract's index names every
  // schema of the product, and libraries are shared with other pages.
  const src = resolve(WEB_ROOT, 'src');
  return (id, ctx) => {
    if (!pagesOf) {
      pagesOf = new Map();
      for (const [page, file] of Object.entries(READING_PAGES)) {
        const stack = [pageModule(file)];
        const seen = new Set<string>();
        while (stack.length) {
          const next = stack.pop()!;
          if (seen.has(next) || !(next.startsWith(src) || next.startsWith(`\0${I18N_VIRTUAL}`)))
            continue;
          seen.add(next);
          const info = ctx.getModuleInfo(next);
          if (!info) continue;
          let pages = pagesOf.get(next);
          if (!pages) pagesOf.set(next, (pages = new Set()));
          pages.add(page);
          stack.push(...info.importedIds);
        }
      }
    }
    const pages = pagesOf.get(id);
    // The page modules keep chunks of their own (the router's dynamic imports land on them).
    if (!pages || ENTRY_MODULES.test(id) || pageModules.has(id)) return null;
    return `reading-${[...pages].sort().join('-')}`;
  };
}
