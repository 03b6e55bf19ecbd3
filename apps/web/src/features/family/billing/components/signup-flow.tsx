import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { href, Role, SIGNUP_MESSAGES } from '@pagebird/contract';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { FormAlert } from '../../../auth/components/form-alert.tsx';
import { useSession } from '../../../../lib/auth/session-store.ts';
import { subscriptionRequiredOf } from '../api/parent-signup.ts';
import { checkSubscription } from '../api/subscription-check.ts';
import { useInvitation } from '../api/invitation.ts';
import { SIGNUP_STEPS, useSignupFlow, type SignupStep } from '../lib/signup-flow.ts';
import { stepForLapsed } from '../lib/signup-steps.ts';
import { AccountStep } from './account-step.tsx';
import { CardStep } from './card-step.tsx';
import { PlanStep } from './plan-step.tsx';
import { StepIndicator } from './step-indicator.tsx';
import styles from './signup.module.css';

export interface SignupFlowProps {
  /** `?required=true`: a subscription is needed to go on (spec §2, §4). */
  required?: boolean;
  /** `/invite/{token}`: the invitation's free-subscription token. */
  invitationToken?: string | null;
}

/**
 * The parent sign-up (spec §2 "Multi-step flows", §4 "Sign-up"): account creation, plan
 * selection, card details, with a step indicator. The step lives in the sign-up flow store, so
 * the 418 handler of any page and the class-time-over offer can open it on the right step.
 */
export function SignupFlow({ required = false, invitationToken = null }: SignupFlowProps) {
  const { t } = useTranslation();
  const flow = useSignupFlow();
  const session = useSession();
  const invitation = useInvitation(invitationToken);
  const parentSession = session.authenticated && session.role === Role.PARENT;
  const token = flow.accessToken ?? (parentSession ? session.token : null);
  const checking = useRef(false);
  const [check, setCheck] = useState<'idle' | 'subscribed' | 'done'>('idle');

  // A signed-in parent on account creation (e.g. /signup?required=true opened again): the
  // server says whether a subscription is still needed and at which step. The page stays put.
  const needsCheck = flow.step === 'account' && parentSession && check === 'idle';
  useEffect(() => {
    if (!needsCheck || checking.current) return;
    checking.current = true;
    checkSubscription()
      .then(() => setCheck('subscribed'))
      .catch((e: unknown) => {
        const meta = subscriptionRequiredOf(e);
        if (meta) {
          stepForLapsed({ ...meta, accessToken: meta.accessToken ?? session.token }, session.email);
        }
        setCheck('done');
      })
      .finally(() => {
        checking.current = false;
      });
  }, [needsCheck, session.token, session.email]);

  const steps = SIGNUP_STEPS.map((id) => ({ id, label: t(`billing.signup.steps.${id}`) }));
  const titles: Record<SignupStep, string> = {
    account: required ? t('billing.signup.requiredTitle') : t('billing.signup.accountTitle'),
    plan: t('billing.plans.title'),
    card: flow.billingIssue ? t('billing.signup.billingIssueTitle') : t('billing.signup.cardTitle'),
  };
  const intros: Record<SignupStep, string> = {
    account: required ? t('billing.signup.requiredIntro') : t('billing.signup.accountIntro'),
    plan: required ? t('billing.signup.planIntroRequired') : t('billing.signup.planIntro'),
    card: flow.billingIssue ? t('billing.signup.billingIssueIntro') : t('billing.signup.cardIntro'),
  };

  const invite = invitation.data;
  const freeToken = invite?.valid ? invitationToken : null;

  return (
    <div
      className={clsx(styles.shell, flow.step !== 'plan' && styles.narrow)}
      data-signup-step={flow.step}
    >
      <div className={styles.head}>
        <h1>{titles[flow.step]}</h1>
        <p>{intros[flow.step]}</p>
      </div>
      <StepIndicator
        steps={steps}
        current={flow.step}
        label={t('billing.signup.stepsLabel')}
        stepText={(n, total) => t('billing.signup.stepOf', { n, total })}
      />
      <Card className={styles.panel}>
        {flow.step === 'account' && needsCheck ? (
          <Spinner label={t('common.loading')} />
        ) : flow.step === 'account' && parentSession && check === 'subscribed' ? (
          <div className={styles.subscribed}>
            <p>{SIGNUP_MESSAGES.alreadySubscribed}</p>
            <ButtonLink to={href('profile-select')}>{t('billing.signup.chooseReader')}</ButtonLink>
          </div>
        ) : flow.step === 'account' ? (
          <>
            {invitationToken && invitation.isPending ? (
              <Spinner label={t('common.loading')} />
            ) : null}
            {invite && !invite.valid ? (
              <FormAlert message={invite.message ?? SIGNUP_MESSAGES.invitationInvalid} />
            ) : null}
            {invite?.valid ? (
              <p className={styles.notice} role="status">
                {t('billing.signup.invitation', { count: invite.freeDays ?? 0 })}
              </p>
            ) : null}
            <AccountStep
              key={invite?.email ?? 'account'}
              freeSubscriptionToken={freeToken}
              defaultEmail={invite?.email}
            />
          </>
        ) : flow.step === 'plan' ? (
          <PlanStep token={token} />
        ) : (
          <CardStep token={token} />
        )}
      </Card>
    </div>
  );
}
