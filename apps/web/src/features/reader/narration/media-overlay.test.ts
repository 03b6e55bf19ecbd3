import { describe, expect, it } from 'vitest';
import {
  UnsafeXmlError,
  buildTimeline,
  findActivePar,
  loadTimeline,
  parseSmil,
  readMediaClasses,
} from './media-overlay.ts';
import { FakeEngine, smilFile } from './test-engine.ts';

const resolve = (href: string, base: string) => {
  const url = new URL(href, `https://book.invalid/${base}`);
  return decodeURIComponent(url.pathname.slice(1)) + url.hash;
};

/** Shaped like the SMIL of the demo picture books (and other EPUB 3 packagers). */
const PAGE_3 = smilFile('../page-03.xhtml', '../audio/p3.mp3', [
  ['w1', '0.000s', '0.412s'],
  ['w2', '0.412s', '0.730s'],
  ['w3', '0.730s', '1.205s'],
  ['w4', '1.205s', '2.048s'],
]);

describe('parseSmil', () => {
  it('reads every par with resolved hrefs, fragments and clip times', () => {
    const pars = parseSmil(PAGE_3, 'EPUB/smil/page-03.smil', resolve);
    expect(pars).toEqual([
      {
        textHref: 'EPUB/page-03.xhtml',
        fragment: 'w1',
        audioHref: 'EPUB/audio/p3.mp3',
        begin: 0,
        end: 0.412,
      },
      {
        textHref: 'EPUB/page-03.xhtml',
        fragment: 'w2',
        audioHref: 'EPUB/audio/p3.mp3',
        begin: 0.412,
        end: 0.73,
      },
      {
        textHref: 'EPUB/page-03.xhtml',
        fragment: 'w3',
        audioHref: 'EPUB/audio/p3.mp3',
        begin: 0.73,
        end: 1.205,
      },
      {
        textHref: 'EPUB/page-03.xhtml',
        fragment: 'w4',
        audioHref: 'EPUB/audio/p3.mp3',
        begin: 1.205,
        end: 2.048,
      },
    ]);
  });

  it('accepts every clock format, nested seqs, SMIL 2 attributes and an open clip end', () => {
    const xml = `<?xml version="1.0"?>
<smil xmlns="http://www.w3.org/ns/SMIL" version="3.0"><body>
  <seq><par><text src="ch1.xhtml#s1"/><audio src="a%20b.mp3" clipBegin="00:01.500" clipEnd="0:00:02.5"/></par>
    <seq><par><text src="ch1.xhtml#s2"/><audio src="a%20b.mp3" clipBegin="2500ms" clipEnd="npt=3.25s"/></par></seq>
    <par><text src="ch1.xhtml#s%C3%A9"/><audio src="a%20b.mp3" clip-begin="npt=3.25s" clip-end="4s"/></par>
    <par><text src="ch1.xhtml#s4"/><audio src="a%20b.mp3" clipBegin="4s"/></par>
  </seq></body></smil>`;
    const pars = parseSmil(xml, 'OPS/ch1.smil', resolve);
    expect(pars.map((p) => [p.fragment, p.audioHref, p.begin, p.end])).toEqual([
      ['s1', 'OPS/a b.mp3', 1.5, 2.5],
      ['s2', 'OPS/a b.mp3', 2.5, 3.25],
      ['sé', 'OPS/a b.mp3', 3.25, 4],
      ['s4', 'OPS/a b.mp3', 4, Infinity],
    ]);
  });

  it('skips pars without audio or text and clips it cannot read', () => {
    const xml = `<smil xmlns="http://www.w3.org/ns/SMIL"><body><seq>
      <par><text src="p.xhtml#a"/></par>
      <par><audio src="a.mp3" clipBegin="0s" clipEnd="1s"/></par>
      <par><text src="p.xhtml#b"/><audio src="a.mp3" clipBegin="soon" clipEnd="1s"/></par>
      <par><text src="p.xhtml#c"/><audio src="a.mp3" clipBegin="2s" clipEnd="1s"/></par>
      <par><text src="p.xhtml#d"/><audio src="a.mp3" clipBegin="1s" clipEnd="2s"/></par>
    </seq></body></smil>`;
    expect(parseSmil(xml, 'p.smil', resolve).map((p) => p.fragment)).toEqual(['d']);
  });

  it('refuses a DOCTYPE (no entity expansion) and XML that is not well-formed', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE smil [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>
<smil xmlns="http://www.w3.org/ns/SMIL"><body><par><text src="p.xhtml#&b;"/><audio src="a.mp3"/></par></body></smil>`;
    expect(() => parseSmil(bomb, 'p.smil', resolve)).toThrow(UnsafeXmlError);
    expect(() => parseSmil('<smil><body><par></smil>', 'p.smil', resolve)).toThrow(UnsafeXmlError);
  });
});

describe('buildTimeline', () => {
  const sections = [
    { index: 0, href: 'EPUB/cover.xhtml', mediaOverlayHref: null },
    { index: 1, href: 'EPUB/page-01.xhtml', mediaOverlayHref: 'EPUB/smil/page-01.smil' },
    { index: 2, href: 'EPUB/page-02.xhtml', mediaOverlayHref: 'EPUB/smil/page-02.smil' },
  ];

  it('orders pars by spine then document, maps them to sections and cuts runs at audio changes and gaps', () => {
    const p1 = parseSmil(
      smilFile('../page-01.xhtml', '../audio/p1.mp3', [
        ['a', '0s', '0.5s'],
        ['b', '0.5s', '1s'],
        ['c', '3s', '4s'],
      ]),
      'EPUB/smil/page-01.smil',
      resolve,
    );
    const p2 = parseSmil(
      smilFile('../page-02.xhtml', '../audio/p2.mp3', [
        ['d', '0s', '1s'],
        ['e', '1.02s', '2s'],
      ]),
      'EPUB/smil/page-02.smil',
      resolve,
    );
    const t = buildTimeline(
      sections,
      new Map([
        [2, p2],
        [1, p1],
      ]),
    );
    expect(t.pars.map((p) => [p.index, p.fragment, p.sectionIndex, p.sectionHref])).toEqual([
      [0, 'a', 1, 'EPUB/page-01.xhtml'],
      [1, 'b', 1, 'EPUB/page-01.xhtml'],
      [2, 'c', 1, 'EPUB/page-01.xhtml'],
      [3, 'd', 2, 'EPUB/page-02.xhtml'],
      [4, 'e', 2, 'EPUB/page-02.xhtml'],
    ]);
    expect(t.runs).toEqual([
      { audioHref: 'EPUB/audio/p1.mp3', start: 0, end: 2 },
      { audioHref: 'EPUB/audio/p1.mp3', start: 2, end: 3 },
      { audioHref: 'EPUB/audio/p2.mp3', start: 3, end: 5 },
    ]);
    expect(t.runOf).toEqual([0, 0, 1, 2, 2]);
  });

  it('places a par whose text is in another spine item on that item', () => {
    const pars = parseSmil(
      smilFile('page-02.xhtml', 'a.mp3', [['x', '0s', '1s']]),
      'EPUB/page-01.smil',
      resolve,
    );
    const t = buildTimeline(sections, new Map([[1, pars]]));
    expect(t.pars[0]).toMatchObject({ sectionIndex: 2, sectionHref: 'EPUB/page-02.xhtml' });
  });
});

describe('findActivePar', () => {
  const pars = [
    { begin: 0, end: 0.4 },
    { begin: 0.4, end: 0.75 },
    { begin: 0.75, end: 1.2 },
    { begin: 1.2, end: 2 },
    { begin: 2, end: 2.5 },
  ];

  it.each([
    [0, 0],
    [0.39, 0],
    [0.4, 1],
    [0.9, 2],
    [1.2, 3],
    [2.49, 4],
  ])('t=%d → par %d', (t, i) => {
    expect(findActivePar(pars, t)).toBe(i);
  });

  it('is -1 before the first clip and after the last, and searches only the given run', () => {
    expect(findActivePar(pars, 2.5)).toBe(-1);
    expect(findActivePar(pars, 0.3, 1, 4)).toBe(-1);
    expect(findActivePar(pars, 0.5, 1, 4)).toBe(1);
    expect(findActivePar(pars, 2.2, 1, 4)).toBe(-1);
    expect(findActivePar([], 1)).toBe(-1);
  });

  it('finds the right par in a long timeline', () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ begin: i * 0.3, end: (i + 1) * 0.3 }));
    for (const i of [0, 1, 777, 2500, 4999]) expect(findActivePar(many, i * 0.3 + 0.1)).toBe(i);
  });
});

describe('loadTimeline and readMediaClasses', () => {
  it('loads every SMIL through the engine and drops only a broken one', async () => {
    const engine = new FakeEngine({
      sections: [
        { href: 'EPUB/page-01.xhtml', body: '', smil: 'EPUB/smil/page-01.smil' },
        { href: 'EPUB/page-02.xhtml', body: '', smil: 'EPUB/smil/page-02.smil' },
        { href: 'EPUB/page-03.xhtml', body: '', smil: 'EPUB/smil/missing.smil' },
        { href: 'EPUB/page-04.xhtml', body: '' },
      ],
      files: {
        'EPUB/smil/page-01.smil': smilFile('../page-01.xhtml', '../audio/p1.mp3', [
          ['w1', '0s', '1s'],
        ]),
        'EPUB/smil/page-02.smil': '<!DOCTYPE smil><smil/>',
      },
    });
    const t = await loadTimeline(engine);
    expect(t.pars.map((p) => `${p.sectionHref}#${p.fragment}`)).toEqual(['EPUB/page-01.xhtml#w1']);
    expect(engine.loaded).toEqual([
      'EPUB/smil/page-01.smil',
      'EPUB/smil/page-02.smil',
      'EPUB/smil/missing.smil',
    ]);
  });

  it("reads the book's media:active-class and playback-active-class from the package", async () => {
    const engine = new FakeEngine({
      sections: [],
      files: {
        'META-INF/container.xml': `<?xml version="1.0"?><container xmlns="urn:oasis:names:tc:opendocument:xmlns:container" version="1.0"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>`,
        'OEBPS/content.opf': `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata>
          <meta property="media:duration" refines="#o1">0:00:05.000</meta>
          <meta property="media:active-class">story-active</meta>
          <meta property="media:playback-active-class">story-playing</meta>
        </metadata></package>`,
      },
    });
    expect(await readMediaClasses(engine)).toEqual({
      activeClass: 'story-active',
      playbackActiveClass: 'story-playing',
    });
    const none = new FakeEngine({ sections: [] });
    expect(await readMediaClasses(none)).toEqual({ activeClass: null, playbackActiveClass: null });
  });
});
