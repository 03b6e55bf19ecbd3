import { useTranslation } from 'react-i18next';
import { href, Role } from '@pagebird/contract';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useSession } from '../../../../lib/auth/session-store.ts';
import { signInWithAccessToken } from '../../../family/billing/lib/complete-signup.ts';
import { StepIndicator } from '../../../family/billing/components/step-indicator.tsx';
import { useEducatorLookups, useTeacherProfile } from '../api/educators.ts';
import { EducatorAccountStep } from './account-step.tsx';
import { EducatorDetailsStep } from './details-step.tsx';
import styles from './educators.module.css';

const STEPS = ['account', 'details'] as const;

/**
 * The educator sign-up (spec §2 "Educator sign-up: account creation, educator details"). The
 * step follows the session: signed out, the account; a signed-in educator without a school, the
 * details (so a reload resumes there); an educator with a complete profile and a school is
 * told the account is ready, with the way home.
 */
export function EducatorSignupFlow() {
  const { t } = useTranslation();
  const session = useSession();
  const educator = session.authenticated && session.role === Role.TEACHER;
  const lookups = useEducatorLookups();
  const profile = useTeacherProfile(educator);
  const done =
    educator && !!profile.data && profile.data.profileComplete && profile.data.schools.length > 0;

  const step = educator ? 'details' : 'account';
  const steps = STEPS.map((id) => ({ id, label: t(`educators.signup.steps.${id}`) }));
  const ready = lookups.data && (!educator || profile.data);

  return (
    <div className={styles.shell} data-signup-step={step}>
      <div className={styles.shellHead}>
        <h1>
          {step === 'account'
            ? t('educators.signup.accountTitle')
            : t('educators.signup.detailsTitle')}
        </h1>
        <p>
          {step === 'account'
            ? t('educators.signup.accountIntro')
            : t('educators.signup.detailsIntro')}
        </p>
      </div>
      <StepIndicator
        steps={steps}
        current={step}
        label={t('educators.signup.stepsLabel')}
        stepText={(n, total) => t('educators.signup.stepOf', { n, total })}
      />
      <Card className={styles.panel}>
        {step === 'account' ? (
          <EducatorAccountStep onCreated={signInWithAccessToken} />
        ) : done ? (
          <div className={styles.form}>
            <p role="status">{t('educators.signup.alreadyDone')}</p>
            <ButtonLink to={href('educator')} size="lg" block>
              {t('educators.welcome.home')}
            </ButtonLink>
          </div>
        ) : ready ? (
          <EducatorDetailsStep lookups={lookups.data!} profile={profile.data} />
        ) : (
          <Spinner label={t('common.loading')} />
        )}
      </Card>
    </div>
  );
}
