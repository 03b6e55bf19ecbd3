import { ChevronDown } from 'lucide-react';
import { useNarrationText } from './narration-text.ts';
import styles from './narration-bar.module.css';

/**
 * The voice select's place while its module (voice-select.tsx) loads: its label and an empty
 * button of the same size, hidden from screen readers, so the bar does not move when it comes.
 */
export function VoiceSelectPlaceholder() {
  const t = useNarrationText();
  return (
    <div className={styles.voice} aria-hidden="true">
      <span className={styles.groupLabel}>{t('voice')}</span>
      <span className={styles.voiceButton}>
        <ChevronDown size={18} aria-hidden="true" />
      </span>
    </div>
  );
}
