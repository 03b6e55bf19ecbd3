import { CircleAlert } from 'lucide-react';
import styles from './auth.module.css';

/** The inline alert region of a form (announced when its text changes). */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message: string | null;
  tone?: 'error' | 'success';
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live="polite"
      className={styles.alertSlot}
    >
      {message ? (
        <p className={tone === 'error' ? styles.alert : styles.success}>
          <CircleAlert size={20} aria-hidden="true" />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}
