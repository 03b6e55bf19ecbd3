import { sessionStore } from '../lib/auth/session-store.ts';
import { startVersionCheck } from '../lib/version-check.ts';
import { startActivityTracking } from '../lib/activity.ts';
import { logout } from './session-actions.ts';

/** Spec §4 "Version check": a different published version logs the user out. */
export function onVersionChange(): void {
  if (sessionStore.get().authenticated) void logout();
}

/** Spec §4 "Session activity": 30 minutes idle ends the session; a signed-in user is logged out. */
export function onIdle(): void {
  if (sessionStore.get().authenticated) void logout();
}

export function startBackgroundChecks(): () => void {
  const stopVersion = startVersionCheck({ onVersionChange });
  const stopActivity = startActivityTracking({ onIdle });
  return () => {
    stopVersion();
    stopActivity();
  };
}
