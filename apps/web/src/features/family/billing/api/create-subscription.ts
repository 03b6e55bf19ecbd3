import { useMutation } from '@tanstack/react-query';
import { billingApi, type CreateSubscriptionBody } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';

/** POST /api/subscription: the sign-up card step (402 PAYMENT_DECLINED when declined). */
export const createSubscription = ({
  body,
  token,
}: {
  body: CreateSubscriptionBody;
  token?: string | null;
}) => callApi(billingApi.create, { body, token });

export function useCreateSubscription() {
  return useMutation({ mutationKey: ['billing', 'create'], mutationFn: createSubscription });
}
