import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Gift, Play, X } from 'lucide-react';
import type { AnsweredQuestion, Quiz, QuizCompletionResponse } from '@pagebird/contract';
import { Art } from '../../../components/art.tsx';
import { hasCelebration } from '../../../components/celebration/index.ts';
import { QuizRunner, Stars, type QuizRunnerState } from '../../../components/quiz/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../../lib/auth/session-store.ts';
import { useEscape } from '../hooks/use-escape.ts';
import { isPreReader, useQuizVoice } from '../hooks/use-quiz-voice.ts';
import { QuizReadAloud } from './quiz-read-aloud.tsx';
import styles from './quizzes.module.css';

/** What a finished quiz answers (end-of-book completion or daily quiz). */
export type QuizOutcome = QuizCompletionResponse;

/** Where a quiz is: kept outside the dialog, so closing and reopening it goes on from there. */
export type QuizSession<R extends QuizOutcome> =
  | { stage: 'intro' }
  | { stage: 'running'; runner: QuizRunnerState | null }
  | { stage: 'saving'; answers: AnsweredQuestion[] }
  | { stage: 'failed'; answers: AnsweredQuestion[] }
  | { stage: 'result'; result: R };

export interface QuizDialogProps<R extends QuizOutcome> {
  quizzes: readonly Quiz[];
  /** The intro screen's text. */
  intro: ReactNode;
  /** The session to start from, and where every change is written. */
  store: { current: QuizSession<R> };
  onProgress?: (answers: AnsweredQuestion[]) => void;
  submit: (answers: AnsweredQuestion[]) => Promise<R>;
  /** An extra line on the result screen (a replay, already rewarded today …). */
  resultNote?: (result: R) => ReactNode;
  /** The close button or Escape: the flow decides (midway it asks first). */
  onRequestClose: (stage: QuizSession<R>['stage']) => void;
  /** Done / See my rewards on the result screen. */
  onDone: (result: R) => void;
}

const CHEERS = [
  'quizzes.dialog.cheer0',
  'quizzes.dialog.cheer1',
  'quizzes.dialog.cheer2',
  'quizzes.dialog.cheer3',
] as const;

/**
 * The inside of a quiz modal: intro → the quiz runner → saving → the result with stars (spec §4
 * "Quiz"). It has its own close button (the modal is not dismissable) so that closing midway
 * can ask first; Escape does the same.
 */
export function QuizDialog<R extends QuizOutcome>({
  quizzes,
  intro,
  store,
  onProgress,
  submit,
  resultNote,
  onRequestClose,
  onDone,
}: QuizDialogProps<R>) {
  const { t } = useTranslation();
  const [session, setSessionState] = useState<QuizSession<R>>(store.current);
  const setSession = useCallback(
    (next: QuizSession<R>) => {
      store.current = next;
      setSessionState(next);
    },
    [store],
  );

  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const send = useCallback(
    (answers: AnsweredQuestion[]) => {
      setSession({ stage: 'saving', answers });
      submit(answers).then(
        (result) => {
          // Written even when the dialog is gone, so a reopened quiz shows the result.
          store.current = { stage: 'result', result };
          if (alive.current) setSessionState(store.current);
        },
        () => {
          store.current = { stage: 'failed', answers };
          if (alive.current) setSessionState(store.current);
        },
      );
    },
    [setSession, store, submit],
  );

  // Escape does what the close button does (the dialog itself may hold the focus).
  const stage = session.stage;
  useEscape(stage === 'saving' ? null : () => onRequestClose(stage));

  // A child under 6 hears each question and answer (the reader's read-to-me voice).
  const { user } = useSession();
  const readAloud = isPreReader(user?.age);
  const voice = useQuizVoice();
  const [runner, setRunner] = useState<QuizRunnerState | null>(
    session.stage === 'running' ? session.runner : null,
  );
  const { stop } = voice;
  useEffect(() => {
    if (stage !== 'running') stop();
  }, [stage, stop]);
  const current = quizzes[runner?.index ?? 0];

  return (
    <div className={styles.dialog} data-quiz-stage={session.stage}>
      <Button
        variant="ghost"
        size="sm"
        iconOnly
        className={styles.close}
        aria-label={t('quizzes.dialog.close')}
        disabled={session.stage === 'saving'}
        onClick={() => onRequestClose(session.stage)}
        icon={<X size={24} aria-hidden="true" />}
      />
      {session.stage === 'intro' ? (
        <div className={styles.intro}>
          <Art name="mascot" mood="reading" decorative size={150} />
          <p className={styles.introText}>{intro}</p>
          <Button
            size="lg"
            variant="sunny"
            autoFocus
            icon={<Play size={24} aria-hidden="true" />}
            onClick={() => setSession({ stage: 'running', runner: null })}
          >
            {t('quizzes.dialog.start')}
          </Button>
        </div>
      ) : session.stage === 'running' ? (
        <>
          {readAloud && voice.supported && current && !runner?.done ? (
            <QuizReadAloud quiz={current} selected={runner?.selected ?? null} voice={voice} />
          ) : null}
          <QuizRunner
            quizzes={quizzes}
            initialState={session.runner ?? undefined}
            onStateChange={(next) => {
              if (store.current.stage === 'running') {
                store.current = { stage: 'running', runner: next };
              }
              setRunner(next);
            }}
            onProgress={onProgress}
            onComplete={send}
          />
        </>
      ) : session.stage === 'saving' ? (
        <div className={styles.intro}>
          <Spinner label={t('quizzes.dialog.saving')} />
        </div>
      ) : session.stage === 'failed' ? (
        <div className={styles.intro}>
          <Art name="stormCloud" decorative size={160} />
          <p role="alert" className={styles.introText}>
            {t('quizzes.dialog.saveFailed')}
          </p>
          <Button size="lg" autoFocus onClick={() => send(session.answers)}>
            {t('quizzes.dialog.tryAgain')}
          </Button>
        </div>
      ) : (
        <Result result={session.result} note={resultNote?.(session.result)} onDone={onDone} />
      )}
    </div>
  );
}

function Result<R extends QuizOutcome>({
  result,
  note,
  onDone,
}: {
  result: R;
  note: ReactNode;
  onDone: (result: R) => void;
}) {
  const { t } = useTranslation();
  const rewards = hasCelebration(result.rewards.earnings, result.rewards.points);
  return (
    <div className={styles.result} data-testid="quiz-result">
      <Stars count={result.stars} size="lg" />
      <p className={styles.score} role="status">
        {t('quizzes.dialog.score', { correct: result.correct, total: result.total })}
      </p>
      <p className={styles.cheer}>
        {t(CHEERS[Math.max(0, Math.min(3, result.stars))] ?? CHEERS[0])}
      </p>
      {note ? <p className={styles.note}>{note}</p> : null}
      <Button
        size="lg"
        variant="sunny"
        autoFocus
        icon={rewards ? <Gift size={24} aria-hidden="true" /> : undefined}
        onClick={() => onDone(result)}
      >
        {rewards ? t('quizzes.dialog.collect') : t('quizzes.dialog.done')}
      </Button>
    </div>
  );
}
