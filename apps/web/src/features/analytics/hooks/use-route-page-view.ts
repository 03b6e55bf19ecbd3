import { useEffect } from 'react';
import { analytics } from '../../../lib/analytics.ts';
import { useSession } from '../../../lib/auth/session-store.ts';

/**
 * A page view per route name for signed-in profiles (started when the route shows, ended with
 * its duration when it changes or the page unmounts). Names are route names, never free text.
 */
export function useRoutePageView(routeName: string): void {
  const { authenticated } = useSession();
  useEffect(() => {
    if (!authenticated) return;
    const startedAt = Date.now();
    analytics.track({ type: 'page_view_start', name: routeName, kind: 'page' });
    return () => {
      analytics.track({
        type: 'page_view_end',
        name: routeName,
        kind: 'page',
        durationMs: Date.now() - startedAt,
      });
    };
  }, [routeName, authenticated]);
}
