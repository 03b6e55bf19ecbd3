import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPrice, href } from '@pagebird/contract';
import { Art } from '../../../../components/art.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useOfferInfo } from '../api/offer-info.ts';
import { usePublicPlans } from '../api/public-plans.ts';
import { currentClassCode, toSignupOffer } from '../lib/home-offer.ts';
import { signupFlow, useSignupFlow } from '../lib/signup-flow.ts';
import { NewsSignup } from './news-signup.tsx';
import { PlanSummary } from './plan-picker.tsx';
import plansStyles from './plans.module.css';
import styles from './offer.module.css';

/**
 * /offer — the home-subscription offer after class time (spec §4): promoPrice / 100 dollars
 * with the billing interval, for the class code the device used last. Without an offer (none
 * for that class, or it could not be fetched) the family plans show instead.
 */
export function OfferPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flow = useSignupFlow();
  const classCode = flow.offer?.classCode ?? currentClassCode();
  const fetched = useOfferInfo(flow.offer ? null : classCode);
  const plans = usePublicPlans(!flow.offer && !fetched.data && !fetched.isLoading);

  // Keep a freshly fetched offer for sign-up (card details come right after the account).
  useEffect(() => {
    if (fetched.data && classCode && !signupFlow.get().offer) {
      signupFlow.update({ offer: toSignupOffer(fetched.data, classCode) });
    }
  }, [fetched.data, classCode]);

  const offer = flow.offer;
  const startSignup = () => {
    signupFlow.update({ step: 'account', accessToken: null, billingIssue: false });
    void navigate(href('signup'));
  };

  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <Art name="familyReading" decorative size={220} />
        <div>
          <p className={styles.eyebrow}>{t('billing.offer.eyebrow')}</p>
          <h1>{t('billing.offer.title')}</h1>
          <p className={styles.intro}>{t('billing.offer.text')}</p>
        </div>
      </div>
      {offer ? (
        <Card className={styles.offerCard} data-testid="home-offer">
          <span className={styles.offerPrice}>
            {t('billing.offer.price', {
              price: formatPrice(offer.promoPrice),
              interval: offer.interval,
            })}
          </span>
          {offer.normalPrice && offer.normalPrice !== offer.promoPrice ? (
            <span className={styles.offerNormal}>
              {t('billing.offer.normal', { price: formatPrice(offer.normalPrice) })}
            </span>
          ) : null}
          <Button size="lg" onClick={startSignup}>
            {t('billing.offer.cta')}
          </Button>
        </Card>
      ) : fetched.isLoading || plans.isLoading ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          <h2>{t('billing.offer.plansTitle')}</h2>
          <p>{t('billing.offer.noOffer')}</p>
          {plans.data ? (
            <div className={plansStyles.grid}>
              {plans.data.plans.map((plan) => (
                <Card key={plan.priceId} className={plansStyles.card}>
                  <PlanSummary plan={plan} />
                </Card>
              ))}
            </div>
          ) : null}
          <Button size="lg" onClick={startSignup}>
            {t('billing.offer.signup')}
          </Button>
        </>
      )}
      <NewsSignup />
    </div>
  );
}
