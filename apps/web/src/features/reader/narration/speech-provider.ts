/**
 * Speech for read-to-me, behind an interface. The browser's speech synthesis is the provider
 * today. The seam for a server-side voice (the spec's speech service: 48 kHz, 192 kbps mono mp3):
 * implement SpeechProvider with `speak` fetching the audio for `text` and playing it, and report
 * word timings through `onBoundary` (from the service's marks) — the read-to-me player and its
 * highlighting need no change.
 */

export interface SpeechVoice {
  /** Stable id kept in the browser values (voiceURI for browser voices). */
  id: string;
  name: string;
  /** BCP 47 language tag. */
  lang: string;
  isDefault: boolean;
}

export interface SpeakOptions {
  /** Voice id; null for the provider's default voice (of `lang`, when given). */
  voice: string | null;
  lang?: string;
  /** 1 is normal speed. */
  rate: number;
  /** A word starts at `charIndex` of `text` (and is `charLength` long, when known). */
  onBoundary?: (charIndex: number, charLength: number | undefined) => void;
  onEnd: () => void;
  onError: (error: Error) => void;
}

export interface SpeechProvider {
  voices(): Promise<SpeechVoice[]>;
  speak(text: string, options: SpeakOptions): void;
  /** Stop speaking; callbacks of the stopped utterance are not called. */
  cancel(): void;
  pause(): void;
  resume(): void;
}

export interface SpeechSynthesisLike extends Pick<
  SpeechSynthesis,
  'speak' | 'cancel' | 'pause' | 'resume' | 'getVoices'
> {
  addEventListener(type: 'voiceschanged', listener: () => void): void;
  removeEventListener(type: 'voiceschanged', listener: () => void): void;
}

type UtteranceCtor = new (text: string) => SpeechSynthesisUtterance;

/** Browsers load their voice list late: wait this long for `voiceschanged`. */
const VOICES_WAIT_MS = 1500;

function toVoice(v: SpeechSynthesisVoice): SpeechVoice {
  return { id: v.voiceURI || v.name, name: v.name, lang: v.lang, isDefault: v.default };
}

export function speechSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof window.SpeechSynthesisUtterance === 'function'
  );
}

export class BrowserSpeechProvider implements SpeechProvider {
  readonly #synth: SpeechSynthesisLike;
  readonly #Utterance: UtteranceCtor;
  #current: SpeechSynthesisUtterance | null = null;

  constructor(
    synth: SpeechSynthesisLike = window.speechSynthesis,
    Utterance: UtteranceCtor = window.SpeechSynthesisUtterance,
  ) {
    this.#synth = synth;
    this.#Utterance = Utterance;
  }

  voices(): Promise<SpeechVoice[]> {
    const now = this.#synth.getVoices();
    if (now.length > 0) return Promise.resolve(now.map(toVoice));
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#synth.removeEventListener('voiceschanged', done);
        resolve(this.#synth.getVoices().map(toVoice));
      };
      const timer = setTimeout(done, VOICES_WAIT_MS);
      this.#synth.addEventListener('voiceschanged', done);
    });
  }

  #findVoice(id: string | null, lang: string | undefined): SpeechSynthesisVoice | null {
    const all = this.#synth.getVoices();
    if (id) {
      const chosen = all.find((v) => (v.voiceURI || v.name) === id);
      if (chosen) return chosen;
    }
    if (!lang) return null;
    const primary = lang.toLowerCase().split('-')[0];
    const same = all.filter((v) => v.lang.toLowerCase().split(/[-_]/)[0] === primary);
    return same.find((v) => v.default) ?? same.find((v) => v.localService) ?? same[0] ?? null;
  }

  speak(text: string, options: SpeakOptions): void {
    this.cancel();
    const u = new this.#Utterance(text);
    const voice = this.#findVoice(options.voice, options.lang);
    if (voice) {
      u.voice = voice;
      u.lang = voice.lang;
    } else if (options.lang) {
      u.lang = options.lang;
    }
    u.rate = options.rate;
    const mine = () => this.#current === u;
    u.onboundary = (e) => {
      if (mine() && e.name === 'word') options.onBoundary?.(e.charIndex, e.charLength || undefined);
    };
    u.onend = () => {
      if (!mine()) return;
      this.#current = null;
      options.onEnd();
    };
    u.onerror = (e) => {
      if (!mine()) return;
      this.#current = null;
      // A cancelled or interrupted utterance is not a failure.
      if (e.error === 'canceled' || e.error === 'interrupted') return;
      options.onError(new Error(`speech: ${e.error}`));
    };
    this.#current = u;
    this.#synth.speak(u);
  }

  cancel(): void {
    this.#current = null;
    this.#synth.cancel();
  }

  pause(): void {
    this.#synth.pause();
  }

  resume(): void {
    this.#synth.resume();
  }
}
