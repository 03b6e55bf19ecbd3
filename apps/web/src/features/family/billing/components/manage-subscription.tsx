import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshCw } from 'lucide-react';
import {
  formatPrice,
  href,
  type PaymentMethod,
  type SubscriptionInfo,
  type SubscriptionPlan,
} from '@pagebird/contract';
import { Button, ButtonLink } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { useModal } from '../../../../components/ui/modal.tsx';
import { notify } from '../../../../components/ui/notifications.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useSession } from '../../../../lib/auth/session-store.ts';
import { FormAlert } from '../../../auth/components/form-alert.tsx';
import { useAddPaymentMethod } from '../api/add-payment-method.ts';
import { useChangePlan } from '../api/change-plan.ts';
import { useCustomer } from '../api/customer.ts';
import { useSetDefaultPaymentMethod } from '../api/default-payment-method.ts';
import { useForceSync } from '../api/force-sync.ts';
import { usePaymentMethods } from '../api/payment.ts';
import { usePlans } from '../api/plans.ts';
import { useRestoreSubscription } from '../api/restore-subscription.ts';
import { brandLabel } from '../lib/card.ts';
import { CancelSubscriptionForm } from './cancel-subscription-form.tsx';
import { PaymentCardForm } from './payment-card-form.tsx';
import { PlanPicker, PlanSummary } from './plan-picker.tsx';
import { notifyResult } from '../lib/notify-result.ts';
import styles from './manage.module.css';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

function Overview({ subscription }: { subscription: SubscriptionInfo }) {
  const { t } = useTranslation();
  const sync = useForceSync();
  const s = subscription;
  return (
    <Card className={styles.section} as="section" aria-labelledby="plan-heading">
      <div className={styles.sectionHead}>
        <h2 id="plan-heading">{t('billing.manage.yourPlan')}</h2>
        <span className={styles.status} data-status={s.status}>
          {t(`billing.manage.status.${s.status}`)}
        </span>
      </div>
      <PlanSummary plan={s.plan} showTrial={false} />
      <ul className={styles.facts}>
        {s.free ? <li>{t('billing.manage.free')}</li> : null}
        {s.status === 'TRIALING' && s.trialEnd ? (
          <li>{t('billing.manage.trialEnds', { date: day(s.trialEnd) })}</li>
        ) : null}
        {s.expirationDate ? (
          <li>{t('billing.manage.endsOn', { date: day(s.expirationDate) })}</li>
        ) : s.status === 'ACTIVE' ? (
          <li>{t('billing.manage.renews', { date: day(s.currentPeriodEnd) })}</li>
        ) : null}
        {s.nextChargeAmount !== null && s.nextChargeDate ? (
          <li>
            {t('billing.manage.nextCharge', {
              amount: formatPrice(s.nextChargeAmount, s.plan.currencyCode),
              date: day(s.nextChargeDate),
            })}
          </li>
        ) : null}
        {s.discount ? <li>{t('billing.manage.promo', { code: s.discount.promoCode })}</li> : null}
      </ul>
      <Button
        variant="ghost"
        size="sm"
        icon={<RefreshCw size={18} aria-hidden="true" />}
        loading={sync.isPending}
        onClick={() =>
          sync.mutate(undefined, {
            onSuccess: () => notify.success(t('billing.manage.synced')),
            onError: (e) => notify.error(errorMessage(e)),
          })
        }
      >
        {t('billing.manage.sync')}
      </Button>
    </Card>
  );
}

function ChangePlan({
  subscription,
  plans,
}: {
  subscription: SubscriptionInfo;
  plans: readonly SubscriptionPlan[];
}) {
  const { t } = useTranslation();
  const change = useChangePlan();
  const current = subscription.nextPriceId ?? subscription.plan.priceId;
  const [choice, setChoice] = useState(current);
  const chosen = plans.find((p) => p.priceId === choice);
  const nextPlan =
    subscription.nextPriceId && subscription.nextPriceId !== subscription.plan.priceId
      ? plans.find((p) => p.priceId === subscription.nextPriceId)
      : undefined;
  return (
    <Card className={styles.section} as="section" aria-labelledby="change-heading">
      <h2 id="change-heading">{t('billing.manage.changePlanTitle')}</h2>
      <p className={styles.hint}>{t('billing.manage.changePlanHint')}</p>
      {nextPlan ? (
        <p className={styles.hint}>
          {t('billing.manage.nextPlan', { name: nextPlan.productName })}
        </p>
      ) : null}
      <PlanPicker
        plans={plans}
        value={choice}
        onChange={setChoice}
        label={t('billing.manage.changePlanTitle')}
        currentPriceId={subscription.plan.priceId}
        showTrial={false}
      />
      <Button
        disabled={!chosen || choice === current}
        loading={change.isPending}
        onClick={() =>
          chosen &&
          change.mutate(chosen.priceId, {
            onSuccess: (r) => notify.success(r.message),
            onError: (e) => notify.error(errorMessage(e)),
          })
        }
      >
        {t('billing.manage.changePlan', { name: chosen?.productName ?? '' })}
      </Button>
    </Card>
  );
}

function CancelOrRestore({ subscription }: { subscription: SubscriptionInfo }) {
  const { t } = useTranslation();
  const modal = useModal();
  const restore = useRestoreSubscription();
  if (subscription.cancelAtPeriodEnd) {
    return (
      <Card className={styles.section} as="section" aria-labelledby="restore-heading">
        <h2 id="restore-heading">{t('billing.manage.cancelled')}</h2>
        <p className={styles.hint}>{t('billing.manage.restoreHint')}</p>
        <Button
          loading={restore.isPending}
          onClick={() =>
            restore.mutate(undefined, {
              // Spec §8: "Subscription restored!" with "Your account will now auto renew."
              onSuccess: (r) => notifyResult(r),
              onError: (e) => notify.error(errorMessage(e)),
            })
          }
        >
          {t('billing.manage.restore')}
        </Button>
      </Card>
    );
  }
  return (
    <Card className={styles.section} as="section" aria-labelledby="cancel-heading">
      <h2 id="cancel-heading">{t('billing.manage.cancelTitle')}</h2>
      <p className={styles.hint}>{t('billing.manage.cancelHint')}</p>
      <Button
        variant="secondary"
        onClick={() =>
          modal.open({
            name: 'subscription_cancel',
            title: t('billing.manage.cancelTitle'),
            size: 'md',
            content: ({ close }) => <CancelSubscriptionForm close={close} />,
          })
        }
      >
        {t('billing.manage.cancel')}
      </Button>
    </Card>
  );
}

function Cards({ customerId }: { customerId: string | null }) {
  const { t } = useTranslation();
  const session = useSession();
  const cards = usePaymentMethods();
  const setDefault = useSetDefaultPaymentMethod();
  const add = useAddPaymentMethod();
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const list: PaymentMethod[] = cards.data?.paymentMethods ?? [];
  const owner = cards.data?.customerId ?? customerId;

  return (
    <Card className={styles.section} as="section" aria-labelledby="cards-heading">
      <h2 id="cards-heading">{t('billing.manage.cardsTitle')}</h2>
      {cards.isPending ? <Spinner label={t('common.loading')} /> : null}
      {cards.isError ? <FormAlert message={errorMessage(cards.error)} /> : null}
      {cards.isSuccess && list.length === 0 ? <p>{t('billing.manage.noCards')}</p> : null}
      <ul className={styles.cards}>
        {list.map((card) => (
          <li key={card.id} className={styles.cardRow} data-default={card.isDefault || undefined}>
            <span className={styles.cardBrand} data-brand={card.brand}>
              {brandLabel(card.brand)}
            </span>
            <span>
              {t('billing.manage.cardLine', { brand: brandLabel(card.brand), last4: card.last4 })}
              <span className={styles.hint}>
                {' · '}
                {t('billing.manage.expires', {
                  month: String(card.expirationMonth).padStart(2, '0'),
                  year: card.expirationYear,
                })}
              </span>
            </span>
            {card.isDefault ? (
              <span className={styles.defaultTag}>{t('billing.manage.default')}</span>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                disabled={!owner}
                loading={setDefault.isPending && setDefault.variables?.paymentMethodId === card.id}
                onClick={() =>
                  owner &&
                  setDefault.mutate(
                    { customerId: owner, paymentMethodId: card.id },
                    { onError: (e) => notify.error(errorMessage(e)) },
                  )
                }
              >
                {t('billing.manage.makeDefault')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {adding ? (
        <div className={styles.addCard}>
          <PaymentCardForm
            token={session.token}
            submitLabel={t('billing.manage.saveCard')}
            failure={failure}
            onPaymentMethod={async (paymentMethodId) => {
              setFailure(null);
              try {
                await add.mutateAsync({ paymentMethodId });
                setAdding(false);
              } catch (e) {
                setFailure(errorMessage(e));
              }
            }}
          />
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          {t('billing.manage.addCard')}
        </Button>
      )}
    </Card>
  );
}

/**
 * /manage-subscription (spec §7 "Subscription"): the plan and its dates, change plan, cancel
 * with a reason (`subscription_cancel` modal) or restore, the saved cards and the default one,
 * and a refresh from the payments provider.
 */
export function ManageSubscription() {
  const { t } = useTranslation();
  const session = useSession();
  const customer = useCustomer();
  const subscription = customer.data?.subscription ?? null;
  const plans = usePlans(null, session.token, !!subscription);

  if (customer.isPending) return <Spinner label={t('common.loading')} />;
  if (customer.isError) {
    return (
      <>
        <FormAlert message={errorMessage(customer.error)} />
        <Button variant="secondary" onClick={() => void customer.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </>
    );
  }
  if (!subscription) {
    return (
      <Card className={styles.section}>
        <p>{t('billing.manage.none')}</p>
        <ButtonLink to={href('signup', {}, { required: 'true' })}>
          {t('billing.manage.choosePlan')}
        </ButtonLink>
      </Card>
    );
  }
  const ended = subscription.status === 'CANCELED' || subscription.status === 'INCOMPLETE_EXPIRED';
  return (
    <div className={styles.layout}>
      <Overview subscription={subscription} />
      {!ended && !subscription.cancelAtPeriodEnd && plans.data ? (
        <ChangePlan subscription={subscription} plans={plans.data.plans} />
      ) : null}
      {!ended && !subscription.free ? <CancelOrRestore subscription={subscription} /> : null}
      <Cards customerId={customer.data?.customerId ?? null} />
    </div>
  );
}
