import { useCallback, useEffect, useMemo } from 'react';
// The two modules themselves, not the reader's index: a quiz does not load the reader.
import {
  BrowserSpeechProvider,
  speechSupported,
  type SpeechProvider,
} from '../../reader/narration/speech-provider.ts';
import { loadReadToMeSettings } from '../../reader/narration/narration-settings.ts';

/** Spec §9's age line for young readers: a child under 6 hears the quiz read aloud. */
export const READ_ALOUD_UNDER_AGE = 6;

/** True for a child who gets quizzes read aloud (an unknown age counts as a grown-up's). */
export const isPreReader = (age: number | null | undefined): boolean =>
  typeof age === 'number' && age < READ_ALOUD_UNDER_AGE;

export interface QuizVoice {
  /** False when there is no voice to read with (no speech synthesis in this browser). */
  supported: boolean;
  /** Read-to-me is on (the reader's setting): read each new question without being asked. */
  automatic: boolean;
  /** Say `text`, stopping whatever was being said. */
  say(text: string): void;
  stop(): void;
}

/**
 * The voice that reads quizzes aloud: the reader's read-to-me voice (its SpeechProvider, the
 * voice chosen in the reader's settings, the browser's own speech by default). Quizzes have no
 * recorded narration; a server voice would come in as another SpeechProvider, passed here.
 */
export function useQuizVoice(provider?: SpeechProvider | null): QuizVoice {
  const speech = useMemo(
    () => provider ?? (speechSupported() ? new BrowserSpeechProvider() : null),
    [provider],
  );
  const settings = useMemo(() => loadReadToMeSettings(), []);
  useEffect(() => () => speech?.cancel(), [speech]);

  const say = useCallback(
    (text: string) => {
      if (!speech || !text.trim()) return;
      speech.speak(text, {
        voice: settings.voice,
        lang: document.documentElement.lang || 'en',
        rate: 0.9,
        onEnd: () => {},
        // A voice that fails leaves the quiz as it is: the words are on screen.
        onError: () => {},
      });
    },
    [speech, settings.voice],
  );
  const stop = useCallback(() => speech?.cancel(), [speech]);
  return { supported: speech !== null, automatic: settings.enabled, say, stop };
}
