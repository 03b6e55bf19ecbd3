import { billingApi } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';

/**
 * GET /api/users/parent/subscription/check: the usable subscription, or 418 with where sign-up
 * continues (its result, not an error to show).
 */
export const checkSubscription = (token?: string | null, signal?: AbortSignal) =>
  callApi(billingApi.subscriptionCheck, { token, signal });
