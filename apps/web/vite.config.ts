import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { endpointDescriptors } from './build/endpoint-descriptors.ts';
import { fontDisplayOptional } from './build/fonts.ts';
import { i18nSections } from './build/i18n-sections.ts';
import { landingPreloads } from './build/landing-preloads.ts';
import { precompress } from './build/precompress.ts';
import { prerenderLanding } from './build/prerender-landing.ts';
import {
  EARLY_ENTRY,
  earlyScript,
  ENTRY_MODULES,
  readingPagesChunk,
} from './build/reading-pages.ts';
import { versionFile } from './build/version-file.ts';

/** The web app's build; its plugins are in build/, one file each. */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    versionFile(),
    fontDisplayOptional(),
    landingPreloads(),
    earlyScript(),
    i18nSections(),
    endpointDescriptors(),
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
      // The client build has two entries: the app (index.html) and src/early-start.ts, which
      // index.html carries inline (earlyScript).
      ...(isSsrBuild
        ? {}
        : {
            input: {
              index: resolve(import.meta.dirname, 'index.html'),
              [EARLY_ENTRY]: resolve(import.meta.dirname, 'src/early-start.ts'),
            },
          }),
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
            // Everything else the app shell needs before its first render, in one file
            // (issue 15): the server speaks HTTP/1.1 without TLS, so a browser fetches six
            // files at a time, and the shell's two dozen small chunks held up the page's own
            // requests (its API call, its chunks, its picture) by several round trips.
            {
              name: 'shell',
              tags: ['$initial'],
              // The entries themselves stay the entry chunks index.html names.
              test: (id) => !ENTRY_MODULES.test(id),
              priority: 15,
            },
            // The reading pages' own code (bookshelf, book details, reader, with what they
            // import beyond the shell) in one file too, for the same reason: /browse asked for
            // 22 small chunks after the shell. The book renderers stay apart (dynamic imports).
            {
              name: readingPagesChunk(),
              debugName: 'reading pages',
              priority: 12,
              // Libraries (Zod, forms) stay in their own chunks, shared with other pages.
              includeDependenciesRecursively: false,
            },
            // The profanity check (spec §5) and its word list, which only free-text forms
            // need: building the list's patterns when the module loads was most of the
            // validation chunk's start-up (80 ms of a phone's CPU for the ledger batcher, which
            // has no free text; issue 15).
            {
              name: 'profanity',
              test: /node_modules[\\/]obscenity[\\/]|packages[\\/]contract[\\/]src[\\/]validation[\\/]profanity\.ts$/,
              priority: 13,
            },
            // Zod and the contract's validation rules, which every page with a schema needs,
            // in one file instead of four.
            {
              name: 'validation',
              test: /node_modules[\\/]zod[\\/]|packages[\\/]contract[\\/]src[\\/](common[\\/]endpoint\.ts|validation[\\/])/,
              priority: 11,
            },
            // The data hooks the shell does not use itself (useQuery, useMutation, …).
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 11 },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
}));
