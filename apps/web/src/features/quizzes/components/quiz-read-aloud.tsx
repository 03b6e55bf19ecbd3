import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Volume2 } from 'lucide-react';
import type { Quiz } from '@pagebird/contract';
import { Button } from '../../../components/ui/button.tsx';
import type { QuizVoice } from '../hooks/use-quiz-voice.ts';
import styles from './quizzes.module.css';

export interface QuizReadAloudProps {
  quiz: Quiz;
  /** The answer picked on this question, null for none. */
  selected: string | null;
  voice: QuizVoice;
}

/**
 * Reads a quiz question aloud for a child who cannot read it yet (under 6): the question and
 * its numbered answers when it appears (with read-to-me on) and on the big "Hear it" button,
 * and each answer as the child picks it, so a choice can be made by ear before Check.
 */
export function QuizReadAloud({ quiz, selected, voice }: QuizReadAloudProps) {
  const { t } = useTranslation();
  const { say, automatic } = voice;

  const choices = quiz.quizAnswers.map((a, i) =>
    a.answer.trim()
      ? t('quizzes.readAloud.choice', { number: i + 1, answer: a.answer.trim() })
      : t('quizzes.readAloud.choiceNoText', { number: i + 1 }),
  );
  const whole = [quiz.question.trim(), ...choices].join(' ');

  // A new question is read out on its own when read-to-me is on.
  const spokenFor = useRef<string | null>(null);
  useEffect(() => {
    if (!automatic || spokenFor.current === quiz.contentId) return;
    spokenFor.current = quiz.contentId;
    say(whole);
  }, [automatic, quiz.contentId, whole, say]);

  // A picked answer is read out.
  const lastPick = useRef(selected);
  useEffect(() => {
    if (selected === lastPick.current) return;
    lastPick.current = selected;
    const i = quiz.quizAnswers.findIndex((a) => a.contentId === selected);
    if (i >= 0) say(quiz.quizAnswers[i]!.answer.trim() || choices[i]!);
  }, [selected, quiz.quizAnswers, choices, say]);

  return (
    <div className={styles.readAloud}>
      <Button
        size="lg"
        variant="secondary"
        className={styles.hear}
        icon={<Volume2 size={28} aria-hidden="true" />}
        onClick={() => say(whole)}
        data-testid="quiz-hear"
      >
        {t('quizzes.readAloud.hear')}
      </Button>
    </div>
  );
}
