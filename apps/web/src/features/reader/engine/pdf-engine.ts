import * as pdfjs from 'pdfjs-dist';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

import type { EngineSection, RelocateEvent, RenderedSection } from './reader-engine.ts';
import type {
  EngineOptions,
  ReaderDisplay,
  PaginationType,
  ReaderEngineHandle,
  ReaderLocation,
} from './engine-types.ts';
import {
  createInputController,
  Emitter,
  sectionToViewport,
  type InputController,
  type TapEvent,
} from './engine-support.ts';
import { pagePosition, parsePagePosition } from './pagination.ts';
import { markTurnStart } from '../perf.ts';

/**
 * PDF renderer over pdf.js (loaded only for PDF books): one page at a time, scaled to fit, drawn
 * by pdf.js (shown as an image) with pdf.js's text layer on top (so words can be tapped, read aloud and
 * highlighted). The page lives in a sandboxed iframe like EPUB pages, so the reader's tools work
 * on one kind of document. The next and previous pages are drawn ahead for instant page turns.
 */

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * The standard 14 fonts PDFs may use without embedding them (pdf-lib's Helvetica, …), bundled by
 * Vite and fetched only when a book needs one.
 */
const STANDARD_FONTS = import.meta.glob(
  '../../../../../../node_modules/pdfjs-dist/standard_fonts/*.{pfb,ttf}',
  { query: '?url', import: 'default', eager: true },
) as Record<string, string>;
const FONT_URL_BY_NAME = new Map(
  Object.entries(STANDARD_FONTS).map(([path, url]) => [path.split('/').pop() ?? path, url]),
);

class BundledBinaryData {
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const url = kind === 'standardFontDataUrl' ? FONT_URL_BY_NAME.get(filename) : undefined;
    if (!url) throw new Error(`${kind} ${filename} is not bundled`);
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${filename}: ${res.status}`);
    return new Uint8Array(await res.arrayBuffer());
  }
}

/** pdf.js text layer rules (from pdf_viewer.css), for the page frame. */
const FRAME_CSS = `
html, body { margin: 0; padding: 0; background: transparent; overflow: hidden; }
.page { position: relative; margin: 0; background: #fff;
  --user-unit: 1; --total-scale-factor: calc(var(--scale-factor) * var(--user-unit));
  --scale-round-x: 1px; --scale-round-y: 1px; }
.page img { display: block; user-select: none; }
.textLayer { position: absolute; text-align: initial; inset: 0; overflow: clip; opacity: 1;
  line-height: 1; letter-spacing: normal; word-spacing: normal; text-size-adjust: none;
  forced-color-adjust: none; transform-origin: 0 0; z-index: 0;
  --min-font-size: 1; --text-scale-factor: calc(var(--total-scale-factor) * var(--min-font-size));
  --min-font-size-inv: calc(1 / var(--min-font-size)); -webkit-touch-callout: none; }
.textLayer :is(span, br) { color: transparent; position: absolute; white-space: pre;
  cursor: text; transform-origin: 0% 0%; }
.textLayer > :not(.markedContent), .textLayer .markedContent span:not(.markedContent) {
  z-index: 1; --font-height: 0; font-size: calc(var(--text-scale-factor) * var(--font-height));
  --scale-x: 1; --rotate: 0deg;
  transform: rotate(var(--rotate)) scaleX(var(--scale-x)) scale(var(--min-font-size-inv)); }
.textLayer .markedContent { display: contents; }
.textLayer ::selection { background: rgb(47 111 222 / 0.3); color: transparent; }
.textLayer .endOfContent { display: block; position: absolute; inset: 100% 0 0; z-index: 0;
  cursor: default; user-select: none; }
`;

interface RenderedPage {
  index: number;
  scale: number;
  /** Page box: the drawing as an image, the text layer over it. */
  element: HTMLDivElement;
  /** Object URL of the drawing (revoked when the page goes). */
  url: string;
  width: number;
  height: number;
}

export async function createPdfEngine(opts: EngineOptions): Promise<ReaderEngineHandle> {
  const data = new Uint8Array(await opts.file.arrayBuffer());
  const task = pdfjs.getDocument({
    data,
    BinaryDataFactory: BundledBinaryData,
    // Book PDFs never run their own scripts or forms.
    enableXfa: false,
  });
  const pdf = await task.promise;
  const engine = new PdfEngine(pdf, opts, () => void task.destroy());
  await engine.open();
  return engine;
}

class PdfEngine implements ReaderEngineHandle {
  readonly kind = 'pdf' as const;
  readonly sections: readonly EngineSection[];
  readonly rtl = false;
  readonly pagination: PaginationType = 'sections';

  #pdf: PDFDocumentProxy;
  #opts: EngineOptions;
  #stage: HTMLDivElement;
  #frame: HTMLIFrameElement;
  #doc: Document | null = null;
  #input: InputController;
  #relocate = new Emitter<ReaderLocation>();
  #tap = new Emitter<TapEvent>();
  #location: ReaderLocation | null = null;
  #index = -1;
  #shownUrl: string | null = null;
  #pages = new Map<number, Promise<PDFPageProxy>>();
  #cache = new Map<number, Promise<RenderedPage>>();
  #resize: ResizeObserver | null = null;
  #resizeTimer: ReturnType<typeof setTimeout> | undefined;
  #turning: Promise<void> = Promise.resolve();
  #destroyed = false;

  #close: () => void;

  constructor(pdf: PDFDocumentProxy, opts: EngineOptions, close: () => void) {
    this.#pdf = pdf;
    this.#close = close;
    this.#opts = opts;
    this.sections = Array.from({ length: pdf.numPages }, (_, index) => ({
      index,
      href: `page-${index + 1}`,
      mediaOverlayHref: null,
    }));
    this.#stage = document.createElement('div');
    Object.assign(this.#stage.style, {
      width: '100%',
      height: '100%',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      overflow: 'hidden',
    });
    this.#frame = document.createElement('iframe');
    // Same rules as EPUB pages: no scripts in the page frame.
    this.#frame.setAttribute('sandbox', 'allow-same-origin');
    Object.assign(this.#frame.style, {
      border: '0',
      display: 'block',
      boxShadow: '0 6px 18px rgb(43 37 64 / 0.12)',
      background: '#fff',
    });
    this.#input = createInputController({
      stage: opts.container,
      layout: 'flow',
      rtl: false,
      swipe: true,
      wordMode: opts.wordMode ?? false,
      turn: (action) => void (action === 'next' ? this.next() : this.prev()),
      tap: (e) => this.#tap.emit(e),
    });
  }

  async open(): Promise<void> {
    this.#stage.append(this.#frame);
    this.#opts.container.append(this.#stage);
    await new Promise<void>((resolve) => {
      this.#frame.addEventListener('load', () => resolve(), { once: true });
      this.#frame.srcdoc = `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${FRAME_CSS}</style></head><body></body></html>`;
    });
    const doc = this.#frame.contentDocument;
    if (!doc) throw new Error('The page frame did not open');
    this.#doc = doc;
    this.#input.attachDocument(doc, () => this.#section());
    this.#resize = new ResizeObserver(() => {
      clearTimeout(this.#resizeTimer);
      this.#resizeTimer = setTimeout(() => {
        if (this.#destroyed || this.#index < 0) return;
        this.#dropCache();
        void this.#show(this.#index, true);
      }, 120);
    });
    this.#resize.observe(this.#opts.container);
  }

  #dropCache() {
    for (const job of this.#cache.values()) {
      void job.then((p) => URL.revokeObjectURL(p.url)).catch(() => undefined);
    }
    this.#cache.clear();
  }

  #section(): RenderedSection | null {
    if (!this.#doc || this.#index < 0) return null;
    return { index: this.#index, href: `page-${this.#index + 1}`, doc: this.#doc };
  }

  #page(index: number): Promise<PDFPageProxy> {
    let p = this.#pages.get(index);
    if (!p) {
      p = this.#pdf.getPage(index + 1);
      this.#pages.set(index, p);
    }
    return p;
  }

  /** Scale that fits the page in the reading area. */
  #fitScale(page: PDFPageProxy): number {
    const box = this.#opts.container.getBoundingClientRect();
    const vp = page.getViewport({ scale: 1 });
    const margin = 24;
    const w = Math.max(100, box.width - margin * 2);
    const h = Math.max(100, box.height - margin * 2);
    return Math.max(0.1, Math.min(w / vp.width, h / vp.height));
  }

  /** Draw a page (image + text layer) off screen, in the app document where pdf.js's fonts are. */
  #render(index: number): Promise<RenderedPage> {
    const cached = this.#cache.get(index);
    if (cached) return cached;
    const job = (async () => {
      const page = await this.#page(index);
      const scale = this.#fitScale(page);
      const viewport = page.getViewport({ scale });
      const ratio = Math.min(2, window.devicePixelRatio || 1);
      const element = document.createElement('div');
      element.className = 'page';
      element.style.setProperty('--scale-factor', String(scale));
      element.style.width = `${Math.floor(viewport.width)}px`;
      element.style.height = `${Math.floor(viewport.height)}px`;
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      await page.render({
        canvas,
        viewport,
        transform: ratio !== 1 ? [ratio, 0, 0, ratio, 0, 0] : undefined,
      }).promise;
      // The text layer (tap a word, read aloud) is laid out while the drawing is encoded.
      const textLayer = document.createElement('div');
      textLayer.className = 'textLayer';
      const text = new pdfjs.TextLayer({
        textContentSource: page.streamTextContent(),
        container: textLayer,
        viewport,
      }).render();
      // A canvas is not painted in a document without scripting (a sandbox without
      // allow-scripts shows its fallback content): the drawing goes in as an image.
      const blob = await new Promise<Blob | null>((res) => canvas.toBlob(res, 'image/png'));
      canvas.width = 0;
      canvas.height = 0;
      if (!blob) throw new Error(`Page ${index + 1} could not be drawn`);
      const url = URL.createObjectURL(blob);
      const img = document.createElement('img');
      img.alt = '';
      img.src = url;
      img.style.width = `${Math.floor(viewport.width)}px`;
      img.style.height = `${Math.floor(viewport.height)}px`;
      await Promise.all([img.decode().catch(() => undefined), text]);
      element.append(img, textLayer);
      return {
        index,
        scale,
        element,
        url,
        width: Math.floor(viewport.width),
        height: Math.floor(viewport.height),
      };
    })();
    this.#cache.set(index, job);
    job.catch(() => this.#cache.delete(index));
    return job;
  }

  async #show(index: number, force = false): Promise<void> {
    if (this.#destroyed) return;
    const target = Math.max(0, Math.min(this.sections.length - 1, index));
    if (target === this.#index && !force) return;
    const rendered = await this.#render(target);
    const doc = this.#doc;
    if (this.#destroyed || !doc) return;
    this.#frame.style.width = `${rendered.width}px`;
    this.#frame.style.height = `${rendered.height}px`;
    doc.body.replaceChildren(doc.adoptNode(rendered.element));
    if (this.#shownUrl) URL.revokeObjectURL(this.#shownUrl);
    this.#shownUrl = rendered.url;
    this.#frame.setAttribute('title', this.#opts.frameTitle?.(target) ?? `Page ${target + 1}`);
    // The element now belongs to the frame: draw it again when shown again.
    this.#cache.delete(target);
    this.#index = target;
    this.#emit();
    // Draw the neighbours ahead (page turns then only swap the page in).
    for (const n of [target + 1, target - 1]) {
      if (n >= 0 && n < this.sections.length) void this.#render(n).catch(() => undefined);
    }
    for (const [k, job] of this.#cache) {
      if (Math.abs(k - target) > 1) {
        this.#cache.delete(k);
        void job.then((p) => URL.revokeObjectURL(p.url)).catch(() => undefined);
      }
    }
  }

  #emit() {
    const section = this.#section();
    const count = this.sections.length;
    const index = this.#index;
    const loc: ReaderLocation = {
      sections: section ? [section] : [],
      page: index,
      pageEnd: index,
      pageCount: count,
      fraction: count > 0 ? (index + 1) / count : 1,
      position: pagePosition(index),
      atEnd: index >= count - 1,
      atStart: index <= 0,
      label: null,
    };
    this.#location = loc;
    this.#relocate.emit(loc);
  }

  /** Page turns run one after the other (a fast double tap turns two pages, in order). */
  #queue(step: () => Promise<void>): Promise<void> {
    this.#turning = this.#turning.then(step, step);
    return this.#turning;
  }

  start(position: string | null): Promise<void> {
    const page = parsePagePosition(position);
    return this.#queue(() =>
      this.#show(page !== null && page < this.sections.length ? page : 0, true),
    );
  }

  location(): ReaderLocation | null {
    return this.#location;
  }

  visible(): RenderedSection[] {
    const s = this.#section();
    return s ? [s] : [];
  }

  loadText(href: string): Promise<string> {
    return Promise.reject(new Error(`A PDF has no package resources (${href})`));
  }

  loadBlob(href: string): Promise<Blob> {
    return Promise.reject(new Error(`A PDF has no package resources (${href})`));
  }

  resolveHref(href: string): string {
    return href;
  }

  goTo(href: string): Promise<void> {
    const m = /^page-(\d+)/.exec(href);
    if (!m) return Promise.resolve();
    return this.#queue(() => this.#show(Number(m[1]) - 1));
  }

  next(): Promise<void> {
    markTurnStart();
    return this.#queue(() => this.#show(this.#index + 1));
  }

  prev(): Promise<void> {
    markTurnStart();
    return this.#queue(() => this.#show(this.#index - 1));
  }

  goLeft(): Promise<void> {
    return this.prev();
  }

  goRight(): Promise<void> {
    return this.next();
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

  setDisplay(_display: Partial<ReaderDisplay>): void {
    // A PDF keeps its own type and page numbers.
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
    clearTimeout(this.#resizeTimer);
    this.#resize?.disconnect();
    this.#input.destroy();
    this.#relocate.clear();
    this.#tap.clear();
    this.#dropCache();
    if (this.#shownUrl) URL.revokeObjectURL(this.#shownUrl);
    this.#stage.remove();
    this.#close();
  }
}
