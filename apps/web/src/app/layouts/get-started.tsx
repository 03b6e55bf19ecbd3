import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GraduationCap, HeartHandshake } from 'lucide-react';
import { href } from '@pagebird/contract';
import styles from './get-started.module.css';

/** Body of the "Are you a..." choice (landing header Get Started). */
export function GetStartedChoice({ onChoose }: { onChoose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.choices}>
      <Link to={href('signup')} className={`${styles.choice} ${styles.parent}`} onClick={onChoose}>
        <span className={styles.icon}>
          <HeartHandshake size={32} aria-hidden="true" />
        </span>
        <span className={styles.label}>{t('getStarted.parent')}</span>
        <span className={styles.text}>{t('getStarted.parentText')}</span>
      </Link>
      <Link
        to={href('educator-signup')}
        className={`${styles.choice} ${styles.educator}`}
        onClick={onChoose}
      >
        <span className={styles.icon}>
          <GraduationCap size={32} aria-hidden="true" />
        </span>
        <span className={styles.label}>{t('getStarted.educator')}</span>
        <span className={styles.text}>{t('getStarted.educatorText')}</span>
      </Link>
    </div>
  );
}
