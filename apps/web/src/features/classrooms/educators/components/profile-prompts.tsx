import { useTranslation } from 'react-i18next';
import { EDUCATOR_MESSAGES, href, type TeacherProfile } from '@pagebird/contract';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import styles from './educators.module.css';

/**
 * Spec §5: "Educator profile is incomplete without title and role; a school is incomplete
 * without hours and a location." Each gap is a prompt with the way to fix it.
 */
export function ProfilePrompts({ profile }: { profile: TeacherProfile }) {
  const { t } = useTranslation();
  const prompts: Array<{ key: string; text: string; action: string; to: string }> = [];
  if (!profile.profileComplete) {
    prompts.push({
      key: 'profile',
      text: EDUCATOR_MESSAGES.profileIncomplete,
      action: t('educators.home.completeProfile'),
      to: `${href('educator-settings')}#profile`,
    });
  }
  if (profile.schools.length === 0) {
    prompts.push({
      key: 'school',
      text: EDUCATOR_MESSAGES.noSchool,
      action: t('educators.home.addSchool'),
      to: `${href('educator-settings')}#school`,
    });
  } else if (profile.schools.some((s) => !s.complete)) {
    prompts.push({
      key: 'school',
      text: EDUCATOR_MESSAGES.schoolIncomplete,
      action: t('educators.home.completeSchool'),
      to: `${href('educator-settings')}#school`,
    });
  }
  if (prompts.length === 0) return null;
  return (
    <div className={styles.prompts}>
      {prompts.map((p) => (
        <div key={p.key} className={styles.prompt} role="status" data-prompt={p.key}>
          <p>{p.text}</p>
          <ButtonLink to={p.to} variant="secondary" size="sm">
            {p.action}
          </ButtonLink>
        </div>
      ))}
    </div>
  );
}
