import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { WEB_ROUTES, type WebRouteName } from '@pagebird/contract';
import { sessionView } from '../lib/auth/session-store.ts';
import { getDevice } from '../lib/device.ts';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { AppShell } from './layouts/app-shell.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import { createGuardLoader, PARENT_AREA_ROUTES, type GuardDeps } from './guard.ts';
import { withParentGate } from './parent-gate.tsx';
import { ROUTE_MODULES, type RouteModuleLoader } from './route-modules.ts';
import { ROUTE_PREFETCH, type RoutePrefetch } from './route-data.ts';
import type { RouteHandle } from './use-route-meta.ts';

/** Turn a WEB_ROUTES path into a child path of the root layout route. */
function childPath(path: string): { index: true } | { path: string } {
  if (path === '/') return { index: true };
  return { path: path.replace(/^\//, '') };
}

/**
 * The route table is built from the contract's WEB_ROUTES: one child route per name, each with
 * the guard loader, its lazy page module and its meta as the route handle. A route with a
 * `prefetch` entry starts its page's first data request once the guard lets it in (the router
 * loads the page's module at the same time).
 */
export function buildRoutes(
  deps: GuardDeps,
  modules: Record<WebRouteName, RouteModuleLoader> = ROUTE_MODULES,
  prefetch: Partial<Record<WebRouteName, RoutePrefetch>> = {},
): RouteObject[] {
  const children: RouteObject[] = WEB_ROUTES.map((meta) => {
    const load = modules[meta.name as WebRouteName];
    if (!load) throw new Error(`No page module for route ${meta.name}`);
    const handle: RouteHandle = { meta };
    const guard = createGuardLoader(meta, deps);
    const data = prefetch[meta.name as WebRouteName];
    return {
      ...childPath(meta.path),
      id: meta.name,
      handle,
      loader: data
        ? (args: LoaderFunctionArgs) => {
            const allowed = guard(args);
            data({ params: args.params, url: new URL(args.request.url) });
            return allowed;
          }
        : guard,
      lazy: async () => {
        const mod = await load();
        // Parent areas a phone may open ask for the parent gate in place (app/parent-gate.tsx).
        return {
          Component: PARENT_AREA_ROUTES.includes(meta.name)
            ? withParentGate(mod.default, deps.getDevice)
            : mod.default,
        };
      },
      ErrorBoundary: RouteErrorBoundary,
    } as RouteObject;
  });
  return [
    {
      id: 'root',
      path: '/',
      Component: AppShell,
      HydrateFallback: PageSpinner,
      ErrorBoundary: RouteErrorBoundary,
      children,
    },
  ];
}

type AppRouter = ReturnType<typeof createBrowserRouter>;
let router: AppRouter | null = null;

export const browserGuardDeps: GuardDeps = {
  getSession: () => sessionView(),
  getDevice,
  getCurrentLocation: () => {
    if (!router || !router.state.initialized) return null;
    const l = router.state.location;
    return l.pathname + l.search + l.hash;
  },
  fullReloads: true,
};

export function createAppRouter(): AppRouter {
  router = createBrowserRouter(buildRoutes(browserGuardDeps, ROUTE_MODULES, ROUTE_PREFETCH));
  return router;
}
