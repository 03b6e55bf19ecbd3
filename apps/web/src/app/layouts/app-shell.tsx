import { useEffect, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useTranslation } from 'react-i18next';
import { spacingForAge } from '@pagebird/contract';
import { ModalProvider } from '../../components/ui/modal.tsx';
import { Notifications } from '../../components/ui/notifications.tsx';
import { analytics } from '../../lib/analytics.ts';
import { FeedbackWidgetSlot, useRoutePageView } from '../../features/analytics/shell.ts';
import { sessionStore, useSession } from '../../lib/auth/session-store.ts';
import { useRouteMeta } from '../use-route-meta.ts';
import { RouteHeader } from './headers.tsx';
import { Footer } from './footer.tsx';
import styles from './app-shell.module.css';

/** Modal page views are tracked for signed-in profiles only (spec §2). */
const modalViewStart = (name: string) => {
  if (sessionStore.get().authenticated)
    analytics.track({ type: 'page_view_start', name, kind: 'modal' });
};
const modalViewEnd = (name: string, durationMs: number) => {
  if (sessionStore.get().authenticated)
    analytics.track({ type: 'page_view_end', name, kind: 'modal', durationMs });
};

/** Header, page, footer, notifications and scroll restoration around every route. */
export function AppShell() {
  const meta = useRouteMeta();
  const session = useSession();
  const { t } = useTranslation();

  // Spec §9 "Interface spacing": the age band of the signed-in reader scales the spacing.
  // Set before the first paint: set after it, the whole page moved (issue 15, layout shift
  // of a young reader's pages in Lighthouse).
  const spacing = spacingForAge(session.user?.age);
  useRoutePageView(meta.name);
  useLayoutEffect(() => {
    document.documentElement.dataset.spacing = spacing;
  }, [spacing]);

  useEffect(() => {
    const title = t(`routes.${meta.name}` as 'routes.home', { defaultValue: meta.title });
    document.title =
      meta.name === 'home'
        ? t('common.appName') + ' · ' + t('footer.tagline')
        : `${title} · Pagebird`;
    let robots = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (meta.noIndex) {
      if (!robots) {
        robots = document.createElement('meta');
        robots.name = 'robots';
        document.head.appendChild(robots);
      }
      robots.content = 'noindex';
    } else robots?.remove();
  }, [meta, t]);

  return (
    <ModalProvider onViewStart={modalViewStart} onViewEnd={modalViewEnd}>
      <a href="#main" className={styles.skip}>
        {t('common.skipToContent')}
      </a>
      <RouteHeader type={meta.header} meta={meta} />
      <main id="main" tabIndex={-1} className={styles.main} data-route={meta.name}>
        <Outlet />
      </main>
      {meta.footer ? <Footer /> : null}
      <Notifications label={t('common.notifications')} />
      <FeedbackWidgetSlot />
      <ScrollRestoration />
    </ModalProvider>
  );
}
