import type { FastifyInstance } from 'fastify';
import { bearer } from '../../test/app.ts';

/** Test cards (the numbers card processors document for test mode). */
export const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  failsAtRenewal: '4000 0000 0000 0341',
} as const;

let n = 0;
export const newEmail = (tag = 'parent') => `${tag}-${Date.now().toString(36)}-${++n}@example.test`;

export async function signUp(app: FastifyInstance, email = newEmail(), headers = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v2/users/parent',
    payload: { email, password: 'secret-pass-1', name: 'Pat' },
    headers,
  });
  const body = res.json() as {
    code: string;
    metadata: { accessToken: string; signupStep: string; trialAvailable: boolean };
  };
  return { res, body, email, token: body.metadata?.accessToken };
}

export async function cardToken(app: FastifyInstance, token: string, number: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/payment-methods',
    headers: bearer(token),
    payload: { number, expMonth: 12, expYear: 2034, cvc: '123' },
  });
  if (res.statusCode !== 200) throw new Error(`tokenize failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { paymentMethodId: string }).paymentMethodId;
}

export function subscribe(
  app: FastifyInstance,
  token: string,
  paymentMethodId: string,
  extra: { priceId?: string; promoCode?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/subscription',
    headers: bearer(token),
    payload: { priceId: 'price_monthly', paymentMethodId, ...extra },
  });
}
