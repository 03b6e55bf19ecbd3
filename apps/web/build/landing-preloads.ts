import type { HtmlTagDescriptor, Plugin } from 'vite';
import { chunkClosure, chunksOf, LANDING_ONLY } from './chunks.ts';

/** The landing page's own module (its chunk is fetched with the app, not after it runs). */
const LANDING_MODULES = [
  /\/app\/routes\/public\/home\.tsx$/,
  /\/components\/illustrations\/hero-scene\.tsx$/,
];
/**
 * The faces the first screen uses (body: Andika 400/700, headings: Lexend 500/700), in their
 * basic cut (the app's own characters, build/fonts.ts).
 */
const FIRST_SCREEN_FONTS =
  /^assets\/(andika-basic-(400|700)|lexend-basic-(500|700))-normal-[\w-]+\.woff2$/;

/** Faces of buttons and bold words, preloaded on wide screens only (see below). */
const SECONDARY_FONTS = /(andika-basic-700|lexend-basic-500)-normal/;
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
        const chunks = chunksOf(bundle);
        const landing = chunks.filter((c) =>
          c.moduleIds.some((id) => LANDING_MODULES.some((re) => re.test(id))),
        );
        const { js: scripts, css: styles } = chunkClosure(chunks, landing);
        for (const file of scripts.filter((f) => !html.includes(`/${f}"`))) {
          tags.push({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}`, [LANDING_ONLY]: '' },
            injectTo: 'head',
          });
        }
        for (const file of styles.filter((f) => !html.includes(`/${f}"`))) {
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
