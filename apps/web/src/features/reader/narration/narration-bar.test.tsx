import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOT_STARTED_PROGRESS, type BookContent } from '@pagebird/contract';
import { STORAGE_KEYS } from '../../../lib/storage.ts';
import type { ReaderEngine } from '../engine/reader-engine.ts';
import { ACTIVE_CLASS } from './doc-style.ts';
import { NarrationBar } from './narration-bar.tsx';
import { FakeEngine, smilFile, wordsBody } from './test-engine.ts';
import { FakeSpeech } from './test-speech.ts';
import { useNarration } from './use-narration.ts';

function manifest(overrides: Partial<BookContent> = {}): BookContent {
  return {
    id: '7d1c1c62-9a55-4b8e-a7a5-0c0f3f2b9a11',
    bookIdNumber: 'PB-0001',
    title: 'The Sleepy Owl',
    fileType: 'epub',
    layout: 'fixed',
    isAudioIncluded: false,
    pageCount: 4,
    wordCount: 20,
    languages: ['en'],
    pagination: 'sections',
    pageSize: 500,
    fileUrl: '/api/books/file/7d1c1c62-9a55-4b8e-a7a5-0c0f3f2b9a11',
    fileSize: 1000,
    pages: [],
    sections: [],
    progress: NOT_STARTED_PROGRESS,
    ...overrides,
  };
}

function Harness(props: {
  engine: ReaderEngine | null;
  book: BookContent;
  speech: FakeSpeech | null;
}) {
  const narration = useNarration(props.engine, props.book, { speech: props.speech });
  return (
    <>
      <label>
        Search books <input />
      </label>
      <NarrationBar narration={narration} />
    </>
  );
}

function plainBook() {
  const engine = new FakeEngine({
    sections: [
      { href: 'p1.xhtml', body: '<p>Owl woke up. She stretched.</p>' },
      { href: 'p2.xhtml', body: '<p>Goodnight!</p>' },
    ],
  });
  engine.show(0);
  return engine;
}

const bar = () => screen.getByRole('region', { name: 'Narration' });

describe('NarrationBar with read-to-me', () => {
  it('plays and pauses from the big button and with Space, but not while typing', async () => {
    const user = userEvent.setup();
    const speech = new FakeSpeech();
    render(<Harness engine={plainBook()} book={manifest()} speech={speech} />);
    expect(within(bar()).getByRole('switch', { name: 'Read to me' })).toBeChecked();
    expect(bar()).toHaveAttribute('data-narration-mode', 'read-to-me');
    expect(bar()).toHaveAttribute('data-narration-state', 'paused');

    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(bar()).toHaveAttribute('data-narration-state', 'playing');
    expect(speech.current!.text).toBe('Owl woke up.');
    expect(screen.getByRole('status')).toHaveTextContent('Reading aloud');

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(bar()).toHaveAttribute('data-narration-state', 'paused');

    // Space on the page toggles…
    await user.click(document.body);
    await user.keyboard(' ');
    expect(bar()).toHaveAttribute('data-narration-state', 'playing');
    await user.keyboard(' ');
    expect(bar()).toHaveAttribute('data-narration-state', 'paused');
    // …but typing a space in a field does not.
    await user.click(screen.getByRole('textbox', { name: 'Search books' }));
    await user.keyboard(' ');
    expect(bar()).toHaveAttribute('data-narration-state', 'paused');
  });

  it('Space inside the book page toggles too', async () => {
    const speech = new FakeSpeech();
    const engine = plainBook();
    render(<Harness engine={engine} book={manifest()} speech={speech} />);
    const doc = engine.docs[0]!;
    act(() => {
      doc.body.dispatchEvent(
        new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }),
      );
    });
    expect(bar()).toHaveAttribute('data-narration-state', 'playing');
  });

  it("offers the voices of the book's language and keeps the choice", async () => {
    const user = userEvent.setup();
    const speech = new FakeSpeech();
    render(<Harness engine={plainBook()} book={manifest()} speech={speech} />);
    await user.click(screen.getByRole('button', { name: /Voice/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Default voice',
      'Robin (English)',
      'Sky (English)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Sky (English)' }));
    expect(localStorage.getItem(STORAGE_KEYS.aiVoice)).toBe('"voice-en-2"');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(speech.current!.options.voice).toBe('voice-en-2');
  });

  it('changes speed and "pause after each page"', async () => {
    const user = userEvent.setup();
    const speech = new FakeSpeech();
    render(<Harness engine={plainBook()} book={manifest()} speech={speech} />);
    const speeds = screen.getByRole('radiogroup', { name: 'Speed' });
    expect(
      within(speeds)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['0.75 times speed', '1 times speed', '1.25 times speed', '1.5 times speed']);
    expect(within(speeds).getByRole('radio', { name: '1 times speed' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await user.click(within(speeds).getByRole('radio', { name: '1.5 times speed' }));
    expect(speech.current!.options.rate).toBe(1.5);

    const pauseAfter = screen.getByRole('switch', { name: 'Pause after each page' });
    await user.click(pauseAfter);
    expect(pauseAfter).toBeChecked();
    act(() => speech.end());
    act(() => speech.end());
    expect(bar()).toHaveAttribute('data-narration-status', 'waiting');
    expect(screen.getByRole('status')).toHaveTextContent('Turn the page to keep listening!');
  });

  it('turns read-to-me off and on, kept in the browser', async () => {
    const user = userEvent.setup();
    const speech = new FakeSpeech();
    const { unmount } = render(<Harness engine={plainBook()} book={manifest()} speech={speech} />);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await user.click(screen.getByRole('switch', { name: 'Read to me' }));
    expect(localStorage.getItem(STORAGE_KEYS.aiAudioEnabled)).toBe('false');
    expect(screen.queryByRole('button', { name: /Play|Pause/ })).toBeNull();
    expect(speech.current).toBeNull();
    unmount();

    render(<Harness engine={plainBook()} book={manifest()} speech={speech} />);
    expect(screen.getByRole('switch', { name: 'Read to me' })).not.toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Read to me' }));
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('shows nothing without an engine or any way to read aloud', () => {
    const { container } = render(
      <Harness engine={null} book={manifest()} speech={new FakeSpeech()} />,
    );
    expect(container.querySelector('section')).toBeNull();
    render(<Harness engine={plainBook()} book={manifest()} speech={null} />);
    expect(screen.queryByRole('region', { name: 'Narration' })).toBeNull();
  });
});

describe('NarrationBar with read-along', () => {
  beforeEach(() => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:narration');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });

  it('loads the media overlays, then plays them with the highlight on the page', async () => {
    const user = userEvent.setup();
    const engine = new FakeEngine({
      sections: [
        {
          href: 'EPUB/p1.xhtml',
          body: wordsBody([
            ['w1', 'Owl'],
            ['w2', 'woke.'],
          ]),
          smil: 'EPUB/p1.smil',
        },
      ],
      files: {
        'EPUB/p1.smil': smilFile('p1.xhtml', 'p1.mp3', [
          ['w1', '0s', '0.5s'],
          ['w2', '0.5s', '1s'],
        ]),
        'EPUB/p1.mp3': new Blob(['mp3']),
      },
    });
    engine.show(0);
    const { unmount } = render(
      <Harness
        engine={engine}
        book={manifest({ isAudioIncluded: true })}
        speech={new FakeSpeech()}
      />,
    );
    expect(screen.getByText('Read-along')).toBeInTheDocument();
    expect(bar()).toHaveAttribute('data-narration-mode', 'read-along');
    expect(screen.queryByRole('switch', { name: 'Read to me' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Voice/ })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Play' })).toBeEnabled());

    await user.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(bar()).toHaveAttribute('data-narration-state', 'playing'));
    expect(engine.docs[0]!.getElementById('w1')!.classList.contains(ACTIVE_CLASS)).toBe(true);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(bar()).toHaveAttribute('data-narration-state', 'paused');
    // Closing the book stops the narration (while the media mocks are still in place).
    unmount();
    expect(engine.docs[0]!.getElementById('w1')!.classList.contains(ACTIVE_CLASS)).toBe(false);
    expect(engine.listeners).toBe(0);
  });
});
