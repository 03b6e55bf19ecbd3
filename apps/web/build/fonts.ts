import { createHash } from 'node:crypto';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** The @fontsource stylesheets the app imports (src/main.tsx): one per family and weight. */
const FONTSOURCE_CSS = /[\\/]@fontsource[\\/](andika|lexend)[\\/](\d{3})\.css(\?|$)/;

/**
 * The characters of the app's own words (English interface text and messages): printable ASCII,
 * no-break space, § © ×, dashes, curly quotes, bullet and ellipsis.
 */
export const BASIC_CODE_POINTS: readonly [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa7, 0xa7],
  [0xa9, 0xa9],
  [0xd7, 0xd7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
];

const hex = (n: number) => n.toString(16).toUpperCase();

function formatRange(ranges: readonly (readonly [number, number])[]): string {
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
}

/** BASIC_CODE_POINTS as a CSS `unicode-range`. */
export const BASIC_UNICODE_RANGE = formatRange(BASIC_CODE_POINTS);

/** A CSS `unicode-range` (`U+0000-00FF,U+0131,…`) as inclusive code point ranges. */
export function parseRange(range: string): [number, number][] {
  return range
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, ''))
    .filter(Boolean)
    .map((part) => {
      const [a = '', b = a] = part.split('-');
      return [parseInt(a, 16), parseInt(b, 16)] as [number, number];
    });
}

/** `range` without the code points of BASIC_CODE_POINTS, as a CSS `unicode-range`. */
export function withoutBasic(range: string): string {
  let rest = parseRange(range);
  for (const [c, d] of BASIC_CODE_POINTS) {
    rest = rest.flatMap(([a, b]): [number, number][] => {
      if (d < a || c > b) return [[a, b]];
      const left: [number, number][] = c > a ? [[a, c - 1]] : [];
      const right: [number, number][] = d < b ? [[d + 1, b]] : [];
      return [...left, ...right];
    });
  }
  return formatRange(rest);
}

/** The Latin face's block of a @fontsource stylesheet (the one the basic cut is taken from). */
const LATIN_FACE =
  /(\/\* \w+-latin-\d{3}-normal \*\/\s*@font-face\s*\{[^}]*?unicode-range:\s*)([^;]+)(;)/;

export const BASIC_TEXT = BASIC_CODE_POINTS.flatMap(([a, b]) =>
  Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)),
).join('');

/** Where the cut faces are kept between builds (node_modules/.cache, next to @fontsource). */
function cacheDirFor(fontsourceCss: string): string {
  return path.resolve(path.dirname(fontsourceCss), '..', '..', '.cache', 'pagebird-fonts');
}

/**
 * The Latin face of a family and weight cut down to BASIC_CODE_POINTS (woff2), written once per
 * source face into the cache; returns its path.
 */
export async function basicFace(fontsourceCss: string, family: string, weight: string) {
  const source = path.join(
    path.dirname(fontsourceCss),
    'files',
    `${family}-latin-${weight}-normal.woff2`,
  );
  const bytes = await readFile(source);
  const key = createHash('sha256').update(bytes).update(BASIC_TEXT).digest('hex').slice(0, 12);
  const dir = cacheDirFor(fontsourceCss);
  const file = path.join(dir, key, `${family}-basic-${weight}-normal.woff2`);
  try {
    await access(file);
    return file;
  } catch {
    // not cut yet
  }
  const cut = await subsetFont(bytes, BASIC_TEXT, { targetFormat: 'woff2' });
  await mkdir(path.dirname(file), { recursive: true });
  // Written whole or not at all: a build and the tests may cut the same face at once.
  const part = `${file}.${process.pid}.part`;
  await writeFile(part, cut);
  await rename(part, file);
  return file;
}

/**
 * Issue 16: the landing page paints from its HTML before the web fonts are in, so a face
 * swapped in later would move the text (layout shift). `font-display: optional` keeps the first
 * choice for the page's life: a preloaded face that is there in time (Chromium waits briefly
 * for preloaded optional fonts; every later visit has them cached) is used, otherwise the
 * fallback stays, and nothing jumps.
 *
 * Issue 15 (a phone's first page): each face also gets a "basic" cut holding only the app's own
 * characters (BASIC_CODE_POINTS, 8–12 KB against 15–20 KB for the whole Latin face), and the
 * Latin face's `unicode-range` loses those characters, so a browser fetches the Latin face only
 * for a page whose text needs more (a name with an accent, a book in French). The ranges must
 * not overlap: Chromium also fetches the next face covering a character while the first is
 * still loading. These cuts are what index.html preloads (landing-preloads.ts). Decision 036.
 */
export function fontDisplayOptional(): Plugin {
  return {
    name: 'pagebird-font-display-optional',
    // Before Vite's CSS plugin, which turns the url()s into emitted assets.
    enforce: 'pre',
    async transform(code, id) {
      const match = FONTSOURCE_CSS.exec(id);
      if (!match) return null;
      const [, family, weight] = match;
      const css = id.replace(/\?.*$/, '');
      const file = await basicFace(css, family!, weight!);
      const url = path.relative(path.dirname(css), file).split(path.sep).join('/');
      // The family's name as the stylesheet itself declares it.
      const displayName = /font-family:\s*'([^']+)'/.exec(code)?.[1];
      if (!displayName) throw new Error(`No font-family in ${id}`);
      const basic = [
        '@font-face {',
        `  font-family: '${displayName}';`,
        '  font-style: normal;',
        '  font-display: optional;',
        `  font-weight: ${weight};`,
        `  src: url(./${url}) format('woff2');`,
        `  unicode-range: ${BASIC_UNICODE_RANGE};`,
        '}',
      ].join('\n');
      if (!LATIN_FACE.test(code)) throw new Error(`No Latin face in ${id}`);
      const faces = code
        .replaceAll('font-display: swap;', 'font-display: optional;')
        .replace(LATIN_FACE, (_, head: string, range: string, end: string) =>
          [head, withoutBasic(range), end].join(''),
        );
      return { code: `${faces}\n${basic}\n`, map: null };
    },
  };
}
