import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { FormAlert } from '../../../auth/components/form-alert.tsx';
import { usePlans } from '../api/plans.ts';
import { signupFlow, useSignupFlow } from '../lib/signup-flow.ts';
import { PlanPicker } from './plan-picker.tsx';
import { PromoCodeField } from './promo-code-field.tsx';

/** Step 2: choose a plan (daily to annual), optionally with a promo code. */
export function PlanStep({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const flow = useSignupFlow();
  const plans = usePlans(flow.promoCode, token);
  const [choice, setChoice] = useState<string | null>(flow.priceId);
  const list = plans.data?.plans ?? [];
  const chosen =
    list.find((p) => p.priceId === choice) ??
    list.find((p) => p.interval === 'month') ??
    list[0] ??
    null;

  if (plans.isPending) return <Spinner label={t('common.loading')} />;
  if (plans.isError) {
    return (
      <>
        <FormAlert message={t('billing.plans.loadFailed')} />
        <Button variant="secondary" onClick={() => void plans.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </>
    );
  }

  return (
    <div>
      <PlanPicker
        plans={list}
        value={chosen?.priceId ?? null}
        onChange={setChoice}
        label={t('billing.plans.title')}
      />
      {plans.data.promoRefusal ? <FormAlert message={plans.data.promoRefusal.message} /> : null}
      <PromoCodeField
        applied={plans.data.promo?.promoCode ?? null}
        onApply={(promoCode) => signupFlow.update({ promoCode })}
        token={token}
      />
      <Button
        size="lg"
        block
        disabled={!chosen}
        onClick={() =>
          chosen &&
          signupFlow.update({
            step: 'card',
            priceId: chosen.priceId,
            promoCode: plans.data.promo?.promoCode ?? null,
          })
        }
      >
        {chosen
          ? t('billing.plans.continueWith', { name: chosen.productName })
          : t('common.continue')}
      </Button>
    </div>
  );
}
