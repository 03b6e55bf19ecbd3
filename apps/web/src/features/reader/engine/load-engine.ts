import type { EngineOptions, ReaderEngineHandle } from './engine-types.ts';

/**
 * The renderer for a book, loaded on demand: foliate-js only for EPUBs, pdf.js only for PDFs,
 * so neither is part of the reader route's JavaScript before the book is known.
 */
export async function loadEngine(opts: EngineOptions): Promise<ReaderEngineHandle> {
  if (opts.manifest.fileType === 'pdf') {
    const { createPdfEngine } = await import('./pdf-engine.ts');
    return createPdfEngine(opts);
  }
  const { createFoliateEngine } = await import('./foliate-engine.ts');
  return createFoliateEngine(opts);
}

/**
 * Start downloading a renderer's code early (while the book file downloads). For EPUBs every
 * part foliate-js will need is asked for in the same round (it would otherwise load them one
 * after the other: view → zip reader → EPUB parser → renderer).
 */
export function preloadEngine(
  manifest: Pick<EngineOptions['manifest'], 'fileType' | 'layout'>,
): void {
  const parts: Promise<unknown>[] =
    manifest.fileType === 'pdf'
      ? [import('./pdf-engine.ts')]
      : [
          import('./foliate-engine.ts'),
          import('foliate-js/view.js'),
          import('foliate-js/vendor/zip.js'),
          import('foliate-js/epub.js'),
          manifest.layout === 'fixed'
            ? import('foliate-js/fixed-layout.js')
            : import('foliate-js/paginator.js'),
        ];
  void Promise.all(parts).catch(() => undefined);
}
