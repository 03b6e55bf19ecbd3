import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@fontsource/andika/400.css';
import '@fontsource/andika/700.css';
import '@fontsource/lexend/500.css';
import '@fontsource/lexend/700.css';
import './components/ui/tokens.css';
import './components/ui/global.css';
import { configureApiClient } from './lib/api-client.ts';
import { sessionStore } from './lib/auth/session-store.ts';
import { whenIdle } from './lib/scheduling.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import {
  currentRouteName,
  handleParentGateRequired,
  handleSubscriptionRequired,
  handleUnauthorized,
  registerNavigator,
} from './app/session-actions.ts';

const router = createAppRouter();
registerNavigator(router);
configureApiClient({
  getCurrentRouteName: currentRouteName,
  onUnauthorized: handleUnauthorized,
  onSubscriptionRequired: handleSubscriptionRequired,
  onParentGateRequired: handleParentGateRequired,
});

/** Longest wait for the first page before the spinner is shown instead. */
const FIRST_PAGE_WAIT_MS = 2000;

/** Resolves once the router has loaded the first page's module and run its guard. */
function firstPageReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, FIRST_PAGE_WAIT_MS);
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
    function done() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
}

// Issue 16 (a phone gets the page quickly): the first render is the page itself, not the
// spinner replaced by it a moment later (its module and stylesheets are preloaded by
// index.html), rendered as a transition so a slow phone stays responsive while it is built;
// the version check and the idle timer start once the page is up.
// `/` arrives drawn (landing.html, made at build time by src/prerender.tsx for a signed-out
// visitor): a signed-out visitor's app hydrates that markup (the drawings stay as they are
// until their chunk is there); anyone else's app replaces it on its first render.
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
void firstPageReady().then(() => {
  const hydrate =
    container.dataset.prerendered === 'home' &&
    router.state.location.pathname === '/' &&
    !sessionStore.get().authenticated;
  if (hydrate) {
    hydrateRoot(container, app);
  } else {
    delete container.dataset.prerendered;
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
  // Its module (version check, activity tracking) comes after the first page too.
  whenIdle(() => void import('./app/background.ts').then((m) => m.startBackgroundChecks()));
});
