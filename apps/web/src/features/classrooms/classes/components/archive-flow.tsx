import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '@pagebird/contract';
import { Page } from '../../../../app/layouts/page.tsx';
import { Button, ButtonLink } from '../../../../components/ui/button.tsx';
import { Skeleton } from '../../../../components/ui/spinner.tsx';
import { FormAlert } from '../../../auth/components/form-alert.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useTeacherProfile } from '../../educators/api/educators.ts';
import { useArchiveClasses, useClasses } from '../api/classes.ts';
import styles from './classes.module.css';

const STEPS = ['info', 'choose', 'archived', 'allSet'] as const;
type Step = (typeof STEPS)[number];

/**
 * Spec §4 "Educator archive flow": confirm educator info → confirm classroom archive (single or
 * several) → classroom archived → all set.
 */
export function ArchiveFlow({
  preselected,
  onCancel,
}: {
  preselected: string[];
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('info');
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(preselected));
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const profile = useTeacherProfile();
  const classes = useClasses();
  const archive = useArchiveClasses();
  const active = (classes.data ?? []).filter((c) => !c.archived);
  const p = profile.data;

  const submit = async () => {
    setFailure(null);
    try {
      const r = await archive.mutateAsync([...chosen]);
      setMessage(r.message);
      setStep('archived');
    } catch (e) {
      setFailure(errorMessage(e));
    }
  };

  const titles: Record<Step, string> = {
    info: t('classes.archive.infoTitle'),
    choose: t('classes.archive.chooseTitle'),
    archived: t('classes.archive.doneTitle'),
    allSet: t('classes.archive.allSetTitle'),
  };

  return (
    <Page title={titles[step]} eyebrow={t('classes.archive.title')} width="narrow">
      <ol className={styles.steps} aria-label={t('classes.archive.stepsLabel')}>
        {STEPS.map((s) => (
          <li key={s} aria-current={s === step ? 'step' : undefined}>
            {titles[s]}
          </li>
        ))}
      </ol>
      {step === 'info' ? (
        <div>
          <p>{t('classes.archive.infoIntro')}</p>
          {p ? (
            <dl>
              <dt className={styles.label}>{t('classes.page.name')}</dt>
              <dd>{[p.title, p.firstName, p.lastName].filter(Boolean).join(' ')}</dd>
              <dt className={styles.label}>Email</dt>
              <dd>{p.email}</dd>
              {p.schools[0] ? (
                <>
                  <dt className={styles.label}>School</dt>
                  <dd>{p.schools[0].name}</dd>
                </>
              ) : null}
            </dl>
          ) : profile.isPending ? (
            <Skeleton height={80} />
          ) : null}
          <div className={styles.actions}>
            <Button variant="ghost" onClick={onCancel}>
              {t('classes.cancel')}
            </Button>
            <ButtonLink to={href('educator-settings')} variant="secondary">
              {t('classes.archive.editInfo')}
            </ButtonLink>
            <Button onClick={() => setStep('choose')}>{t('classes.archive.infoOk')}</Button>
          </div>
        </div>
      ) : step === 'choose' ? (
        <div>
          <p>{t('classes.archive.chooseIntro')}</p>
          <ul className={styles.checkList}>
            {active.map((c) => (
              <li key={c.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={chosen.has(c.id)}
                    onChange={(e) => {
                      const next = new Set(chosen);
                      if (e.target.checked) next.add(c.id);
                      else next.delete(c.id);
                      setChosen(next);
                    }}
                  />
                  {c.name} <span className={styles.muted}>({c.loginCode})</span>
                </label>
              </li>
            ))}
          </ul>
          <FormAlert message={failure} />
          <div className={styles.actions}>
            <Button variant="ghost" onClick={() => setStep('info')}>
              {t('classes.back')}
            </Button>
            <Button
              variant="danger"
              disabled={chosen.size === 0}
              loading={archive.isPending}
              onClick={() => void submit()}
            >
              {t('classes.archive.archive')}
            </Button>
          </div>
        </div>
      ) : step === 'archived' ? (
        <div>
          <p role="status">{message}</p>
          <Button onClick={() => setStep('allSet')}>{t('classes.next')}</Button>
        </div>
      ) : (
        <div>
          <p>{t('classes.archive.allSetText')}</p>
          <div className={styles.actions}>
            <ButtonLink to={href('educator')}>{t('classes.archive.home')}</ButtonLink>
            <ButtonLink to={href('classroom-create')} variant="secondary">
              {t('classes.create.classTitle')}
            </ButtonLink>
          </div>
        </div>
      )}
    </Page>
  );
}
