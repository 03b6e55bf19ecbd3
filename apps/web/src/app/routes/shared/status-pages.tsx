import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import { logoTarget } from '@pagebird/contract';
import { Art } from '../../../components/art.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { sessionView, useSession } from '../../../lib/auth/session-store.ts';
import { useDevice } from '../../../lib/device.ts';
import styles from './status-pages.module.css';

function useHomeTarget() {
  const session = useSession();
  const device = useDevice();
  return logoTarget(sessionView(session), device);
}

/** The friendly error screen (route /error and the error boundaries). */
export function ErrorContent({ details }: { details?: string }) {
  const { t } = useTranslation();
  const home = useHomeTarget();
  return (
    <section className={styles.status} aria-labelledby="pb-status-title">
      <div className={styles.art}>
        <Art name="stormCloud" size={300} decorative />
      </div>
      <h1 id="pb-status-title">{t('error.title')}</h1>
      <p className={styles.text}>{t('error.text')}</p>
      <div className={styles.actions}>
        <Button
          icon={<RotateCcw size={20} aria-hidden="true" />}
          onClick={() => window.location.reload()}
        >
          {t('common.tryAgain')}
        </Button>
        <ButtonLink to={home} variant="secondary" reloadDocument>
          {t('common.goHome')}
        </ButtonLink>
      </div>
      {details && import.meta.env.DEV ? (
        <details className={styles.details}>
          <summary>{t('error.details')}</summary>
          <pre>{details}</pre>
        </details>
      ) : null}
    </section>
  );
}

/** The catch-all page: the bird got lost. */
export function NotFoundContent() {
  const { t } = useTranslation();
  const home = useHomeTarget();
  return (
    <section className={styles.status} aria-labelledby="pb-status-title">
      <div className={styles.art}>
        <Art name="lostBird" size={300} decorative />
      </div>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="pb-status-title">{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <div className={styles.actions}>
        <ButtonLink to={home}>{t('common.goHome')}</ButtonLink>
      </div>
    </section>
  );
}
