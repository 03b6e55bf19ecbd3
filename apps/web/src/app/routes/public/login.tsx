import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href } from '@pagebird/contract';
import { AuthCard } from '../../../features/auth/components/auth-card.tsx';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';

/** `/login` — email and password; afterwards `landingAfterLogin` decides where to go. */
export default function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          <p>
            {t('login.student')} <Link to={href('class-code')}>{t('login.studentLink')}</Link>
          </p>
          <p>
            {t('login.noAccount')} <Link to={href('signup')}>{t('login.signUp')}</Link>
          </p>
        </>
      }
    >
      <LoginForm
        redirect={params.get('redirect')}
        forgotLink={<Link to={href('password-reset')}>{t('login.forgot')}</Link>}
      />
    </AuthCard>
  );
}
