import {
  build,
  defineConfig,
  type HtmlTagDescriptor,
  type Plugin,
  type ResolvedConfig,
  type Rollup,
} from 'vite';
import react from '@vitejs/plugin-react';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/**
 * Spec §4 "Version check": every build gets an id; it is compiled into the client
 * (`import.meta.env.VITE_BUILD_ID`) and published as `dist/version.json`. The running client
 * polls that file and signs the user out when a newer build has been deployed.
 */
const buildId =
  process.env.PAGEBIRD_BUILD_ID ?? `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;

function versionFile(): Plugin {
  let outDir = 'dist';
  const body = () => JSON.stringify({ version: buildId });
  return {
    name: 'pagebird-version-file',
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) } }),
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use('/version.json', (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.setHeader('cache-control', 'no-store');
        res.end(body());
      });
    },
    closeBundle() {
      mkdirSync(outDir, { recursive: true });
      writeFileSync(resolve(outDir, 'version.json'), body());
    },
  };
}

/** Files worth compressing (fonts in woff2, pictures and audio are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm|ttf|otf|ico)$/;

/**
 * Precompressed copies of every static asset (issue 16): `file.br` (brotli, quality 11) and
 * `file.gz` (gzip, level 9) beside each compressible file of the build, made once at build
 * time so the server (@fastify/static `preCompressed`) sends them without compressing per
 * request. Source maps are left alone (developer tools only).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
    );
  return {
    name: 'pagebird-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of walk(outDir)) if (COMPRESSIBLE.test(file)) compressFile(file);
      },
    },
  };
}

/** Writes `file.br` (brotli, quality 11) and `file.gz` (gzip 9) beside `file`. */
function compressFile(file: string): void {
  const data = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(data, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
}

/** The page the server sends for `/` (apps/server/src/plugins/web.ts); see prerenderLanding. */
export const LANDING_HTML = 'landing.html';
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Issue 16: the landing page's first paint comes from HTML and CSS, not from the scripts.
 * After the client build, src/prerender.tsx is built for Node (an SSR build of the same
 * config, into node_modules/.pagebird-prerender so its imports resolve) and renders `/` as a
 * signed-out visitor sees it; the markup goes into a copy of the built index.html,
 * `landing.html`, whose preloaded landing stylesheets become real stylesheets (the markup
 * needs them for its first paint). main.tsx hydrates it. `index.html` stays the empty shell for
 * every other path, so a deep link never shows the landing page first.
 */
export function prerenderLanding(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'pagebird-prerender-landing',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        const cache = join(config.root, 'node_modules', '.pagebird-prerender');
        mkdirSync(cache, { recursive: true });
        const ssrOut = mkdtempSync(join(cache, 'build-'));
        try {
          await build({
            configFile: config.configFile,
            root: config.root,
            mode: config.mode,
            logLevel: 'warn',
            build: {
              // The browser-storage stand-ins are their own entry, imported before the page's
              // modules: inlined into prerender.js they would run after its imported chunks
              // (the session store reads localStorage when it loads).
              ssr: true,
              rollupOptions: {
                input: { prerender: 'src/prerender.tsx', 'prerender-env': 'src/prerender-env.ts' },
              },
              outDir: ssrOut,
              emptyOutDir: true,
              sourcemap: false,
              minify: false,
            },
          });
          const entry = readdirSync(ssrOut).find((f) => /^prerender\.m?js$/.test(f));
          const env = readdirSync(ssrOut).find((f) => /^prerender-env\.m?js$/.test(f));
          if (!entry || !env) throw new Error(`prerender: no prerender.js in ${ssrOut}`);
          await import(pathToFileURL(join(ssrOut, env)).href);
          const { renderLanding } = (await import(
            pathToFileURL(join(ssrOut, entry)).href
          )) as typeof import('./src/prerender.tsx');
          const { markup, htmlAttributes } = await renderLanding();
          const attrs = Object.entries(htmlAttributes)
            .map(([name, value]) => ` ${name}="${value}"`)
            .join('');
          const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
          if (!shell.includes(EMPTY_ROOT))
            throw new Error(`prerender: no ${EMPTY_ROOT} in index.html`);
          const landing = shell
            .replaceAll(` ${LANDING_ONLY}=""`, '')
            .replace(/<html([^>]*)>/, `<html$1${attrs}>`)
            .replace(EMPTY_ROOT, `<div id="root" data-prerendered="home">${markup}</div>`)
            .replace(/<link rel="preload" as="style"([^>]*)>/g, '<link rel="stylesheet"$1>')
            // The page is drawn already: its scripts are not worth holding the first paint's
            // bandwidth for (the entry script still imports them, after the paint).
            .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
            // Its stylesheets (≈ 8 KB in brotli) go inside the page: no request before the
            // first paint. The `disabled` link (never fetched) tells the app's chunk loader
            // the sheet is there already, so it does not ask for it again.
            .replace(
              /<link rel="stylesheet"([^>]*) href="\/(assets\/[^"]+\.css)"([^>]*)>/g,
              (_tag, before: string, asset: string, after: string) => {
                const css = readFileSync(join(outDir, asset), 'utf8');
                if (css.includes('</')) throw new Error(`prerender: ${asset} cannot be inlined`);
                return `<style>${css}</style><link rel="stylesheet"${before} href="/${asset}"${after} disabled>`;
              },
            );
          const file = join(outDir, LANDING_HTML);
          writeFileSync(file, landing);
          compressFile(file);
          // `index.html` is every other path's page (the server sends landing.html for `/`):
          // the landing page's chunks and stylesheets would only hold up a deep link's own
          // (issue 15, Lighthouse on /browse, /book-details, /reader). The precompress plugin
          // runs after this one and compresses it.
          writeFileSync(
            join(outDir, 'index.html'),
            shell.replace(new RegExp(`\\s*<link [^>]*${LANDING_ONLY}=""[^>]*>`, 'g'), ''),
          );
        } finally {
          rmSync(ssrOut, { recursive: true, force: true });
        }
      },
    },
  };
}

/**
 * Issue 16: the landing page paints from its HTML before the web fonts are in, so a face
 * swapped in later would move the text (layout shift). `font-display: optional` keeps the first
 * choice for the page's life: a preloaded face that is there in time (Chromium waits briefly
 * for preloaded optional fonts; every later visit has them cached) is used, otherwise the
 * fallback stays, and nothing jumps.
 */
export function fontDisplayOptional(): Plugin {
  return {
    name: 'pagebird-font-display-optional',
    transform(code, id) {
      if (!/[\\/]@fontsource[\\/](andika|lexend)[\\/][^?]*\.css(\?|$)/.test(id)) return null;
      return { code: code.replaceAll('font-display: swap;', 'font-display: optional;'), map: null };
    },
  };
}

/** Marks the tags of landingPreloads that only landing.html keeps (see prerenderLanding). */
const LANDING_ONLY = 'data-landing-only';

/** The landing page's own module (its chunk is fetched with the app, not after it runs). */
const LANDING_MODULES = [
  /\/app\/routes\/public\/home\.tsx$/,
  /\/components\/illustrations\/hero-scene\.tsx$/,
];
/** The Latin faces the first screen uses (body: Andika 400/700, headings: Lexend 500/700). */
const FIRST_SCREEN_FONTS =
  /^assets\/(andika-latin-(400|700)|lexend-latin-(500|700))-normal-[\w-]+\.woff2$/;

/** Faces of buttons and bold words, preloaded on wide screens only (see below). */
const SECONDARY_FONTS = /(andika-latin-700|lexend-latin-500)-normal/;
const WIDE_SCREEN = '(min-width: 48em)';

/**
 * Issue 16: the landing page gets its parts at once instead of in a waterfall. `index.html`
 * preloads the fonts of the first screen (so text does not jump when they arrive: no layout
 * shift) and modulepreloads the landing page's chunk, its imports and stylesheets and the
 * illustrations chunk, which the router would otherwise only ask for after the app has run.
 * The landing-only tags are marked: prerenderLanding turns them into landing.html's inline
 * stylesheets and drops them from the deep links' index.html.
 */
export function landingPreloads(): Plugin {
  return {
    name: 'pagebird-landing-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const tags: HtmlTagDescriptor[] = [];
        for (const name of Object.keys(bundle).sort()) {
          if (FIRST_SCREEN_FONTS.test(name)) {
            tags.push({
              tag: 'link',
              attrs: {
                rel: 'preload',
                href: `/${name}`,
                as: 'font',
                type: 'font/woff2',
                crossorigin: '',
                // Phones fetch the two faces of the first lines (headline, lead) first and the
                // others with the page, so the script is not held up behind all four.
                ...(SECONDARY_FONTS.test(name) ? { media: WIDE_SCREEN } : {}),
              },
              injectTo: 'head',
            });
          }
        }
        const chunks = Object.values(bundle).filter(
          (c): c is Rollup.OutputChunk => c.type === 'chunk',
        );
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (c: Rollup.OutputChunk | undefined) => {
          if (!c || c.isEntry || scripts.has(c.fileName)) return;
          scripts.add(c.fileName);
          for (const css of c.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const dep of c.imports) visit(byName.get(dep));
        };
        for (const c of chunks) {
          if (c.moduleIds.some((id) => LANDING_MODULES.some((re) => re.test(id)))) visit(c);
        }
        for (const file of [...scripts].filter((f) => !html.includes(`/${f}"`))) {
          tags.push({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}`, [LANDING_ONLY]: '' },
            injectTo: 'head',
          });
        }
        for (const file of [...styles].filter((f) => !html.includes(`/${f}"`))) {
          tags.push({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'style',
              crossorigin: '',
              href: `/${file}`,
              [LANDING_ONLY]: '',
            },
            injectTo: 'head',
          });
        }
        return tags;
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    versionFile(),
    fontDisplayOptional(),
    landingPreloads(),
    prerenderLanding(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Fewer, steadier chunks (issue 16): React and the router in one vendor chunk that
        // survives app releases in the browser cache, and the icons in one chunk instead of
        // one tiny file per icon (a page asked for a dozen of them one after another).
        codeSplitting: {
          groups: [
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 20,
            },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
