import { useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DoorOpen } from 'lucide-react';
import type { AnsweredQuestion, Quiz } from '@pagebird/contract';
import { Art } from '../../../components/art.tsx';
import { hasCelebration, useSuperFlow } from '../../../components/celebration/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useModal, type ModalName } from '../../../components/ui/modal.tsx';
import { QuizDialog, type QuizOutcome, type QuizSession } from '../components/quiz-dialog.tsx';
import styles from '../components/quizzes.module.css';
import { useEscape } from './use-escape.ts';

/** Tracking name of the "Leave the quiz?" modal (spec §2). */
export const EXIT_QUIZ_MODAL: ModalName = 'exit_quiz';

export interface QuizFlowOptions<R extends QuizOutcome> {
  /** Tracking name of the quiz modal (`eob_quiz` for the end-of-book quiz). */
  name: ModalName;
  title: string;
  intro: ReactNode;
  quizzes: readonly Quiz[];
  onProgress?: (answers: AnsweredQuestion[]) => void;
  submit: (answers: AnsweredQuestion[]) => Promise<R>;
  resultNote?: (result: R) => ReactNode;
  /** After the result screen (and the super flow when the quiz earned something). */
  onFinished?: (result: R) => void;
}

/**
 * A quiz in a modal (spec §2 "Modals are shown one at a time"): `open()` shows the intro, then
 * the runner, then the result; Done opens the celebration super flow with the rewards, if any.
 * Closing midway opens the `exit_quiz` modal, "Leave the quiz?": Stay reopens the quiz where it
 * was, Leave closes it (progress already posted stays).
 */
export function useQuizFlow<R extends QuizOutcome>(options: QuizFlowOptions<R>) {
  const modal = useModal();
  const celebrate = useSuperFlow();
  const { t } = useTranslation();
  const latest = useRef(options);
  latest.current = options;
  const store = useRef<QuizSession<R>>({ stage: 'intro' });

  return useMemo(() => {
    const finish = (result: R) => {
      store.current = { stage: 'intro' };
      const { earnings, points } = result.rewards;
      const done = () => latest.current.onFinished?.(result);
      // The celebration replaces the quiz modal; with nothing to celebrate the quiz just closes.
      if (hasCelebration(earnings, points)) celebrate({ earnings, points, onClose: done });
      else {
        modal.close();
        done();
      }
    };

    const leave = () => {
      store.current = { stage: 'intro' };
      modal.close();
    };

    const askExit = () => {
      modal.open({
        name: EXIT_QUIZ_MODAL,
        title: t('quizzes.exit.title'),
        size: 'sm',
        dismissable: false,
        content: () => (
          <ExitQuiz
            onStay={show}
            onLeave={leave}
            text={t('quizzes.exit.text')}
            stay={t('quizzes.exit.stay')}
            leaveLabel={t('quizzes.exit.leave')}
          />
        ),
      });
    };

    function show() {
      const o = latest.current;
      modal.open({
        name: o.name,
        title: o.title,
        size: 'lg',
        dismissable: false,
        content: () => {
          const now = latest.current;
          return (
            <QuizDialog<R>
              quizzes={now.quizzes}
              intro={now.intro}
              store={store}
              onProgress={(answers) => latest.current.onProgress?.(answers)}
              submit={(answers) => latest.current.submit(answers)}
              resultNote={now.resultNote}
              onRequestClose={(stage) => {
                if (stage === 'running') askExit();
                else if (stage === 'result' && store.current.stage === 'result') {
                  finish(store.current.result);
                } else leave();
              }}
              onDone={finish}
            />
          );
        },
      });
    }

    return {
      /** Start the quiz from its intro. */
      open() {
        store.current = { stage: 'intro' };
        show();
      },
    };
  }, [modal, celebrate, t]);
}

function ExitQuiz({
  onStay,
  onLeave,
  text,
  stay,
  leaveLabel,
}: {
  onStay: () => void;
  onLeave: () => void;
  text: string;
  stay: string;
  leaveLabel: string;
}) {
  // Escape keeps the quiz going (the safe choice).
  useEscape(onStay);
  return (
    <div className={styles.exit}>
      <Art name="mascot" mood="sleepy" decorative size={120} />
      <p className={styles.exitText}>{text}</p>
      <div className={styles.exitActions}>
        <Button size="lg" variant="sunny" autoFocus onClick={onStay}>
          {stay}
        </Button>
        <Button
          size="lg"
          variant="secondary"
          onClick={onLeave}
          icon={<DoorOpen size={22} aria-hidden="true" />}
        >
          {leaveLabel}
        </Button>
      </div>
    </div>
  );
}
