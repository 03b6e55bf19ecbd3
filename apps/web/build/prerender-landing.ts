import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { DEEP_LINK_ONLY, LANDING_ONLY } from './chunks.ts';
import { compressFile } from './precompress.ts';

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
      async handler(error?: Error) {
        const outDir = resolve(config.root, config.build.outDir);
        // A failed client build (no index.html): its own error is the one to see.
        if (error || !existsSync(join(outDir, 'index.html'))) return;
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
          const prerendered = (await import(
            pathToFileURL(join(ssrOut, entry)).href
          )) as typeof import('../src/prerender.tsx');
          const { renderLanding, renderDeepLinkFrame } = prerendered;
          const { markup, htmlAttributes } = await renderLanding();
          const frame = await renderDeepLinkFrame();
          const attrs = Object.entries(htmlAttributes)
            .map(([name, value]) => ` ${name}="${value}"`)
            .join('');
          const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
          if (!shell.includes(EMPTY_ROOT))
            throw new Error(`prerender: no ${EMPTY_ROOT} in index.html`);
          const landing = shell
            .replace(
              new RegExp(`\\s*<script [^>]*${DEEP_LINK_ONLY}[^>]*>[\\s\\S]*?</script>`, 'g'),
              '',
            )
            .replace(new RegExp(`\\s*<meta [^>]*${DEEP_LINK_ONLY}[^>]*>`, 'g'), '')
            .replaceAll(` ${LANDING_ONLY}=""`, '')
            .replace(/<html([^>]*)>/, `<html$1${attrs}>`)
            .replace(EMPTY_ROOT, `<div id="root" data-prerendered="home">${markup}</div>`)
            .replace(/<link rel="preload" as="style"([^>]*)>/g, '<link rel="stylesheet"$1>')
            // The page is drawn already: its scripts are not worth holding the first paint's
            // bandwidth for (the entry script still imports them, after the paint).
            .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
          const file = join(outDir, LANDING_HTML);
          // Its stylesheets (≈ 8 KB in brotli) go inside the page: no request before the
          // first paint.
          writeFileSync(file, inlineStylesheets(landing, outDir));
          compressFile(file);
          // `index.html` is every other path's page (the server sends landing.html for `/`):
          // the landing page's chunks and stylesheets would only hold up a deep link's own
          // (issue 15, Lighthouse on /browse, /book-details, /reader). The precompress plugin
          // runs after this one and compresses it.
          // Its stylesheet (the shell's, ≈ 7 KB in brotli) is inside the page too, so the
          // frame is painted as soon as the page is parsed, while the scripts download; as a
          // request it held the first paint until it and the scripts had arrived (issue 15).
          writeFileSync(
            join(outDir, 'index.html'),
            inlineStylesheets(
              shell
                .replace(new RegExp(`\\s*<link [^>]*${LANDING_ONLY}=""[^>]*>`, 'g'), '')
                .replaceAll(` ${DEEP_LINK_ONLY}=""`, '')
                // Its first paint: the loading frame (renderDeepLinkFrame), replaced by the app.
                .replace(EMPTY_ROOT, `<div id="root">${frame}</div>`),
              outDir,
            ),
          );
        } finally {
          rmSync(ssrOut, { recursive: true, force: true });
        }
      },
    },
  };
}

/**
 * Puts a page's stylesheets (`<link rel="stylesheet" href="/assets/….css">`) inside it as
 * `<style>` elements: no request before the first paint. The `disabled` link left after each
 * (never fetched) tells the app's chunk loader the sheet is there already, so it does not ask
 * for it again.
 */
export function inlineStylesheets(html: string, outDir: string): string {
  return html.replace(
    /<link rel="stylesheet"([^>]*) href="\/(assets\/[^"]+\.css)"([^>]*)>/g,
    (_tag, before: string, asset: string, after: string) => {
      const css = readFileSync(join(outDir, asset), 'utf8');
      if (css.includes('</')) throw new Error(`prerender: ${asset} cannot be inlined`);
      return `<style>${css}</style><link rel="stylesheet"${before} href="/${asset}"${after} disabled>`;
    },
  );
}
