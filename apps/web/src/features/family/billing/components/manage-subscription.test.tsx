import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIGNUP_MESSAGES, billingApi, type PaymentMethod } from '@pagebird/contract';
import ManageSubscriptionPage from '../../../../app/routes/parent/manage-subscription.tsx';
import { Notifications } from '../../../../components/ui/notifications.tsx';
import { signIn } from '../../../../test/factories.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { stubApi } from '../../../../test/stub-api.ts';
import { PLANS, makeSubscription } from '../test-data.ts';

afterEach(() => vi.unstubAllGlobals());

const card = (id: string, brand: PaymentMethod['brand'], isDefault: boolean): PaymentMethod => ({
  id,
  brand,
  brandLabel: brand,
  last4: id === 'pm_visa' ? '4242' : '4444',
  expirationMonth: 4,
  expirationYear: 2031,
  isDefault,
});

function render(subscription = makeSubscription()) {
  signIn('PARENT');
  const calls = stubApi({
    [`GET ${billingApi.customer.path}`]: {
      customerId: 'cus_1',
      email: 'p@example.com',
      subscription,
    },
    [`GET ${billingApi.payment.path}`]: {
      customerId: 'cus_1',
      paymentMethods: [card('pm_visa', 'visa', true), card('pm_mc', 'mastercard', false)],
    },
    [`GET ${billingApi.plans.path}`]: {
      plans: PLANS,
      trialAvailable: false,
      promo: null,
      promoRefusal: null,
    },
    [`PUT ${billingApi.changePlan.path}`]: {
      message: SIGNUP_MESSAGES.planChanged,
      detail: null,
      subscription: makeSubscription({ nextPriceId: 'price_year' }),
    },
    [`PATCH ${billingApi.patch.path}`]: makeSubscription(),
    [`DELETE ${billingApi.cancel.path}`]: {
      message: SIGNUP_MESSAGES.canceled,
      detail: null,
      subscription: makeSubscription({ cancelAtPeriodEnd: true }),
    },
    [`POST ${billingApi.restore.path}`]: {
      message: SIGNUP_MESSAGES.restored,
      detail: SIGNUP_MESSAGES.restoredDetail,
      subscription: makeSubscription(),
    },
    [`POST ${billingApi.defaultPaymentMethod.path}`]: {
      customerId: 'cus_1',
      paymentMethods: [card('pm_visa', 'visa', false), card('pm_mc', 'mastercard', true)],
    },
  });
  renderRoute(
    <>
      <ManageSubscriptionPage />
      <Notifications />
    </>,
    { path: '/manage-subscription' },
  );
  return { calls, user: userEvent.setup() };
}

describe('manage subscription', () => {
  it('changes the plan with the spec text', async () => {
    const { calls, user } = render();
    const group = await screen.findByRole('radiogroup', { name: 'Change plan' });
    expect(within(group).getByRole('radio', { name: /Monthly Plan/ })).toBeChecked();
    expect(within(group).getByText('Current plan')).toBeVisible();
    await user.click(within(group).getByRole('radio', { name: /Annual Plan/ }));
    await user.click(screen.getByRole('button', { name: 'Change to the Annual Plan' }));
    expect(await screen.findByText(SIGNUP_MESSAGES.planChanged)).toBeVisible();
    expect(calls.callsTo('PUT', billingApi.changePlan.path)[0]!.body).toEqual({
      priceId: 'price_year',
    });
  });

  it('cancels with a reason in the subscription_cancel modal', async () => {
    const { calls, user } = render();
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription' });
    expect(dialog).toHaveAttribute('data-modal-name', 'subscription_cancel');
    await user.click(within(dialog).getByRole('radio', { name: 'It costs too much' }));
    await user.type(within(dialog).getByLabelText('Tell us more (optional)'), 'Tight month');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel my subscription' }));
    expect(await screen.findByText(SIGNUP_MESSAGES.canceled)).toBeVisible();
    expect(calls.callsTo('PATCH', billingApi.patch.path)[0]!.body).toEqual({
      fieldName: 'cancellationReason',
      value: 'It costs too much: Tight month',
    });
    expect(calls.callsTo('DELETE', billingApi.cancel.path)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for a reason before cancelling', async () => {
    const { calls, user } = render();
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel my subscription' }));
    expect(await within(dialog).findByText('Please tell us why you are cancelling.')).toBeVisible();
    expect(calls.callsTo('DELETE', billingApi.cancel.path)).toHaveLength(0);
  });

  it('restores a cancelled subscription: "Subscription restored!" / "Your account will now auto renew."', async () => {
    const { calls, user } = render(
      makeSubscription({ cancelAtPeriodEnd: true, expirationDate: '2026-12-01T00:00:00.000Z' }),
    );
    expect(await screen.findByText('Access ends December 1, 2026')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Restore subscription' }));
    expect(await screen.findByText(SIGNUP_MESSAGES.restored)).toBeVisible();
    expect(screen.getByText(SIGNUP_MESSAGES.restoredDetail)).toBeVisible();
    expect(calls.callsTo('POST', billingApi.restore.path)).toHaveLength(1);
  });

  it('lists the cards with the spec brand names and makes another the default', async () => {
    const { calls, user } = render();
    expect(await screen.findByText('Visa ending in 4242')).toBeVisible();
    expect(screen.getByText('Mastercard ending in 4444')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Make default' }));
    await waitFor(() =>
      expect(calls.callsTo('POST', billingApi.defaultPaymentMethod.path)[0]!.body).toEqual({
        customerId: 'cus_1',
        paymentMethodId: 'pm_mc',
      }),
    );
    const mc = (await screen.findByText('Mastercard ending in 4444')).closest('li')!;
    await waitFor(() => expect(within(mc).getByText('Default')).toBeVisible());
  });
});
