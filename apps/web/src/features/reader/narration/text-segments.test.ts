import { describe, expect, it } from 'vitest';
import { buildTextIndex, flatSpan, rangeFor, segmentSentences, wordAt } from './text-segments.ts';

function page(body: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = body;
  return doc;
}

describe('buildTextIndex', () => {
  it('keeps inline text together, breaks between blocks and at <br>, skips hidden and script text', () => {
    const doc = page(`
      <h1>The Moon</h1>
      <p>Luna <em>looked</em> up.<br/>The moon smiled.</p>
      <script>steal()</script><style>p{}</style>
      <p hidden>secret</p><span aria-hidden="true">decor</span>
      <ul><li>Stars</li><li>Owls</li></ul>`);
    const index = buildTextIndex(doc);
    const words = index.text.replace(/\s+/g, ' ').trim();
    expect(words).toBe('The Moon Luna looked up. The moon smiled. Stars Owls');
    expect(index.text).toContain('The Moon\u2029');
    expect(index.text).toContain('up.\nThe moon');
    expect(index.text).not.toMatch(/steal|secret|decor/);
  });

  it('reads a sentence on through line breaks (poems, PDF text lines)', () => {
    const doc = page(
      '<p>The owl flew<br/>over the hill.<br/><span>Then it</span><br/><span>slept.</span></p>',
    );
    const sentences = segmentSentences(buildTextIndex(doc).text, 'en');
    expect(sentences.map((s) => s.text)).toEqual(['The owl flew over the hill.', 'Then it slept.']);
  });

  it('maps flat offsets back to DOM ranges across text nodes', () => {
    const doc = page('<p>Luna <em>looked</em> up.</p>');
    const index = buildTextIndex(doc);
    const start = index.text.indexOf('looked');
    const range = rangeFor(index, start, start + 'looked up'.length)!;
    expect(range.toString()).toBe('looked up');
    expect(range.startContainer.parentElement!.localName).toBe('em');
    expect(rangeFor(index, 3, 3)).toBeNull();
  });
});

describe('segmentSentences', () => {
  it('splits sentences with Intl.Segmenter, never across blocks, and keeps word spans', () => {
    const doc = page(`<h1>Chapter One</h1><p>Mr. Fox ran.   "Where are you?"
      asked Owl. It was 3 o'clock!</p><p>…</p>`);
    const { text } = buildTextIndex(doc);
    const sentences = segmentSentences(text, 'en');
    expect(sentences.map((s) => s.text)).toEqual([
      'Chapter One',
      'Mr. Fox ran.',
      '"Where are you?" asked Owl.',
      "It was 3 o'clock!",
    ]);
    const third = sentences[2]!;
    expect(third.words.map((w) => third.text.slice(w.start, w.end))).toEqual([
      'Where',
      'are',
      'you',
      'asked',
      'Owl',
    ]);
    // Collapsed whitespace still maps onto the original text.
    expect(text.slice(third.start, third.end)).toMatch(/^"Where are you\?"\s+asked Owl\.$/);
  });
});

describe('wordAt and boundary mapping', () => {
  const doc = page('<p>The <b>big</b>  dog barked.</p>');
  const index = buildTextIndex(doc);
  const [sentence] = segmentSentences(index.text, 'en');

  it('uses charIndex and charLength when the browser gives both', () => {
    expect(sentence!.text).toBe('The big dog barked.');
    expect(wordAt(sentence!, 4, 3)).toEqual({ start: 4, end: 7 });
  });

  it('finds the word from the segmenter without a length, or from a position inside it', () => {
    expect(wordAt(sentence!, 8)).toEqual({ start: 8, end: 11 });
    expect(wordAt(sentence!, 9, 0)).toEqual({ start: 8, end: 11 });
    expect(wordAt(sentence!, 3)).toEqual({ start: 4, end: 7 });
    expect(wordAt(sentence!, 99)).toBeNull();
  });

  it('turns a boundary into the DOM range of the word, across collapsed spaces', () => {
    const big = wordAt(sentence!, 4, 3)!;
    const bigRange = rangeFor(
      index,
      ...(Object.values(flatSpan(sentence!, big.start, big.end)) as [number, number]),
    )!;
    expect(bigRange.toString()).toBe('big');
    expect(bigRange.startContainer.parentElement!.localName).toBe('b');
    const dog = wordAt(sentence!, 8)!;
    const span = flatSpan(sentence!, dog.start, dog.end);
    expect(rangeFor(index, span.start, span.end)!.toString()).toBe('dog');
  });
});
