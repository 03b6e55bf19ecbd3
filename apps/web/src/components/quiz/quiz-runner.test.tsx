import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSTANTS, type Quiz } from '@pagebird/contract';
import { QuizRunner } from './quiz-runner.tsx';
import { initialQuizState, quizReducer, type QuizRunnerState } from './quiz-state.ts';

function question(n: number, right: number, answers = ['Red', 'Blue', 'Green']): Quiz {
  return {
    contentId: `q${n}`,
    question: `Question number ${n}?`,
    quizAnswers: answers.map((answer, i) => ({
      contentId: `q${n}a${i}`,
      answer,
      correct: i === right,
      image: null,
    })),
    status: 'ACTIVE',
    sourceBookIdNumber: 'PB-0001',
  };
}

const quizzes = [question(1, 1), question(2, 2, ['Cat', 'Dog', 'Owl'])];

const answer = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) });
const card = (name: string) => answer(name).closest('label')!;
const action = () => screen.getByTestId('quiz-action');
const attempts = () => screen.getByTestId('quiz-attempts');
const feedback = () => screen.getByTestId('quiz-feedback');

/**
 * Tests on the fake clock press with `fireEvent` (Testing Library's async user events wait on a
 * real timeout, which a fake clock never runs); the others use `userEvent`.
 */
const pick = (name: string) => fireEvent.click(answer(name));
const press = () => fireEvent.click(action());
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function setup(extra: Partial<Parameters<typeof QuizRunner>[0]> = {}) {
  const onProgress = vi.fn();
  const onComplete = vi.fn();
  const user = userEvent.setup();
  const utils = render(
    <QuizRunner quizzes={quizzes} onProgress={onProgress} onComplete={onComplete} {...extra} />,
  );
  return { ...utils, user, onProgress, onComplete };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('QuizRunner', () => {
  it('shows one question with big answers in a radio group, progress and the attempt counter', () => {
    setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Question number 1?' })).toBeVisible();
    const group = screen.getByRole('radiogroup', { name: 'Question number 1?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByTestId('quiz-progress')).toHaveTextContent('Question 1 of 2');
    expect(screen.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(attempts()).toHaveTextContent('Tries used: 0 of 2');
    expect(action()).toHaveTextContent('Check');
    expect(feedback()).toHaveAttribute('role', 'status');
  });

  it('Check does nothing until an answer is picked', async () => {
    const { user } = setup();
    expect(action()).toHaveAttribute('aria-disabled', 'true');
    await user.click(action());
    expect(screen.getByTestId('quiz-runner')).toHaveAttribute('data-quiz-phase', 'choosing');
    await user.click(answer('Red'));
    expect(answer('Red')).toBeChecked();
    expect(action()).toHaveAttribute('aria-disabled', 'false');
  });

  it('a right answer is marked right, counts, and Check becomes Next; Next reports the progress', async () => {
    const { user, onProgress, onComplete } = setup();
    await user.click(answer('Blue'));
    await user.click(action());
    expect(card('Blue')).toHaveAttribute('data-answer-state', 'correct');
    expect(feedback()).toHaveTextContent('Yes! That is right!');
    expect(action()).toHaveTextContent('Next');
    // The other answers can no longer be picked.
    await user.click(answer('Red'));
    expect(answer('Blue')).toBeChecked();

    await user.click(action());
    expect(onProgress).toHaveBeenCalledTimes(1);
    expect(onProgress).toHaveBeenLastCalledWith([
      { quizId: 'q1', answerId: 'q1a1', wrongAttempts: 0 },
    ]);
    expect(onComplete).not.toHaveBeenCalled();
    const heading = screen.getByRole('heading', { level: 2, name: 'Question number 2?' });
    expect(heading).toHaveFocus();
    expect(screen.getByTestId('quiz-progress')).toHaveTextContent('Question 2 of 2');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(document.querySelector('[data-dot="right"]')).not.toBeNull();
    expect(action()).toHaveTextContent('Check');
  });

  it(`a wrong answer shows as wrong for ${CONSTANTS.quiz.wrongAnswerDelayMs} ms, then is disabled and counted; after ${CONSTANTS.quiz.maxAttempts} the right one is revealed`, () => {
    vi.useFakeTimers();
    const { onProgress } = setup();
    pick('Red');
    press();

    // Shown as wrong, still enabled, nothing else can be picked, Check does nothing.
    expect(card('Red')).toHaveAttribute('data-answer-state', 'wrong');
    expect(feedback()).toHaveTextContent('Oops, not quite!');
    expect(answer('Red')).toBeEnabled();
    expect(attempts()).toHaveAttribute('data-attempts', '0');
    pick('Green');
    expect(answer('Green')).not.toBeChecked();
    expect(action()).toHaveAttribute('aria-disabled', 'true');
    press();
    expect(screen.getByTestId('quiz-runner')).toHaveAttribute('data-quiz-phase', 'wrong');

    tick(CONSTANTS.quiz.wrongAnswerDelayMs - 1);
    expect(card('Red')).toHaveAttribute('data-answer-state', 'wrong');
    expect(answer('Red')).toBeEnabled();
    expect(attempts()).toHaveAttribute('data-attempts', '0');

    tick(1);
    expect(card('Red')).toHaveAttribute('data-answer-state', 'disabled');
    expect(answer('Red')).toBeDisabled();
    expect(answer('Red')).not.toBeChecked();
    expect(attempts()).toHaveAttribute('data-attempts', '1');
    expect(attempts()).toHaveTextContent('Tries used: 1 of 2');
    expect(feedback()).toHaveTextContent('Try another answer.');
    expect(action()).toHaveTextContent('Check');
    expect(action()).toHaveAttribute('aria-disabled', 'true');
    // The right answer is not given away yet.
    expect(card('Blue')).toHaveAttribute('data-answer-state', 'idle');

    // The second wrong answer: the right one is revealed after its delay.
    pick('Green');
    press();
    expect(card('Green')).toHaveAttribute('data-answer-state', 'wrong');
    expect(card('Blue')).toHaveAttribute('data-answer-state', 'idle');
    tick(CONSTANTS.quiz.wrongAnswerDelayMs - 1);
    expect(answer('Green')).toBeEnabled();
    tick(1);
    expect(answer('Green')).toBeDisabled();
    expect(attempts()).toHaveAttribute('data-attempts', '2');
    expect(card('Blue')).toHaveAttribute('data-answer-state', 'correct');
    expect(answer('Blue')).toBeChecked();
    expect(feedback()).toHaveTextContent('The right answer is: Blue');
    expect(action()).toHaveTextContent('Next');
    expect(screen.getByTestId('quiz-runner')).toHaveAttribute('data-quiz-phase', 'revealed');

    // Next moves on and resets the attempts.
    press();
    expect(onProgress).toHaveBeenLastCalledWith([
      { quizId: 'q1', answerId: 'q1a1', wrongAttempts: 2 },
    ]);
    expect(attempts()).toHaveAttribute('data-attempts', '0');
    expect(document.querySelector('[data-dot="missed"]')).not.toBeNull();
    expect(screen.getAllByRole('radio').every((r) => !(r as HTMLInputElement).disabled)).toBe(true);
  });

  it('a right answer after one wrong still counts; the last Next completes with every answer', () => {
    vi.useFakeTimers();
    const { onComplete, onProgress } = setup();
    pick('Blue');
    press();
    press();

    pick('Cat');
    press();
    tick(CONSTANTS.quiz.wrongAnswerDelayMs);
    pick('Owl');
    press();
    expect(card('Owl')).toHaveAttribute('data-answer-state', 'correct');
    expect(attempts()).toHaveAttribute('data-attempts', '1');
    press();

    expect(onProgress).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith([
      { quizId: 'q1', answerId: 'q1a1', wrongAttempts: 0 },
      { quizId: 'q2', answerId: 'q2a2', wrongAttempts: 1 },
    ]);
    // A finished runner ignores further presses.
    press();
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('works with the keyboard: arrows pick, Enter checks and goes on', async () => {
    const { user, onProgress } = setup();
    await user.tab();
    expect(answer('Red')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(answer('Blue')).toBeChecked();
    await user.keyboard('{Enter}');
    expect(card('Blue')).toHaveAttribute('data-answer-state', 'correct');
    await user.keyboard('{Enter}');
    expect(onProgress).toHaveBeenCalledTimes(1);
  });

  it('after a wrong answer is disabled, the focus goes back to an answer that is still possible', () => {
    vi.useFakeTimers();
    setup();
    pick('Red');
    action().focus();
    press();
    expect(action()).toHaveFocus();
    tick(CONSTANTS.quiz.wrongAnswerDelayMs);
    expect(answer('Blue')).toHaveFocus();
  });

  it('a timer left running stops when the quiz closes', () => {
    vi.useFakeTimers();
    const { unmount } = setup();
    pick('Red');
    press();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('honours other limits and reports its state; a saved state with a wrong answer on show resumes counted', () => {
    vi.useFakeTimers();
    const onStateChange = vi.fn();
    const { unmount } = setup({ maxAttempts: 1, wrongAnswerDelayMs: 500, onStateChange });
    pick('Red');
    press();
    tick(499);
    expect(card('Red')).toHaveAttribute('data-answer-state', 'wrong');
    const saved = onStateChange.mock.lastCall![0] as QuizRunnerState;
    expect(saved.phase).toBe('wrong');
    tick(1);
    expect(card('Blue')).toHaveAttribute('data-answer-state', 'correct');
    expect(attempts()).toHaveTextContent('Tries used: 1 of 1');
    unmount();

    render(<QuizRunner quizzes={quizzes} onComplete={() => undefined} initialState={saved} />);
    expect(answer('Red')).toBeDisabled();
    expect(attempts()).toHaveAttribute('data-attempts', '1');
    expect(screen.getByTestId('quiz-runner')).toHaveAttribute('data-quiz-phase', 'choosing');
  });

  it('answers with pictures show them; a picture-only answer is named by its number', () => {
    const pictureQuiz: Quiz = {
      ...question(3, 0),
      quizAnswers: [
        { contentId: 'p1', answer: 'A fox', correct: true, image: '/media/fox.svg' },
        { contentId: 'p2', answer: '', correct: false, image: '/media/owl.svg' },
      ],
    };
    render(<QuizRunner quizzes={[pictureQuiz]} onComplete={() => undefined} />);
    expect(screen.getByRole('radio', { name: 'A fox' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Answer 2' })).toBeInTheDocument();
    expect(document.querySelectorAll('img')).toHaveLength(2);
  });
});

describe('quizReducer', () => {
  const rules = { quizzes, maxAttempts: 2 };
  it('ignores picks of disabled or unknown answers and checks without a pick', () => {
    let s = initialQuizState();
    s = quizReducer(s, { type: 'check' }, rules);
    expect(s.phase).toBe('choosing');
    s = quizReducer(s, { type: 'select', answerId: 'nope' }, rules);
    expect(s.selected).toBeNull();
    s = quizReducer(s, { type: 'select', answerId: 'q1a0' }, rules);
    s = quizReducer(s, { type: 'check' }, rules);
    s = quizReducer(s, { type: 'wrongShown' }, rules);
    s = quizReducer(s, { type: 'select', answerId: 'q1a0' }, rules);
    expect(s.selected).toBeNull();
    expect(quizReducer(s, { type: 'next' }, rules)).toBe(s);
  });
});
