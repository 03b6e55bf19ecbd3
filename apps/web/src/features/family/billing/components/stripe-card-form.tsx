import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadStripe } from '@stripe/stripe-js';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { Lock } from 'lucide-react';
import { CARD_MESSAGES, type CardBrand } from '@pagebird/contract';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { createSetupIntent } from '../api/setup-intent.ts';
import { CardBrandBadge } from './card-brand-badge.tsx';
import styles from './billing.module.css';

export interface StripeCardFormProps {
  publishableKey: string;
  /** The session the setup intent is created for (sign-up's access token). */
  token: string | null;
  /** The confirmed card, as a payment method id. */
  onPaymentMethod: (paymentMethodId: string) => Promise<void>;
  submitLabel: ReactNode;
  failure?: ReactNode;
}

const stripes = new Map<string, ReturnType<typeof loadStripe>>();
const stripeFor = (key: string) => {
  if (!stripes.has(key)) stripes.set(key, loadStripe(key));
  return stripes.get(key)!;
};

/**
 * The card form with PAYMENTS=stripe: Stripe Elements keeps the card number in Stripe's frame
 * (it never reaches our server); a setup intent confirmed with it gives the payment method id.
 * The brand shows while typing with the spec's names. Loaded only in stripe mode.
 */
export default function StripeCardForm(props: StripeCardFormProps) {
  const stripe = useMemo(() => stripeFor(props.publishableKey), [props.publishableKey]);
  return (
    <Elements stripe={stripe}>
      <StripeCardFields {...props} />
    </Elements>
  );
}

function StripeCardFields({ token, onPaymentMethod, submitLabel, failure }: StripeCardFormProps) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [brand, setBrand] = useState<CardBrand>('unknown');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setBusy(true);
    setFieldError(null);
    try {
      const intent = await createSetupIntent(token);
      const result = await stripe.confirmCardSetup(intent.clientSecret, {
        payment_method: { card },
      });
      if (result.error) {
        setFieldError(result.error.message ?? CARD_MESSAGES.processingError);
        return;
      }
      const pm = result.setupIntent.payment_method;
      const id = typeof pm === 'string' ? pm : pm?.id;
      if (!id) {
        setFieldError(CARD_MESSAGES.processingError);
        return;
      }
      await onPaymentMethod(id);
    } catch (err) {
      setFieldError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('billing.card.legend')}
      className={styles.cardForm}
    >
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
      <div className={styles.stripeField}>
        <span className={styles.stripeLabel}>{t('billing.card.number')}</span>
        <div className={styles.stripeBox}>
          <CardElement
            options={{ hidePostalCode: true }}
            onChange={(event) => {
              setBrand(event.brand);
              setFieldError(event.error?.message ?? null);
            }}
          />
        </div>
        <CardBrandBadge brand={brand} className={styles.brandInline} />
        {fieldError ? (
          <p className={styles.fieldError} role="alert">
            {fieldError}
          </p>
        ) : null}
      </div>
      <p className={styles.secure}>
        <Lock size={16} aria-hidden="true" />
        <span>{t('billing.card.secureStripe')}</span>
      </p>
      <Button type="submit" size="lg" block loading={busy} disabled={!stripe}>
        {submitLabel}
      </Button>
    </form>
  );
}
