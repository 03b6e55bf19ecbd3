import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { formatPrice, type SubscriptionPlan } from '@pagebird/contract';
import styles from './plans.module.css';

/** What one plan card shows (spec §3 "Subscription plan", §9 "Prices", "Annual plan savings"). */
export function PlanSummary({
  plan,
  showTrial = true,
}: {
  plan: SubscriptionPlan;
  /** The trial line (sign-up); a running subscription has none to offer. */
  showTrial?: boolean;
}) {
  const { t } = useTranslation();
  const discounted = plan.discount !== null && plan.price !== plan.normalPrice;
  return (
    <span className={styles.summary}>
      <span className={styles.name}>{plan.productName}</span>
      <span className={styles.priceRow}>
        <span className={styles.price} data-testid="plan-price">
          {plan.formattedPrice}
        </span>
        <span className={styles.per}>{t(`billing.plans.perInterval.${plan.interval}`)}</span>
      </span>
      {discounted ? (
        <span className={styles.was}>
          <s>{formatPrice(plan.normalPrice, plan.currencyCode)}</s>{' '}
          <span className={styles.promoTag}>
            {t('billing.plans.promoTag', { code: plan.discount!.promoCode })}
          </span>
        </span>
      ) : null}
      {plan.savedPercent !== null && plan.formattedOldPrice ? (
        <span className={styles.savings}>
          <s aria-label={t('billing.plans.oldPrice', { price: plan.formattedOldPrice })}>
            {plan.formattedOldPrice}
          </s>
          <span className={styles.saved}>
            {t('billing.plans.saved', { percent: plan.savedPercent })}
          </span>
        </span>
      ) : null}
      {plan.additionalInfo ? <span className={styles.info}>{plan.additionalInfo}</span> : null}
      {showTrial ? (
        <span className={styles.trial}>
          {plan.trialPeriodDays > 0
            ? t('billing.plans.trial', { count: plan.trialPeriodDays })
            : t('billing.plans.noTrial')}
        </span>
      ) : null}
    </span>
  );
}

export interface PlanPickerProps {
  plans: readonly SubscriptionPlan[];
  value: string | null;
  onChange: (priceId: string) => void;
  /** Accessible name of the group. */
  label: string;
  /** The plan the subscription is on now (manage-subscription), marked "Current plan". */
  currentPriceId?: string | null;
  showTrial?: boolean;
}

/** Plans as a radio group of cards, daily to annual. */
export function PlanPicker({
  plans,
  value,
  onChange,
  label,
  currentPriceId,
  showTrial = true,
}: PlanPickerProps) {
  const { t } = useTranslation();
  return (
    <div role="radiogroup" aria-label={label} className={styles.grid}>
      {plans.map((plan) => {
        const checked = plan.priceId === value;
        return (
          <label
            key={plan.priceId}
            className={clsx(styles.card, checked && styles.checked)}
            data-plan-interval={plan.interval}
          >
            <input
              type="radio"
              name="plan"
              value={plan.priceId}
              checked={checked}
              onChange={() => onChange(plan.priceId)}
              className={styles.radio}
            />
            {plan.interval === 'year' && plan.savedPercent ? (
              <span className={styles.ribbon} aria-hidden="true">
                {t('billing.plans.bestValue')}
              </span>
            ) : null}
            {currentPriceId === plan.priceId ? (
              <span className={styles.current}>{t('billing.plans.current')}</span>
            ) : null}
            <PlanSummary plan={plan} showTrial={showTrial} />
          </label>
        );
      })}
    </div>
  );
}
