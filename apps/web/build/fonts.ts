import type { Plugin } from 'vite';

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
