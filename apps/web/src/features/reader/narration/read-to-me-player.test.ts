import { afterEach, describe, expect, it, vi } from 'vitest';
import { MARK_CLASS } from './doc-style.ts';
import { ReadToMePlayer, type ReadToMeOptions } from './read-to-me-player.ts';
import { FakeEngine, type FakeEngineInit } from './test-engine.ts';
import { FakeSpeech } from './test-speech.ts';

const book: FakeEngineInit = {
  kind: 'epub-fixed',
  sections: [
    {
      href: 'p1.xhtml',
      body: '<h1>The Owl</h1><p>Owl woke up. She <em>stretched</em> her wings.</p>',
    },
    { href: 'p2.xhtml', body: '<p>The moon was bright.</p>' },
    { href: 'p3.xhtml', body: '<img alt="" src="owl.png"/>' },
    { href: 'p4.xhtml', body: '<p>Goodnight!</p>' },
  ],
};

let players: ReadToMePlayer[] = [];
afterEach(() => {
  for (const p of players) p.destroy();
  players = [];
  vi.useRealTimers();
});

function setup(init: FakeEngineInit = book, options: ReadToMeOptions = {}) {
  const engine = new FakeEngine(init);
  const speech = new FakeSpeech();
  const player = new ReadToMePlayer(engine, speech, { lang: 'en', ...options });
  players.push(player);
  const marked = () =>
    engine.docs.flatMap((d) =>
      Array.from(d.querySelectorAll(`mark.${MARK_CLASS}`)).map((m) => m.textContent),
    );
  return { engine, speech, player, marked };
}

describe('ReadToMePlayer', () => {
  it('reads the page sentence by sentence, highlighting words from boundary events, then turns the page', async () => {
    const { engine, speech, player, marked } = setup();
    engine.show(0);
    await player.play();
    expect(player.getState()).toMatchObject({ status: 'playing', sentence: 'The Owl' });
    expect(speech.current).toMatchObject({
      text: 'The Owl',
      options: { voice: null, lang: 'en', rate: 1 },
    });
    // No boundary yet: the sentence is highlighted.
    expect(marked()).toEqual(['The Owl']);
    speech.end();

    expect(speech.current!.text).toBe('Owl woke up.');
    speech.boundary(4, 4);
    expect(marked()).toEqual(['woke']);
    speech.end();

    expect(speech.current!.text).toBe('She stretched her wings.');
    speech.boundary(4);
    expect(marked()).toEqual(['stretched']);
    speech.end();

    // The page is read: turn and read on.
    expect(engine.calls).toEqual(['next']);
    expect(speech.current!.text).toBe('The moon was bright.');
    expect(engine.docs[0]!.querySelectorAll('mark')).toHaveLength(0);
    expect(engine.docs[0]!.body.innerHTML).toBe(book.sections[0]!.body);
  });

  it('pause cancels the voice; play goes on from the last word heard', async () => {
    const { engine, speech, player } = setup();
    engine.show(1);
    await player.play();
    speech.boundary(4, 4);
    speech.boundary(9, 3);
    player.pause();
    expect(player.getState().status).toBe('paused');
    expect(speech.current).toBeNull();
    await player.play();
    expect(speech.current!.text).toBe('was bright.');
    // Boundaries of the shorter utterance still land on the right word.
    speech.boundary(4, 6);
    speech.end();
    expect(engine.calls).toEqual(['next']);
  });

  it('with "pause after each page" waits for the child, then reads the page they turn to', async () => {
    const { engine, speech, player } = setup(book, { pauseAfterPage: true });
    engine.show(1);
    await player.play();
    speech.end();
    expect(player.getState().status).toBe('waiting');
    expect(engine.calls).toEqual([]);
    engine.show(3);
    expect(player.getState().status).toBe('playing');
    expect(speech.current!.text).toBe('Goodnight!');
  });

  it('play while waiting turns the page for the child', async () => {
    const { engine, speech, player } = setup(book, { pauseAfterPage: true });
    engine.show(0);
    player.setPauseAfterPage(true);
    await player.play();
    speech.end();
    speech.end();
    speech.end();
    expect(player.getState().status).toBe('waiting');
    await player.play();
    expect(engine.calls).toEqual(['next']);
    expect(speech.current!.text).toBe('The moon was bright.');
  });

  it('lingers on a picture-only page, then goes on; at the end of the book it stops', async () => {
    vi.useFakeTimers();
    const { engine, speech, player } = setup(book, { dwellMs: 2000 });
    engine.show(1);
    await player.play();
    speech.end();
    expect(engine.calls).toEqual(['next']);
    expect(speech.current).toBeNull();
    await vi.advanceTimersByTimeAsync(1999);
    expect(engine.calls).toEqual(['next']);
    await vi.advanceTimersByTimeAsync(1);
    expect(engine.calls).toEqual(['next', 'next']);
    expect(speech.current!.text).toBe('Goodnight!');
    speech.end();
    expect(player.getState()).toMatchObject({ status: 'ended', sentence: null });
    expect(engine.calls).toEqual(['next', 'next']);
  });

  it('ends when a page turn brings no new page', async () => {
    vi.useFakeTimers();
    const engine = new FakeEngine(book);
    engine.next = () => Promise.resolve();
    const speech = new FakeSpeech();
    const player = new ReadToMePlayer(engine, speech, { turnTimeoutMs: 500 });
    players.push(player);
    engine.show(1);
    // A renderer that never said "last page".
    await player.play();
    speech.end();
    await vi.advanceTimersByTimeAsync(500);
    expect(player.getState().status).toBe('ended');
  });

  it('reads from a tapped sentence while it is on', async () => {
    const { engine, speech, player } = setup();
    engine.show(0);
    engine.tap(0, engine.docs[0]!.querySelector('em'));
    expect(speech.spoken).toHaveLength(0);
    await player.play();
    engine.tap(0, engine.docs[0]!.querySelector('em'));
    expect(speech.current!.text).toBe('She stretched her wings.');
    expect(player.getState().status).toBe('playing');
  });

  it('applies a new speed or voice to the sentence being read', async () => {
    const { engine, speech, player } = setup();
    engine.show(1);
    await player.play();
    speech.boundary(9, 3);
    player.setRate(1.5);
    expect(speech.current).toMatchObject({ text: 'was bright.', options: { rate: 1.5 } });
    player.setVoice('voice-en-2');
    expect(speech.current!.options).toMatchObject({ voice: 'voice-en-2', rate: 1.5 });
  });

  it('in a reflowable book reads only the sentences on screen', async () => {
    const pages = [new Set(['First one.', 'Second one.']), new Set(['Third one.'])];
    let screen = () => 0;
    const { engine, speech, player } = setup(
      {
        kind: 'epub-reflowable',
        sections: [{ href: 'ch.xhtml', body: '<p>First one. Second one.</p><p>Third one.</p>' }],
        screens: [[0], [0]],
      },
      { isRangeOnScreen: (r) => pages[screen()]!.has(r.toString()) },
    );
    screen = () => engine.screen;
    engine.show(0);
    await player.play();
    expect(speech.current!.text).toBe('First one.');
    speech.end();
    expect(speech.current!.text).toBe('Second one.');
    speech.end();
    expect(engine.calls).toEqual(['next']);
    expect(speech.current!.text).toBe('Third one.');
  });

  it('reports a speech failure and stops cleanly on destroy', async () => {
    const { engine, speech, player, marked } = setup();
    engine.show(0);
    await player.play();
    speech.current!.options.onError(new Error('speech: synthesis-failed'));
    expect(player.getState()).toMatchObject({ status: 'error', error: 'speech: synthesis-failed' });
    expect(marked()).toEqual([]);
    await player.play();
    expect(marked()).toEqual(['The Owl']);
    player.destroy();
    expect(marked()).toEqual([]);
    expect(speech.current).toBeNull();
    expect(engine.listeners).toBe(0);
  });
});
