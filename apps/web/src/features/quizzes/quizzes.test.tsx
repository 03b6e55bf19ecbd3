import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiPath,
  discoveryApi,
  quizzesApi,
  type DailyQuizBody,
  type EndOfBookQuizzes,
  type QuizCompletionBody,
} from '@pagebird/contract';
import { jsonResponse, signIn } from '../../test/factories.ts';
import { renderRoute } from '../../test/render.tsx';
import { stubCatalogueApi, type ApiCall } from '../catalogue/test-api.ts';
import { DailyQuizCard } from './components/daily-quiz-card.tsx';
import { EndOfBookQuiz } from './components/end-of-book-quiz.tsx';
import { browserTimeZone } from '../../lib/time-zone.ts';
import { badge, completion, dailyAnswer, gems, makeQuiz } from './test-data.ts';

const BOOK_ID = '00000000-0000-4000-8000-00000000b00c';
const ZONE_ID = '00000000-0000-4000-8000-0000000020e0';
const EOB = `GET ${quizzesApi.endOfBook.path}`;
const COMPLETE = `POST ${quizzesApi.complete.path}`;
const DAILY_GET = `GET ${apiPath(discoveryApi.quiz.path, { id: ZONE_ID })}`;
const DAILY_POST = `POST ${quizzesApi.daily.path}`;

const quizzes = [makeQuiz(1, ['Red', 'Blue'], 1), makeQuiz(2, ['Cat', 'Dog', 'Owl'], 2)];

function eob(overrides: Partial<EndOfBookQuizzes> = {}): EndOfBookQuizzes {
  return {
    bookId: BOOK_ID,
    bookIdNumber: 'PB-0007',
    title: 'The Owl Who Could',
    quizzes,
    completed: null,
    ...overrides,
  };
}

const renderEob = () =>
  renderRoute(<EndOfBookQuiz bookIdNumber="PB-0007" title="The Owl Who Could" />);

const modalName = (dialog: HTMLElement) => dialog.getAttribute('data-modal-name');

async function answerRight(user: ReturnType<typeof userEvent.setup>, answer: string) {
  await user.click(screen.getByRole('radio', { name: answer }));
  await user.click(screen.getByRole('button', { name: 'Check' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('end-of-book quiz', () => {
  it('offers the quiz; posts progress after each Next and the completion at the end; shows the stars, then the super flow', async () => {
    const user = userEvent.setup();
    signIn('CHILD', { age: 9 });
    let done = false;
    const api = stubCatalogueApi({
      [EOB]: (call: ApiCall) => {
        expect(call.query.get('bookIdNumber')).toBe('PB-0007');
        expect(call.query.get('deviceType')).toBe('DESKTOP');
        return jsonResponse(
          200,
          eob({
            completed: done
              ? { correct: 2, total: 2, stars: 3, completedAt: '2026-03-01T10:00:00Z' }
              : null,
          }),
        );
      },
      [COMPLETE]: ({ body, query }: ApiCall) => {
        expect(query.get('quizType')).toBe('END_OF_BOOK');
        const b = body as QuizCompletionBody;
        if (!b.completed) return jsonResponse(200, completion({ completed: false }));
        done = true;
        return jsonResponse(
          200,
          completion({ rewards: { points: 20, gems: 3, earnings: [badge('Quiz Whiz'), gems(3)] } }),
        );
      },
    });
    renderEob();

    const entry = await screen.findByRole('region', { name: 'Take the quiz' });
    expect(entry).toHaveTextContent('How much do you remember?');
    await user.click(within(entry).getByRole('button', { name: 'Take the quiz' }));

    const dialog = await screen.findByRole('dialog', { name: 'Quiz time!' });
    expect(modalName(dialog)).toBe('eob_quiz');
    expect(dialog).toHaveTextContent('Answer 2 questions about “The Owl Who Could”. Ready?');
    await user.click(screen.getByRole('button', { name: "Let's go!" }));

    await answerRight(user, 'Blue');
    await waitFor(() => expect(api.callsTo('POST', quizzesApi.complete.path)).toHaveLength(1));
    expect(api.callsTo('POST', quizzesApi.complete.path)[0]!.body).toEqual({
      bookIdNumber: 'PB-0007',
      answers: [{ quizId: 'quiz-1', answerId: 'quiz-1-answer-1', wrongAttempts: 0 }],
      completed: false,
    });

    await answerRight(user, 'Owl');
    const result = await screen.findByTestId('quiz-result');
    expect(within(result).getByRole('img', { name: '3 stars of 3' })).toBeInTheDocument();
    expect(result).toHaveTextContent('You got 2 of 2 right!');
    expect(api.callsTo('POST', quizzesApi.complete.path)[1]!.body).toEqual({
      bookIdNumber: 'PB-0007',
      answers: [
        { quizId: 'quiz-1', answerId: 'quiz-1-answer-1', wrongAttempts: 0 },
        { quizId: 'quiz-2', answerId: 'quiz-2-answer-2', wrongAttempts: 0 },
      ],
      completed: true,
    });

    // The rewards: the super flow (badge first), then back to the summary.
    await user.click(screen.getByRole('button', { name: 'See my rewards' }));
    const flow = await screen.findByRole('dialog', { name: 'Hooray! Look what you earned' });
    expect(modalName(flow)).toBe('badge');
    await user.click(screen.getByRole('button', { name: /Tap to reveal!/ }));
    expect(flow).toHaveTextContent('Quiz Whiz');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(flow).toHaveTextContent('You earned 3 gems!');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The entry now shows the stars and offers a replay.
    expect(await within(entry).findByRole('img', { name: '3 stars of 3' })).toBeInTheDocument();
    expect(within(entry).getByRole('button', { name: 'Play again' })).toBeInTheDocument();
  });

  it('closing midway asks "Leave the quiz?": Stay goes on where it was, Leave closes it', async () => {
    const user = userEvent.setup();
    signIn('STUDENT', { age: 8 });
    const api = stubCatalogueApi({ [EOB]: eob(), [COMPLETE]: completion({ completed: false }) });
    renderEob();
    await user.click(await screen.findByRole('button', { name: 'Take the quiz' }));
    await user.click(await screen.findByRole('button', { name: "Let's go!" }));
    await answerRight(user, 'Blue');
    await user.click(screen.getByRole('radio', { name: 'Dog' }));

    await user.click(screen.getByRole('button', { name: 'Close the quiz' }));
    const exit = await screen.findByRole('dialog', { name: 'Leave the quiz?' });
    expect(modalName(exit)).toBe('exit_quiz');
    expect(screen.queryByRole('dialog', { name: 'Quiz time!' })).toBeNull();

    await user.click(within(exit).getByRole('button', { name: 'Stay' }));
    const back = await screen.findByRole('dialog', { name: 'Quiz time!' });
    expect(modalName(back)).toBe('eob_quiz');
    expect(within(back).getByTestId('quiz-progress')).toHaveTextContent('Question 2 of 2');
    expect(within(back).getByRole('radio', { name: 'Dog' })).toBeChecked();

    // Escape asks too; Leave closes the quiz.
    await user.keyboard('{Escape}');
    const again = await screen.findByRole('dialog', { name: 'Leave the quiz?' });
    await user.click(within(again).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', quizzesApi.complete.path)).toHaveLength(1);

    // Opened again, the quiz starts over.
    await user.click(screen.getByRole('button', { name: 'Take the quiz' }));
    expect(await screen.findByRole('button', { name: "Let's go!" })).toBeInTheDocument();
  });

  it('before it starts and after the result, closing needs no question', async () => {
    const user = userEvent.setup();
    signIn('CHILD', { age: 9 });
    stubCatalogueApi({
      [EOB]: eob({ quizzes: [quizzes[0]!] }),
      [COMPLETE]: completion({ correct: 1, total: 1, firstCompletion: false }),
    });
    renderEob();
    await user.click(await screen.findByRole('button', { name: 'Take the quiz' }));
    await user.click(await screen.findByRole('button', { name: 'Close the quiz' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Take the quiz' }));
    await user.click(await screen.findByRole('button', { name: "Let's go!" }));
    await answerRight(user, 'Blue');
    // A replay: nothing new is earned, and the result says so.
    const result = await screen.findByTestId('quiz-result');
    expect(result).toHaveTextContent('no new rewards this time');
    await user.click(screen.getByRole('button', { name: 'Close the quiz' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a completion that fails to save can be sent again', async () => {
    const user = userEvent.setup();
    signIn('CHILD', { age: 9 });
    let fail = true;
    const api = stubCatalogueApi({
      [EOB]: eob({ quizzes: [quizzes[0]!] }),
      [COMPLETE]: () =>
        fail
          ? jsonResponse(500, { code: 'INTERNAL', message: 'boom' })
          : jsonResponse(200, completion({ correct: 1, total: 1 })),
    });
    renderEob();
    await user.click(await screen.findByRole('button', { name: 'Take the quiz' }));
    await user.click(await screen.findByRole('button', { name: "Let's go!" }));
    await answerRight(user, 'Blue');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not save your quiz.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('quiz-result')).toHaveTextContent('You got 1 of 1 right!');
    const posts = api.callsTo('POST', quizzesApi.complete.path);
    expect(posts).toHaveLength(2);
    expect(posts[1]!.body).toEqual(posts[0]!.body);
    // Nothing to celebrate: Done closes.
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows nothing for a book without a quiz, and never asks for grown-ups', async () => {
    signIn('CHILD', { age: 9 });
    const api = stubCatalogueApi({ [EOB]: eob({ quizzes: [] }) });
    const { unmount } = renderEob();
    await waitFor(() => expect(api.callsTo('GET', quizzesApi.endOfBook.path)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Take the quiz' })).toBeNull();
    unmount();

    signIn('PARENT');
    const parentApi = stubCatalogueApi({ [EOB]: eob() });
    renderEob();
    await new Promise((r) => setTimeout(r, 50));
    expect(parentApi.calls).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Take the quiz' })).toBeNull();
  });
});

describe('daily quiz card', () => {
  const renderDaily = () =>
    renderRoute(<DailyQuizCard zoneId={ZONE_ID} zoneTitle="Space Station" />);

  it('runs today’s quiz, posts it with the browser’s time zone, celebrates, then says come back tomorrow', async () => {
    const user = userEvent.setup();
    signIn('CHILD', { age: 9 });
    let done = false;
    const api = stubCatalogueApi({
      [DAILY_GET]: (call: ApiCall) => {
        expect(call.query.get('timeZone')).toBe(browserTimeZone());
        return jsonResponse(200, {
          zoneId: ZONE_ID,
          day: '2026-03-01',
          quizzes: [quizzes[0]],
          completedToday: done
            ? { correct: 1, total: 1, stars: 3, completedAt: '2026-03-01T10:00:00Z' }
            : null,
        });
      },
      [DAILY_POST]: () => {
        done = true;
        return jsonResponse(
          200,
          dailyAnswer({ rewards: { points: 10, gems: 2, earnings: [gems(2)] } }),
        );
      },
    });
    renderDaily();
    const card = await screen.findByTestId('daily-quiz');
    await waitFor(() => expect(card).toHaveAttribute('data-daily-state', 'open'));
    expect(within(card).getByRole('heading', { name: 'Daily quiz' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Daily quiz' }));

    const dialog = await screen.findByRole('dialog', { name: 'Daily quiz' });
    expect(modalName(dialog)).toBe('daily_quiz');
    expect(dialog).toHaveTextContent('Ready for today’s Space Station quiz?');
    await user.click(screen.getByRole('button', { name: "Let's go!" }));
    await answerRight(user, 'Blue');

    expect(await screen.findByTestId('quiz-result')).toHaveTextContent('You got 1 of 1 right!');
    const post = api.callsTo('POST', quizzesApi.daily.path)[0]!.body as DailyQuizBody;
    expect(post).toEqual({
      zoneId: ZONE_ID,
      answers: [{ quizId: 'quiz-1', answerId: 'quiz-1-answer-1', wrongAttempts: 0 }],
      timeZone: browserTimeZone(),
    });
    await user.click(screen.getByRole('button', { name: 'See my rewards' }));
    const flow = await screen.findByRole('dialog', { name: 'Hooray! Look what you earned' });
    expect(flow).toHaveTextContent('You earned 2 gems!');
    await user.click(screen.getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(card).toHaveAttribute('data-daily-state', 'done'));
    expect(within(card).getByRole('heading', { name: 'Come back tomorrow!' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: '3 stars of 3' })).toBeInTheDocument();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('a second quiz the same day says it was not rewarded again', async () => {
    const user = userEvent.setup();
    signIn('STUDENT', { age: 9 });
    stubCatalogueApi({
      [DAILY_GET]: {
        zoneId: ZONE_ID,
        day: '2026-03-01',
        quizzes: [quizzes[0]],
        completedToday: null,
      },
      [DAILY_POST]: dailyAnswer({ alreadyRewardedToday: true }),
    });
    renderDaily();
    await user.click(await screen.findByRole('button', { name: 'Daily quiz' }));
    await user.click(await screen.findByRole('button', { name: "Let's go!" }));
    await answerRight(user, 'Blue');
    const result = await screen.findByTestId('quiz-result');
    expect(result).toHaveTextContent(
      'You already earned today’s rewards. Come back tomorrow for more!',
    );
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('already done today: "Come back tomorrow!" with the stars', async () => {
    signIn('CHILD', { age: 9 });
    stubCatalogueApi({
      [DAILY_GET]: {
        zoneId: ZONE_ID,
        day: '2026-03-01',
        quizzes: [quizzes[0]],
        completedToday: { correct: 0, total: 1, stars: 0, completedAt: '2026-03-01T10:00:00Z' },
      },
    });
    renderDaily();
    expect(await screen.findByRole('heading', { name: 'Come back tomorrow!' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '0 stars of 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Daily quiz' })).toBeNull();
  });

  it('a daily quiz that does not load says so', async () => {
    signIn('CHILD', { age: 9 });
    stubCatalogueApi({
      [DAILY_GET]: () => jsonResponse(500, { code: 'INTERNAL', message: 'boom' }),
    });
    renderDaily();
    expect(await screen.findByRole('alert')).toHaveTextContent('The daily quiz is taking a nap.');
    expect(screen.queryByRole('button', { name: 'Daily quiz' })).toBeNull();
  });
});

/** A stand-in for the browser's speech synthesis: records what is said. */
function stubSpeech() {
  const said: string[] = [];
  class Utterance {
    text: string;
    voice: unknown = null;
    lang = '';
    rate = 1;
    onboundary: unknown = null;
    onend: unknown = null;
    onerror: unknown = null;
    constructor(text: string) {
      this.text = text;
    }
  }
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  vi.stubGlobal('speechSynthesis', {
    speak: (u: Utterance) => said.push(u.text),
    cancel: () => {},
    pause: () => {},
    resume: () => {},
    getVoices: () => [],
    addEventListener: () => {},
    removeEventListener: () => {},
  });
  return said;
}

describe('quizzes read aloud for pre-readers', () => {
  afterEach(() => localStorage.clear());

  async function startQuiz(user: ReturnType<typeof userEvent.setup>) {
    stubCatalogueApi({
      [EOB]: () => jsonResponse(200, eob()),
      [COMPLETE]: () => jsonResponse(200, completion({ completed: false })),
    });
    renderEob();
    const entry = await screen.findByRole('region', { name: 'Take the quiz' });
    await user.click(within(entry).getByRole('button', { name: 'Take the quiz' }));
    await user.click(await screen.findByRole('button', { name: "Let's go!" }));
  }

  it('a 5-year-old hears each question with its answers, and each answer as it is picked', async () => {
    const said = stubSpeech();
    const user = userEvent.setup();
    signIn('CHILD', { age: 5 });
    await startQuiz(user);

    await waitFor(() => expect(said).toEqual(['Question 1? Answer 1: Red. Answer 2: Blue.']));
    await user.click(screen.getByRole('radio', { name: 'Blue' }));
    expect(said.at(-1)).toBe('Blue');
    await user.click(screen.getByRole('button', { name: 'Hear it' }));
    expect(said.at(-1)).toBe('Question 1? Answer 1: Red. Answer 2: Blue.');

    await user.click(screen.getByRole('button', { name: 'Check' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(said.at(-1)).toBe('Question 2? Answer 1: Cat. Answer 2: Dog. Answer 3: Owl.'),
    );
  });

  it('with read-to-me off, the question is read only on "Hear it"', async () => {
    const said = stubSpeech();
    localStorage.setItem('pb.aiAudioEnabled', 'false');
    const user = userEvent.setup();
    signIn('CHILD', { age: 4 });
    await startQuiz(user);
    const hear = await screen.findByRole('button', { name: 'Hear it' });
    expect(said).toEqual([]);
    await user.click(hear);
    expect(said).toEqual(['Question 1? Answer 1: Red. Answer 2: Blue.']);
  });

  it('an older child reads the quiz alone: no voice, no button', async () => {
    const said = stubSpeech();
    const user = userEvent.setup();
    signIn('CHILD', { age: 9 });
    await startQuiz(user);
    await screen.findByRole('radio', { name: 'Blue' });
    expect(screen.queryByRole('button', { name: 'Hear it' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Blue' }));
    expect(said).toEqual([]);
  });
});
