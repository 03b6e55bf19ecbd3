import type { BookContent } from '@pagebird/contract';

export type PaginationType = BookContent['pagination'];
import type { ReaderEngine, RelocateEvent, RenderedSection } from './reader-engine.ts';
import type { TapEvent } from './engine-support.ts';

export type { TapEvent };

export type ReaderPageSystem = 'progression' | 'publisher';

/** What the reader's own UI needs on top of the shared seam (ReaderEngine). */
export interface ReaderLocation extends RelocateEvent {
  /** Last 0-based page on screen (a fixed-layout spread shows two: `page`..`pageEnd`). */
  pageEnd: number;
  /** The publisher's page label (page list), when the page system shows one. */
  label: string | null;
  /** True when the first page of the book is on screen. */
  atStart: boolean;
}

export interface ReaderDisplay {
  /** Text size of reflowable books, 1 = the book's own. */
  fontScale: number;
  /** Dyslexia-friendly font with extra spacing (reflowable books). */
  dyslexiaFont: boolean;
  pageSystem: ReaderPageSystem;
}

export interface EngineOptions {
  /** The element the book renders into (the reader fills it). */
  container: HTMLElement;
  /** The book file. */
  file: Blob;
  manifest: Pick<
    BookContent,
    'layout' | 'pagination' | 'pageSize' | 'pages' | 'sections' | 'fileType'
  >;
  display: ReaderDisplay;
  /** Word mode on fixed-layout pages: taps go to the words instead of turning pages. */
  wordMode?: boolean;
  /** Accessible title of the frame showing a page (0-based index). */
  frameTitle?: (index: number) => string;
}

/** A renderer with the controls of the reader UI (settings, stored positions, word mode). */
export interface ReaderEngineHandle extends ReaderEngine {
  readonly rtl: boolean;
  readonly pagination: PaginationType;
  /**
   * Open at a stored position (`page:N` or a CFI), else at the start; resolves on first show.
   * The page number shown there comes from the text, so a reopened book shows the same number.
   */
  start(position: string | null): Promise<void>;
  location(): ReaderLocation | null;
  onLocation(cb: (e: ReaderLocation) => void): () => void;
  /** Taps and long presses on the words (the seam's onTap with `longPress`). */
  onPress(cb: (e: TapEvent) => void): () => void;
  /** Page turns by screen side (right-to-left books turn the other way). */
  goLeft(): Promise<void>;
  goRight(): Promise<void>;
  setDisplay(display: Partial<ReaderDisplay>): void;
  setWordMode(on: boolean): void;
  /** A rect inside a section document, in app viewport coordinates (for popovers). */
  toViewport(section: RenderedSection, rect: DOMRect): DOMRect;
}
