import type { SpeakOptions, SpeechProvider, SpeechVoice } from './speech-provider.ts';

/** A SpeechProvider for tests: records what is spoken; the test plays the browser's part. */
export class FakeSpeech implements SpeechProvider {
  readonly spoken: Array<{ text: string; options: SpeakOptions }> = [];
  cancels = 0;
  list: SpeechVoice[] = [
    { id: 'voice-en-1', name: 'Robin (English)', lang: 'en-US', isDefault: true },
    { id: 'voice-en-2', name: 'Sky (English)', lang: 'en-GB', isDefault: false },
    { id: 'voice-fr-1', name: 'Amélie (French)', lang: 'fr-FR', isDefault: false },
  ];
  #active: { text: string; options: SpeakOptions } | null = null;

  voices(): Promise<SpeechVoice[]> {
    return Promise.resolve(this.list);
  }
  speak(text: string, options: SpeakOptions): void {
    this.#active = { text, options };
    this.spoken.push(this.#active);
  }
  cancel(): void {
    this.cancels++;
    this.#active = null;
  }
  pause(): void {}
  resume(): void {}

  get current(): { text: string; options: SpeakOptions } | null {
    return this.#active;
  }
  /** The browser reached the word at `charIndex` of the utterance. */
  boundary(charIndex: number, charLength?: number): void {
    this.#active?.options.onBoundary?.(charIndex, charLength);
  }
  /** The utterance finished. */
  end(): void {
    const a = this.#active;
    this.#active = null;
    a?.options.onEnd();
  }
}
