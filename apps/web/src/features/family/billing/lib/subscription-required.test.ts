import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { authApi, billingApi } from '@pagebird/contract';
import { callApi, configureApiClient } from '../../../../lib/api-client.ts';
import { sessionStore } from '../../../../lib/auth/session-store.ts';
import { jsonResponse, makeUser, signIn } from '../../../../test/factories.ts';
import { stubApi } from '../../../../test/stub-api.ts';
import { required418 } from '../test-data.ts';
import { signupFlow } from './signup-flow.ts';
import { handleSubscriptionRequired } from './subscription-required.ts';

const navigate = vi.fn();
const logout = vi.fn(async () => {
  sessionStore.clear();
});

beforeEach(() => {
  navigate.mockReset();
  logout.mockClear();
  signupFlow.clear();
  // As main.tsx wires it: a 418 outside sign-up runs the billing flow.
  configureApiClient({
    getCurrentRouteName: () => 'browse',
    onSubscriptionRequired: (error) => void handleSubscriptionRequired(error, { navigate, logout }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const parent = makeUser('PARENT', { email: 'lapsed@example.com', childCount: 2 });

describe('418 subscription required (spec §4)', () => {
  it('a billing issue signs in with the returned token and opens sign-up on card details', async () => {
    signIn('PARENT');
    const meta = { reason: 'BILLING_ISSUE' as const, status: 'PAST_DUE' as const };
    const api = stubApi({
      [`GET ${authApi.profileList.path}`]: () => jsonResponse(418, required418(meta)),
      [`GET ${authApi.details.path}`]: parent,
      [`GET ${billingApi.subscriptionCheck.path}`]: () =>
        jsonResponse(418, required418({ ...meta, priceId: 'price_month' })),
    });
    await expect(callApi(authApi.profileList)).rejects.toMatchObject({ status: 418 });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/signup?required=true'));
    expect(sessionStore.get()).toMatchObject({
      authenticated: true,
      token: 'access-token-1',
      email: 'lapsed@example.com',
    });
    // The details call carried the returned access token.
    const details = api.fetchMock.mock.calls.find(([url]) => String(url) === authApi.details.path);
    expect((details![1] as RequestInit).headers).toMatchObject({
      authorization: 'Bearer access-token-1',
    });
    expect(signupFlow.get()).toMatchObject({
      step: 'card',
      billingIssue: true,
      accessToken: 'access-token-1',
      priceId: 'price_month',
      email: 'lapsed@example.com',
    });
    expect(api.callsTo('GET', billingApi.subscriptionCheck.path)).toHaveLength(1);
    expect(logout).not.toHaveBeenCalled();
  });

  it('an ended subscription (no billing issue) opens sign-up on plan choice', async () => {
    signIn('PARENT');
    stubApi({
      [`GET ${authApi.profileList.path}`]: () =>
        jsonResponse(418, required418({ reason: 'ENDED', status: 'CANCELED' })),
      [`GET ${authApi.details.path}`]: parent,
      [`GET ${billingApi.subscriptionCheck.path}`]: () =>
        jsonResponse(418, required418({ reason: 'ENDED', status: 'CANCELED' })),
    });
    await expect(callApi(authApi.profileList)).rejects.toMatchObject({ status: 418 });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/signup?required=true'));
    expect(signupFlow.get()).toMatchObject({ step: 'plan', billingIssue: false });
  });

  it('many requests answering 418 at once run the flow once', async () => {
    signIn('PARENT');
    const api = stubApi({
      [`GET ${authApi.profileList.path}`]: () => jsonResponse(418, required418()),
      [`GET ${authApi.details.path}`]: parent,
      [`GET ${billingApi.subscriptionCheck.path}`]: () => jsonResponse(418, required418()),
    });
    await Promise.allSettled([
      callApi(authApi.profileList),
      callApi(authApi.profileList),
      callApi(authApi.profileList),
    ]);
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(api.callsTo('GET', authApi.details.path)).toHaveLength(1);
  });

  it('a child cannot pay: the 418 signs out to login', async () => {
    signIn('CHILD');
    stubApi({
      [`GET ${authApi.profileList.path}`]: () =>
        jsonResponse(
          418,
          required418({ accessToken: null, parentSignInRequired: true, reason: 'BILLING_ISSUE' }),
        ),
    });
    await expect(callApi(authApi.profileList)).rejects.toMatchObject({ status: 418 });
    await waitFor(() => expect(logout).toHaveBeenCalledWith('/login'));
    expect(navigate).not.toHaveBeenCalled();
    expect(signupFlow.get().step).toBe('account');
  });

  it('a subscription usable again by the time of the check changes nothing', async () => {
    signIn('PARENT');
    stubApi({
      [`GET ${authApi.profileList.path}`]: () => jsonResponse(418, required418()),
      [`GET ${authApi.details.path}`]: parent,
      [`GET ${billingApi.subscriptionCheck.path}`]: { status: 'ACTIVE' },
    });
    await expect(callApi(authApi.profileList)).rejects.toMatchObject({ status: 418 });
    await waitFor(() => expect(sessionStore.get().token).toBe('access-token-1'));
    await new Promise((r) => setTimeout(r, 20));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sign-up pages handle their own 418', async () => {
    configureApiClient({
      getCurrentRouteName: () => 'signup',
      onSubscriptionRequired: (error) =>
        void handleSubscriptionRequired(error, { navigate, logout }),
    });
    stubApi({ [`POST ${billingApi.parentSignup.path}`]: () => jsonResponse(418, required418()) });
    await expect(
      callApi(billingApi.parentSignup, { body: { email: 'a@b.co', password: 'secret1' } }),
    ).rejects.toMatchObject({ status: 418 });
    await new Promise((r) => setTimeout(r, 20));
    expect(navigate).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
  });
});
