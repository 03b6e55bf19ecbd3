import { useMutation } from '@tanstack/react-query';
import { billingApi } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';

/** POST /api/consumer/subscribe (email): product news. */
export const consumerSubscribe = (email: string) =>
  callApi(billingApi.consumerSubscribe, { body: { email }, token: null });

export function useConsumerSubscribe() {
  return useMutation({ mutationKey: ['billing', 'subscribe'], mutationFn: consumerSubscribe });
}
