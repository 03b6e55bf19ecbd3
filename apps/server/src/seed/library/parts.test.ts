import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { overlayClips } from './epub/media-overlay.ts';
import { svgDocument } from './epub/svg.ts';
import { clipTime, clockValue, slugify, uuidV5 } from './epub/xml.ts';
import { readMp3 } from './narration/mp3.ts';
import { NARRATION_DIR } from './narration/narration.ts';
import { narratedPages } from './narration/words.ts';
import { IDENTITY, parsePath, parseTransform, pathData, type Segment } from './pdf/svg-path.ts';
import { parseColor } from './pdf/svg-render.ts';

describe('narratedPages', () => {
  it('numbers words through the book and keeps punctuation with its word', () => {
    const pages = narratedPages([
      { text: '“Hello!” said Bo.' },
      { text: 'Up, up —\nover the hill' },
      { text: '' },
    ]);
    expect(pages.map((p) => p.words.map((w) => [w.id, w.text, w.speak, w.pause]))).toEqual([
      [
        ['w1', '“Hello!”', 'Hello', 'sentence'],
        ['w2', 'said', 'said', 'word'],
        ['w3', 'Bo.', 'Bo', 'sentence'],
      ],
      [
        ['w4', 'Up,', 'Up', 'comma'],
        ['w5', 'up', 'up', 'word'],
        ['w6', 'over', 'over', 'word'],
        ['w7', 'the', 'the', 'word'],
        // the last word of a page always ends a sentence
        ['w8', 'hill', 'hill', 'sentence'],
      ],
      [],
    ]);
    // The dash is printed but not narrated; the line break starts a new paragraph.
    expect(pages[1]!.paragraphs).toHaveLength(2);
    expect(pages[1]!.paragraphs[0]).toEqual([
      { word: pages[1]!.words[0] },
      { text: ' ' },
      { word: pages[1]!.words[1] },
      { text: ' ' },
      { text: '—' },
    ]);
    expect(pages[2]!.paragraphs).toEqual([]);
  });
});

describe('xml helpers', () => {
  it('makes name-based version 5 UUIDs', () => {
    // RFC 9562 test vector: the DNS namespace and "www.example.com".
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
    expect(uuidV5('PB-0001')).toBe(uuidV5('PB-0001'));
    expect(uuidV5('PB-0001')).not.toBe(uuidV5('PB-0002'));
  });

  it('writes clock values and clip times', () => {
    expect(clockValue(3723.4567)).toBe('1:02:03.457');
    expect(clockValue(5.1)).toBe('0:00:05.100');
    expect(clipTime(1.2344)).toBe('1.234s');
    expect(clipTime(1.2349)).toBe('1.235s');
    expect(clipTime(1.2349, true)).toBe('1.234s');
  });

  it('slugs titles for file names', () => {
    expect(slugify("Little Dino's Big Bedtime Roar!")).toBe('little-dinos-big-bedtime-roar');
    expect(slugify('Café — Crème')).toBe('cafe-creme');
    expect(slugify('!!!')).toBe('book');
  });
});

describe('overlayClips', () => {
  it('tiles the audio: from 0, each clip up to the next word, the last to the end', () => {
    const clips = overlayClips(
      [
        { id: 'w1', text: 'a', start: 0.3, end: 0.5 },
        { id: 'w2', text: 'b', start: 0.6, end: 0.9 },
        { id: 'w3', text: 'c', start: 1.2, end: 1.5 },
      ],
      2,
    );
    expect(clips).toEqual([
      { id: 'w1', begin: 0, end: 0.6, last: false },
      { id: 'w2', begin: 0.6, end: 1.2, last: false },
      { id: 'w3', begin: 1.2, end: 2, last: true },
    ]);
  });
});

describe('svgDocument', () => {
  it('adds the XML declaration and namespaces', () => {
    const doc = svgDocument('<svg viewBox="0 0 10 10"><use xlink:href="#a"/></svg>', 'x');
    expect(doc).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<svg xmlns:xlink="http://www.w3.org/1999/xlink" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><use xlink:href="#a"/></svg>\n',
    );
  });

  it.each([
    ['<div/>', /not an <svg> element/],
    ['<svg><rect/></svg>', /no viewBox/],
    ['<svg viewBox="0 0 1 1" onload="x()"/>', /scripts/],
    ['<svg viewBox="0 0 1 1"><foreignObject/></svg>', /foreign objects/],
    ['<svg viewBox="0 0 1 1"><rect fill="url(http://x/y)"/></svg>', /references other files/],
  ])('refuses %s', (svg, message) => {
    expect(() => svgDocument(svg, 'art')).toThrow(message);
  });
});

describe('svg paths for the PDF renderer', () => {
  const round = (segments: Segment[]) => pathData(segments, IDENTITY);

  it('makes every command absolute: lines, curves and closes', () => {
    expect(round(parsePath('m10 10 h5 v5 l-5 0 z M0 0 L1 1 2 2'))).toBe(
      'M10 10 L15 10 L15 15 L10 15 Z M0 0 L1 1 L2 2',
    );
    expect(round(parsePath('M0 0 c1 1 2 1 3 0 s2 -1 3 0'))).toBe(
      'M0 0 C1 1 2 1 3 0 C4 -1 5 -1 6 0',
    );
    // A quadratic becomes the equivalent cubic.
    expect(round(parsePath('M0 0 Q3 3 6 0 T12 0'))).toBe('M0 0 C2 2 4 2 6 0 C8 -2 10 -2 12 0');
  });

  it('turns arcs into curves that end on the arc end point, flags written together', () => {
    const segs = parsePath('M0 0 a5 5 0 011 10 0');
    const last = segs.at(-1)!;
    expect(last).toMatchObject({ op: 'C', x: 10, y: 0 });
    // Half circle of radius 5 (sweep 1 in SVG's y-down space) bulges to y = -5.
    const ys = segs.flatMap((s) => (s.op === 'C' ? [s.y1, s.y2, s.y] : []));
    expect(Math.min(...ys)).toBeLessThan(-4);
  });

  it('stops at malformed data like a browser', () => {
    expect(round(parsePath('M0 0 L10 10 L 5'))).toBe('M0 0 L10 10');
  });

  it('parses transforms in order', () => {
    expect(parseTransform('translate(10 20) scale(2)')).toEqual([2, 0, 0, 2, 10, 20]);
    const r = parseTransform('rotate(90 10 10)');
    expect(pathData([{ op: 'M', x: 20, y: 10 }], r)).toBe('M10 20');
  });

  it('reads CSS colours', () => {
    expect(parseColor('#ff8000')).toEqual({ rgb: [1, 128 / 255, 0], alpha: 1 });
    expect(parseColor('#f00')?.rgb).toEqual([1, 0, 0]);
    expect(parseColor('rgba(0, 255, 0, 0.5)')).toEqual({ rgb: [0, 1, 0], alpha: 0.5 });
    expect(parseColor('hsl(240, 100%, 50%)')?.rgb).toEqual([0, 0, 1]);
    expect(parseColor('skyblue')?.rgb[2]).toBeCloseTo(235 / 255);
    expect(parseColor('none')).toBeNull();
  });
});

describe('readMp3', () => {
  it('reads the exact length of the committed narration', () => {
    const timings = JSON.parse(
      readFileSync(join(NARRATION_DIR, 'TEST-0001', 'timings.json'), 'utf8'),
    ) as { pages: Array<{ audio: string; duration: number }> };
    for (const page of timings.pages) {
      const info = readMp3(readFileSync(join(NARRATION_DIR, 'TEST-0001', page.audio)));
      expect(info).toMatchObject({ sampleRate: 44100, channels: 1, samplesPerFrame: 1152 });
      expect(info.encoderDelay).toBeGreaterThan(0);
      expect(info.duration).toBeCloseTo(page.duration, 3);
    }
  });

  it('refuses what is not MP3', () => {
    expect(() => readMp3(new Uint8Array([1, 2, 3, 4, 5]))).toThrow(/Not an MP3 file/);
    const mp3 = readFileSync(join(NARRATION_DIR, 'TEST-0001', 'p1.mp3'));
    expect(() => readMp3(mp3.subarray(0, mp3.length - 100))).toThrow(/truncated|Info tag/);
  });
});
