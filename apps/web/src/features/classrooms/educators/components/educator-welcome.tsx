import { useTranslation } from 'react-i18next';
import { href } from '@pagebird/contract';
import { Page } from '../../../../app/layouts/page.tsx';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { useTeacherProfile } from '../api/educators.ts';
import { ProfilePrompts } from './profile-prompts.tsx';
import styles from './educators.module.css';

/** /educator/welcome: after sign-up, how a class gets reading, then home or a first class. */
export function EducatorWelcome() {
  const { t } = useTranslation();
  const profile = useTeacherProfile();
  const p = profile.data;
  const name = p ? [p.title, p.lastName ?? p.firstName].filter(Boolean).join(' ') : '';
  return (
    <Page
      title={t('educators.welcome.title', { name })}
      eyebrow={t('educators.welcome.eyebrow')}
      intro={t('educators.welcome.intro')}
      width="narrow"
    >
      {p ? <ProfilePrompts profile={p} /> : null}
      <Card>
        <ol className={styles.steps}>
          <li>{t('educators.welcome.step1')}</li>
          <li>{t('educators.welcome.step2')}</li>
          <li>{t('educators.welcome.step3')}</li>
        </ol>
        <div className={styles.actions}>
          <ButtonLink to={href('educator')} size="lg">
            {t('educators.welcome.home')}
          </ButtonLink>
          <ButtonLink to={href('classroom-create')} size="lg" variant="secondary">
            {t('educators.welcome.create')}
          </ButtonLink>
        </div>
      </Card>
    </Page>
  );
}
