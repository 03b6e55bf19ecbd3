import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { usePaymentsProvider } from '../api/provider.ts';
import { tokenizeSandboxCard } from '../api/sandbox-payment-method.ts';
import { CardForm } from './card-form.tsx';

const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'));

export interface PaymentCardFormProps {
  /** The session the card is saved for (sign-up's access token, else the stored one). */
  token: string | null;
  /**
   * Use the card (create the subscription, save it, …). It handles its own failures (a
   * decline); a throw shows the generic text.
   */
  onPaymentMethod: (paymentMethodId: string) => Promise<void>;
  submitLabel: ReactNode;
  failure?: ReactNode;
}

/**
 * A card becomes a payment method id through the provider the server names (spec issue 11):
 * the sandbox processor's own form (Luhn, expiry, CVC, brand while typing), or Stripe Elements.
 */
export function PaymentCardForm({
  token,
  onPaymentMethod,
  submitLabel,
  failure,
}: PaymentCardFormProps) {
  const { t } = useTranslation();
  const provider = usePaymentsProvider();
  const [busy, setBusy] = useState(false);
  const [localFailure, setLocalFailure] = useState<string | null>(null);

  if (provider.isPending) return <Spinner label={t('common.loading')} />;

  if (provider.data?.provider === 'stripe' && provider.data.publishableKey) {
    return (
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <StripeCardForm
          publishableKey={provider.data.publishableKey}
          token={token}
          onPaymentMethod={onPaymentMethod}
          submitLabel={submitLabel}
          failure={failure}
        />
      </Suspense>
    );
  }

  return (
    <CardForm
      submitLabel={submitLabel}
      busy={busy}
      failure={localFailure ?? failure}
      footnote={t('billing.card.testCards')}
      onSubmit={async (card) => {
        setBusy(true);
        setLocalFailure(null);
        try {
          const pm = await tokenizeSandboxCard(
            { number: card.number, expMonth: card.expMonth, expYear: card.expYear, cvc: card.cvc },
            token,
          );
          await onPaymentMethod(pm.paymentMethodId);
        } catch (e) {
          setLocalFailure(errorMessage(e));
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}
