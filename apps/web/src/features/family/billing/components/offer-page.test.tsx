import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIGNUP_MESSAGES, billingApi } from '@pagebird/contract';
import OfferRoute from '../../../../app/routes/public/offer.tsx';
import { rememberClassCode, sessionStore } from '../../../../lib/auth/session-store.ts';
import { STORAGE_KEYS, writeValue } from '../../../../lib/storage.ts';
import { jsonResponse } from '../../../../test/factories.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { stubApi } from '../../../../test/stub-api.ts';
import { signupFlow } from '../lib/signup-flow.ts';
import { PLANS } from '../test-data.ts';

beforeEach(() => {
  signupFlow.clear();
  sessionStore.clear();
  writeValue(STORAGE_KEYS.currentClassCode, null);
});
afterEach(() => vi.unstubAllGlobals());

const offer = {
  promoPrice: 299,
  normalPrice: 999,
  formattedPromoPrice: '$2.99',
  promoCode: 'CLASSHOME',
  subscription: { interval: 'month', priceId: 'price_monthly', productName: 'Monthly Plan' },
};

describe('/offer', () => {
  it("shows the class code's offer as promoPrice / 100 with the interval and opens sign-up", async () => {
    rememberClassCode('DEMO42');
    const calls = stubApi({ [`GET ${billingApi.offerInfo.path}`]: offer });
    const user = userEvent.setup();
    const { router } = renderRoute(<OfferRoute />, { path: '/offer' });
    const card = await screen.findByTestId('home-offer');
    expect(card).toHaveTextContent('$2.99 per month');
    expect(card).toHaveTextContent('Regular price $9.99');
    expect(calls.callsTo('GET', billingApi.offerInfo.path)[0]!.query.get('classCode')).toBe(
      'DEMO42',
    );
    await user.click(screen.getByRole('button', { name: 'Get this offer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(signupFlow.get()).toMatchObject({
      step: 'account',
      offer: { promoPrice: 299, priceId: 'price_monthly', promoCode: 'CLASSHOME' },
    });
  });

  it('without an offer shows the family plans and signs an email up for news', async () => {
    const calls = stubApi({
      [`GET ${billingApi.publicPlans.path}`]: { plans: PLANS },
      [`POST ${billingApi.consumerSubscribe.path}`]: { message: SIGNUP_MESSAGES.subscribed },
    });
    const user = userEvent.setup();
    renderRoute(<OfferRoute />, { path: '/offer' });
    expect(await screen.findByText('Annual Plan')).toBeVisible();
    expect(screen.queryByTestId('home-offer')).toBeNull();
    await user.type(screen.getByLabelText('Email'), 'bad');
    await user.click(screen.getByRole('button', { name: 'Keep me posted' }));
    expect(await screen.findByText('Please enter correct email address.')).toBeVisible();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Keep me posted' }));
    expect(await screen.findByText(SIGNUP_MESSAGES.subscribed)).toBeVisible();
    expect(calls.callsTo('POST', billingApi.consumerSubscribe.path)[0]!.body).toEqual({
      email: 'fan@example.com',
    });
  });

  it('an offer that cannot be fetched falls back to the plans', async () => {
    rememberClassCode('GONE99');
    stubApi({
      [`GET ${billingApi.offerInfo.path}`]: () =>
        jsonResponse(404, { code: 'NOT_FOUND', message: 'No offer' }),
      [`GET ${billingApi.publicPlans.path}`]: { plans: PLANS },
    });
    renderRoute(<OfferRoute />, { path: '/offer' });
    expect(await screen.findByText('Monthly Plan')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start my free trial' })).toBeVisible();
  });
});
