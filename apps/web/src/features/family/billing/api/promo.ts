import { useMutation } from '@tanstack/react-query';
import { billingApi } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';

/** GET /api/subscription/promo/{code}: the discount, or 400 with the refusal text. */
export const checkPromoCode = ({ code, token }: { code: string; token?: string | null }) =>
  callApi(billingApi.promo, { params: { code }, token });

export function useCheckPromoCode() {
  return useMutation({ mutationKey: ['billing', 'promo'], mutationFn: checkPromoCode });
}
