import { billingApi } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';

/** POST /api/subscription/setup-intent: start saving a card (Stripe Elements confirms it). */
export const createSetupIntent = (token?: string | null) =>
  callApi(billingApi.setupIntent, { token });
