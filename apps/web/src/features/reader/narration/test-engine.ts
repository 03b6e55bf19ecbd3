import type {
  EngineSection,
  ReaderEngine,
  RelocateEvent,
  RenderedSection,
} from '../engine/reader-engine.ts';

/**
 * A ReaderEngine for the narration tests: real jsdom documents per section, screens of one or two
 * sections (a fixed-layout spread), and package files in memory. It records page turns.
 */
export interface FakeEngineInit {
  kind?: ReaderEngine['kind'];
  /** Section hrefs in spine order, each with its body HTML and optional SMIL href. */
  sections: Array<{ href: string; body: string; smil?: string; lang?: string }>;
  /** Screens as groups of spine indexes, e.g. [[0], [1, 2], [3, 4]]; default one per section. */
  screens?: number[][];
  files?: Record<string, string | Blob>;
  /** Put the documents in iframes (they then have a window: CSS, Highlight, getComputedStyle). */
  inFrames?: boolean;
}

export class FakeEngine implements ReaderEngine {
  readonly kind: ReaderEngine['kind'];
  readonly sections: EngineSection[];
  readonly docs: Document[];
  readonly files: Map<string, string | Blob>;
  readonly screens: number[][];
  readonly calls: string[] = [];
  readonly loaded: string[] = [];
  screen = -1;
  /** What `textOnScreen` answers (reflowable tests set it). */
  range: Range | null = null;
  #relocate = new Set<(e: RelocateEvent) => void>();
  #tap = new Set<Parameters<ReaderEngine['onTap']>[0]>();

  constructor(init: FakeEngineInit) {
    this.kind = init.kind ?? 'epub-fixed';
    this.sections = init.sections.map((s, index) => ({
      index,
      href: s.href,
      mediaOverlayHref: s.smil ?? null,
    }));
    this.docs = init.sections.map((s) => {
      let doc: Document;
      if (init.inFrames) {
        const frame = document.createElement('iframe');
        document.body.appendChild(frame);
        doc = frame.contentDocument!;
      } else {
        doc = document.implementation.createHTMLDocument(s.href);
      }
      doc.body.innerHTML = s.body;
      return doc;
    });
    this.files = new Map(Object.entries(init.files ?? {}));
    this.screens = init.screens ?? init.sections.map((_, i) => [i]);
  }

  loadText(href: string): Promise<string> {
    this.loaded.push(href);
    const f = this.files.get(href);
    return typeof f === 'string' ? Promise.resolve(f) : Promise.reject(new Error(`no ${href}`));
  }

  loadBlob(href: string): Promise<Blob> {
    this.loaded.push(href);
    const f = this.files.get(href);
    if (f === undefined) return Promise.reject(new Error(`no ${href}`));
    return Promise.resolve(typeof f === 'string' ? new Blob([f]) : f);
  }

  resolveHref(href: string, base: string): string {
    const url = new URL(href, `https://book.invalid/${base}`);
    return decodeURIComponent(url.pathname.slice(1)) + url.hash;
  }

  rendered(index: number): RenderedSection {
    return { index, href: this.sections[index]!.href, doc: this.docs[index]! };
  }

  visible(): RenderedSection[] {
    return (this.screens[this.screen] ?? []).map((i) => this.rendered(i));
  }

  /** Show a screen (as the reader would after a page turn) and tell the listeners. */
  show(screen: number): void {
    this.screen = screen;
    const e: RelocateEvent = {
      sections: this.visible(),
      page: screen,
      pageCount: this.screens.length,
      fraction: this.screens.length > 1 ? screen / (this.screens.length - 1) : 1,
      position: `page:${screen}`,
      atEnd: screen === this.screens.length - 1,
    };
    for (const cb of [...this.#relocate]) cb(e);
  }

  goTo(href: string): Promise<void> {
    this.calls.push(`goTo ${href}`);
    const path = href.split('#')[0];
    const index = this.sections.findIndex((s) => s.href === path);
    const screen = this.screens.findIndex((s) => s.includes(index));
    if (screen >= 0) this.show(screen);
    return Promise.resolve();
  }

  textOnScreen(): Range | null {
    return this.range;
  }

  next(): Promise<void> {
    this.calls.push('next');
    if (this.screen < this.screens.length - 1) this.show(this.screen + 1);
    return Promise.resolve();
  }

  prev(): Promise<void> {
    this.calls.push('prev');
    if (this.screen > 0) this.show(this.screen - 1);
    return Promise.resolve();
  }

  onRelocate(cb: (e: RelocateEvent) => void): () => void {
    this.#relocate.add(cb);
    return () => this.#relocate.delete(cb);
  }

  onTap(cb: Parameters<ReaderEngine['onTap']>[0]): () => void {
    this.#tap.add(cb);
    return () => this.#tap.delete(cb);
  }

  /** Tap an element of a section. */
  tap(index: number, target: Element | null, x = 0, y = 0): void {
    for (const cb of [...this.#tap]) cb({ section: this.rendered(index), x, y, target });
  }

  get listeners(): number {
    return this.#relocate.size + this.#tap.size;
  }

  destroy(): void {
    this.calls.push('destroy');
  }
}

/** Body HTML of a page whose words are `<span id>`s (as the demo picture books are built). */
export function wordsBody(words: Array<[id: string, text: string]>): string {
  return `<div class="text"><p>${words.map(([id, w]) => `<span id="${id}">${w}</span>`).join(' ')}</p></div>`;
}

/** A SMIL file as an EPUB 3 packager writes it (one par per word). */
export function smilFile(
  textHref: string,
  audioHref: string,
  clips: Array<[id: string, begin: string, end: string]>,
): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<smil xmlns="http://www.w3.org/ns/SMIL" xmlns:epub="http://www.idpf.org/2007/ops" version="3.0">
  <body>
    <seq id="story" epub:textref="${textHref}" epub:type="bodymatter">
${clips
  .map(
    ([id, b, e]) => `      <par id="par-${id}">
        <text src="${textHref}#${id}"/>
        <audio src="${audioHref}" clipBegin="${b}" clipEnd="${e}"/>
      </par>`,
  )
  .join('\n')}
    </seq>
  </body>
</smil>
`;
}
