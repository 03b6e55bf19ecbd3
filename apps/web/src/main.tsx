import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@fontsource/andika/400.css';
import '@fontsource/andika/700.css';
import '@fontsource/lexend/500.css';
import '@fontsource/lexend/700.css';
import './components/ui/tokens.css';
import './components/ui/global.css';
import { configureApiClient } from './lib/api-client.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { startBackgroundChecks } from './app/background.ts';
import {
  currentRouteName,
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
});
startBackgroundChecks();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
