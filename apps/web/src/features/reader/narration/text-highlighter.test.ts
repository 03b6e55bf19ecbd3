import { describe, expect, it } from 'vitest';
import { MARK_CLASS, SENTENCE_HIGHLIGHT, STYLE_ATTRIBUTE, WORD_HIGHLIGHT } from './doc-style.ts';
import { TextHighlighter } from './text-highlighter.ts';
import { buildTextIndex } from './text-segments.ts';

describe('TextHighlighter', () => {
  it('without the Highlight API wraps the word in <mark>s and restores the very same text nodes', () => {
    const doc = document.implementation.createHTMLDocument('page');
    doc.body.innerHTML = '<p>The <b>big</b> dog barked.</p>';
    const p = doc.querySelector('p')!;
    const before = Array.from(p.childNodes);
    const textBefore = p.innerHTML;
    const index = buildTextIndex(doc);
    const h = new TextHighlighter();

    h.showSentence(index, { start: 0, end: index.text.length });
    expect(h.marks.map((m) => m.textContent)).toEqual(['The ', 'big', ' dog barked.']);

    const at = index.text.indexOf('g dog');
    h.showWord(index, { start: at, end: at + 5 });
    expect(h.marks.map((m) => m.textContent)).toEqual(['g', ' dog']);
    expect(doc.querySelectorAll(`mark.${MARK_CLASS}`)).toHaveLength(2);
    expect(doc.querySelectorAll(`style[${STYLE_ATTRIBUTE}="read-to-me"]`)).toHaveLength(1);

    h.clear();
    expect(p.innerHTML).toBe(textBefore);
    expect(Array.from(p.childNodes)).toEqual(before);
    expect(doc.querySelectorAll('mark')).toHaveLength(0);
  });

  it("with the CSS Custom Highlight API registers ranges in the page's own registry", () => {
    const frame = document.createElement('iframe');
    document.body.appendChild(frame);
    const win = frame.contentWindow as Window & typeof globalThis;
    const doc = frame.contentDocument!;
    doc.body.innerHTML = '<p>Owls hoot at night.</p>';
    const registry = new Map<string, { ranges: Range[]; priority: number }>();
    class FakeHighlight {
      priority = 0;
      readonly ranges: Range[];
      constructor(...ranges: Range[]) {
        this.ranges = ranges;
      }
    }
    Object.defineProperty(win, 'CSS', { value: { highlights: registry }, configurable: true });
    Object.defineProperty(win, 'Highlight', { value: FakeHighlight, configurable: true });

    const index = buildTextIndex(doc);
    const h = new TextHighlighter();
    h.showSentence(index, { start: 0, end: index.text.length });
    h.showWord(index, { start: 5, end: 9 });
    expect(registry.get(SENTENCE_HIGHLIGHT)!.ranges[0]!.toString()).toBe('Owls hoot at night.');
    expect(registry.get(WORD_HIGHLIGHT)!.ranges[0]!.toString()).toBe('hoot');
    expect(registry.get(WORD_HIGHLIGHT)!.priority).toBeGreaterThan(
      registry.get(SENTENCE_HIGHLIGHT)!.priority,
    );
    // No DOM change at all.
    expect(doc.body.innerHTML).toBe('<p>Owls hoot at night.</p>');
    const style = doc.querySelector(`style[${STYLE_ATTRIBUTE}="read-to-me"]`)!;
    expect(style.textContent).toContain(`::highlight(${WORD_HIGHLIGHT})`);

    h.showSentence(index, { start: 0, end: 4 });
    expect(registry.has(WORD_HIGHLIGHT)).toBe(false);
    h.clear();
    expect(registry.size).toBe(0);
    frame.remove();
  });
});
