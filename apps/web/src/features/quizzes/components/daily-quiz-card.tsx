import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarCheck, Sparkles } from 'lucide-react';
import type { DailyQuizResponse } from '@pagebird/contract';
import { Stars } from '../../../components/quiz/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useSession } from '../../../lib/auth/session-store.ts';
import { useDailyQuiz } from '../api/daily-quiz.ts';
import { useSubmitDailyQuiz } from '../api/submit-daily-quiz.ts';
import { useQuizFlow } from '../hooks/use-quiz-flow.tsx';
import styles from './quizzes.module.css';

/** Tracking name of the daily quiz modal. */
export const DAILY_QUIZ_MODAL = 'daily_quiz';

export interface DailyQuizCardProps {
  zoneId: string;
  zoneTitle: string;
}

/**
 * The daily quiz of a discovery zone (spec §1, §7): "Daily quiz" opens today's questions in the
 * quiz runner, the answers go to `POST /api/quiz-completion/daily-quiz` with the browser's time
 * zone, then the result and the super flow. Once done today it shows "Come back tomorrow!" with
 * today's stars. Only children and students take it.
 */
export function DailyQuizCard({ zoneId, zoneTitle }: DailyQuizCardProps) {
  const { t } = useTranslation();
  const { role } = useSession();
  const kid = role === 'CHILD' || role === 'STUDENT';
  const query = useDailyQuiz(zoneId, kid);
  const submit = useSubmitDailyQuiz(zoneId);
  const headingId = useId();
  const quizzes = query.data?.quizzes ?? [];

  const flow = useQuizFlow<DailyQuizResponse>({
    name: DAILY_QUIZ_MODAL,
    title: t('quizzes.daily.title'),
    intro: t('quizzes.daily.intro', { zone: zoneTitle }),
    quizzes,
    submit: (answers) => submit.mutateAsync(answers),
    resultNote: (result) =>
      result.alreadyRewardedToday ? t('quizzes.daily.alreadyRewarded') : null,
  });

  if (!kid) return null;
  const today = query.data?.completedToday ?? null;

  return (
    <section
      className={styles.daily}
      aria-labelledby={headingId}
      data-testid="daily-quiz"
      data-daily-state={query.isPending ? 'loading' : today ? 'done' : 'open'}
    >
      <span className={styles.dailyIcon} aria-hidden="true">
        {today ? <CalendarCheck size={40} /> : <Sparkles size={40} />}
      </span>
      <div className={styles.dailyBody}>
        <h2 id={headingId} className={styles.dailyTitle}>
          {today ? t('quizzes.daily.comeBack') : t('quizzes.daily.title')}
        </h2>
        {query.isPending ? (
          <p className={styles.dailyText}>{t('common.loading')}</p>
        ) : query.isError ? (
          <p className={styles.dailyText} role="alert">
            {t('quizzes.daily.loadFailed')}
          </p>
        ) : today ? (
          <>
            <p className={styles.dailyText}>{t('quizzes.daily.doneToday')}</p>
            <p className={styles.entryStars}>
              <span>{t('quizzes.daily.todayStars')}</span>
              <Stars count={today.stars} />
            </p>
          </>
        ) : quizzes.length === 0 ? (
          <p className={styles.dailyText}>{t('quizzes.daily.none')}</p>
        ) : (
          <p className={styles.dailyText}>{t('quizzes.daily.text', { count: quizzes.length })}</p>
        )}
      </div>
      {!today && quizzes.length > 0 ? (
        <Button size="lg" variant="sunny" onClick={() => flow.open()}>
          {t('quizzes.daily.start')}
        </Button>
      ) : null}
    </section>
  );
}
