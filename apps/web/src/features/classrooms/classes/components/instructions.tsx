import { useTranslation } from 'react-i18next';
import { href } from '@pagebird/contract';
import { Page } from '../../../../app/layouts/page.tsx';
import { Button, ButtonLink } from '../../../../components/ui/button.tsx';
import { Skeleton } from '../../../../components/ui/spinner.tsx';
import { useClass, useClasses } from '../api/classes.ts';
import styles from './classes.module.css';

function Steps({ code }: { code?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <ol className={styles.steplist}>
        <li>{t('classes.instructions.step1')}</li>
        <li>
          {code ? (
            <>
              {t('classes.instructions.step2', { code: '' })}
              <strong>{code}</strong>
            </>
          ) : (
            t('classes.instructions.step2Generic')
          )}
        </li>
        <li>{t('classes.instructions.step3')}</li>
        <li>{t('classes.instructions.step4')}</li>
      </ol>
      <h2>{t('classes.instructions.qrTitle')}</h2>
      <p>{t('classes.instructions.qrText')}</p>
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <Button onClick={() => window.print()}>{t('classes.instructions.print')}</Button>
      </div>
    </>
  );
}

/** /login-instructions: how students sign in, with a link to each class's own page. */
export function LoginInstructions() {
  const { t } = useTranslation();
  const classes = useClasses();
  const active = (classes.data ?? []).filter((c) => !c.archived);
  return (
    <Page
      title={t('classes.instructions.title')}
      intro={t('classes.instructions.intro')}
      width="narrow"
    >
      <Steps />
      {active.length ? (
        <section className={`${styles.section} ${styles.noPrint}`}>
          <h2>{t('classes.instructions.chooseClass')}</h2>
          <div className={styles.actions}>
            {active.map((c) => (
              <ButtonLink
                key={c.id}
                variant="secondary"
                to={href('classroom-instructions', { classId: c.id })}
              >
                {c.name}
              </ButtonLink>
            ))}
          </div>
        </section>
      ) : null}
    </Page>
  );
}

/** /classroom/instructions/{id}: the steps with this class's code. */
export function ClassInstructions({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const q = useClass(classId);
  if (q.isPending) return <Page title={<Skeleton width={240} />} />;
  return (
    <Page
      title={
        q.data
          ? t('classes.instructions.classTitle', { name: q.data.name })
          : t('classes.instructions.title')
      }
      intro={t('classes.instructions.intro')}
      width="narrow"
    >
      <Steps code={q.data?.loginCode} />
    </Page>
  );
}
