import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSTANTS, href } from '@pagebird/contract';
import { Art } from '../../../components/art.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import styles from '../shared/status-pages.module.css';

/** The store page for this device (iOS or Android); none on a desktop. */
export function appStoreUrl(userAgent: string): string | null {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'https://apps.apple.com/app/pagebird';
  if (/Android/i.test(userAgent))
    return 'https://play.google.com/store/apps/details?id=app.pagebird';
  return null;
}

/**
 * `/app` — spec §2: tries the mobile app store page, then after 10 ms goes to /desktop-usage.
 * The store is offered as a link; the page itself always continues to desktop-usage.
 */
export default function AppRedirectPage() {
  const { t } = useTranslation();
  const store = typeof navigator !== 'undefined' ? appStoreUrl(navigator.userAgent) : null;
  useEffect(() => {
    const timer = window.setTimeout(
      () => window.location.assign(href('desktop-usage')),
      CONSTANTS.appRedirectDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <section className={styles.status} aria-live="polite">
      <div className={styles.art}>
        <Art name="mascot" mood="waving" size={180} decorative />
      </div>
      <h1>{t('app.opening')}</h1>
      <Spinner label={t('app.opening')} />
      <p className={styles.text}>
        {store ? (
          <a href={store} rel="noopener">
            {t('app.fallback')}
          </a>
        ) : (
          <a href={href('desktop-usage')}>{t('app.continue')}</a>
        )}
      </p>
    </section>
  );
}
