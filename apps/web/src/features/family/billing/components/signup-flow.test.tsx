import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CARD_MESSAGES,
  PROMO_MESSAGES,
  SIGNUP_MESSAGES,
  authApi,
  billingApi,
  formatPrice,
  type SubscriptionPlan,
} from '@pagebird/contract';
import SignupPage from '../../../../app/routes/public/signup.tsx';
import { sessionStore } from '../../../../lib/auth/session-store.ts';
import { jsonResponse, makeUser, signIn } from '../../../../test/factories.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { stubApi, type ApiCall } from '../../../../test/stub-api.ts';
import { pageLoad } from '../lib/complete-signup.ts';
import { signupFlow } from '../lib/signup-flow.ts';
import { PLANS, makePlan, makeSubscription, required418 } from '../test-data.ts';

const nextYear = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');
let go: MockInstance<(to: string) => void>;

beforeEach(() => {
  go = vi.spyOn(pageLoad, 'go').mockImplementation(() => undefined);
  signupFlow.clear();
  sessionStore.clear();
});
afterEach(() => vi.unstubAllGlobals());

const discounted = (plan: SubscriptionPlan, price: number): SubscriptionPlan => ({
  ...plan,
  price,
  formattedPrice: formatPrice(price),
  displayPrice: price / 100,
  discount: {
    promoCode: 'HALFOFF',
    priceId: plan.priceId,
    discountPrice: price,
    normalPrice: plan.price,
    displayDiscountPrice: price / 100,
    displayNormalPrice: plan.price / 100,
    formattedDiscountPrice: formatPrice(price),
    formattedNormalPrice: formatPrice(plan.price),
    duration: 'ONCE',
    durationInPeriods: null,
    validUntil: null,
  },
});

const plansAnswer = ({ query }: ApiCall) => {
  const promo = query.get('promoCode');
  const plans = promo ? PLANS.map((p) => (p.interval === 'month' ? discounted(p, 499) : p)) : PLANS;
  return jsonResponse(200, {
    plans,
    trialAvailable: true,
    promo: promo ? plans[2]!.discount : null,
    promoRefusal: null,
  });
};

function api(extra: Record<string, unknown> = {}) {
  return stubApi({
    [`POST ${billingApi.parentSignup.path}`]: () => jsonResponse(418, required418()),
    [`GET ${billingApi.plans.path}`]: plansAnswer,
    [`GET ${billingApi.provider.path}`]: { provider: 'sandbox', publishableKey: null },
    [`POST ${billingApi.sandboxPaymentMethod.path}`]: {
      paymentMethodId: 'pm_1',
      brand: 'visa',
      brandLabel: 'Visa',
      last4: '4242',
      expirationMonth: 12,
      expirationYear: 2030,
    },
    [`POST ${billingApi.create.path}`]: makeSubscription({ status: 'TRIALING' }),
    [`GET ${authApi.details.path}`]: makeUser('PARENT', {
      email: 'new@example.com',
      childCount: 0,
    }),
    ...extra,
  });
}

async function createAccount(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'new@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret12');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

async function typeCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry date'), `12${nextYear}`);
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
}

const currentStep = () =>
  screen.getByRole('navigation', { name: 'Sign-up steps' }).querySelector('[aria-current="step"]');

describe('parent sign-up (spec §4)', () => {
  it('account → plan (a promo code changes the price) → card → trial and onboarding', async () => {
    const calls = api({
      [`GET /api/subscription/promo/HALFOFF`]: () =>
        jsonResponse(200, { discount: discounted(PLANS[2]!, 499).discount, plan: PLANS[2] }),
    });
    const user = userEvent.setup();
    renderRoute(<SignupPage />, { path: '/signup' });
    expect(currentStep()).toHaveTextContent('Account');
    await createAccount(user);

    // The 418 moves on to plan selection with the new account's access token.
    const plans = await screen.findByRole('radiogroup', { name: 'Choose your plan' });
    expect(currentStep()).toHaveTextContent('Plan');
    expect(calls.callsTo('POST', billingApi.parentSignup.path)[0]!.body).toEqual({
      email: 'new@example.com',
      password: 'secret12',
      consentToReceiveUpdates: false,
    });
    const monthly = within(plans).getByRole('radio', { name: /Monthly Plan/ });
    expect(monthly).toBeChecked();
    const monthlyCard = monthly.closest('label')!;
    expect(within(monthlyCard).getByTestId('plan-price')).toHaveTextContent('$9.99');

    await user.type(screen.getByLabelText('Promo code'), 'halfoff');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(within(monthlyCard).getByTestId('plan-price')).toHaveTextContent('$4.99'),
    );
    expect(monthlyCard).toHaveTextContent('$9.99');
    expect(screen.getByRole('status')).toHaveTextContent('Code HALFOFF applied.');
    const planCall = calls.callsTo('GET', billingApi.plans.path).at(-1)!;
    expect(planCall.query.get('promoCode')).toBe('HALFOFF');

    await user.click(screen.getByRole('button', { name: 'Continue with the Monthly Plan' }));
    expect(await screen.findByTestId('chosen-plan')).toHaveTextContent('Monthly Plan · $4.99');
    expect(currentStep()).toHaveTextContent('Card details');
    await typeCard(user, '4242424242424242');
    expect(screen.getByTestId('card-brand')).toHaveTextContent('Visa');
    await user.click(screen.getByRole('button', { name: 'Start my free trial' }));

    await waitFor(() => expect(go).toHaveBeenCalledWith('/onboarding'));
    const tokenised = calls.callsTo('POST', billingApi.sandboxPaymentMethod.path)[0]!;
    expect(tokenised.body).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2000 + Number(nextYear),
      cvc: '123',
    });
    expect(calls.callsTo('POST', billingApi.create.path)[0]!.body).toEqual({
      priceId: 'price_month',
      paymentMethodId: 'pm_1',
      promoCode: 'HALFOFF',
    });
    // Every call after the account used the sign-up's access token; then it is the session.
    const [, init] = calls.fetchMock.mock.calls.find(
      ([url]) => String(url) === billingApi.create.path,
    )! as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ authorization: 'Bearer access-token-1' });
    expect(sessionStore.get()).toMatchObject({ authenticated: true, token: 'access-token-1' });
    expect(signupFlow.get().step).toBe('account');
  });

  it("shows the server's text for an expired or used-up promo code", async () => {
    api({
      [`GET /api/subscription/promo/OLDCODE`]: () =>
        jsonResponse(400, {
          code: 'BAD_REQUEST',
          message: PROMO_MESSAGES.expired,
          metadata: { reason: 'EXPIRED' },
        }),
      [`GET /api/subscription/promo/FULL5`]: () =>
        jsonResponse(400, {
          code: 'BAD_REQUEST',
          message: PROMO_MESSAGES.usedUp,
          metadata: { reason: 'USED_UP' },
        }),
    });
    const user = userEvent.setup();
    renderRoute(<SignupPage />, { path: '/signup' });
    await createAccount(user);
    const box = await screen.findByLabelText('Promo code');
    await user.type(box, 'oldcode');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(PROMO_MESSAGES.expired)).toBeVisible();
    await user.clear(box);
    await user.type(box, 'FULL5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(PROMO_MESSAGES.usedUp)).toBeVisible();
    // Prices stay the normal ones.
    const monthly = screen.getByRole('radio', { name: /Monthly Plan/ }).closest('label')!;
    expect(within(monthly).getByTestId('plan-price')).toHaveTextContent('$9.99');
  });

  it('a declined card shows the decline on the card step; the removed account starts again', async () => {
    api({
      [`POST ${billingApi.create.path}`]: () =>
        jsonResponse(402, {
          code: 'PAYMENT_DECLINED',
          message: CARD_MESSAGES.declined,
          metadata: {
            declineCode: 'card_declined',
            signupStep: 'ACCOUNT_CREATION',
            accountRemoved: true,
          },
        }),
    });
    const user = userEvent.setup();
    renderRoute(<SignupPage />, { path: '/signup' });
    await createAccount(user);
    await user.click(await screen.findByRole('button', { name: 'Continue with the Monthly Plan' }));
    await typeCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Start my free trial' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CARD_MESSAGES.declined);
    expect(currentStep()).toHaveTextContent('Card details');
    expect(go).not.toHaveBeenCalled();
    expect(sessionStore.get().authenticated).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByRole('button', { name: 'Create account' })).toBeVisible();
    expect(currentStep()).toHaveTextContent('Account');
  });

  it('a decline that keeps the account lets the parent try another card', async () => {
    let tries = 0;
    api({
      [`POST ${billingApi.create.path}`]: () =>
        ++tries === 1
          ? jsonResponse(402, {
              code: 'PAYMENT_DECLINED',
              message: CARD_MESSAGES.insufficientFunds,
              metadata: {
                declineCode: 'insufficient_funds',
                signupStep: 'CARD_DETAILS',
                accountRemoved: false,
              },
            })
          : jsonResponse(200, makeSubscription()),
    });
    signupFlow.update({ step: 'card', accessToken: 'access-token-1', priceId: 'price_year' });
    const user = userEvent.setup();
    renderRoute(<SignupPage />, { path: '/signup' });
    expect(await screen.findByTestId('chosen-plan')).toHaveTextContent('Annual Plan');
    await typeCard(user, '4000000000009995');
    await user.click(screen.getByRole('button', { name: 'Start my free trial' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CARD_MESSAGES.insufficientFunds);
    await user.click(screen.getByRole('button', { name: 'Start my free trial' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/onboarding'));
  });

  it('after a 418 for a billing issue the card step pays with the new card', async () => {
    const calls = api({
      [`GET ${authApi.details.path}`]: makeUser('PARENT', { childCount: 2 }),
    });
    signupFlow.update({
      step: 'card',
      accessToken: 'access-token-1',
      priceId: 'price_month',
      billingIssue: true,
    });
    const user = userEvent.setup();
    renderRoute(<SignupPage />, { path: '/signup', initialEntries: ['/signup?required=true'] });
    expect(await screen.findByRole('heading', { name: 'Update your card' })).toBeVisible();
    expect(screen.getByText(/Your last payment did not go through/)).toBeVisible();
    await typeCard(user, '5555555555554444');
    expect(screen.getByTestId('card-brand')).toHaveTextContent('Mastercard');
    await user.click(screen.getByRole('button', { name: 'Save card and pay' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/profile-select'));
    expect(calls.callsTo('POST', billingApi.create.path)[0]!.body).toMatchObject({
      priceId: 'price_month',
      paymentMethodId: 'pm_1',
    });
  });
});

describe('plan display (spec §3, §9)', () => {
  it('shows cents / 100, and for the annual plan the old price, saved percent and per month', async () => {
    api();
    signupFlow.update({ step: 'plan', accessToken: 'access-token-1' });
    renderRoute(<SignupPage />, { path: '/signup' });
    const annual = (await screen.findByRole('radio', { name: /Annual Plan/ })).closest('label')!;
    expect(within(annual).getByTestId('plan-price')).toHaveTextContent('$59.99');
    expect(annual).toHaveTextContent('per year');
    // 12 × $9.99 = $119.88; $59.99 saves 50 %; $59.99 / 12 = $5.00 per month.
    expect(within(annual).getByLabelText('Twelve monthly payments: $119.88')).toBeVisible();
    expect(annual).toHaveTextContent('Save 50%');
    expect(annual).toHaveTextContent('$5.00 per month');
    expect(annual).toHaveTextContent('7-day free trial');
    const daily = screen.getByRole('radio', { name: /Daily Plan/ }).closest('label')!;
    expect(within(daily).getByTestId('plan-price')).toHaveTextContent('$0.99');
    expect(daily).not.toHaveTextContent('Save');
    const names = screen.getAllByRole('radio').map((r) => r.closest('label')!.textContent);
    expect(names.map((n) => n!.match(/(Daily|Weekly|Monthly|Annual) Plan/)![1])).toEqual([
      'Daily',
      'Weekly',
      'Monthly',
      'Annual',
    ]);
  });

  it('shows no trial for a returning subscriber', async () => {
    api({
      [`GET ${billingApi.plans.path}`]: {
        plans: [makePlan('month', 999, { trialPeriodDays: 0 })],
        trialAvailable: false,
        promo: null,
        promoRefusal: null,
      },
    });
    signupFlow.update({ step: 'plan', accessToken: 'access-token-1' });
    renderRoute(<SignupPage />, { path: '/signup', initialEntries: ['/signup?required=true'] });
    const monthly = (await screen.findByRole('radio', { name: /Monthly Plan/ })).closest('label')!;
    expect(monthly).toHaveTextContent('Billed today');
  });
});

describe('a signed-in parent on /signup', () => {
  it('with a usable subscription is told so and stays on the page', async () => {
    signIn('PARENT');
    api({ [`GET ${billingApi.subscriptionCheck.path}`]: makeSubscription() });
    const { router } = renderRoute(<SignupPage />, { path: '/signup' });
    expect(await screen.findByText(SIGNUP_MESSAGES.alreadySubscribed)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a reader' })).toHaveAttribute(
      'href',
      '/profile-select',
    );
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('whose subscription lapsed continues at the step the server names', async () => {
    signIn('PARENT');
    api({
      [`GET ${billingApi.subscriptionCheck.path}`]: () =>
        jsonResponse(418, required418({ reason: 'BILLING_ISSUE', priceId: 'price_month' })),
    });
    renderRoute(<SignupPage />, { path: '/signup', initialEntries: ['/signup?required=true'] });
    expect(await screen.findByRole('heading', { name: 'Update your card' })).toBeVisible();
    expect(await screen.findByTestId('chosen-plan')).toHaveTextContent('Monthly Plan');
  });
});
