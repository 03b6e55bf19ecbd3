import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Play, RotateCcw } from 'lucide-react';
import type { DeviceKind, QuizCompletionResponse } from '@pagebird/contract';
import { Stars } from '../../../components/quiz/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useSession } from '../../../lib/auth/session-store.ts';
import { useDevice } from '../../../lib/device.ts';
import { postQuizCompletion, useCompleteQuiz } from '../api/complete-quiz.ts';
import { useEndOfBookQuizzes, type QuizDevice } from '../api/end-of-book-quizzes.ts';
import { useQuizFlow } from '../hooks/use-quiz-flow.tsx';
import styles from './quizzes.module.css';

const DEVICE: Record<DeviceKind, QuizDevice> = {
  desktop: 'DESKTOP',
  chromebook: 'DESKTOP',
  tablet: 'TABLET',
  phone: 'PHONE',
};

/** Tracking name of the end-of-book quiz modal (spec §2). */
export const EOB_QUIZ_MODAL = 'eob_quiz';

export interface EndOfBookQuizProps {
  bookIdNumber: string;
  /** The book's title, for the intro. */
  title: string;
}

/**
 * The "Take the quiz" entry of the summary screen (spec §2 "Book end screens: summary and quiz"):
 * shown when the book has a quiz, with the stars of an earlier try. It opens the `eob_quiz`
 * modal; every Next posts the progress and the last one the completion
 * (`POST /api/quiz-completion/complete/?quizType=END_OF_BOOK`), then the result and the super
 * flow with what it earned. Only children and students take quizzes.
 */
export function EndOfBookQuiz({ bookIdNumber, title }: EndOfBookQuizProps) {
  const { t } = useTranslation();
  const { role } = useSession();
  const kid = role === 'CHILD' || role === 'STUDENT';
  const device = useDevice();
  const query = useEndOfBookQuizzes(bookIdNumber, DEVICE[device], kid);
  const complete = useCompleteQuiz('END_OF_BOOK');
  const headingId = useId();

  const quizzes = query.data?.quizzes ?? [];
  const done = query.data?.completed ?? null;

  const flow = useQuizFlow<QuizCompletionResponse>({
    name: EOB_QUIZ_MODAL,
    title: t('quizzes.endOfBook.title'),
    intro: t('quizzes.endOfBook.intro', { count: quizzes.length, title }),
    quizzes,
    // Progress is best effort: a lost one never stops the quiz.
    onProgress: (answers) =>
      void postQuizCompletion('END_OF_BOOK', { bookIdNumber, answers, completed: false }).catch(
        () => undefined,
      ),
    submit: (answers) => complete.mutateAsync({ bookIdNumber, answers, completed: true }),
    resultNote: (result) => (result.firstCompletion ? null : t('quizzes.endOfBook.replayNote')),
  });

  if (!kid || quizzes.length === 0) return null;

  return (
    <section className={styles.entry} aria-labelledby={headingId} data-testid="eob-quiz-entry">
      <div className={styles.entryBody}>
        <h2 id={headingId} className={styles.entryTitle}>
          {t('quizzes.endOfBook.entryTitle')}
        </h2>
        <p className={styles.entryText}>
          {done ? t('quizzes.endOfBook.entryDoneText') : t('quizzes.endOfBook.entryText')}
        </p>
        {done ? (
          <p className={styles.entryStars}>
            <span>{t('quizzes.endOfBook.bestResult')}</span>
            <Stars count={done.stars} />
          </p>
        ) : null}
      </div>
      <Button
        size="lg"
        variant="sunny"
        onClick={() => flow.open()}
        icon={
          done ? <RotateCcw size={24} aria-hidden="true" /> : <Play size={24} aria-hidden="true" />
        }
      >
        {done ? t('quizzes.endOfBook.entryAgain') : t('quizzes.endOfBook.entryAction')}
      </Button>
    </section>
  );
}
