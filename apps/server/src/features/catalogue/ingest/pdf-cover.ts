import { createRequire } from 'node:module';
import type { CoverImage } from './cover.ts';

/** Width of a rendered PDF cover (cards show ≤ 160 CSS px, the details page ≤ 320). */
export const PDF_COVER_WIDTH = 640;
/** A very tall first page is cut at this height (4:1) instead of making a huge picture. */
const MAX_HEIGHT = PDF_COVER_WIDTH * 4;
/** Rendering gives up after this long (a hostile file must not hold an import). */
export const PDF_COVER_TIMEOUT_MS = 20_000;

const require = createRequire(import.meta.url);
/** pdf.js reads its standard fonts and CMaps from its own package folder. */
const PDFJS_DIR = require.resolve('pdfjs-dist/package.json').replace(/package\.json$/, '');

class RenderTimeout extends Error {}

/**
 * Renders the first page of a PDF as a PNG, with pdf.js (the renderer the web reader uses) on a
 * @napi-rs/canvas canvas: white background, PDF_COVER_WIDTH wide. The file is untrusted: no
 * font-face injection, no XFA, no scripting (pdf.js runs none without a viewer), a pixel and a
 * time cap. Null when the page cannot be rendered.
 */
export async function renderPdfCover(
  buffer: Uint8Array,
  timeoutMs = PDF_COVER_TIMEOUT_MS,
): Promise<CoverImage | null> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const { createCanvas } = await import('@napi-rs/canvas');
  const task = pdfjs.getDocument({
    data: new Uint8Array(buffer), // pdf.js takes ownership of (detaches) the array it is given
    disableFontFace: true,
    enableXfa: false,
    standardFontDataUrl: `${PDFJS_DIR}standard_fonts/`,
    cMapUrl: `${PDFJS_DIR}cmaps/`,
    cMapPacked: true,
    verbosity: 0,
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RenderTimeout()), timeoutMs);
  });
  try {
    return await Promise.race([
      (async () => {
        const doc = await task.promise;
        const page = await doc.getPage(1);
        const base = page.getViewport({ scale: 1 });
        if (!(base.width > 0 && base.height > 0)) return null;
        const scale = PDF_COVER_WIDTH / base.width;
        const viewport = page.getViewport({ scale });
        const width = Math.round(viewport.width);
        const height = Math.min(MAX_HEIGHT, Math.max(1, Math.round(viewport.height)));
        const canvas = createCanvas(width, height);
        const context = canvas.getContext('2d');
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, width, height);
        type Params = Parameters<typeof page.render>[0];
        await page.render({
          canvas: canvas as unknown as Params['canvas'],
          canvasContext: context as unknown as Params['canvasContext'],
          viewport,
        }).promise;
        return { data: await canvas.encode('png'), mediaType: 'image/png' as const };
      })(),
      timeout,
    ]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    await task.destroy().catch(() => undefined);
  }
}
