import { resolve } from 'node:path';
import type { Rollup } from 'vite';

/** apps/web, whatever file of build/ asks. */
export const WEB_ROOT = resolve(import.meta.dirname, '..');

/** Marks the tags of landingPreloads that only landing.html keeps (see prerenderLanding). */
export const LANDING_ONLY = 'data-landing-only';

/** Marks the first-requests script and its meta tag, which landing.html leaves out. */
export const DEEP_LINK_ONLY = 'data-deep-link-only';

/** The bundle's chunks (assets left out). */
export function chunksOf(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  return Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
}

/**
 * The scripts and stylesheets a browser needs to run the given chunks: the chunks, their static
 * imports (recursively) and the stylesheets each imports; entry chunks are left out (the page
 * loads those already). File names as in the bundle (`assets/…`), in the order first reached.
 */
export function chunkClosure(
  chunks: Rollup.OutputChunk[],
  roots: Rollup.OutputChunk[],
): { js: string[]; css: string[] } {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (c: Rollup.OutputChunk | undefined) => {
    if (!c || c.isEntry || js.has(c.fileName)) return;
    js.add(c.fileName);
    for (const file of c.viteMetadata?.importedCss ?? []) css.add(file);
    for (const dep of c.imports) visit(byName.get(dep));
  };
  for (const root of roots) visit(root);
  return { js: [...js], css: [...css] };
}
