import { describe, expect, it, vi } from 'vitest';
import { BrowserSpeechProvider, type SpeechSynthesisLike } from './speech-provider.ts';

class FakeUtterance {
  voice: SpeechSynthesisVoice | null = null;
  lang = '';
  rate = 1;
  onboundary: ((e: { name: string; charIndex: number; charLength?: number }) => void) | null = null;
  onend: (() => void) | null = null;
  onerror: ((e: { error: string }) => void) | null = null;
  constructor(readonly text: string) {}
}

function voice(
  name: string,
  lang: string,
  isDefault = false,
  localService = true,
): SpeechSynthesisVoice {
  return { name, lang, default: isDefault, localService, voiceURI: `urn:${name}` };
}

class FakeSynth extends EventTarget implements SpeechSynthesisLike {
  list: SpeechSynthesisVoice[] = [];
  queue: FakeUtterance[] = [];
  paused = false;
  getVoices = () => this.list;
  speak = (u: SpeechSynthesisUtterance) => {
    this.queue.push(u as unknown as FakeUtterance);
  };
  cancel = () => {
    // Browsers report a cancelled utterance as an "interrupted"/"canceled" error.
    for (const u of this.queue.splice(0)) u.onerror?.({ error: 'interrupted' });
  };
  pause = () => {
    this.paused = true;
  };
  resume = () => {
    this.paused = false;
  };
}

function provider() {
  const synth = new FakeSynth();
  const p = new BrowserSpeechProvider(
    synth,
    FakeUtterance as unknown as typeof SpeechSynthesisUtterance,
  );
  return { synth, p };
}

describe('BrowserSpeechProvider', () => {
  it('lists voices, waiting for voiceschanged when the browser loads them late', async () => {
    const { synth, p } = provider();
    const pending = p.voices();
    synth.list = [voice('Robin', 'en-US', true), voice('Amélie', 'fr-FR')];
    synth.dispatchEvent(new Event('voiceschanged'));
    expect(await pending).toEqual([
      { id: 'urn:Robin', name: 'Robin', lang: 'en-US', isDefault: true },
      { id: 'urn:Amélie', name: 'Amélie', lang: 'fr-FR', isDefault: false },
    ]);
    expect(await p.voices()).toHaveLength(2);
  });

  it('gives up waiting for voices after a while', async () => {
    vi.useFakeTimers();
    try {
      const { p } = provider();
      const pending = p.voices();
      await vi.advanceTimersByTimeAsync(2000);
      expect(await pending).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('speaks with the chosen voice and rate and reports word boundaries and the end', () => {
    const { synth, p } = provider();
    synth.list = [voice('Robin', 'en-US', true), voice('Sky', 'en-GB')];
    const onBoundary = vi.fn();
    const onEnd = vi.fn();
    const onError = vi.fn();
    p.speak('The big dog.', { voice: 'urn:Sky', rate: 1.25, onBoundary, onEnd, onError });
    const u = synth.queue[0]!;
    expect(u).toMatchObject({ text: 'The big dog.', rate: 1.25, lang: 'en-GB' });
    expect(u.voice?.name).toBe('Sky');
    u.onboundary!({ name: 'word', charIndex: 4, charLength: 3 });
    u.onboundary!({ name: 'sentence', charIndex: 0, charLength: 12 });
    u.onboundary!({ name: 'word', charIndex: 8, charLength: 0 });
    expect(onBoundary.mock.calls).toEqual([
      [4, 3],
      [8, undefined],
    ]);
    u.onend!();
    expect(onEnd).toHaveBeenCalledOnce();
    expect(onError).not.toHaveBeenCalled();
  });

  it("picks a voice of the book's language when none is chosen", () => {
    const { synth, p } = provider();
    synth.list = [
      voice('Amélie', 'fr-FR', true),
      voice('Remote', 'en-US', false, false),
      voice('Local', 'en_GB'),
    ];
    p.speak('Hello.', { voice: null, lang: 'en', rate: 1, onEnd: vi.fn(), onError: vi.fn() });
    expect(synth.queue[0]!.voice?.name).toBe('Local');
    p.speak('Hello.', {
      voice: 'urn:gone',
      lang: 'de-DE',
      rate: 1,
      onEnd: vi.fn(),
      onError: vi.fn(),
    });
    expect(synth.queue[0]!.voice).toBeNull();
    expect(synth.queue[0]!.lang).toBe('de-DE');
  });

  it('cancel silences the utterance: no end, no error; real errors are reported', () => {
    const { synth, p } = provider();
    const first = { onEnd: vi.fn(), onError: vi.fn() };
    p.speak('One.', { voice: null, rate: 1, ...first });
    const u1 = synth.queue[0]!;
    p.cancel();
    u1.onend?.();
    expect(first.onEnd).not.toHaveBeenCalled();
    expect(first.onError).not.toHaveBeenCalled();

    const second = { onEnd: vi.fn(), onError: vi.fn() };
    p.speak('Two.', { voice: null, rate: 1, ...second });
    synth.queue[0]!.onerror!({ error: 'synthesis-failed' });
    expect(second.onError).toHaveBeenCalledWith(new Error('speech: synthesis-failed'));

    p.pause();
    expect(synth.paused).toBe(true);
    p.resume();
    expect(synth.paused).toBe(false);
  });
});
