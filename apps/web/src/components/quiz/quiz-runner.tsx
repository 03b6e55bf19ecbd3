import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Radio, RadioGroup } from 'react-aria-components';
import { ArrowRight, Check, CircleCheck, CircleX } from 'lucide-react';
import clsx from 'clsx';
import { CONSTANTS, type AnsweredQuestion, type Quiz } from '@pagebird/contract';
import { Button } from '../ui/button.tsx';
import {
  answeredRight,
  correctAnswerId,
  initialQuizState,
  quizReducer,
  resumeQuizState,
  type QuizAction,
  type QuizRunnerState,
  type QuizRules,
} from './quiz-state.ts';
import styles from './quiz-runner.module.css';

export interface QuizRunnerProps {
  /** The questions, in order (spec §3 "Quiz"); at least one. */
  quizzes: readonly Quiz[];
  /** After each Next but the last: every question answered so far. */
  onProgress?: (answers: AnsweredQuestion[]) => void;
  /** After Next on the last question: every answer. */
  onComplete: (answers: AnsweredQuestion[]) => void;
  /** Take up a quiz where it was left (see `onStateChange`). */
  initialState?: QuizRunnerState;
  /** Every change of the runner's state, to keep it while the quiz is off screen. */
  onStateChange?: (state: QuizRunnerState) => void;
  /** Spec §9: default 2. */
  maxAttempts?: number;
  /** Spec §9: how long a wrong answer shows before it is disabled; default 2000 ms. */
  wrongAnswerDelayMs?: number;
}

type AnswerLook = 'idle' | 'wrong' | 'disabled' | 'correct';

/**
 * One quiz, one question at a time (spec §4 "Quiz"): big answer buttons (text and/or picture) in
 * a radio group, Check, then Next. A right answer turns Check into Next and counts; a wrong one
 * shows as wrong for 2 seconds, then is disabled and the attempt counter rises; after the maximum
 * of wrong attempts the right answer is revealed and the button becomes Next. Next moves on and
 * resets the attempts; the last Next completes the quiz. Results are announced in a live region.
 */
export function QuizRunner({
  quizzes,
  onProgress,
  onComplete,
  initialState,
  onStateChange,
  maxAttempts = CONSTANTS.quiz.maxAttempts,
  wrongAnswerDelayMs = CONSTANTS.quiz.wrongAnswerDelayMs,
}: QuizRunnerProps) {
  const { t } = useTranslation();
  const rules: QuizRules = { quizzes, maxAttempts };
  const rulesRef = useRef(rules);
  rulesRef.current = rules;
  const [state, setState] = useState<QuizRunnerState>(() =>
    initialState ? resumeQuizState(initialState, rules) : initialQuizState(),
  );
  const dispatch = useCallback((action: QuizAction) => {
    setState((s) => quizReducer(s, action, rulesRef.current));
  }, []);

  const questionId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const groupRef = useRef<HTMLDivElement>(null);

  const quiz = quizzes[state.index];
  const rightId = quiz ? correctAnswerId(quiz) : null;

  // A wrong answer stays on show for the delay, then it is disabled and counted.
  useEffect(() => {
    if (state.phase !== 'wrong') return;
    const timer = setTimeout(() => dispatch({ type: 'wrongShown' }), wrongAnswerDelayMs);
    return () => clearTimeout(timer);
  }, [state.phase, state.index, state.attempts, wrongAnswerDelayMs, dispatch]);

  const report = useRef(onStateChange);
  report.current = onStateChange;
  useEffect(() => {
    report.current?.(state);
  }, [state]);

  // A new question: its heading takes the focus, so it is read out.
  const shownIndex = useRef(state.index);
  useEffect(() => {
    if (shownIndex.current === state.index) return;
    shownIndex.current = state.index;
    headingRef.current?.focus();
  }, [state.index]);

  // Back to choosing after a wrong answer: the first answer still possible takes the focus.
  const lastPhase = useRef(state.phase);
  useEffect(() => {
    const before = lastPhase.current;
    lastPhase.current = state.phase;
    if (before === 'wrong' && state.phase === 'choosing') {
      groupRef.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
    }
  }, [state.phase]);

  if (!quiz) return null;

  const canNext = state.phase === 'correct' || state.phase === 'revealed';
  const canCheck = state.phase === 'choosing' && state.selected !== null;

  const press = () => {
    if (state.done) return;
    if (canNext) {
      const next = quizReducer(state, { type: 'next' }, rules);
      setState(next);
      if (next.done) onComplete(next.answers);
      else onProgress?.(next.answers);
    } else if (canCheck) {
      dispatch({ type: 'check' });
    }
  };

  // Enter on an answer presses Check (or Next).
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const onAnswer = e.target instanceof HTMLInputElement && e.target.type === 'radio';
    if (e.key === 'Enter' && onAnswer && (canCheck || canNext)) {
      e.preventDefault();
      press();
    }
  };

  const look = (answerId: string): AnswerLook => {
    if (state.disabled.includes(answerId)) return 'disabled';
    if (state.phase === 'wrong' && state.selected === answerId) return 'wrong';
    if ((state.phase === 'correct' || state.phase === 'revealed') && answerId === rightId) {
      return 'correct';
    }
    return 'idle';
  };

  const rightText = quiz.quizAnswers.find((a) => a.contentId === rightId)?.answer ?? '';
  const feedback =
    state.phase === 'correct'
      ? t('quizzes.runner.right')
      : state.phase === 'wrong'
        ? t('quizzes.runner.wrong')
        : state.phase === 'revealed'
          ? t('quizzes.runner.revealed', { answer: rightText })
          : state.attempts > 0
            ? t('quizzes.runner.tryAgain')
            : '';

  return (
    <div
      className={styles.runner}
      data-testid="quiz-runner"
      data-quiz-phase={state.phase}
      data-question={state.index + 1}
      // Capture: React Aria's radios keep their key events to themselves.
      onKeyDownCapture={onKeyDown}
    >
      <div className={styles.top}>
        <Progress state={state} quizzes={quizzes} maxAttempts={maxAttempts} />
        <p
          className={styles.tries}
          data-testid="quiz-attempts"
          data-attempts={state.attempts}
          aria-live="polite"
        >
          <span className={styles.tryDots} aria-hidden="true">
            {Array.from({ length: maxAttempts }, (_, i) => (
              <span key={i} className={clsx(styles.tryDot, i < state.attempts && styles.used)} />
            ))}
          </span>
          {t('quizzes.runner.tries', { count: state.attempts, max: maxAttempts })}
        </p>
      </div>

      <h2 ref={headingRef} id={questionId} tabIndex={-1} className={styles.question}>
        {quiz.question}
      </h2>

      <RadioGroup
        ref={groupRef}
        key={quiz.contentId}
        aria-labelledby={questionId}
        className={clsx(styles.answers, quiz.quizAnswers.some((a) => a.image) && styles.pictures)}
        value={state.selected}
        onChange={(answerId) => dispatch({ type: 'select', answerId })}
        isReadOnly={state.phase !== 'choosing'}
      >
        {quiz.quizAnswers.map((answer, i) => {
          const l = look(answer.contentId);
          return (
            <Radio
              key={answer.contentId}
              value={answer.contentId}
              isDisabled={l === 'disabled'}
              className={clsx(styles.answer, styles[l])}
              data-answer-state={l}
              data-testid="quiz-answer"
              aria-label={
                answer.answer ? undefined : t('quizzes.runner.answerNumber', { number: i + 1 })
              }
            >
              {answer.image ? (
                <img className={styles.answerImage} src={answer.image} alt="" loading="eager" />
              ) : null}
              {answer.answer ? <span className={styles.answerText}>{answer.answer}</span> : null}
              {l === 'correct' ? (
                <CircleCheck
                  className={styles.mark}
                  size={30}
                  aria-label={t('quizzes.runner.answerRight')}
                />
              ) : l === 'wrong' || l === 'disabled' ? (
                <CircleX
                  className={styles.mark}
                  size={30}
                  aria-label={t('quizzes.runner.answerWrong')}
                />
              ) : null}
            </Radio>
          );
        })}
      </RadioGroup>

      <p
        className={clsx(styles.feedback, styles[`feedback-${state.phase}`])}
        role="status"
        aria-live="polite"
        data-testid="quiz-feedback"
      >
        {feedback}
      </p>

      <div className={styles.actions}>
        <Button
          size="lg"
          variant={canNext ? 'sunny' : 'primary'}
          className={clsx(styles.action, !(canCheck || canNext) && styles.inactive)}
          aria-disabled={!(canCheck || canNext)}
          aria-describedby={!(canCheck || canNext) ? `${questionId}-hint` : undefined}
          onClick={press}
          icon={
            canNext ? (
              <ArrowRight size={24} aria-hidden="true" />
            ) : (
              <Check size={24} aria-hidden="true" />
            )
          }
          data-testid="quiz-action"
        >
          {canNext ? t('quizzes.runner.next') : t('quizzes.runner.check')}
        </Button>
        <span id={`${questionId}-hint`} className="pb-visually-hidden">
          {t('quizzes.runner.pickFirst')}
        </span>
      </div>
    </div>
  );
}

/** Progress dots: finished questions (right or missed), the current one, the ones to come. */
function Progress({
  state,
  quizzes,
  maxAttempts,
}: {
  state: QuizRunnerState;
  quizzes: readonly Quiz[];
  maxAttempts: number;
}) {
  const { t } = useTranslation();
  const total = quizzes.length;
  const current = Math.min(state.index + 1, total);
  const text = t('quizzes.runner.progress', { current, total });
  return (
    <div className={styles.progress}>
      <div
        role="progressbar"
        aria-label={t('quizzes.runner.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={state.answers.length}
        aria-valuetext={text}
        className={styles.dots}
      >
        {quizzes.map((q, i) => {
          const answer = state.answers[i];
          const kind = answer
            ? answeredRight(q, answer, maxAttempts)
              ? 'right'
              : 'missed'
            : i === state.index
              ? 'now'
              : 'later';
          return (
            <span
              key={q.contentId}
              className={clsx(styles.dot, styles[kind])}
              data-dot={kind}
              title={
                kind === 'right'
                  ? t('quizzes.runner.questionDone', { number: i + 1 })
                  : kind === 'missed'
                    ? t('quizzes.runner.questionMissed', { number: i + 1 })
                    : kind === 'now'
                      ? t('quizzes.runner.questionNow', { number: i + 1 })
                      : t('quizzes.runner.questionLater', { number: i + 1 })
              }
            />
          );
        })}
      </div>
      <p className={styles.progressText} data-testid="quiz-progress">
        {text}
      </p>
    </div>
  );
}
