import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import { billingApi } from '@pagebird/contract';
import { renderRoute } from '../../../../test/render.tsx';
import { stubApi } from '../../../../test/stub-api.ts';
import { PaymentCardForm } from './payment-card-form.tsx';

// Stripe.js loads from Stripe's servers; the test stands in for its Elements and confirmation.
const confirmCardSetup = vi.fn();
const cardElement = { kind: 'card-element' };
let emitChange: ((event: { brand: string; error?: { message: string } }) => void) | null = null;

vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn(async () => ({ confirmCardSetup })) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  useStripe: () => ({ confirmCardSetup }),
  useElements: () => ({ getElement: () => cardElement }),
  CardElement: function CardElement({
    onChange,
  }: {
    onChange: (e: { brand: string; error?: { message: string } }) => void;
  }) {
    useEffect(() => {
      emitChange = onChange;
    }, [onChange]);
    return <div data-testid="stripe-card-element" />;
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  emitChange = null;
});

function setup(onPaymentMethod = vi.fn(async () => undefined)) {
  const calls = stubApi({
    [`GET ${billingApi.provider.path}`]: { provider: 'stripe', publishableKey: 'pk_test_123' },
    [`POST ${billingApi.setupIntent.path}`]: {
      provider: 'stripe',
      setupIntentId: 'seti_1',
      clientSecret: 'seti_1_secret_abc',
      customerId: 'cus_1',
      publishableKey: 'pk_test_123',
    },
  });
  renderRoute(
    <PaymentCardForm token="tok-1" onPaymentMethod={onPaymentMethod} submitLabel="Subscribe" />,
  );
  return { calls, onPaymentMethod, user: userEvent.setup() };
}

describe('card form with PAYMENTS=stripe', () => {
  it('uses Stripe Elements: brand while typing, setup intent confirmed, payment method handed on', async () => {
    confirmCardSetup.mockResolvedValue({ setupIntent: { payment_method: 'pm_stripe_1' } });
    const { calls, onPaymentMethod, user } = setup();
    expect(await screen.findByTestId('stripe-card-element')).toBeInTheDocument();
    expect(screen.queryByLabelText('Expiry date')).toBeNull();
    await waitFor(() => expect(emitChange).not.toBeNull());
    emitChange!({ brand: 'amex' });
    expect(await screen.findByTestId('card-brand')).toHaveTextContent('Amex');
    emitChange!({ brand: 'unionpay' });
    expect(await screen.findByTestId('card-brand')).toHaveTextContent('Union Pay');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(onPaymentMethod).toHaveBeenCalledWith('pm_stripe_1'));
    expect(confirmCardSetup).toHaveBeenCalledWith('seti_1_secret_abc', {
      payment_method: { card: cardElement },
    });
    const [, init] = calls.fetchMock.mock.calls.find(
      ([url]) => String(url) === billingApi.setupIntent.path,
    )! as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ authorization: 'Bearer tok-1' });
    // The card number never reaches our server.
    expect(calls.callsTo('POST', billingApi.sandboxPaymentMethod.path)).toHaveLength(0);
  });

  it("shows Stripe's decline text and hands nothing on", async () => {
    confirmCardSetup.mockResolvedValue({ error: { message: 'Your card was declined.' } });
    const { onPaymentMethod, user } = setup();
    await screen.findByTestId('stripe-card-element');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(onPaymentMethod).not.toHaveBeenCalled();
  });
});
