import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

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
export function compressFile(file: string): void {
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
