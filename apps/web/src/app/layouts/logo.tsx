import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { logoTarget } from '@pagebird/contract';
import { sessionView, useSession } from '../../lib/auth/session-store.ts';
import { useDevice } from '../../lib/device.ts';
import styles from './header.module.css';

/** The small bird-on-a-book mark (same drawing as the favicon). */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="31" fill="#fff1c7" />
      <path
        d="M14 46c6-2 12-2 18 1 6-3 12-3 18-1V22c-6-2-12-2-18 1-6-3-12-3-18-1z"
        fill="#fff"
        stroke="#2b2540"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M32 23v24" stroke="#2b2540" strokeWidth="2.5" />
      <ellipse cx="33" cy="20" rx="11" ry="10" fill="#2f6fde" />
      <path d="M26 22c3 5 10 6 15 2-3 6-11 7-15-2z" fill="#7cc8f4" />
      <circle cx="37" cy="17" r="2.6" fill="#fff" />
      <circle cx="37.6" cy="17.4" r="1.3" fill="#2b2540" />
      <path d="M43 19l7 2-7 3z" fill="#ff8a3d" />
      <path d="M24 14c-2-4 1-7 4-6-1 2 0 4 2 5z" fill="#e2487d" />
    </svg>
  );
}

/** Spec §2 "Logo click": home, admin dashboard, desktop-usage or browse. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const device = useDevice();
  return (
    <Link
      to={logoTarget(sessionView(session), device)}
      className={compact ? `${styles.logo} ${styles.compactLogo}` : styles.logo}
      aria-label={t('common.logoLabel')}
      data-testid="logo"
    >
      <LogoMark />
      <span className={styles.wordmark} aria-hidden="true">
        Page<span>bird</span>
      </span>
    </Link>
  );
}
