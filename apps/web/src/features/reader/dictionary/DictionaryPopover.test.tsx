import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type DictionaryResult } from '@pagebird/contract';
import { jsonResponse, signIn } from '../../../test/factories.ts';
import { renderRoute } from '../../../test/render.tsx';
import { DictionaryPopover } from './DictionaryPopover.tsx';

/** A fetch stub for GET /api/dictionary/:word: answers by word, records the words asked. */
function stubDictionary(answers: Record<string, DictionaryResult | number>) {
  const asked: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://test.local');
    const word = decodeURIComponent(url.pathname.replace('/api/dictionary/', ''));
    asked.push(word);
    const answer = answers[word];
    if (answer === undefined || answer === 404)
      return jsonResponse(404, { code: 'NOT_FOUND', message: MESSAGES.wordNotFound });
    if (typeof answer === 'number') return jsonResponse(answer, { code: 'INTERNAL', message: 'x' });
    return jsonResponse(200, answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { asked };
}

const dinosaur: DictionaryResult = {
  word: 'dinosaur',
  edition: 'full',
  entries: [
    {
      category: 'noun',
      definitions: [
        'Any of numerous extinct terrestrial reptiles of the Mesozoic era',
        'A person or thing that is old-fashioned',
      ],
      examples: ['The museum has a dinosaur skeleton'],
    },
  ],
};

const rect = () => new DOMRect(100, 120, 60, 20);

function open(props: Partial<Parameters<typeof DictionaryPopover>[0]> = {}) {
  const onClose = vi.fn();
  const utils = renderRoute(
    <DictionaryPopover word="Dinosaurs!" anchor={rect()} onClose={onClose} {...props} />,
  );
  return { ...utils, onClose };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DictionaryPopover', () => {
  it('looks the word up (punctuation stripped) and shows the word, category, definitions and examples', async () => {
    signIn('CHILD', { age: 9 });
    const { asked } = stubDictionary({ dinosaurs: dinosaur });
    open();

    const dialog = await screen.findByRole('dialog', { name: 'What “dinosaurs” means' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Looking up “dinosaurs”…');
    expect(
      await within(dialog).findByRole('heading', { level: 2, name: 'dinosaur' }),
    ).toBeInTheDocument();
    const noun = within(dialog).getByRole('region', { name: /noun/ });
    expect(within(noun).getByText('a naming word')).toBeInTheDocument();
    const meanings = within(noun).getByRole('list', { name: 'Meanings' });
    expect(
      within(meanings)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(dinosaur.entries[0]!.definitions);
    expect(within(noun).getByRole('list', { name: 'Examples' })).toHaveTextContent(
      '“The museum has a dinosaur skeleton”',
    );
    expect(asked).toEqual(['dinosaurs']);
  });

  it('shows the junior edition’s short meanings without examples', async () => {
    signIn('CHILD', { age: 5 });
    stubDictionary({
      jump: {
        word: 'jump',
        edition: 'junior',
        entries: [
          { category: 'verb', definitions: ['Move forward by leaps and bounds'], examples: [] },
          { category: 'noun', definitions: ['A sudden and decisive increase'], examples: [] },
        ],
      },
    });
    open({ word: 'jump', anchor: null });
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Move forward by leaps and bounds');
    expect(within(dialog).getByRole('region', { name: /verb/ })).toHaveTextContent('a doing word');
    expect(within(dialog).queryByRole('list', { name: 'Examples' })).toBeNull();
  });

  it('shows a function word’s own line with a friendly category and its example', async () => {
    signIn('CHILD', { age: 5 });
    stubDictionary({
      that: {
        word: 'that',
        edition: 'junior',
        entries: [
          {
            category: 'determiner',
            definitions: ['The thing there, further away, or the one already talked about'],
            examples: ['Can I have that one?'],
          },
        ],
      },
    });
    open({ word: 'that', anchor: null });
    const dialog = await screen.findByRole('dialog');
    const line = await within(dialog).findByRole('region', { name: /determiner/ });
    expect(line).toHaveTextContent('a pointing word');
    expect(within(line).getByRole('list', { name: 'Examples' })).toHaveTextContent(
      'Can I have that one?',
    );
  });

  it('names the auxiliary category "helping verb"', async () => {
    signIn('CHILD', { age: 5 });
    stubDictionary({
      can: {
        word: 'can',
        edition: 'junior',
        entries: [
          { category: 'auxiliary', definitions: ['Are able to'], examples: ['I can swim.'] },
        ],
      },
    });
    open({ word: 'can', anchor: null });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('region', { name: /helping verb/ })).toHaveTextContent(
      'a word that helps a doing word',
    );
  });

  it('says "Oops! We couldn’t find anything." / "Word not found." when the word is not found', async () => {
    signIn('CHILD', { age: 9 });
    stubDictionary({});
    open({ word: 'blorptastic' });
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByRole('heading', { name: 'Oops! We couldn’t find anything.' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Word not found.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Hear/ })).toBeNull();
  });

  it('does not ask the server when nothing is left of the word', async () => {
    signIn('CHILD', { age: 9 });
    const { asked } = stubDictionary({});
    open({ word: '42!' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: MESSAGES.dictionaryNothing })).toBeVisible();
    expect(within(dialog).getByText(MESSAGES.wordNotFound)).toBeVisible();
    expect(asked).toEqual([]);
  });

  it('offers to try again when the dictionary fails', async () => {
    signIn('CHILD', { age: 9 });
    const answers: Record<string, DictionaryResult | number> = { dinosaurs: 500 };
    const { asked } = stubDictionary(answers);
    open();
    const again = await screen.findByRole('button', { name: 'Try again' });
    answers.dinosaurs = dinosaur;
    await userEvent.click(again);
    expect(await screen.findByRole('heading', { name: 'dinosaur' })).toBeInTheDocument();
    expect(asked).toEqual(['dinosaurs', 'dinosaurs']);
  });

  it('“Hear it” says the word with the reader’s voice', async () => {
    signIn('CHILD', { age: 9 });
    stubDictionary({ dinosaurs: dinosaur });
    const onSpeak = vi.fn();
    open({ onSpeak });
    await screen.findByRole('heading', { name: 'dinosaur' });
    await userEvent.click(screen.getByRole('button', { name: 'Hear it: “dinosaur”' }));
    expect(onSpeak).toHaveBeenCalledWith('dinosaur');
  });

  it('“Hear it” uses the browser’s speech synthesis without a reader voice', async () => {
    signIn('CHILD', { age: 9 });
    stubDictionary({ dinosaurs: dinosaur });
    const speak = vi.fn();
    const cancel = vi.fn();
    class Utterance {
      lang = '';
      rate = 1;
      constructor(readonly text: string) {}
    }
    vi.stubGlobal('speechSynthesis', { speak, cancel, getVoices: () => [] });
    vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
    open();
    await screen.findByRole('heading', { name: 'dinosaur' });
    await userEvent.click(screen.getByRole('button', { name: 'Hear it: “dinosaur”' }));
    expect(speak).toHaveBeenCalledTimes(1);
    expect(speak.mock.calls[0]![0]).toMatchObject({ text: 'dinosaur' });
  });

  it('closes with Esc and with the big close button; focus is in the card', async () => {
    signIn('CHILD', { age: 9 });
    stubDictionary({ dinosaurs: dinosaur });
    const { onClose } = open();
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Close the word card' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('closes with Esc when opened without an anchor (centred card)', async () => {
    signIn('CHILD', { age: 9 });
    stubDictionary({ dinosaurs: dinosaur });
    const { onClose } = open({ anchor: null });
    await screen.findByRole('heading', { name: 'dinosaur' });
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
