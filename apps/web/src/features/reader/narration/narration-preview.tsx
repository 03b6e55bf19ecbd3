import { BookAudio, Pause, Play, Volume2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useNarrationText } from './narration-text.ts';
import type { NarrationMode } from './use-narration.ts';
import styles from './narration-bar.module.css';

/**
 * The narration bar as it will look, while the book and the bar's own code load: its mode and
 * a play button that waits (busy, not yet usable). Drawn with the reader's first paint, so the
 * bar does not pop in once the book is open, and a phone shows the whole reading screen before
 * the book file has arrived. Light on purpose: no React Aria (the real bar,
 * narration-bar.tsx, loads on demand).
 */
export function NarrationPreview({ mode }: { mode: Exclude<NarrationMode, 'none'> }) {
  const t = useNarrationText();
  const readToMe = mode === 'read-to-me';
  return (
    <section className={styles.bar} aria-label={t('region')} data-narration-preview={mode}>
      <div className={styles.mode}>
        {readToMe ? (
          <Volume2 size={22} aria-hidden="true" />
        ) : (
          <BookAudio size={22} aria-hidden="true" />
        )}
        <span className={styles.modeLabel}>{readToMe ? t('readToMe') : t('readAlong')}</span>
      </div>
      <PlayButton playing={false} loading />
    </section>
  );
}

/** The bar's big play / pause button (here, with the look-alike, so the real bar shares it). */
export function PlayButton({
  playing,
  loading,
  onPress,
}: {
  playing: boolean;
  loading?: boolean;
  onPress?: () => void;
}) {
  const t = useNarrationText();
  return (
    <Button
      variant="sunny"
      iconOnly
      className={styles.play}
      aria-label={playing ? t('pause') : t('play')}
      loading={loading}
      onClick={onPress}
      icon={
        playing ? (
          <Pause size={30} aria-hidden="true" fill="currentColor" />
        ) : (
          <Play size={30} aria-hidden="true" fill="currentColor" />
        )
      }
    />
  );
}
