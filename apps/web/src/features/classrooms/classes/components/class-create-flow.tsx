import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GRADES,
  READING_LEVEL_SYSTEM_INFO,
  href,
  updateClassBodySchema,
  type ClassDetail,
  type NewStudent,
} from '@pagebird/contract';
import { Page } from '../../../../app/layouts/page.tsx';
import { Button, ButtonLink } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { notify } from '../../../../components/ui/notifications.tsx';
import { FormAlert } from '../../../auth/components/form-alert.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useCreateClass } from '../api/classes.ts';
import { LoginCardsButton } from './login-cards-button.tsx';
import {
  GradeSelect,
  StudentRows,
  checkDrafts,
  emptyDraft,
  type DraftErrors,
  type StudentDraft,
} from './student-fields.tsx';
import styles from './classes.module.css';

const STEPS = ['class', 'students', 'confirm', 'code'] as const;
type Step = (typeof STEPS)[number];

export const gradeName = (id: number | null | undefined) =>
  GRADES.find((g) => g.id === id)?.name ?? '';

function Steps({ step }: { step: Step }) {
  const { t } = useTranslation();
  return (
    <ol className={styles.steps} aria-label={t('classes.create.stepsLabel')}>
      {STEPS.map((s) => (
        <li key={s} aria-current={s === step ? 'step' : undefined}>
          {t(`classes.create.steps.${s}`)}
        </li>
      ))}
    </ol>
  );
}

/** /classroom/create: create class → add students → confirm students → class code (spec §2). */
export function ClassCreateFlow() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('class');
  const [name, setName] = useState('');
  const [gradeId, setGradeId] = useState<number | ''>('');
  const [classErrors, setClassErrors] = useState<{ name?: string; gradeId?: string }>({});
  const [drafts, setDrafts] = useState<StudentDraft[]>(() => [emptyDraft()]);
  const [rowErrors, setRowErrors] = useState<Record<string, DraftErrors>>({});
  const [students, setStudents] = useState<NewStudent[]>([]);
  const [created, setCreated] = useState<ClassDetail | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateClass();

  // Each step starts at the top of the page (the students step can be long).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [step]);

  const submitClass = (e: FormEvent) => {
    e.preventDefault();
    const parsed = updateClassBodySchema.safeParse({
      name,
      gradeId: gradeId === '' ? undefined : gradeId,
    });
    if (!parsed.success) {
      const errs: { name?: string; gradeId?: string } = {};
      for (const i of parsed.error.issues) {
        const k = i.path[0] as 'name' | 'gradeId';
        errs[k] ??= i.message;
      }
      setClassErrors(errs);
      return;
    }
    setClassErrors({});
    setDrafts((ds) => ds.map((d) => (d.gradeId === '' ? { ...d, gradeId } : d)));
    setStep('students');
  };

  const submitStudents = (e: FormEvent) => {
    e.preventDefault();
    const r = checkDrafts(drafts);
    if ('errors' in r) {
      setRowErrors(r.errors);
      return;
    }
    setRowErrors({});
    setStudents(r.ok);
    setStep('confirm');
  };

  const confirm = async () => {
    setFailure(null);
    try {
      const c = await create.mutateAsync({
        name: name.trim(),
        gradeId: gradeId as number,
        students,
      });
      setCreated(c);
      notify.success(t('classes.create.codeTitle'));
      setStep('code');
    } catch (e) {
      setFailure(errorMessage(e));
    }
  };

  const titles: Record<Step, string> = {
    class: t('classes.create.classTitle'),
    students: t('classes.create.studentsTitle'),
    confirm: t('classes.create.confirmTitle'),
    code: t('classes.create.codeTitle'),
  };
  const intros: Record<Step, string> = {
    class: t('classes.create.classIntro'),
    students: t('classes.create.studentsIntro'),
    confirm: t('classes.create.confirmIntro'),
    code: t('classes.create.codeIntro'),
  };

  return (
    <Page title={titles[step]} eyebrow={t('classes.create.eyebrow')} intro={intros[step]}>
      <Steps step={step} />
      {step === 'class' ? (
        <form className={styles.form} onSubmit={submitClass} noValidate>
          <div className={styles.row}>
            <TextField
              label={t('classes.create.className')}
              value={name}
              maxLength={60}
              error={classErrors.name}
              onChange={(e) => setName(e.target.value)}
            />
            <GradeSelect value={gradeId} error={classErrors.gradeId} onChange={setGradeId} />
          </div>
          <div className={styles.actions}>
            <ButtonLink to={href('educator')} variant="ghost">
              {t('classes.cancel')}
            </ButtonLink>
            <Button type="submit">{t('classes.next')}</Button>
          </div>
        </form>
      ) : step === 'students' ? (
        <form className={styles.form} onSubmit={submitStudents} noValidate>
          <StudentRows
            drafts={drafts}
            errors={rowErrors}
            onChange={setDrafts}
            defaultGrade={gradeId}
          />
          <div className={styles.actions}>
            <Button variant="ghost" onClick={() => setStep('class')}>
              {t('classes.back')}
            </Button>
            <Button type="submit">{t('classes.next')}</Button>
          </div>
        </form>
      ) : step === 'confirm' ? (
        <div>
          <p>
            <strong>{name.trim()}</strong> · {gradeName(gradeId as number)}
          </p>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('classes.page.name')}</th>
                <th scope="col">{t('classes.grade')}</th>
                <th scope="col">{t('classes.readingLevel')}</th>
                <th scope="col">{t('classes.pin')}</th>
              </tr>
            </thead>
            <tbody>
              {students.map((s, i) => (
                <tr key={i}>
                  <td>
                    {s.firstName} {s.lastName}
                  </td>
                  <td>{gradeName(s.gradeId)}</td>
                  <td>
                    {s.readingLevels?.[0]
                      ? `${READING_LEVEL_SYSTEM_INFO[s.readingLevels[0].readingLevelSystem].name} ${s.readingLevels[0].readingLevelValue}`
                      : '—'}
                  </td>
                  <td className={s.passCode ? styles.pin : styles.muted}>
                    {s.passCode ?? t('classes.pinAuto')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <FormAlert message={failure} />
          <div className={styles.actions}>
            <Button variant="ghost" onClick={() => setStep('students')}>
              {t('classes.back')}
            </Button>
            <Button onClick={() => void confirm()} loading={create.isPending}>
              {create.isPending ? t('classes.create.creating') : t('classes.create.createClass')}
            </Button>
          </div>
        </div>
      ) : created ? (
        <div>
          <div className={styles.codeBox}>
            <span className={styles.label}>{t('classes.create.classCode')}</span>
            <span className={styles.code} data-testid="class-code">
              {created.loginCode}
            </span>
          </div>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('classes.page.name')}</th>
                <th scope="col">{t('classes.pin')}</th>
              </tr>
            </thead>
            <tbody>
              {created.students.map((s) => (
                <tr key={s.id}>
                  <td>
                    {s.firstName} {s.lastName}
                  </td>
                  <td className={styles.pin}>{s.passCode}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className={styles.actions}>
            <LoginCardsButton classId={created.id} name={created.name} />
            <ButtonLink to={href('classroom', { classId: created.id })} variant="secondary">
              {t('classes.create.openClass')}
            </ButtonLink>
            <ButtonLink
              to={href('classroom-instructions', { classId: created.id })}
              variant="ghost"
            >
              {t('classes.create.instructions')}
            </ButtonLink>
          </div>
        </div>
      ) : null}
    </Page>
  );
}
