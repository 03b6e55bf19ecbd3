/**
 * Types for the parts of foliate-js 1.0.1 (plain ES modules without declarations) the EPUB
 * engine uses. See node_modules/foliate-js/README.md for the interfaces described here.
 */
declare module 'foliate-js/view.js' {
  /**
   * Text of a book entry by its byte order mark, UTF-16 "<?xml" bytes or XML declaration, else
   * UTF-8 (added by patches/foliate-js+1.0.1.patch).
   */
  export function decodeText(bytes: ArrayBuffer | Uint8Array | null): string | null;

  export interface FoliateManifestItem {
    id: string;
    href: string;
    mediaType: string;
    properties?: string[];
    mediaOverlay?: string | null;
  }

  export interface FoliateSection {
    id: string;
    load(): Promise<string> | string;
    unload?(): void;
    createDocument(): Promise<Document>;
    size: number;
    cfi?: string;
    linear?: string;
    pageSpread?: 'left' | 'right' | 'center';
    resolveHref?(href: string): string;
    mediaOverlay: FoliateManifestItem | null;
  }

  export interface FoliateNavItem {
    label: string;
    href: string;
    subitems?: FoliateNavItem[] | null;
  }

  export interface FoliateBook {
    sections: FoliateSection[];
    dir?: string;
    toc?: FoliateNavItem[] | null;
    pageList?: FoliateNavItem[] | null;
    metadata?: { title?: unknown; language?: string | string[] };
    rendition?: { layout?: string; spread?: string; viewport?: unknown };
    media?: { activeClass?: string; playbackActiveClass?: string };
    resources?: { manifest: FoliateManifestItem[] };
    loadText(href: string): Promise<string | null> | string | null;
    loadBlob(href: string, type?: string): Promise<Blob | null> | Blob | null;
    resolveHref(
      href: string,
    ): { index: number; anchor(doc: Document): Element | Range | number } | null;
    destroy?(): void;
  }

  export interface FoliateLocation {
    fraction: number;
    section?: { current: number; total: number };
    location?: { current: number; next: number; total: number };
    tocItem?: FoliateNavItem | null;
    pageItem?: FoliateNavItem | null;
    cfi: string;
    range: Range | null;
  }

  /** The renderer element (`foliate-fxl` or `foliate-paginator`). */
  export interface FoliateRenderer extends HTMLElement {
    getContents(): { index?: number; doc: Document }[];
    next(): Promise<void>;
    prev(): Promise<void>;
    setStyles?(styles: string | [string, string]): void;
    /** Paginator only. */
    readonly page?: number;
    readonly pages?: number;
    readonly atEnd?: boolean;
    readonly atStart?: boolean;
    readonly columnCount?: number;
    /** Fixed layout only. */
    spread?: string;
  }

  export class View extends HTMLElement {
    book: FoliateBook;
    renderer: FoliateRenderer;
    isFixedLayout: boolean;
    lastLocation: FoliateLocation | null;
    open(book: Blob | File | string | FoliateBook): Promise<void>;
    close(): void;
    init(options: { lastLocation?: string | null; showTextStart?: boolean }): Promise<void>;
    goTo(target: string | number): Promise<unknown>;
    goToFraction(fraction: number): Promise<void>;
    next(): Promise<void>;
    prev(): Promise<void>;
    goLeft(): Promise<void>;
    goRight(): Promise<void>;
  }

  export function makeBook(file: Blob | File | string): Promise<FoliateBook>;
}

/** Parts of foliate-js the engine only preloads (their code is used through view.js). */
declare module 'foliate-js/vendor/zip.js';
declare module 'foliate-js/epub.js';
declare module 'foliate-js/fixed-layout.js';
declare module 'foliate-js/paginator.js';
