import { billingApi, type CardDetails } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';

/** POST /api/payments/sandbox/payment-methods: the sandbox processor turns a card into an id. */
export const tokenizeSandboxCard = (card: CardDetails, token?: string | null) =>
  callApi(billingApi.sandboxPaymentMethod, { body: card, token });
