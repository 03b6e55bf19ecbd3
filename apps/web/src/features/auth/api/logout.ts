import { authApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';

/** POST /api/logout (the session ends on the server; failures are ignored by the caller). */
export const logoutRequest = () => callApi(authApi.logout);
