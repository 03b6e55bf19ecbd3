import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@pagebird/contract';
import { Page } from '../../../../app/layouts/page.tsx';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../../components/ui/spinner.tsx';
import { FormAlert } from '../../../auth/components/form-alert.tsx';
import { useClasses } from '../../classes/api/classes.ts';
import { useTeacherProfile } from '../api/educators.ts';
import { ProfilePrompts } from './profile-prompts.tsx';
import styles from './educators.module.css';

/** /educator: the §5 prompts, then the educator's classes with links to each class. */
export function EducatorHome() {
  const { t } = useTranslation();
  const profile = useTeacherProfile();
  const classes = useClasses();
  const p = profile.data;
  const name = p ? [p.title, p.lastName ?? p.firstName].filter(Boolean).join(' ') : '';

  return (
    <Page
      title={p ? t('educators.home.title', { name }) : t('common.loading')}
      eyebrow={t('educators.home.eyebrow')}
      intro={t('educators.home.intro')}
      actions={
        <>
          <ButtonLink to={href('educator-settings')} variant="ghost">
            {t('educators.home.settings')}
          </ButtonLink>
          <ButtonLink to={href('classroom-create')}>{t('educators.home.createClass')}</ButtonLink>
        </>
      }
    >
      {p ? <ProfilePrompts profile={p} /> : null}
      <section aria-labelledby="educator-classes" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 id="educator-classes">{t('educators.home.classes')}</h2>
        </div>
        {classes.isPending ? (
          <Skeleton height={96} />
        ) : classes.isError ? (
          <FormAlert message={t('educators.home.loadFailed')} />
        ) : classes.data.length === 0 ? (
          <EmptyState
            title={t('educators.home.noClasses')}
            headingLevel={3}
            action={
              <ButtonLink to={href('classroom-create')}>
                {t('educators.home.createClass')}
              </ButtonLink>
            }
          >
            {t('educators.home.noClassesHint')}
          </EmptyState>
        ) : (
          <ul className={styles.classList}>
            {classes.data.map((c) => (
              <li key={c.id}>
                <Link
                  className={styles.classCard}
                  to={href('classroom', { classId: c.id })}
                  data-class-id={c.id}
                >
                  <strong>{c.name}</strong>
                  <span className={styles.meta}>
                    {t('educators.home.classCode')}:{' '}
                    <span className={styles.code}>{c.loginCode}</span>
                  </span>
                  <span className={styles.meta}>
                    {t('educators.home.students', { count: c.studentCount })} · {c.school.name}
                    {c.archived
                      ? ` · ${t('educators.home.archived')}`
                      : c.disabled
                        ? ` · ${t('educators.home.disabled')}`
                        : ''}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}
