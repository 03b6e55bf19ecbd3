import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInputController, Emitter, resolvePath, type TapEvent } from './engine-support.ts';
import type { RenderedSection } from './reader-engine.ts';

function pointer(type: string, x: number, y: number, extra: Record<string, unknown> = {}) {
  const e = new MouseEvent(type, { clientX: x, clientY: y, bubbles: true, button: 0 });
  Object.defineProperties(e, {
    pointerId: { value: 1 },
    pointerType: { value: extra.pointerType ?? 'mouse' },
  });
  return e;
}

function stage(width = 1000) {
  const el = document.createElement('div');
  document.body.append(el);
  el.getBoundingClientRect = () => new DOMRect(0, 0, width, 600);
  return el;
}

/** A book page document: an iframe in the stage, filling it at scale 1. */
function bookDocument(host: HTMLElement) {
  const frame = document.createElement('iframe');
  host.append(frame);
  const doc = frame.contentDocument!;
  doc.body.innerHTML = '<p id="w">Hello <a href="#x" id="link">link</a></p>';
  frame.getBoundingClientRect = () => new DOMRect(0, 0, 1000, 600);
  Object.defineProperty(frame, 'offsetWidth', { value: 1000 });
  Object.defineProperty(frame, 'offsetHeight', { value: 600 });
  return doc;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('input controller (tap zones, long press, keys)', () => {
  function setup(layout: 'fixed' | 'flow', wordMode = false) {
    const host = stage();
    const doc = bookDocument(host);
    const turns: string[] = [];
    const taps: TapEvent[] = [];
    const section: RenderedSection = { index: 2, href: 'p3.xhtml', doc };
    const input = createInputController({
      stage: host,
      layout,
      rtl: false,
      swipe: layout === 'fixed',
      wordMode,
      turn: (a) => turns.push(a),
      tap: (e) => taps.push(e),
    });
    input.attachDocument(doc, () => section);
    const press = (x: number, y = 100, target: Element = doc.getElementById('w')!) => {
      target.dispatchEvent(pointer('pointerdown', x, y));
      target.dispatchEvent(pointer('pointerup', x, y));
    };
    return { doc, host, input, turns, taps, press };
  }

  it('turns pages from the edge zones of a flowing book and hands middle taps to the words', () => {
    const { doc, turns, taps, press } = setup('flow');
    press(50, 100, doc.body);
    press(950, 100, doc.body);
    // A word near the edge is still a word.
    press(60, 100);
    press(500, 120);
    expect(turns).toEqual(['prev', 'next']);
    expect(taps).toHaveLength(2);
    expect(taps[1]).toMatchObject({ x: 500, y: 120, longPress: false });
    expect(taps[0]!.section.index).toBe(2);
    expect(taps[0]!.target?.id).toBe('w');
  });

  it('turns picture-book pages from the outer edges only; word mode sends taps to the words', () => {
    const { input, turns, taps, press } = setup('fixed');
    press(300);
    press(700);
    // A word in the middle of either page: no turn, no word card.
    expect(turns).toEqual([]);
    expect(taps).toEqual([]);
    press(50);
    press(960);
    expect(turns).toEqual(['prev', 'next']);
    input.setWordMode(true);
    press(700);
    expect(turns).toHaveLength(2);
    expect(taps).toHaveLength(1);
  });

  it('a long press reaches the words even where a tap turns the page', () => {
    vi.useFakeTimers();
    const { doc, turns, taps } = setup('fixed');
    const w = doc.getElementById('w')!;
    w.dispatchEvent(pointer('pointerdown', 700, 100));
    vi.advanceTimersByTime(500);
    w.dispatchEvent(pointer('pointerup', 700, 100));
    expect(turns).toEqual([]);
    expect(taps).toHaveLength(1);
    expect(taps[0]!.longPress).toBe(true);
  });

  it('leaves links alone and turns pages with the arrow keys inside the book', () => {
    const { doc, turns, taps, press } = setup('flow');
    press(950, 100, doc.getElementById('link')!);
    expect(turns).toEqual([]);
    expect(taps).toEqual([]);
    doc.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    doc.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    expect(turns).toEqual(['next', 'prev']);
  });

  it('a mouse drag (text selection) neither turns the page nor looks a word up', () => {
    const { doc, turns, taps } = setup('flow');
    const w = doc.getElementById('w')!;
    w.dispatchEvent(pointer('pointerdown', 400, 100));
    w.dispatchEvent(pointer('pointerup', 600, 100));
    expect(turns).toEqual([]);
    expect(taps).toEqual([]);
  });

  it('a touch swipe turns a picture-book page', () => {
    const { doc, turns } = setup('fixed');
    const w = doc.getElementById('w')!;
    w.dispatchEvent(pointer('pointerdown', 600, 100, { pointerType: 'touch' }));
    w.dispatchEvent(pointer('pointerup', 450, 110, { pointerType: 'touch' }));
    expect(turns).toEqual(['next']);
  });

  it('stops listening when destroyed', () => {
    const { doc, input, turns, press } = setup('flow');
    input.destroy();
    press(950, 100, doc.body);
    expect(turns).toEqual([]);
  });
});

describe('resolvePath', () => {
  it('resolves package paths against the resource they appear in, keeping fragments', () => {
    expect(resolvePath('page-01.xhtml#w3', 'EPUB/smil/page-01.smil')).toBe(
      'EPUB/smil/page-01.xhtml#w3',
    );
    expect(resolvePath('../xhtml/page-01.xhtml#w3', 'EPUB/smil/page-01.smil')).toBe(
      'EPUB/xhtml/page-01.xhtml#w3',
    );
    expect(resolvePath('../audio/a%20b.mp3', 'EPUB/smil/x.smil')).toBe('EPUB/audio/a b.mp3');
    expect(resolvePath('#w1', 'EPUB/xhtml/p.xhtml')).toBe('EPUB/xhtml/p.xhtml#w1');
    // ".." never leaves the package.
    expect(resolvePath('../../../etc/passwd', 'EPUB/x.smil')).toBe('etc/passwd');
  });
});

describe('Emitter', () => {
  it('calls listeners until they unsubscribe, and a failing listener does not stop the others', () => {
    const e = new Emitter<number>();
    const seen: number[] = [];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    e.on(() => {
      throw new Error('boom');
    });
    const off = e.on((n) => seen.push(n));
    e.emit(1);
    off();
    e.emit(2);
    expect(seen).toEqual([1]);
  });
});

describe('foliate-js patch (patches/foliate-js+1.0.1.patch)', () => {
  it('renders book documents in iframes that may never run scripts', () => {
    const require = createRequire(import.meta.url);
    for (const file of ['foliate-js/fixed-layout.js', 'foliate-js/paginator.js']) {
      const source = readFileSync(require.resolve(file), 'utf8');
      const sandboxes = [...source.matchAll(/setAttribute\('sandbox', '([^']*)'\)/g)].map(
        (m) => m[1],
      );
      expect(sandboxes, file).toEqual(['allow-same-origin']);
    }
  });
});
