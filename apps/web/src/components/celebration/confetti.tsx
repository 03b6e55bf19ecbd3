import type { CSSProperties } from 'react';
import styles from './celebration.module.css';

const COLOURS = ['#ffc93c', '#e2487d', '#2e9e6a', '#7cc8f4', '#ff8a3d', '#2f6fde', '#9b6ddf'];
const PIECES = 18;

/**
 * Falling paper confetti behind a celebration screen. Pure CSS motion, hidden from assistive
 * technology, and not shown at all when the reader prefers reduced motion.
 */
export function Confetti() {
  return (
    <span className={styles.confetti} aria-hidden="true" data-testid="confetti">
      {Array.from({ length: PIECES }, (_, i) => (
        <span
          key={i}
          className={styles.piece}
          style={
            {
              '--x': `${(i * 97) % 100}%`,
              '--delay': `${(i * 137) % 900}ms`,
              '--spin': `${(i % 2 ? 1 : -1) * (180 + ((i * 53) % 360))}deg`,
              '--colour': COLOURS[i % COLOURS.length],
              '--round': i % 3 === 0 ? '50%' : '2px',
            } as CSSProperties
          }
        />
      ))}
    </span>
  );
}
