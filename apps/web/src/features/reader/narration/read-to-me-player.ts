import type { ReaderEngine, RelocateEvent, RenderedSection } from '../engine/reader-engine.ts';
import { StateStore, type NarrationPlayer, type NarrationState } from './narration-player.ts';
import { isRangeOnScreen } from './on-screen.ts';
import { decidePageEnd } from './page-turn.ts';
import type { SpeechProvider } from './speech-provider.ts';
import { TextHighlighter } from './text-highlighter.ts';
import {
  buildTextIndex,
  flatSpan,
  isIndexCurrent,
  rangeFor,
  segmentSentences,
  wordAt,
  type Sentence,
  type TextIndex,
} from './text-segments.ts';

export interface ReadToMeOptions {
  /** Language of the book (BCP 47), for segmentation and the default voice. */
  lang?: string;
  voice?: string | null;
  rate?: number;
  pauseAfterPage?: boolean;
  highlighter?: TextHighlighter;
  isRangeOnScreen?: (range: Range) => boolean;
  /** How long a page without text stays before the next page, in ms. */
  dwellMs?: number;
  /** After a page turn that brought no new page in this long (ms), the book is over. */
  turnTimeoutMs?: number;
}

export interface ReadToMeState extends NarrationState {
  /** The sentence being read, for screen readers and tests. */
  sentence: string | null;
}

interface QueueItem {
  sectionIndex: number;
  index: TextIndex;
  sentence: Sentence;
}

function caretOffset(doc: Document, x: number, y: number): { node: Node; offset: number } | null {
  const pos = doc.caretPositionFromPoint?.(x, y);
  if (pos) return { node: pos.offsetNode, offset: pos.offset };
  const range = doc.caretRangeFromPoint?.(x, y);
  return range ? { node: range.startContainer, offset: range.startOffset } : null;
}

/**
 * Reads the visible text aloud, sentence by sentence (short utterances also avoid the browsers'
 * cut-off of long ones), highlighting the word from boundary events and the sentence otherwise,
 * then turns the page. Pausing cancels the utterance and resuming starts again at the last word
 * heard: `speechSynthesis.pause()` is unreliable across browsers (a no-op on Android).
 */
export class ReadToMePlayer extends StateStore<ReadToMeState> implements NarrationPlayer {
  readonly #engine: ReaderEngine;
  readonly #speech: SpeechProvider;
  readonly #highlighter: TextHighlighter;
  readonly #onScreen: (range: Range) => boolean;
  readonly #dwellMs: number;
  readonly #turnTimeoutMs: number;
  readonly #lang: string | undefined;
  readonly #unsubscribe: Array<() => void>;

  #voice: string | null;
  #rate: number;
  #pauseAfterPage: boolean;
  #queue: QueueItem[] = [];
  #stale = true;
  #pos = 0;
  #resumeAt = 0;
  #token = 0;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #atEnd = false;
  #position: string | null = null;
  #relocations = 0;
  #destroyed = false;

  constructor(engine: ReaderEngine, speech: SpeechProvider, options: ReadToMeOptions = {}) {
    super({ status: 'idle', error: null, sentence: null });
    this.#engine = engine;
    this.#speech = speech;
    this.#highlighter = options.highlighter ?? new TextHighlighter();
    this.#onScreen = options.isRangeOnScreen ?? isRangeOnScreen;
    this.#dwellMs = options.dwellMs ?? 2500;
    this.#turnTimeoutMs = options.turnTimeoutMs ?? 1500;
    this.#lang = options.lang;
    this.#voice = options.voice ?? null;
    this.#rate = options.rate ?? 1;
    this.#pauseAfterPage = options.pauseAfterPage ?? false;
    this.#unsubscribe = [
      engine.onRelocate((e) => this.#onRelocate(e)),
      engine.onTap((e) => this.#onTap(e.section, e.x, e.y, e.target)),
    ];
  }

  async play(): Promise<void> {
    if (this.#destroyed) return;
    const { status } = this.getState();
    if (status === 'playing') return;
    if (status === 'waiting') {
      // The child pressed play instead of turning the page: turn for them.
      this.update({ status: 'playing', error: null });
      this.#turnPage();
      return;
    }
    if (this.#stale || status === 'ended' || status === 'idle' || status === 'error') {
      this.#rebuild();
      this.#pos = 0;
      this.#resumeAt = 0;
    }
    this.update({ status: 'playing', error: null });
    this.#speakCurrent();
  }

  pause(): void {
    // Waiting at a page end is paused already; play from there turns the page.
    if (this.getState().status !== 'playing') return;
    this.#stop();
    this.update({ status: 'paused' });
  }

  setRate(rate: number): void {
    this.#rate = rate;
    this.#restartIfPlaying();
  }

  setVoice(voice: string | null): void {
    this.#voice = voice;
    this.#restartIfPlaying();
  }

  setPauseAfterPage(on: boolean): void {
    this.#pauseAfterPage = on;
  }

  destroy(): void {
    if (this.#destroyed) return;
    this.#destroyed = true;
    this.#stop();
    this.#highlighter.clear();
    for (const off of this.#unsubscribe) off();
    this.update({ status: 'idle', sentence: null });
    this.clearListeners();
  }

  // ---- reading ----

  #stop(): void {
    this.#token++;
    this.#speech.cancel();
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }

  #restartIfPlaying(): void {
    if (this.getState().status !== 'playing' || !this.#queue[this.#pos]) return;
    this.#stop();
    this.#speakCurrent();
  }

  /** The sentences on screen now, in reading order. */
  #rebuild(): void {
    this.#highlighter.clear();
    const reflowable = this.#engine.kind === 'epub-reflowable';
    const queue: QueueItem[] = [];
    for (const section of this.#engine.visible()) {
      const index = buildTextIndex(section.doc);
      for (const sentence of segmentSentences(index.text, this.#lang)) {
        if (reflowable) {
          const range = rangeFor(index, sentence.start, sentence.end);
          if (range && !this.#onScreen(range)) continue;
        }
        queue.push({ sectionIndex: section.index, index, sentence });
      }
    }
    this.#queue = queue;
    this.#stale = false;
  }

  #speakCurrent(): void {
    const token = ++this.#token;
    let item = this.#queue[this.#pos];
    if (item && !isIndexCurrent(item.index)) {
      // The book's DOM changed under us: read the page again from the same sentence.
      const pos = this.#pos;
      this.#rebuild();
      this.#pos = Math.min(pos, this.#queue.length);
      item = this.#queue[this.#pos];
    }
    if (!item) {
      this.update({ sentence: null });
      this.#pageDone();
      return;
    }
    const { index, sentence } = item;
    const offset = Math.min(this.#resumeAt, Math.max(0, sentence.text.length - 1));
    this.#highlighter.showSentence(index, { start: sentence.start, end: sentence.end });
    this.update({ sentence: sentence.text });
    this.#speech.speak(sentence.text.slice(offset), {
      voice: this.#voice,
      lang: this.#lang,
      rate: this.#rate,
      onBoundary: (charIndex, charLength) => {
        if (token !== this.#token) return;
        const word = wordAt(sentence, offset + charIndex, charLength);
        if (!word) return;
        this.#resumeAt = word.start;
        this.#highlighter.showWord(index, flatSpan(sentence, word.start, word.end));
      },
      onEnd: () => {
        if (token !== this.#token) return;
        this.#pos++;
        this.#resumeAt = 0;
        this.#speakCurrent();
      },
      onError: (error) => {
        if (token !== this.#token) return;
        this.#token++;
        this.#highlighter.clear();
        this.update({ status: 'error', error: error.message, sentence: null });
      },
    });
  }

  /** Everything on screen has been read. */
  #pageDone(): void {
    this.#highlighter.clear();
    const decision = decidePageEnd({ atEnd: this.#atEnd, pauseAfterPage: this.#pauseAfterPage });
    if (decision === 'end') {
      this.#stale = true;
      this.update({ status: 'ended', sentence: null });
    } else if (decision === 'wait') {
      this.#stale = true;
      this.update({ status: 'waiting', sentence: null });
    } else {
      this.#turnPage();
    }
  }

  #turnPage(): void {
    const token = ++this.#token;
    const before = this.#relocations;
    this.#engine
      .next()
      .catch(() => undefined)
      .finally(() => {
        if (token !== this.#token || this.#relocations !== before || this.#destroyed) return;
        // No new page yet: give the renderer a moment, then call it the end of the book.
        this.#timer = setTimeout(() => {
          this.#timer = null;
          if (token !== this.#token || this.#relocations !== before) return;
          this.#stale = true;
          this.update({ status: 'ended', sentence: null });
        }, this.#turnTimeoutMs);
      });
  }

  #onRelocate(e: RelocateEvent): void {
    if (this.#destroyed) return;
    this.#atEnd = e.atEnd;
    if (e.position === this.#position) return;
    this.#position = e.position;
    this.#relocations++;
    const { status } = this.getState();
    if (status !== 'playing' && status !== 'waiting') {
      this.#stale = true;
      if (status === 'paused') this.#highlighter.clear();
      return;
    }
    this.#stop();
    this.#rebuild();
    this.#pos = 0;
    this.#resumeAt = 0;
    this.update({ status: 'playing', error: null });
    if (this.#queue.length > 0) {
      this.#speakCurrent();
      return;
    }
    // A page with pictures only: let the child look, then go on.
    const token = ++this.#token;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      if (token === this.#token) this.#pageDone();
    }, this.#dwellMs);
  }

  /** A tap on the text while read-to-me is on: read from that sentence. */
  #onTap(section: RenderedSection, x: number, y: number, target: Element | null): void {
    if (this.#destroyed) return;
    const { status } = this.getState();
    if (status !== 'playing' && status !== 'paused' && status !== 'waiting') return;
    if (this.#stale) this.#rebuild();
    const items = this.#queue
      .map((item, i) => ({ item, i }))
      .filter(({ item }) => item.sectionIndex === section.index);
    if (items.length === 0) return;
    const index = items[0]!.item.index;
    let flat = -1;
    const caret = caretOffset(section.doc, x, y);
    const hit = caret && index.nodes.find((n) => n.node === caret.node);
    if (hit && caret) flat = hit.start + caret.offset;
    else if (target) flat = index.nodes.find((n) => target.contains(n.node))?.start ?? -1;
    if (flat < 0) return;
    const found =
      items.find(({ item }) => flat >= item.sentence.start && flat < item.sentence.end) ??
      items.find(({ item }) => item.sentence.start >= flat);
    if (!found) return;
    this.#stop();
    this.#pos = found.i;
    this.#resumeAt = 0;
    this.update({ status: 'playing', error: null });
    this.#speakCurrent();
  }
}
