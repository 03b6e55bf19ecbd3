import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AppErrorCode,
  MESSAGES,
  paymentDeclinedMetadataSchema,
  type SubscriptionPlan,
} from '@pagebird/contract';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage, isApiError } from '../../../../lib/api-client.ts';
import { createSubscription } from '../api/create-subscription.ts';
import { usePlans } from '../api/plans.ts';
import { completeSignup } from '../lib/complete-signup.ts';
import { signupFlow, useSignupFlow } from '../lib/signup-flow.ts';
import { PaymentCardForm } from './payment-card-form.tsx';
import styles from './signup.module.css';

interface Failure {
  message: string;
  /** The pending account was removed: sign-up starts again at account creation (spec §4). */
  restart: boolean;
}

function failureOf(e: unknown): Failure {
  if (isApiError(e) && e.code === AppErrorCode.PAYMENT_DECLINED) {
    const meta = paymentDeclinedMetadataSchema.safeParse(e.metadata);
    const restart =
      meta.success && (meta.data.accountRemoved || meta.data.signupStep === 'ACCOUNT_CREATION');
    return { message: e.message, restart };
  }
  if (isApiError(e) && (e.status === 401 || e.status === 403)) {
    // The sign-up session is gone: spec §4 "failure returns to account creation".
    return { message: e.message || MESSAGES.signupFailed, restart: true };
  }
  return { message: errorMessage(e), restart: false };
}

function ChosenPlan({ plan, onChange }: { plan: SubscriptionPlan; onChange?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.summary} data-testid="chosen-plan">
      <span>
        <strong>{plan.productName}</strong> · {plan.formattedPrice}{' '}
        {t(`billing.plans.perInterval.${plan.interval}`)}
        {plan.discount
          ? ` · ${t('billing.plans.promoTag', { code: plan.discount.promoCode })}`
          : ''}
        {plan.trialPeriodDays > 0
          ? ` · ${t('billing.plans.trial', { count: plan.trialPeriodDays })}`
          : ''}
      </span>
      {onChange ? (
        <button type="button" className={styles.linkButton} onClick={onChange}>
          {t('billing.signup.changePlan')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * Step 3: card details. The card becomes a payment method, then the subscription is created
 * (a trial when available; a lapsed family or a billing issue is charged now). A decline
 * shows here; when the server removed the pending
 * account the flow goes back to account creation (spec §4).
 */
export function CardStep({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const flow = useSignupFlow();
  const plans = usePlans(flow.promoCode, token);
  const [failure, setFailure] = useState<Failure | null>(null);
  const plan =
    plans.data?.plans.find((p) => p.priceId === flow.priceId) ??
    (flow.offer ? plans.data?.plans.find((p) => p.interval === flow.offer!.interval) : undefined);

  const payWith = async (paymentMethodId: string) => {
    setFailure(null);
    try {
      const priceId = plan?.priceId ?? flow.priceId;
      if (!priceId) {
        signupFlow.update({ step: 'plan' });
        return;
      }
      // A lapsed family (billing issue) pays here too: the server charges the new card now.
      await createSubscription({
        body: { priceId, paymentMethodId, promoCode: flow.promoCode ?? undefined },
        token,
      });
      await completeSignup(token);
    } catch (e) {
      setFailure(failureOf(e));
    }
  };

  return (
    <div>
      {flow.billingIssue ? (
        <p className={styles.notice} role="status">
          {t('billing.signup.billingIssue')}
        </p>
      ) : null}
      {plan ? (
        <ChosenPlan plan={plan} onChange={() => signupFlow.update({ step: 'plan' })} />
      ) : null}
      {failure?.restart ? (
        <>
          <p role="alert" className={styles.declined}>
            {failure.message} {t('billing.signup.startAgainText')}
          </p>
          <Button size="lg" block onClick={() => signupFlow.restart()}>
            {t('billing.signup.startAgain')}
          </Button>
        </>
      ) : (
        <PaymentCardForm
          token={token}
          onPaymentMethod={payWith}
          failure={failure?.message}
          submitLabel={
            flow.billingIssue
              ? t('billing.signup.payNow')
              : plan && plan.trialPeriodDays > 0
                ? t('billing.signup.startTrial')
                : t('billing.signup.subscribe')
          }
        />
      )}
    </div>
  );
}
