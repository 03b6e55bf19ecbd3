import { useMatches } from 'react-router';
import { webRoute, type WebRouteMeta } from '@pagebird/contract';

export interface RouteHandle {
  meta: WebRouteMeta;
}

/** The WEB_ROUTES meta of the deepest matched route (not-found when nothing matched). */
export function useRouteMeta(): WebRouteMeta {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as RouteHandle | undefined;
    if (handle?.meta) return handle.meta;
  }
  return webRoute('not-found');
}
