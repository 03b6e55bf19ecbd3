import andikaRegular from '@fontsource/andika/files/andika-latin-400-normal.woff2?url';
import andikaBold from '@fontsource/andika/files/andika-latin-700-normal.woff2?url';
import type { ReaderDisplay } from './engine-types.ts';

/**
 * Styles the reader adds to the documents of reflowable books: the text size chosen by the
 * reader and the dyslexia-friendly option.
 *
 * No OpenDyslexic font package is installed, so the dyslexia-friendly option uses Andika (SIL,
 * bundled with the app, made for beginning readers: single-storey a and g, b/d/p/q that are not
 * mirror images) with the British Dyslexia Association's spacing advice: wider letter and word
 * spacing, 1.8 line height, left-aligned text without hyphenation.
 */

export const FONT_SCALES = [0.85, 1, 1.2, 1.4, 1.7] as const;

/** Book frames are blob: documents: font URLs must be absolute (same origin, CSP font-src 'self'). */
function absolute(url: string): string {
  try {
    return new URL(url, globalThis.location?.href ?? 'http://localhost/').href;
  } catch {
    return url;
  }
}

export function clampFontScale(scale: number): number {
  if (!Number.isFinite(scale)) return 1;
  return Math.min(FONT_SCALES[FONT_SCALES.length - 1]!, Math.max(FONT_SCALES[0]!, scale));
}

export function readerBookCss(display: Pick<ReaderDisplay, 'fontScale' | 'dyslexiaFont'>): string {
  const parts: string[] = [];
  const scale = clampFontScale(display.fontScale);
  if (scale !== 1) parts.push(`html { font-size: ${Math.round(scale * 100)}% !important; }`);
  if (display.dyslexiaFont) {
    parts.push(
      `@font-face { font-family: "Pagebird Reading"; font-weight: 400; font-style: normal; font-display: block; src: url("${absolute(andikaRegular)}") format("woff2"); }`,
      `@font-face { font-family: "Pagebird Reading"; font-weight: 700; font-style: normal; font-display: block; src: url("${absolute(andikaBold)}") format("woff2"); }`,
      `html, body, body :not(svg, svg *, math, math *) { font-family: "Pagebird Reading", "Andika", Verdana, Tahoma, sans-serif !important; }`,
      `body { letter-spacing: 0.05em !important; word-spacing: 0.16em !important; }`,
      `body p, body li, body blockquote, body dd, body div { line-height: 1.8 !important; text-align: left !important; hyphens: none !important; }`,
    );
  }
  // Long presses on touch screens look words up; no callout menu over the book.
  parts.push(`html { -webkit-touch-callout: none; }`);
  return parts.join('\n');
}

/**
 * Fixed-layout pages: no text selection (presses turn pages or look words up), and horizontal
 * strokes reach the reader as swipes instead of panning the page.
 */
export const FIXED_LAYOUT_CSS =
  'html, body { -webkit-user-select: none; user-select: none; -webkit-touch-callout: none; touch-action: pan-y pinch-zoom; }';
