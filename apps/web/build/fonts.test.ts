import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BASIC_TEXT,
  BASIC_UNICODE_RANGE,
  basicFace,
  fontDisplayOptional,
  parseRange,
  withoutBasic,
} from './fonts.ts';

const require = createRequire(import.meta.url);

const FACES = [
  ['@fontsource/andika/400.css', 'andika', '400'],
  ['@fontsource/andika/700.css', 'andika', '700'],
  ['@fontsource/lexend/500.css', 'lexend', '500'],
  ['@fontsource/lexend/700.css', 'lexend', '700'],
] as const;

// The cuts are made in a plain Node process, as in the build: under jsdom (this suite's
// environment) the woff2 WebAssembly binding refuses the test realm's typed arrays. The plugin
// then finds them in its cache.
beforeAll(() => {
  const faces = FACES.map(([spec, family, weight]) => [require.resolve(spec), family, weight]);
  const script = [
    `import { basicFace } from ${JSON.stringify(pathToFileURL(require.resolve('./fonts.ts')).href)};`,
    `for (const [css, family, weight] of ${JSON.stringify(faces)}) await basicFace(css, family, weight);`,
  ].join('\n');
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'pipe' });
}, 120_000);

/** Runs the plugin's transform on an installed @fontsource stylesheet. */
async function transformed(spec: string): Promise<{ id: string; code: string }> {
  const id = require.resolve(spec);
  const plugin = fontDisplayOptional();
  const transform = plugin.transform as (code: string, id: string) => Promise<{ code: string }>;
  const { code } = await transform.call({}, await readFile(id, 'utf8'), id);
  return { id, code };
}

function faces(css: string): { name: string; body: string }[] {
  return [
    ...css.matchAll(/\/\* ([\w-]+) \*\/\s*@font-face\s*\{([^}]*)\}|@font-face\s*\{([^}]*)\}/g),
  ].map((m) => ({ name: m[1] ?? 'basic', body: m[2] ?? m[3]! }));
}

const inRanges = (cp: number, ranges: [number, number][]) =>
  ranges.some(([a, b]) => cp >= a && cp <= b);

describe('fonts build plugin (issue 15: the basic cut of each face)', () => {
  it('takes the basic characters out of a range and keeps the rest', () => {
    expect(withoutBasic('U+0000-00FF,U+0131,U+2000-206F')).toBe(
      'U+0-1F, U+7F-9F, U+A1-A6, U+A8, U+AA-D6, U+D8-FF, U+131, U+2000-2012, U+2015-2017, ' +
        'U+201A-201B, U+201E-2021, U+2023-2025, U+2027-206F',
    );
    expect(withoutBasic('U+0400-045F')).toBe('U+400-45F');
    expect(parseRange('U+20-7E, U+A0')).toEqual([
      [0x20, 0x7e],
      [0xa0, 0xa0],
    ]);
  });

  it('covers every character of the interface text', () => {
    for (const ch of 'Hello, Mia! Page 1 of 14 — “Read-along” 0.75× Loading… © §’')
      expect(BASIC_TEXT).toContain(ch);
  });

  it.each(FACES)(
    '%s: optional display, a basic face, and no character in two faces',
    async (spec, name, weight) => {
      const family = name === 'andika' ? 'Andika' : 'Lexend';
      const { code } = await transformed(spec);
      expect(code).not.toContain('font-display: swap');
      const all = faces(code);
      expect(all.every((f) => f.body.includes('font-display: optional'))).toBe(true);
      const basic = all.find((f) => f.body.includes('-basic-'))!;
      expect(basic.body).toContain(`font-family: '${family}'`);
      expect(basic.body).toContain(`font-weight: ${weight}`);
      expect(basic.body).toContain(`unicode-range: ${BASIC_UNICODE_RANGE};`);
      const ranges = all.map((f) => ({
        name: f.name,
        ranges: parseRange(/unicode-range:\s*([^;]+);/.exec(f.body)![1]!),
      }));
      // Chromium fetches every face covering a character while the first is loading: the
      // basic characters belong to the basic face alone.
      for (const cp of [...BASIC_TEXT].map((c) => c.codePointAt(0)!)) {
        const owners = ranges.filter((r) => inRanges(cp, r.ranges)).map((r) => r.name);
        expect(owners, `U+${cp.toString(16)}`).toEqual(['basic']);
      }
      // The rest of Latin (é, ß, €) is still drawn by the Latin face.
      const latin = ranges.find((r) => /-latin-\d+-normal$/.test(r.name))!;
      for (const cp of [0xe9, 0xdf, 0x20ac]) expect(inRanges(cp, latin.ranges)).toBe(true);
    },
  );

  it('cuts a woff2 face a good deal smaller than the Latin one, once', async () => {
    const css = require.resolve('@fontsource/andika/400.css');
    const file = await basicFace(css, 'andika', '400');
    const cut = await readFile(file);
    const latin = await readFile(
      require.resolve('@fontsource/andika/files/andika-latin-400-normal.woff2'),
    );
    expect(cut.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(cut.length).toBeLessThan(latin.length * 0.7);
    expect(await basicFace(css, 'andika', '400')).toBe(file);
  });
});
