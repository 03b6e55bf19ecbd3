import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '@pagebird/contract';
import { Page } from '../../../../app/layouts/page.tsx';
import { Button, ButtonLink } from '../../../../components/ui/button.tsx';
import { Skeleton } from '../../../../components/ui/spinner.tsx';
import { useTeacherProfile } from '../../educators/api/educators.ts';
import { useClasses } from '../api/classes.ts';
import styles from './classes.module.css';

/** /classroom/promo-flyer: choose class → flyer preview → print / save as PDF (spec §2). */
export function PromoFlyer() {
  const { t } = useTranslation();
  const classes = useClasses();
  const profile = useTeacherProfile();
  const active = (classes.data ?? []).filter((c) => !c.archived);
  const [chosen, setChosen] = useState<string>('');
  const c = active.find((x) => x.id === chosen);
  const p = profile.data;
  const teacher = p ? [p.title, p.lastName ?? p.firstName].filter(Boolean).join(' ') : '';
  const url = `${window.location.origin}${href('class-code')}`;

  if (classes.isPending)
    return (
      <Page title={t('classes.flyer.title')}>
        <Skeleton height={120} />
      </Page>
    );
  return (
    <Page title={t('classes.flyer.title')} intro={t('classes.flyer.intro')} width="narrow">
      {!active.length ? (
        <div>
          <p>{t('classes.flyer.noClasses')}</p>
          <ButtonLink to={href('classroom-create')}>{t('classes.create.classTitle')}</ButtonLink>
        </div>
      ) : !c ? (
        <fieldset className={styles.studentRow}>
          <legend>{t('classes.flyer.chooseClass')}</legend>
          <div className={styles.actions}>
            {active.map((x) => (
              <Button key={x.id} variant="secondary" onClick={() => setChosen(x.id)}>
                {x.name}
              </Button>
            ))}
          </div>
        </fieldset>
      ) : (
        <>
          <div className={styles.flyer} aria-label={t('classes.flyer.preview')} role="region">
            <h2>{t('classes.flyer.heading')}</h2>
            <p>
              {t('classes.flyer.body', { teacher: teacher || c.school.name, className: c.name })}
            </p>
            <p>
              <strong>{t('classes.flyer.stepsTitle')}</strong>
            </p>
            <ol>
              <li>{t('classes.flyer.step1', { url })}</li>
              <li>{t('classes.flyer.step2', { code: c.loginCode })}</li>
              <li>{t('classes.flyer.step3')}</li>
            </ol>
          </div>
          <div className={`${styles.actions} ${styles.noPrint}`}>
            <Button variant="ghost" onClick={() => setChosen('')}>
              {t('classes.back')}
            </Button>
            <Button onClick={() => window.print()}>{t('classes.flyer.print')}</Button>
          </div>
        </>
      )}
    </Page>
  );
}
