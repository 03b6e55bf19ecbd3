import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href } from '@pagebird/contract';
import { AuthCard } from '../../../features/auth/components/auth-card.tsx';
import { ClassCodeForm } from '../../../features/auth/components/class-code-form.tsx';

/** `/class-code` — students type their class code, then pick their name on /students. */
export default function ClassCodePage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('classCode.title')}
      subtitle={t('classCode.subtitle')}
      mood="happy"
      footer={
        <p>
          {t('classCode.teacher')} <Link to={href('login')}>{t('classCode.teacherLink')}</Link>
        </p>
      }
    >
      <ClassCodeForm />
    </AuthCard>
  );
}
