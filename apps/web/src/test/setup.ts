import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import '../lib/i18n/index.ts';
import { sessionStore } from '../lib/auth/session-store.ts';

// Lazy route modules can take a moment under a loaded test run.
configure({ asyncUtilTimeout: 4000 });

// jsdom reports touch support and a 1024 px window, which spec §9 calls a tablet; tests run as a
// desktop unless they say otherwise.
Object.defineProperty(window, 'innerWidth', { value: 1280, writable: true, configurable: true });

// jsdom does not implement scrolling.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.refresh();
});
