import { afterEach, describe, expect, it } from 'vitest';
import { ACTIVE_CLASS, STYLE_ATTRIBUTE } from './doc-style.ts';
import { loadTimeline } from './media-overlay.ts';
import { ReadAlongPlayer, type AudioLike, type ReadAlongOptions } from './read-along-player.ts';
import { FakeEngine, smilFile, wordsBody, type FakeEngineInit } from './test-engine.ts';

/** An audio element whose clock the test moves by hand. */
class FakeAudio extends EventTarget implements AudioLike {
  currentTime = 0;
  paused = true;
  ended = false;
  playbackRate = 1;
  preservesPitch = false;
  plays = 0;
  constructor(readonly url: string) {
    super();
  }
  play(): Promise<void> {
    this.paused = false;
    this.plays++;
    return Promise.resolve();
  }
  pause(): void {
    this.paused = true;
  }
}

/** requestAnimationFrame under the test's control. */
class Frames {
  #next = 1;
  readonly pending = new Map<number, () => void>();
  request = (cb: () => void) => {
    const id = this.#next++;
    this.pending.set(id, cb);
    return id;
  };
  cancel = (id: number) => {
    this.pending.delete(id);
  };
  run(): void {
    const cbs = [...this.pending.values()];
    this.pending.clear();
    for (const cb of cbs) cb();
  }
}

const flush = () => new Promise((r) => setTimeout(r, 0));

const blobs = new Map<string, Blob>();
function audioFile(href: string): Blob {
  const blob = blobs.get(href) ?? new Blob([href], { type: 'audio/mpeg' });
  blobs.set(href, blob);
  return blob;
}

/**
 * A picture book like the demo ones: a cover, then two spreads of narrated pages, one audio file
 * per page, one par per word.
 */
function pictureBook(extra: Partial<FakeEngineInit> = {}): FakeEngineInit {
  return {
    kind: 'epub-fixed',
    sections: [
      { href: 'EPUB/cover.xhtml', body: '<p>Cover</p>' },
      {
        href: 'EPUB/page-01.xhtml',
        body:
          wordsBody([
            ['w1', 'The'],
            ['w2', 'little'],
          ]) + '<p><span id="w3"><b>wolf</b></span></p>',
        smil: 'EPUB/smil/page-01.smil',
      },
      {
        href: 'EPUB/page-02.xhtml',
        body: wordsBody([
          ['w4', 'ran'],
          ['w5', 'home.'],
        ]),
        smil: 'EPUB/smil/page-02.smil',
      },
      {
        href: 'EPUB/page-03.xhtml',
        body: wordsBody([
          ['w6', 'Then'],
          ['w7', 'slept.'],
        ]),
        smil: 'EPUB/smil/page-03.smil',
      },
      {
        href: 'EPUB/page-04.xhtml',
        body: wordsBody([['w8', 'End.']]),
        smil: 'EPUB/smil/page-04.smil',
      },
    ],
    screens: [[0], [1, 2], [3, 4]],
    files: {
      'EPUB/smil/page-01.smil': smilFile('../page-01.xhtml', '../audio/p1.mp3', [
        ['w1', '0.000s', '0.400s'],
        ['w2', '0.400s', '0.750s'],
        ['w3', '0.750s', '1.200s'],
      ]),
      'EPUB/smil/page-02.smil': smilFile('../page-02.xhtml', '../audio/p2.mp3', [
        ['w4', '0:00:00.000', '0:00:00.500'],
        ['w5', '0:00:00.500', '0:00:01.000'],
      ]),
      'EPUB/smil/page-03.smil': smilFile('../page-03.xhtml', '../audio/p3.mp3', [
        ['w6', '00:00.000', '00:00.600'],
        ['w7', '00:00.600', '00:01.100'],
      ]),
      'EPUB/smil/page-04.smil': smilFile('../page-04.xhtml', '../audio/p4.mp3', [
        ['w8', '0ms', '900ms'],
      ]),
      'EPUB/audio/p1.mp3': audioFile('EPUB/audio/p1.mp3'),
      'EPUB/audio/p2.mp3': audioFile('EPUB/audio/p2.mp3'),
      'EPUB/audio/p3.mp3': audioFile('EPUB/audio/p3.mp3'),
      'EPUB/audio/p4.mp3': audioFile('EPUB/audio/p4.mp3'),
    },
    ...extra,
  };
}

let players: ReadAlongPlayer[] = [];
afterEach(() => {
  for (const p of players) p.destroy();
  players = [];
});

async function setup(init: FakeEngineInit, options: ReadAlongOptions = {}) {
  const engine = new FakeEngine(init);
  const timeline = await loadTimeline(engine);
  const frames = new Frames();
  const audios = new Map<string, FakeAudio>();
  const revoked: string[] = [];
  const player = new ReadAlongPlayer(engine, timeline, {
    requestFrame: frames.request,
    cancelFrame: frames.cancel,
    createObjectURL: (blob) => `blob:${[...blobs].find(([, b]) => b === blob)?.[0]}`,
    revokeObjectURL: (url) => revoked.push(url),
    createAudio: (url) => {
      const a = new FakeAudio(url);
      audios.set(url.slice('blob:'.length), a);
      return a;
    },
    ...options,
  });
  players.push(player);
  const audio = (href: string) => audios.get(`EPUB/audio/${href}`)!;
  const active = () =>
    engine.docs.flatMap((d, i) =>
      Array.from(d.querySelectorAll(`.${CSS.escape(ACTIVE_CLASS)}`)).map((el) => `${i}:${el.id}`),
    );
  return { engine, timeline, frames, audios, audio, revoked, player, active };
}

describe('ReadAlongPlayer', () => {
  it('drives the highlight from audio.currentTime on animation frames, never from timeupdate', async () => {
    const { engine, frames, audio, player, active } = await setup(pictureBook());
    engine.show(1);
    await player.play();
    const p1 = audio('p1.mp3');
    expect(p1.paused).toBe(false);
    expect(p1.currentTime).toBe(0);
    expect(active()).toEqual(['1:w1']);
    expect(player.getState()).toMatchObject({ status: 'playing', activePar: 0 });

    // The clock moves into "little"; a timeupdate event changes nothing…
    p1.currentTime = 0.5;
    p1.dispatchEvent(new Event('timeupdate'));
    expect(active()).toEqual(['1:w1']);
    // …the next animation frame does.
    frames.run();
    expect(active()).toEqual(['1:w2']);
    p1.currentTime = 0.9;
    frames.run();
    expect(active()).toEqual(['1:w3']);
    expect(frames.pending.size).toBe(1);

    // The highlight style went into the page once.
    frames.run();
    expect(engine.docs[1]!.querySelectorAll(`style[${STYLE_ATTRIBUTE}]`)).toHaveLength(1);
  });

  it('reads across both pages of a spread, then turns the page and reads on', async () => {
    const { engine, frames, audio, player, active } = await setup(pictureBook());
    engine.show(1);
    await player.play();
    audio('p1.mp3').currentTime = 1.2;
    audio('p1.mp3').ended = true;
    frames.run();
    await flush();
    // The right-hand page of the same spread: no page turn.
    expect(engine.calls).toEqual([]);
    expect(active()).toEqual(['2:w4']);
    expect(audio('p1.mp3').paused).toBe(true);
    expect(audio('p2.mp3').paused).toBe(false);

    audio('p2.mp3').currentTime = 0.7;
    frames.run();
    expect(active()).toEqual(['2:w5']);
    audio('p2.mp3').currentTime = 1;
    frames.run();
    await flush();
    expect(engine.calls).toEqual(['next']);
    expect(engine.screen).toBe(2);
    expect(active()).toEqual(['3:w6']);
    expect(audio('p3.mp3').currentTime).toBe(0);
    expect(player.getState().status).toBe('playing');
  });

  it('with "pause after each page" stops at the page end and goes on when the child turns', async () => {
    const { engine, frames, audio, player, active } = await setup(pictureBook(), {
      pauseAfterPage: true,
    });
    engine.show(1);
    await player.play();
    audio('p1.mp3').currentTime = 1.2;
    frames.run();
    await flush();
    // Same spread: it keeps reading.
    expect(active()).toEqual(['2:w4']);
    audio('p2.mp3').currentTime = 1;
    frames.run();
    await flush();
    expect(player.getState()).toMatchObject({ status: 'waiting', activePar: 5 });
    expect(audio('p2.mp3').paused).toBe(true);
    expect(engine.calls).toEqual([]);
    expect(active()).toEqual([]);
    expect(frames.pending.size).toBe(0);

    // The child turns the page: reading resumes there.
    engine.show(2);
    await flush();
    expect(player.getState().status).toBe('playing');
    expect(active()).toEqual(['3:w6']);
    expect(audio('p3.mp3').paused).toBe(false);
  });

  it('pausing inside one audio file that spans pages, and play turning the page for the child', async () => {
    const oneFile = pictureBook({
      screens: [[0], [1], [2], [3, 4]],
      files: {
        ...pictureBook().files,
        'EPUB/smil/page-01.smil': smilFile('../page-01.xhtml', '../audio/p1.mp3', [
          ['w1', '0s', '0.4s'],
          ['w2', '0.4s', '0.75s'],
          ['w3', '0.75s', '1.2s'],
        ]),
        'EPUB/smil/page-02.smil': smilFile('../page-02.xhtml', '../audio/p1.mp3', [
          ['w4', '1.2s', '1.7s'],
          ['w5', '1.7s', '2.2s'],
        ]),
      },
    });
    const { engine, frames, audio, player, timeline, active } = await setup(oneFile, {
      pauseAfterPage: true,
    });
    expect(timeline.runs[0]).toEqual({ audioHref: 'EPUB/audio/p1.mp3', start: 0, end: 5 });
    engine.show(1);
    await player.play();
    const p1 = audio('p1.mp3');
    p1.currentTime = 1.25;
    frames.run();
    expect(player.getState().status).toBe('waiting');
    expect(p1.paused).toBe(true);
    expect(active()).toEqual([]);
    // A pause now (the reader closing, say) keeps the place at the page end.
    player.pause();
    expect(player.getState().status).toBe('waiting');

    await player.play();
    expect(engine.calls).toEqual(['next']);
    expect(engine.screen).toBe(2);
    expect(p1.currentTime).toBe(1.2);
    expect(p1.paused).toBe(false);
    expect(active()).toEqual(['2:w4']);
  });

  it('plays from a tapped word, and follows a page the child turned while it played', async () => {
    const { engine, frames, audio, player, active } = await setup(pictureBook());
    engine.show(1);
    const wolf = engine.docs[1]!.querySelector('#w3 b')!;
    engine.tap(1, wolf);
    await flush();
    expect(player.getState().status).toBe('playing');
    expect(audio('p1.mp3').currentTime).toBe(0.75);
    expect(active()).toEqual(['1:w3']);

    engine.tap(1, engine.docs[1]!.querySelector('p')!);
    await flush();
    expect(active()).toEqual(['1:w3']);

    engine.show(2);
    await flush();
    frames.run();
    expect(active()).toEqual(['3:w6']);
    expect(audio('p1.mp3').paused).toBe(true);
    expect(audio('p3.mp3').paused).toBe(false);
  });

  it('pause keeps the place; play resumes without seeking', async () => {
    const { engine, frames, audio, player, active } = await setup(pictureBook());
    engine.show(1);
    await player.play();
    audio('p1.mp3').currentTime = 0.55;
    frames.run();
    player.pause();
    expect(player.getState().status).toBe('paused');
    expect(audio('p1.mp3').paused).toBe(true);
    expect(frames.pending.size).toBe(0);
    expect(active()).toEqual(['1:w2']);
    await player.play();
    expect(audio('p1.mp3').currentTime).toBe(0.55);
    expect(audio('p1.mp3').paused).toBe(false);
  });

  it('sets the speed with the pitch kept, on every audio element', async () => {
    const { engine, frames, audio, player } = await setup(pictureBook(), { rate: 0.75 });
    engine.show(1);
    await player.play();
    expect(audio('p1.mp3')).toMatchObject({ playbackRate: 0.75, preservesPitch: true });
    player.setRate(1.5);
    expect(audio('p1.mp3').playbackRate).toBe(1.5);
    audio('p1.mp3').currentTime = 1.3;
    frames.run();
    await flush();
    expect(audio('p2.mp3')).toMatchObject({ playbackRate: 1.5, preservesPitch: true });
  });

  it("uses the book's own active class and playback-active class too", async () => {
    const { engine, player } = await setup(pictureBook(), {
      classes: { activeClass: 'story-active', playbackActiveClass: 'story-playing' },
    });
    engine.show(1);
    await player.play();
    const w1 = engine.docs[1]!.getElementById('w1')!;
    expect(w1.classList.contains(ACTIVE_CLASS)).toBe(true);
    expect(w1.classList.contains('story-active')).toBe(true);
    expect(engine.docs[1]!.documentElement.classList.contains('story-playing')).toBe(true);
    player.pause();
    expect(engine.docs[1]!.documentElement.classList.contains('story-playing')).toBe(false);
  });

  it('ends after the last par, and stops everything on destroy', async () => {
    const { engine, frames, audio, player, revoked, active } = await setup(pictureBook());
    engine.show(2);
    await player.play();
    audio('p3.mp3').currentTime = 1.1;
    frames.run();
    await flush();
    expect(active()).toEqual(['4:w8']);
    audio('p4.mp3').currentTime = 0.95;
    frames.run();
    expect(player.getState()).toMatchObject({ status: 'ended', activePar: -1 });
    expect(active()).toEqual([]);

    await player.play();
    expect(active()).toEqual(['3:w6']);
    player.destroy();
    expect(active()).toEqual([]);
    expect(audio('p3.mp3').paused).toBe(true);
    expect(revoked.sort()).toEqual(['blob:EPUB/audio/p3.mp3', 'blob:EPUB/audio/p4.mp3']);
    expect(engine.listeners).toBe(0);
    expect(frames.pending.size).toBe(0);
  });

  it('in a reflowable book turns the page when the next word is off screen', async () => {
    const init: FakeEngineInit = {
      kind: 'epub-reflowable',
      sections: [
        {
          href: 'OPS/ch1.xhtml',
          body: wordsBody([
            ['s1', 'One.'],
            ['s2', 'Two.'],
            ['s3', 'Three.'],
          ]),
          smil: 'OPS/ch1.smil',
        },
      ],
      screens: [[0], [0]],
      files: {
        'OPS/ch1.smil': smilFile('ch1.xhtml', 'ch1.mp3', [
          ['s1', '0s', '1s'],
          ['s2', '1s', '2s'],
          ['s3', '2s', '3s'],
        ]),
        'OPS/ch1.mp3': audioFile('OPS/ch1.mp3'),
      },
    };
    let engineRef: FakeEngine | null = null;
    const onPage = [new Set(['s1', 's2']), new Set(['s3'])];
    const { engine, frames, audios, player, active } = await setup(init, {
      isOnScreen: (el) => onPage[engineRef!.screen]!.has(el.id),
    });
    engineRef = engine;
    engine.show(0);
    await player.play();
    const a = audios.get('OPS/ch1.mp3')!;
    a.currentTime = 1.5;
    frames.run();
    expect(engine.calls).toEqual([]);
    expect(active()).toEqual(['0:s2']);
    a.currentTime = 2.1;
    frames.run();
    await flush();
    expect(engine.calls).toEqual(['next']);
    expect(active()).toEqual(['0:s3']);
    expect(a.paused).toBe(false);
  });

  it('Play on a chapter without narration goes to the first narrated passage, through a relayout', async () => {
    const init: FakeEngineInit = {
      kind: 'epub-reflowable',
      sections: [
        { href: 'OPS/ch1.xhtml', body: wordsBody([['q1', 'Quiet.']]) },
        {
          href: 'OPS/ch2.xhtml',
          body: wordsBody([
            ['s1', 'One.'],
            ['s2', 'Two.'],
          ]),
          smil: 'OPS/ch2.smil',
        },
      ],
      files: {
        'OPS/ch2.smil': smilFile('ch2.xhtml', 'ch2.mp3', [
          ['s1', '0s', '1s'],
          ['s2', '1s', '2s'],
        ]),
        'OPS/ch2.mp3': audioFile('OPS/ch2.mp3'),
      },
    };
    const { engine, frames, audios, player, active } = await setup(init);
    engine.show(0);
    const playing = player.play();
    // The narration bar appears and the book is laid out again while the audio loads: the same
    // screen, not a page the child turned.
    engine.show(0);
    await playing;
    await flush();
    expect(engine.calls).toEqual(['goTo OPS/ch2.xhtml#s1']);
    expect(player.getState().status).toBe('playing');
    const a = audios.get('OPS/ch2.mp3')!;
    expect(a.paused).toBe(false);
    a.currentTime = 1.2;
    frames.run();
    expect(active()).toEqual(['1:s2']);
  });

  it('Play further into a chapter reads the next narrated passage after the screen, not the first', async () => {
    const init: FakeEngineInit = {
      kind: 'epub-reflowable',
      sections: [
        {
          href: 'OPS/ch1.xhtml',
          body: wordsBody([
            ['s1', 'Sung.'],
            ['q1', 'Quiet.'],
            ['s2', 'Sung again.'],
          ]),
          smil: 'OPS/ch1.smil',
        },
      ],
      screens: [[0], [0], [0]],
      files: {
        'OPS/ch1.smil': smilFile('ch1.xhtml', 'ch1.mp3', [
          ['s1', '0s', '1s'],
          ['s2', '1s', '2s'],
        ]),
        'OPS/ch1.mp3': audioFile('OPS/ch1.mp3'),
      },
    };
    let engineRef: FakeEngine | null = null;
    // Screen 0 shows s1, screen 1 the quiet paragraph, screen 2 s2.
    const onScreen = [new Set(['s1']), new Set(['q1']), new Set(['s2'])];
    const { engine, player } = await setup(init, {
      isOnScreen: (el) => onScreen[engineRef!.screen]!.has(el.id),
    });
    engineRef = engine;
    engine.show(1);
    const doc = engine.docs[0]!;
    const range = doc.createRange();
    range.selectNodeContents(doc.getElementById('q1')!);
    engine.range = range;
    await player.play();
    await flush();
    // Forward to s2 (par 1), never back to s1 before the screen.
    expect(player.getState().activePar).toBe(1);
    expect(engine.calls).toEqual(['next']);
    expect(player.getState().status).toBe('playing');
  });
});
