import type { ReaderEngine, RelocateEvent, RenderedSection } from '../engine/reader-engine.ts';
import { ACTIVE_CLASS, READ_ALONG_CSS, ensureStyle } from './doc-style.ts';
import { findActivePar, type MediaClasses, type Timeline } from './media-overlay.ts';
import { StateStore, type NarrationPlayer, type NarrationState } from './narration-player.ts';
import { isElementOnScreen } from './on-screen.ts';
import { decideTurn, type TurnDecision } from './page-turn.ts';

/** The part of HTMLAudioElement the player uses (tests give it a fake clock). */
export interface AudioLike extends EventTarget {
  currentTime: number;
  readonly paused: boolean;
  readonly ended: boolean;
  playbackRate: number;
  preservesPitch: boolean;
  play(): Promise<void>;
  pause(): void;
}

export interface ReadAlongOptions {
  /** The book's own classes from its package document. */
  classes?: MediaClasses;
  rate?: number;
  pauseAfterPage?: boolean;
  requestFrame?: (cb: () => void) => number;
  cancelFrame?: (id: number) => void;
  createAudio?: (url: string) => AudioLike;
  createObjectURL?: (blob: Blob) => string;
  revokeObjectURL?: (url: string) => void;
  isOnScreen?: (el: Element) => boolean;
}

export interface ReadAlongState extends NarrationState {
  /** Timeline index of the par being read (highlighted), -1 when none. */
  activePar: number;
}

function browserAudio(url: string): AudioLike {
  const audio = new Audio(url);
  audio.preload = 'auto';
  return audio;
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/**
 * Plays EPUB 3 media overlays. One audio element per audio file (object URLs of the package's
 * blobs, revoked on destroy). The highlight follows the audio clock: on every animation frame we
 * read `currentTime` and binary-search the active par of the current run — never `timeupdate`,
 * which fires only about four times a second and would lag behind the voice.
 */
export class ReadAlongPlayer extends StateStore<ReadAlongState> implements NarrationPlayer {
  readonly #engine: ReaderEngine;
  readonly #timeline: Timeline;
  readonly #classes: string[];
  readonly #playbackClass: string | null;
  readonly #raf: (cb: () => void) => number;
  readonly #caf: (id: number) => void;
  readonly #createAudio: (url: string) => AudioLike;
  readonly #createUrl: (blob: Blob) => string;
  readonly #revokeUrl: (url: string) => void;
  readonly #isOnScreen: (el: Element) => boolean;
  readonly #byElement = new Map<string, number>();
  readonly #audios = new Map<string, Promise<AudioLike>>();
  readonly #loaded = new Set<AudioLike>();
  readonly #urls: string[] = [];
  readonly #unsubscribe: Array<() => void>;

  #rate: number;
  #pauseAfterPage: boolean;
  #visible: RenderedSection[];
  #audio: AudioLike | null = null;
  #run = -1;
  #current = -1;
  #frame: number | null = null;
  #highlighted: Element | null = null;
  #turning = false;
  /** Token of a start still loading its audio (relayouts meanwhile are not the child's turns). */
  #startingToken = -1;
  #retriedTurnFor = -1;
  #token = 0;
  #destroyed = false;

  constructor(engine: ReaderEngine, timeline: Timeline, options: ReadAlongOptions = {}) {
    super({ status: 'idle', error: null, activePar: -1 });
    this.#engine = engine;
    this.#timeline = timeline;
    const own = options.classes?.activeClass;
    this.#classes = own && own !== ACTIVE_CLASS ? [ACTIVE_CLASS, own] : [ACTIVE_CLASS];
    this.#playbackClass = options.classes?.playbackActiveClass ?? null;
    this.#raf = options.requestFrame ?? ((cb) => requestAnimationFrame(cb));
    this.#caf = options.cancelFrame ?? ((id) => cancelAnimationFrame(id));
    this.#createAudio = options.createAudio ?? browserAudio;
    this.#createUrl = options.createObjectURL ?? ((b) => URL.createObjectURL(b));
    this.#revokeUrl = options.revokeObjectURL ?? ((u) => URL.revokeObjectURL(u));
    this.#isOnScreen = options.isOnScreen ?? isElementOnScreen;
    this.#rate = options.rate ?? 1;
    this.#pauseAfterPage = options.pauseAfterPage ?? false;
    this.#visible = engine.visible();
    for (const p of timeline.pars) {
      const key = p.fragment === null ? null : `${p.sectionIndex}#${p.fragment}`;
      if (key !== null && !this.#byElement.has(key)) this.#byElement.set(key, p.index);
    }
    this.#unsubscribe = [
      engine.onRelocate((e) => this.#onRelocate(e)),
      engine.onTap((e) => this.#onTap(e.section, e.target)),
    ];
  }

  get timeline(): Timeline {
    return this.#timeline;
  }

  /** Play: resume where paused, else from the first narrated element on screen. */
  async play(): Promise<void> {
    if (this.#destroyed || this.#timeline.pars.length === 0) return;
    const { status } = this.getState();
    if (status === 'playing') return;
    const current = this.#current;
    // Waiting at a page end and the child pressed play instead of turning: turn for them (the
    // start turns to the par) and read on.
    if (status === 'waiting' && current >= 0) return this.#startAt(current);
    if (status === 'paused' && current >= 0 && this.#audio && this.#parOnScreen(current)) {
      return this.#resume(this.#audio);
    }
    let start = current >= 0 && status !== 'ended' && this.#parOnScreen(current) ? current : -1;
    if (start < 0) start = this.#firstParOnScreen();
    if (start < 0) start = Math.max(0, this.#firstParAfterScreen());
    return this.#startAt(start);
  }

  pause(): void {
    // Waiting at a page end is paused already; play from there turns the page.
    if (this.getState().status !== 'playing') return;
    this.#token++;
    this.#audio?.pause();
    this.#stopLoop();
    this.#setPlaybackClass(false);
    this.update({ status: 'paused' });
  }

  /** Hear the par at `index` now (a tapped word or sentence). */
  seek(index: number): Promise<void> {
    if (this.#destroyed || index < 0 || index >= this.#timeline.pars.length) {
      return Promise.resolve();
    }
    return this.#startAt(index);
  }

  setRate(rate: number): void {
    this.#rate = rate;
    for (const a of this.#loaded) {
      a.preservesPitch = true;
      a.playbackRate = rate;
    }
  }

  setPauseAfterPage(on: boolean): void {
    this.#pauseAfterPage = on;
  }

  destroy(): void {
    if (this.#destroyed) return;
    this.#destroyed = true;
    this.#token++;
    this.#stopLoop();
    this.#unhighlight();
    for (const off of this.#unsubscribe) off();
    for (const a of this.#loaded) {
      a.pause();
      a.removeEventListener('ended', this.#onEnded);
    }
    this.#loaded.clear();
    for (const url of this.#urls.splice(0)) this.#revokeUrl(url);
    this.update({ status: 'idle', activePar: -1 });
    this.clearListeners();
  }

  // ---- playback ----

  #audioFor(href: string): Promise<AudioLike> {
    let pending = this.#audios.get(href);
    if (!pending) {
      pending = this.#engine.loadBlob(href).then((blob) => {
        if (this.#destroyed) throw new Error('narration closed');
        const url = this.#createUrl(blob);
        this.#urls.push(url);
        const audio = this.#createAudio(url);
        audio.preservesPitch = true;
        audio.playbackRate = this.#rate;
        audio.addEventListener('ended', this.#onEnded);
        this.#loaded.add(audio);
        return audio;
      });
      this.#audios.set(href, pending);
      pending.catch(() => this.#audios.delete(href));
    }
    return pending;
  }

  async #startAt(index: number): Promise<void> {
    const token = ++this.#token;
    const par = this.#timeline.pars[index]!;
    this.#stopLoop();
    this.#startingToken = token;
    this.update({ status: 'playing', error: null });
    let audio: AudioLike;
    try {
      audio = await this.#audioFor(par.audioHref);
    } catch (e) {
      if (token === this.#token && !this.#destroyed) {
        this.update({ status: 'error', error: message(e) });
      }
      return;
    }
    if (token !== this.#token || this.#destroyed) return;
    this.#startingToken = -1;
    if (this.#audio && this.#audio !== audio) this.#audio.pause();
    this.#audio = audio;
    this.#run = this.#timeline.runOf[index]!;
    audio.preservesPitch = true;
    audio.playbackRate = this.#rate;
    audio.currentTime = par.begin;
    const decision = this.#decide(index, false);
    if (decision.action !== 'stay') this.#turn(decision, index);
    this.#activate(index);
    this.#preloadNextRun();
    await this.#resume(audio);
  }

  async #resume(audio: AudioLike): Promise<void> {
    const token = ++this.#token;
    this.update({ status: 'playing', error: null });
    this.#setPlaybackClass(true);
    this.#ensureHighlight();
    this.#startLoop();
    try {
      await audio.play();
    } catch (e) {
      if (token !== this.#token || this.#destroyed) return;
      this.#stopLoop();
      audio.pause();
      const refused = e instanceof DOMException && e.name === 'NotAllowedError';
      this.update(refused ? { status: 'paused' } : { status: 'error', error: message(e) });
    }
  }

  #preloadNextRun(): void {
    const next = this.#timeline.runs[this.#run + 1];
    if (next) this.#audioFor(next.audioHref).catch(() => undefined);
  }

  #startLoop(): void {
    if (this.#frame === null) this.#frame = this.#raf(this.#tick);
  }

  #stopLoop(): void {
    if (this.#frame !== null) this.#caf(this.#frame);
    this.#frame = null;
  }

  /** One animation frame: where is the audio clock, which par is that? */
  #tick = (): void => {
    this.#frame = null;
    const audio = this.#audio;
    const run = this.#timeline.runs[this.#run];
    if (this.getState().status !== 'playing' || !audio || !run) return;
    const { pars } = this.#timeline;
    const t = audio.currentTime;
    if (audio.ended || t >= pars[run.end - 1]!.end) {
      this.#finishRun();
      return;
    }
    const i = findActivePar(pars, t, run.start, run.end);
    if (i >= 0 && i !== this.#current) {
      if (!this.#reach(i)) return;
    } else {
      this.#ensureHighlight();
    }
    this.#startLoop();
  };

  /** The audio file ended while frames were not running (a hidden tab): catch up now. */
  #onEnded = (e: Event): void => {
    if (e.target !== this.#audio || this.getState().status !== 'playing') return;
    this.#stopLoop();
    this.#tick();
  };

  /** The voice reached par `i`. False when playback stopped there (pause after the page). */
  #reach(i: number): boolean {
    const decision = this.#decide(i, this.#pauseAfterPage);
    if (decision.action === 'wait') {
      this.#wait(i);
      return false;
    }
    if (decision.action !== 'stay') this.#turn(decision, i);
    this.#activate(i);
    return true;
  }

  #finishRun(): void {
    const run = this.#timeline.runs[this.#run]!;
    this.#audio?.pause();
    const next = run.end;
    if (next >= this.#timeline.pars.length) {
      this.#stopLoop();
      this.#unhighlight();
      this.#current = -1;
      this.update({ status: 'ended', activePar: -1 });
      return;
    }
    const decision = this.#decide(next, this.#pauseAfterPage);
    if (decision.action === 'wait') {
      this.#wait(next);
      return;
    }
    void this.#startAt(next);
  }

  #wait(i: number): void {
    this.#token++;
    this.#audio?.pause();
    this.#stopLoop();
    this.#unhighlight();
    this.#current = i;
    this.update({ status: 'waiting', activePar: i });
  }

  // ---- pages ----

  #decide(i: number, pauseAfterPage: boolean): TurnDecision {
    const par = this.#timeline.pars[i]!;
    return decideTurn({
      kind: this.#engine.kind,
      target: { sectionIndex: par.sectionIndex, href: par.sectionHref, fragment: par.fragment },
      visibleSections: this.#visible.map((s) => s.index),
      targetOnScreen: this.#parOnScreen(i),
      pauseAfterPage,
    });
  }

  #turn(decision: TurnDecision, forPar: number): void {
    if (this.#turning || decision.action === 'stay' || decision.action === 'wait') return;
    this.#turning = true;
    const turned =
      decision.action === 'next' ? this.#engine.next() : this.#engine.goTo(decision.href);
    turned
      .catch(() => undefined)
      .finally(() => {
        this.#turning = false;
        if (this.#destroyed) return;
        this.#visible = this.#engine.visible();
        this.#afterTurn(forPar);
      });
  }

  /** A turn did not bring the par on screen (pages in between): go straight to it, once. */
  #afterTurn(forPar: number): void {
    const { status } = this.getState();
    const i = this.#current >= 0 ? this.#current : forPar;
    if (status === 'playing' && !this.#parOnScreen(i) && this.#retriedTurnFor !== i) {
      this.#retriedTurnFor = i;
      const par = this.#timeline.pars[i]!;
      this.#turn(
        {
          action: 'goTo',
          href: par.fragment ? `${par.sectionHref}#${par.fragment}` : par.sectionHref,
        },
        i,
      );
      return;
    }
    this.#ensureHighlight();
  }

  #onRelocate(e: RelocateEvent): void {
    if (this.#destroyed) return;
    this.#visible = e.sections;
    this.#ensureHighlight();
    // Our own turn, or a relayout while the audio of a start still loads (the narration bar
    // appearing resizes the book): not the child turning the page.
    if (this.#turning || this.#startingToken === this.#token) return;
    const { status } = this.getState();
    const current = this.#current;
    if (current >= 0 && this.#parOnScreen(current)) {
      if (status === 'waiting') void this.#startAt(current);
      return;
    }
    // The child turned the page themselves.
    if (status === 'playing' || status === 'waiting') {
      const first = this.#firstParOnScreen();
      if (first >= 0) {
        void this.#startAt(first);
      } else if (status === 'playing') {
        this.pause();
      }
    } else if (status === 'paused') {
      this.#unhighlight();
    }
  }

  #onTap(section: RenderedSection, target: Element | null): void {
    if (this.#destroyed) return;
    for (let el = target; el; el = el.parentElement) {
      const i = el.id ? this.#byElement.get(`${section.index}#${el.id}`) : undefined;
      if (i !== undefined) {
        void this.#startAt(i);
        return;
      }
    }
  }

  #parOnScreen(i: number): boolean {
    const par = this.#timeline.pars[i];
    if (!par) return false;
    const section = this.#visible.find((s) => s.index === par.sectionIndex);
    if (!section) return false;
    if (this.#engine.kind !== 'epub-reflowable' || !par.fragment) return true;
    const el = section.doc.getElementById(par.fragment);
    return el ? this.#isOnScreen(el) : true;
  }

  #firstParOnScreen(): number {
    const visible = new Set(this.#visible.map((s) => s.index));
    for (const p of this.#timeline.pars) {
      if (visible.has(p.sectionIndex) && this.#parOnScreen(p.index)) return p.index;
    }
    return -1;
  }

  /**
   * The first par after the screen: in a later section, or (reflowable books) further on in a
   * section on screen — after the text on screen, not before it.
   */
  #firstParAfterScreen(): number {
    const visible = new Set(this.#visible.map((s) => s.index));
    const last = Math.max(-1, ...visible);
    const range = this.#engine.textOnScreen?.() ?? null;
    for (const p of this.#timeline.pars) {
      if (p.sectionIndex > last) return p.index;
      if (range && visible.has(p.sectionIndex) && this.#isAfter(p.index, range)) return p.index;
    }
    return -1;
  }

  #isAfter(i: number, range: Range): boolean {
    const el = this.#elementFor(i);
    if (!el || el.ownerDocument !== range.startContainer.ownerDocument) return false;
    try {
      return range.comparePoint(el, 0) > 0;
    } catch {
      return false;
    }
  }

  // ---- highlight ----

  #activate(i: number): void {
    this.#current = i;
    this.#retriedTurnFor = this.#retriedTurnFor === i ? i : -1;
    this.update({ activePar: i });
    this.#highlight(i);
  }

  #elementFor(i: number): Element | null {
    const par = this.#timeline.pars[i];
    if (!par?.fragment) return null;
    const section = this.#visible.find((s) => s.index === par.sectionIndex);
    return section?.doc.getElementById(par.fragment) ?? null;
  }

  #highlight(i: number): void {
    const el = this.#elementFor(i);
    if (el === this.#highlighted && el?.isConnected) return;
    this.#unhighlight();
    if (!el) return;
    ensureStyle(el.ownerDocument, 'read-along', READ_ALONG_CSS);
    el.classList.add(...this.#classes);
    this.#highlighted = el;
    if (this.getState().status === 'playing') this.#setPlaybackClass(true);
  }

  #ensureHighlight(): void {
    const { status } = this.getState();
    if (this.#current < 0 || (status !== 'playing' && status !== 'paused')) return;
    const el = this.#elementFor(this.#current);
    if (el !== this.#highlighted || (el && !el.isConnected)) this.#highlight(this.#current);
  }

  #unhighlight(): void {
    const el = this.#highlighted;
    if (!el) return;
    el.classList.remove(...this.#classes);
    if (this.#playbackClass) el.ownerDocument.documentElement.classList.remove(this.#playbackClass);
    this.#highlighted = null;
  }

  /** The book's `media:playback-active-class` on the document while the voice plays. */
  #setPlaybackClass(on: boolean): void {
    const cls = this.#playbackClass;
    const root = this.#highlighted?.ownerDocument.documentElement;
    if (cls && root) root.classList.toggle(cls, on);
  }
}
