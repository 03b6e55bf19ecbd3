/**
 * The landing page's HTML made at build time (issue 16 item 9; decision 019). `vite build` bundles
 * this module for Node (apps/web/build/prerender-landing.ts `prerenderLanding`) and calls `renderLanding()`:
 * the whole app — shell, header, footer and the home page with its drawings — rendered for `/` as
 * a signed-out visitor sees it, with the same route table, guard and i18n catalogue as the
 * client. The result goes into `landing.html`, which the server sends for `/` only; main.tsx
 * hydrates it. Every other path still gets the empty shell (`index.html`).
 */
import './prerender-env.ts';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { spacingForAge } from '@pagebird/contract';
import { AppProviders } from './app/providers.tsx';
import { buildRoutes } from './app/router.tsx';
import { LogoMark } from './app/layouts/logo.tsx';
import { PageSpinner } from './components/ui/spinner.tsx';
import { i18n } from './lib/i18n/index.ts';

export interface PrerenderedPage {
  /** The markup of `#root`. */
  markup: string;
  /** Attributes the app sets on `<html>` once it runs (the interface spacing, app-shell.tsx). */
  htmlAttributes: Record<string, string>;
}

/** `/` for a signed-out visitor (every lazy part — page, drawings — resolved). */
export async function renderLanding(): Promise<PrerenderedPage> {
  const routes = buildRoutes({
    getSession: () => null,
    getDevice: () => 'desktop',
    getCurrentLocation: () => null,
    fullReloads: false,
  });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) {
    throw new Error(`The landing page redirected (${context.status}) while prerendering`);
  }
  if (context.errors) {
    throw new Error(
      `The landing page failed while prerendering: ${JSON.stringify(context.errors)}`,
    );
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // Every boundary in place (React would otherwise move large ones to the end of the
    // document, to be put in place by inline scripts, which the CSP does not allow).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return {
    markup: await new Response(prelude).text(),
    htmlAttributes: { 'data-spacing': spacingForAge(undefined) },
  };
}

/**
 * The frame every other page's HTML (`index.html`, a deep link) shows until the app has drawn
 * the page (issue 15, Lighthouse on the signed-in pages): the bird mark and the loading dots,
 * the same as the app's own loading page, so the first paint waits for the HTML and its
 * stylesheets only, not for the scripts and the page's data. The app replaces it on its first
 * render (main.tsx); nothing in it is kept, so nothing moves.
 */
export async function renderDeepLinkFrame(): Promise<string> {
  const { prelude } = await prerender(
    <div className="pb-deep-link-frame">
      <LogoMark size={64} />
      <PageSpinner label={i18n.t('common.loading')} />
    </div>,
  );
  return new Response(prelude).text();
}
