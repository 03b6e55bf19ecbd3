import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  CLASS_MESSAGES,
  href,
  passCodeBodySchema,
  updateStudentBodySchema,
  type ClassStudentDetail,
  type ReadingLevelSystem,
} from '@pagebird/contract';
import { Page } from '../../../../app/layouts/page.tsx';
import { Button, ButtonLink } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { Skeleton } from '../../../../components/ui/spinner.tsx';
import { notify } from '../../../../components/ui/notifications.tsx';
import { FormAlert } from '../../../auth/components/form-alert.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useClass, useSetPassCode, useUpdateStudent } from '../api/classes.ts';
import { GradeSelect, LevelFields } from './student-fields.tsx';
import styles from './classes.module.css';

type Errors = Partial<Record<'firstName' | 'lastName' | 'gradeId' | 'level' | 'passCode', string>>;

function issuesToErrors(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const out: Errors = {};
  for (const i of issues) {
    const head = String(i.path[0]);
    const k = (head === 'readingLevels' ? 'level' : head) as keyof Errors;
    out[k] ??= i.message;
  }
  return out;
}

function EditForm({ classId, s }: { classId: string; s: ClassStudentDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateStudent();
  const setPin = useSetPassCode();
  const first = s.readingLevels[0];
  const [firstName, setFirstName] = useState(s.firstName);
  const [lastName, setLastName] = useState(s.lastName);
  const [gradeId, setGradeId] = useState<number | ''>(s.gradeId ?? '');
  const [system, setSystem] = useState<ReadingLevelSystem | ''>(first?.readingLevelSystem ?? '');
  const [level, setLevel] = useState(first?.readingLevelValue ?? '');
  const [pin, setPinValue] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = updateStudentBodySchema.safeParse({
      firstName,
      lastName,
      gradeId: gradeId === '' ? undefined : gradeId,
      readingLevels: system ? [{ readingLevelSystem: system, readingLevelValue: level }] : [],
    });
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      await update.mutateAsync({ studentId: s.id, body: parsed.data });
      notify.success(CLASS_MESSAGES.studentSaved);
      void navigate(href('classroom', { classId }));
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };

  const savePin = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = passCodeBodySchema.safeParse({ passCode: pin });
    if (!parsed.success) {
      setErrors({ passCode: parsed.error.issues[0]?.message });
      return;
    }
    setErrors({});
    try {
      const r = await setPin.mutateAsync({ studentId: s.id, passCode: parsed.data.passCode });
      notify.success(r.message);
      setPinValue('');
    } catch (err) {
      setErrors({ passCode: errorMessage(err) });
    }
  };

  return (
    <>
      <form className={styles.form} onSubmit={(e) => void save(e)} noValidate>
        <div className={styles.row}>
          <TextField
            label={t('classes.firstName')}
            value={firstName}
            maxLength={40}
            error={errors.firstName}
            onChange={(e) => setFirstName(e.target.value)}
          />
          <TextField
            label={t('classes.lastName')}
            value={lastName}
            maxLength={40}
            error={errors.lastName}
            onChange={(e) => setLastName(e.target.value)}
          />
          <GradeSelect value={gradeId} error={errors.gradeId} onChange={setGradeId} />
          <LevelFields
            system={system}
            value={level}
            error={errors.level}
            onChange={(sys, v) => {
              setSystem(sys);
              setLevel(v);
            }}
          />
        </div>
        <FormAlert message={failure} />
        <div className={styles.actions}>
          <ButtonLink to={href('classroom', { classId })} variant="ghost">
            {t('classes.cancel')}
          </ButtonLink>
          <Button type="submit" loading={update.isPending}>
            {t('classes.save')}
          </Button>
        </div>
      </form>
      <section className={styles.section} aria-labelledby="student-pin">
        <h2 id="student-pin">{t('classes.editStudent.pinTitle')}</h2>
        <p className={styles.muted}>{t('classes.editStudent.pinIntro')}</p>
        <p>
          {t('classes.pin')}: <span className={styles.pin}>{s.passCode ?? '—'}</span>
        </p>
        <form className={styles.inlineForm} onSubmit={(e) => void savePin(e)} noValidate>
          <TextField
            label={t('classes.page.newPin')}
            value={pin}
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
            error={errors.passCode}
            onChange={(e) => setPinValue(e.target.value.replace(/\D/g, ''))}
          />
          <Button type="submit" variant="secondary" loading={setPin.isPending}>
            {t('classes.editStudent.setPin')}
          </Button>
        </form>
      </section>
    </>
  );
}

/** /classroom/{id}/edit-student/{studentId}: name, grade, reading level and PIN. */
export function EditStudent({ classId, studentId }: { classId: string; studentId: string }) {
  const { t } = useTranslation();
  const q = useClass(classId);
  if (q.isPending) return <Page title={<Skeleton width={240} />} />;
  const s = q.data?.students.find((x) => x.id === studentId);
  if (!s)
    return (
      <Page title={t('classes.loadFailed')}>
        <FormAlert message={q.error ? errorMessage(q.error) : t('classes.loadFailed')} />
      </Page>
    );
  return (
    <Page title={t('classes.editStudent.title', { name: s.firstName })} width="narrow">
      <EditForm key={s.id} classId={classId} s={s} />
    </Page>
  );
}
