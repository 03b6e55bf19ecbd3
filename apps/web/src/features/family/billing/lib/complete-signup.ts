import { authApi, href, landingAfterLogin } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';
import { sessionStore, sessionView } from '../../../../lib/auth/session-store.ts';
import { getDevice } from '../../../../lib/device.ts';
import { signupFlow } from './signup-flow.ts';

/**
 * Sign in with the access token the 418 answered (spec §4): the token is the account's session;
 * its profile comes from GET /api/users/details (which never answers 418).
 */
export async function signInWithAccessToken(accessToken: string): Promise<void> {
  const user = await callApi(authApi.details, { token: accessToken });
  sessionStore.set({ token: accessToken, user });
}

/** A full page load (spec §4 "Page reloads": onboarding after sign-up). Replaced in tests. */
export const pageLoad = {
  go: (to: string) => window.location.assign(to),
};

/**
 * The subscription exists: sign in with the sign-up's access token, forget the flow, and go
 * where a signed-in parent goes (onboarding when there is no child yet, else profile-select),
 * with a full page load.
 */
export async function completeSignup(accessToken: string | null): Promise<string> {
  if (accessToken) await signInWithAccessToken(accessToken);
  signupFlow.clear();
  const view = sessionView();
  const target = view ? landingAfterLogin(view, { device: getDevice() }) : href('login');
  pageLoad.go(target);
  return target;
}
