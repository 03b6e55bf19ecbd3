import { afterEach, describe, expect, it, vi } from 'vitest';
import { wordAtPoint, wordBoundsAt } from './word-at-point.ts';

/**
 * jsdom has no layout: the caret API and the word's box are given here, as a browser would
 * (caretRangeFromPoint in Chromium/WebKit, caretPositionFromPoint in Firefox).
 */

const wordAt = (text: string, offset: number, lang?: string) => {
  const b = wordBoundsAt(text, offset, lang);
  return b ? text.slice(b.start, b.end) : null;
};

describe('wordBoundsAt', () => {
  it('widens a caret to the word around it', () => {
    expect(wordAt('The big dinosaur roared.', 10)).toBe('dinosaur');
    expect(wordAt('The big dinosaur roared.', 8)).toBe('dinosaur');
    expect(wordAt('The big dinosaur roared.', 0)).toBe('The');
  });

  it('gives the word a caret is right after, and nothing on spaces or punctuation alone', () => {
    expect(wordAt('The dog.', 7)).toBe('dog');
    expect(wordAt('The dog', 7)).toBe('dog');
    expect(wordAt('Oh — wow', 3)).toBeNull();
    expect(wordAt('...', 1)).toBeNull();
  });

  it('keeps contractions and numbers-with-letters together the way the language does', () => {
    expect(wordAt('I don’t know', 4)).toBe('don’t');
    expect(wordAt('Le chien', 4, 'fr')).toBe('chien');
  });
});

describe('wordAtPoint', () => {
  afterEach(() => {
    delete (Range.prototype as { getBoundingClientRect?: unknown }).getBoundingClientRect;
  });

  /** The box the "browser" lays the word out in (jsdom has no Range layout). */
  function wordBox(rect: DOMRect) {
    Object.defineProperty(Range.prototype, 'getBoundingClientRect', {
      configurable: true,
      value: () => rect,
    });
  }

  function page(html: string) {
    const doc = document.implementation.createHTMLDocument('book');
    doc.body.innerHTML = html;
    return doc;
  }

  const box = (left: number, top: number, width: number, height: number) =>
    new DOMRect(left, top, width, height);

  it('finds the tapped word and its box (caretRangeFromPoint)', () => {
    const doc = page('<p>The big <span>dinosaur</span> roared.</p>');
    const text = doc.querySelector('span')!.firstChild as Text;
    const caret = doc.createRange();
    caret.setStart(text, 3);
    Object.assign(doc, { caretRangeFromPoint: vi.fn(() => caret) });
    wordBox(box(100, 50, 80, 24));

    const hit = wordAtPoint(doc, 130, 60);
    expect(hit?.word).toBe('dinosaur');
    expect(hit?.rect).toMatchObject({ left: 100, top: 50, width: 80, height: 24 });
  });

  it('uses caretPositionFromPoint where the browser has it', () => {
    const doc = page('<p lang="en">Jumped over</p>');
    const text = doc.querySelector('p')!.firstChild as Text;
    Object.assign(doc, {
      caretPositionFromPoint: vi.fn(() => ({ offsetNode: text, offset: 2 })),
      caretRangeFromPoint: vi.fn(() => null),
    });
    wordBox(box(10, 10, 60, 20));
    expect(wordAtPoint(doc, 20, 15)?.word).toBe('Jumped');
  });

  it('is null when the tap is beside the word (caret snapped from blank space)', () => {
    const doc = page('<p>Short line</p>');
    const text = doc.querySelector('p')!.firstChild as Text;
    const caret = doc.createRange();
    caret.setStart(text, 10);
    Object.assign(doc, { caretRangeFromPoint: vi.fn(() => caret) });
    wordBox(box(40, 10, 30, 20));
    expect(wordAtPoint(doc, 400, 15)).toBeNull();
  });

  it('is null on pictures and without a caret API', () => {
    const doc = page('<img alt="a fox">');
    Object.assign(doc, { caretRangeFromPoint: vi.fn(() => doc.createRange()) });
    expect(wordAtPoint(doc, 5, 5)).toBeNull();
    expect(wordAtPoint(page('<p>hi</p>'), 5, 5)).toBeNull();
  });
});
