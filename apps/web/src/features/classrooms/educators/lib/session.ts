import { authApi } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';
import { sessionStore } from '../../../../lib/auth/session-store.ts';

/**
 * Read the signed-in educator's details again (GET /api/users/details) after their name or
 * avatar changed, so the header shows the new ones.
 */
export async function refreshSessionUser(): Promise<void> {
  const { token } = sessionStore.get();
  if (!token) return;
  const user = await callApi(authApi.details, { token });
  sessionStore.set({ token, user });
}
