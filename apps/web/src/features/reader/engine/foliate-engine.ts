import type { FoliateBook, FoliateLocation, View } from 'foliate-js/view.js';

import type { EngineSection, RelocateEvent, RenderedSection } from './reader-engine.ts';
import type {
  EngineOptions,
  ReaderDisplay,
  PaginationType,
  ReaderEngineHandle,
  ReaderLocation,
} from './engine-types.ts';
import { FIXED_LAYOUT_CSS, readerBookCss } from './book-styles.ts';
import {
  createInputController,
  Emitter,
  frameOf,
  resolvePath,
  sectionToViewport,
  type InputController,
  type TapEvent,
} from './engine-support.ts';
import {
  countDocumentWords,
  pageListPage,
  pagePosition,
  parsePagePosition,
  sectionPage,
  textPlacePage,
  wordsBefore,
} from './pagination.ts';
import { markTurnStart } from '../perf.ts';
import { yieldToMain } from '../../../lib/scheduling.ts';

/**
 * EPUB renderer over foliate-js (view.js): `foliate-fxl` for fixed-layout books (single pages
 * and two-page spreads scaled to fit, `rendition:spread` honoured by foliate) and
 * `foliate-paginator` for reflowable books (CSS columns). Book documents render in iframes with
 * `sandbox="allow-same-origin"` only (patches/foliate-js+1.0.1.patch): scripts in a book never
 * run, and the app's CSP (inherited by the blob: documents) blocks scripts and foreign requests.
 */

const MIME_BY_EXT: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  mp4: 'audio/mp4',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
  webm: 'audio/webm',
  smil: 'application/smil+xml',
};

export async function createFoliateEngine(opts: EngineOptions): Promise<ReaderEngineHandle> {
  const { makeBook } = await import('foliate-js/view.js');
  const file = new File([opts.file], 'book.epub', { type: 'application/epub+zip' });
  // Reading the package, setting up the view and drawing the first page are each long on a
  // phone's CPU: each gets a task of its own, so taps and frames come in between.
  await yieldToMain();
  const book = await makeBook(file);
  await yieldToMain();
  const engine = new FoliateEngine(book, opts);
  await engine.open();
  await yieldToMain();
  return engine;
}

class FoliateEngine implements ReaderEngineHandle {
  readonly kind: 'epub-fixed' | 'epub-reflowable';
  readonly sections: readonly EngineSection[];
  readonly rtl: boolean;
  readonly pagination: PaginationType;

  #book: FoliateBook;
  #opts: EngineOptions;
  #view: View;
  #input: InputController;
  #display: ReaderDisplay;
  #docs = new Map<number, Document>();
  #relocate = new Emitter<ReaderLocation>();
  #tap = new Emitter<TapEvent>();
  #location: ReaderLocation | null = null;
  #lastDetail: FoliateLocation | null = null;
  #mediaTypes = new Map<string, string>();
  #linear: boolean[];
  /**
   * Words of every section as the server counted them once for the book (by section index): the
   * virtual pages are cut from these, so page numbers never depend on the screen.
   */
  #sectionWords: number[];
  /** Words of the rendered section documents, counted once per document. */
  #docWords = new WeakMap<Document, number>();
  #preloaded = new Set<number>();
  #turns: Promise<void> = Promise.resolve();
  #queued = 0;
  #destroyed = false;

  constructor(book: FoliateBook, opts: EngineOptions) {
    this.#book = book;
    this.#opts = opts;
    this.#display = opts.display;
    const fixed = book.rendition?.layout === 'pre-paginated';
    this.kind = fixed ? 'epub-fixed' : 'epub-reflowable';
    this.rtl = book.dir === 'rtl';
    this.pagination = opts.manifest.pagination;
    this.#linear = book.sections.map((s) => s.linear !== 'no');
    for (const item of book.resources?.manifest ?? [])
      this.#mediaTypes.set(item.href, item.mediaType);
    this.sections = book.sections.map((s, index) => ({
      index,
      href: s.id,
      mediaOverlayHref: s.mediaOverlay?.href ?? null,
    }));
    const serverWords = new Map(opts.manifest.sections.map((s) => [s.href, s.words]));
    this.#sectionWords = this.sections.map((s) => serverWords.get(s.href) ?? 0);
    this.#view = document.createElement('foliate-view') as View;
    this.#view.style.display = 'block';
    this.#view.style.width = '100%';
    this.#view.style.height = '100%';
    this.#input = createInputController({
      stage: opts.container,
      layout: fixed ? 'fixed' : 'flow',
      rtl: this.rtl,
      // The paginator scrolls and snaps on touch by itself.
      swipe: fixed,
      wordMode: opts.wordMode ?? false,
      turn: (action) => void (action === 'next' ? this.next() : this.prev()),
      tap: (e) => this.#tap.emit(e),
    });
  }

  async open(): Promise<void> {
    const view = this.#view;
    view.addEventListener('load', (e) => {
      const { doc, index } = (e as CustomEvent<{ doc: Document; index: number }>).detail;
      this.#onLoad(doc, index);
    });
    // Links out of the book never open (a book must not send a child to the web).
    view.addEventListener('external-link', (e) => e.preventDefault());
    this.#opts.container.append(view);
    await view.open(this.#book);
    const renderer = view.renderer;
    // The renderer's own event comes after the view has worked out the location (its listener
    // was added first).
    renderer.addEventListener('relocate', () => {
      this.#lastDetail = view.lastLocation;
      this.#update();
    });
    if (this.kind === 'epub-reflowable') {
      renderer.setAttribute('flow', 'paginated');
      renderer.setAttribute('margin', '40px');
      renderer.setAttribute('gap', '6%');
      renderer.setAttribute('max-inline-size', '680px');
      renderer.setAttribute('max-column-count', '2');
      renderer.setStyles?.(readerBookCss(this.#display));
    }
  }

  #onLoad(doc: Document, index: number) {
    if (this.#destroyed) return;
    this.#docs.set(index, doc);
    for (const [i, d] of this.#docs) if (!d.defaultView) this.#docs.delete(i);
    if (this.kind === 'epub-fixed' && doc.head) {
      const style = doc.createElement('style');
      style.textContent = FIXED_LAYOUT_CSS;
      doc.head.append(style);
    }
    frameOf(doc)?.setAttribute('title', this.#opts.frameTitle?.(index) ?? `Page ${index + 1}`);
    this.#input.attachDocument(doc, () => this.#sectionOf(doc));
  }

  #sectionOf(doc: Document): RenderedSection | null {
    for (const [index, d] of this.#docs) {
      if (d === doc) return { index, href: this.sections[index]?.href ?? '', doc };
    }
    return null;
  }

  visible(): RenderedSection[] {
    if (this.kind === 'epub-reflowable') {
      const contents = this.#view.renderer?.getContents() ?? [];
      return contents
        .filter((c) => typeof c.index === 'number' && c.doc)
        .map((c) => ({ index: c.index!, href: this.sections[c.index!]?.href ?? '', doc: c.doc }));
    }
    const out: RenderedSection[] = [];
    for (const [index, doc] of this.#docs) {
      const frame = frameOf(doc);
      if (!frame || !doc.defaultView) continue;
      if (frame.style.display === 'none' || frame.parentElement?.style.display === 'none') continue;
      out.push({ index, href: this.sections[index]?.href ?? '', doc });
    }
    return out.sort((a, b) => a.index - b.index);
  }

  textOnScreen(): Range | null {
    return this.kind === 'epub-reflowable' ? (this.#lastDetail?.range ?? null) : null;
  }

  #update() {
    const detail = this.#lastDetail;
    if (!detail || this.#destroyed) return;
    const visible = this.visible();
    const loc =
      this.kind === 'epub-fixed'
        ? this.#fixedLocation(detail, visible)
        : this.#flowLocation(detail, visible);
    this.#location = loc;
    this.#relocate.emit(loc);
    if (this.kind === 'epub-fixed') this.#preload([loc.pageEnd + 1, loc.pageEnd + 2, loc.page - 1]);
  }

  /**
   * Unpack the pages next to the spread ahead of time (foliate keeps their blob URLs), so a page
   * turn only has to lay them out.
   */
  #preload(indexes: number[]) {
    for (const i of indexes) {
      const section = this.#book.sections[i];
      if (!section || this.#preloaded.has(i)) continue;
      this.#preloaded.add(i);
      void Promise.resolve()
        .then(() => section.load())
        .catch(() => this.#preloaded.delete(i));
    }
  }

  #fixedLocation(detail: FoliateLocation, visible: RenderedSection[]): ReaderLocation {
    const count = this.sections.length;
    const current = detail.section?.current ?? 0;
    const first = visible[0]?.index ?? current;
    const last = visible[visible.length - 1]?.index ?? current;
    const lastLinear = this.#linear.lastIndexOf(true);
    const firstLinear = this.#linear.indexOf(true);
    return {
      sections: visible,
      page: first,
      pageEnd: last,
      pageCount: count,
      fraction: count > 0 ? Math.min(1, (last + 1) / count) : 1,
      position: pagePosition(first),
      atEnd: last >= (lastLinear < 0 ? count - 1 : lastLinear),
      atStart: first <= Math.max(0, firstLinear),
      label: null,
    };
  }

  /**
   * Page numbers of a reflowable book come from the text on screen, never from counting screens
   * (docs/decisions/020-stable-page-numbers.md): the publisher's page list when the page system
   * says so and the book has one, else the virtual page (500 words) of the first word on screen,
   * cut from the server's word counts. The last page shows only on the last screen.
   */
  #flowLocation(detail: FoliateLocation, visible: RenderedSection[]): ReaderLocation {
    const renderer = this.#view.renderer;
    const index = visible[0]?.index ?? detail.section?.current ?? 0;
    const atEnd = !!renderer.atEnd;
    const atStart = !!renderer.atStart;
    const doc = visible[0]?.doc ?? null;
    let docWords = 0;
    let before = 0;
    if (doc) {
      docWords = this.#docWords.get(doc) ?? countDocumentWords(doc);
      this.#docWords.set(doc, docWords);
      if (detail.range) {
        before = wordsBefore(doc, detail.range.startContainer, detail.range.startOffset);
      }
    }
    const place = textPlacePage({
      sectionWords: this.#sectionWords,
      index,
      wordsBefore: before,
      docWords,
      pageSize: this.#opts.manifest.pageSize,
      atStart,
      atEnd,
    });
    let page = place.page;
    let pageCount = place.pageCount;
    let label: string | null = null;
    const pageList = this.#book.pageList ?? [];
    if (
      this.#display.pageSystem === 'publisher' &&
      this.pagination === 'pageList' &&
      pageList.length > 0
    ) {
      const listed = atEnd
        ? { page: pageList.length - 1, pageCount: pageList.length }
        : (pageListPage(detail.pageItem?.href, pageList) ?? {
            page: 0,
            pageCount: pageList.length,
          });
      page = listed.page;
      pageCount = listed.pageCount;
      label = pageList[page]?.label?.trim() || null;
    } else if (this.#sectionWords.every((w) => w === 0)) {
      // A book without words (pictures only): a page per section of the reading order.
      const s = sectionPage(index, this.#linear);
      page = atEnd ? s.pageCount - 1 : atStart ? 0 : s.page;
      pageCount = s.pageCount;
    }
    return {
      sections: visible,
      page,
      pageEnd: page,
      pageCount,
      fraction: place.fraction,
      position: detail.cfi,
      atEnd,
      atStart,
      label,
    };
  }

  async start(position: string | null): Promise<void> {
    const page = parsePagePosition(position);
    const view = this.#view;
    if (page !== null && page < this.sections.length) {
      await view.goTo(page);
    } else if (position && position.startsWith('epubcfi(')) {
      await view.init({ lastLocation: position });
    } else {
      await view.init({});
    }
    // Nothing shown (a stale position that no longer resolves): start at the beginning.
    if (!this.#location) await view.init({});
  }

  location(): ReaderLocation | null {
    return this.#location;
  }

  async loadText(href: string): Promise<string> {
    const text = await this.#book.loadText(href.split('#')[0] ?? href);
    if (text === null || text === undefined) throw new Error(`Not in the book: ${href}`);
    return text;
  }

  async loadBlob(href: string): Promise<Blob> {
    const path = href.split('#')[0] ?? href;
    const blob = await this.#book.loadBlob(path);
    if (!blob) throw new Error(`Not in the book: ${href}`);
    if (blob.type) return blob;
    const type =
      this.#mediaTypes.get(path) ?? MIME_BY_EXT[path.split('.').pop()?.toLowerCase() ?? ''];
    return type ? new Blob([blob], { type }) : blob;
  }

  resolveHref(href: string, base: string): string {
    return resolvePath(href, base);
  }

  async goTo(href: string): Promise<void> {
    await this.#view.goTo(href);
  }

  /**
   * Page turns run one after the other: foliate ignores a turn asked for while the previous one
   * still runs (it locks for 100 ms after each), so quick taps would be lost. At most two wait.
   */
  #turn(step: () => Promise<void>): Promise<void> {
    if (this.#queued >= 2) return this.#turns;
    this.#queued++;
    const run = async () => {
      this.#queued--;
      markTurnStart();
      await step();
    };
    this.#turns = this.#turns.then(run, run);
    return this.#turns;
  }

  next(): Promise<void> {
    return this.#turn(() => this.#view.next());
  }

  prev(): Promise<void> {
    return this.#turn(() => this.#view.prev());
  }

  goLeft(): Promise<void> {
    return this.#turn(() => this.#view.goLeft());
  }

  goRight(): Promise<void> {
    return this.#turn(() => this.#view.goRight());
  }

  onRelocate(cb: (e: RelocateEvent) => void): () => void {
    return this.#relocate.on(cb);
  }

  onLocation(cb: (e: ReaderLocation) => void): () => void {
    return this.#relocate.on(cb);
  }

  onTap(cb: (e: TapEvent) => void): () => void {
    return this.#tap.on(cb);
  }

  onPress(cb: (e: TapEvent) => void): () => void {
    return this.#tap.on(cb);
  }

  setDisplay(display: Partial<ReaderDisplay>): void {
    const before = this.#display;
    this.#display = { ...before, ...display };
    if (
      this.kind === 'epub-reflowable' &&
      (before.fontScale !== this.#display.fontScale ||
        before.dyslexiaFont !== this.#display.dyslexiaFont)
    ) {
      this.#view.renderer.setStyles?.(readerBookCss(this.#display));
    }
    if (before.pageSystem !== this.#display.pageSystem) this.#update();
  }

  setWordMode(on: boolean): void {
    this.#input.setWordMode(on);
  }

  toViewport(section: RenderedSection, rect: DOMRect): DOMRect {
    return sectionToViewport(section.doc, rect);
  }

  destroy(): void {
    if (this.#destroyed) return;
    this.#destroyed = true;
    this.#input.destroy();
    this.#relocate.clear();
    this.#tap.clear();
    try {
      this.#view.close();
    } catch (e) {
      console.warn(e);
    }
    this.#view.remove();
    this.#book.destroy?.();
    this.#docs.clear();
  }
}
