import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GRADES,
  READING_LEVEL_SYSTEMS,
  READING_LEVEL_SYSTEM_INFO,
  newStudentSchema,
  type NewStudent,
  type ReadingLevelSystem,
} from '@pagebird/contract';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import styles from './classes.module.css';

/** One student being typed in (create flow, add students). */
export interface StudentDraft {
  key: string;
  firstName: string;
  lastName: string;
  gradeId: number | '';
  passCode: string;
  levelSystem: ReadingLevelSystem | '';
  levelValue: string;
}

let seq = 0;
export const emptyDraft = (gradeId: number | '' = ''): StudentDraft => ({
  key: `s${++seq}`,
  firstName: '',
  lastName: '',
  gradeId,
  passCode: '',
  levelSystem: '',
  levelValue: '',
});

export type DraftErrors = Partial<Record<keyof StudentDraft, string>>;

/** The body of a draft, or its field errors (the contract's schema and texts). */
export function checkDraft(d: StudentDraft): { ok: NewStudent } | { errors: DraftErrors } {
  const parsed = newStudentSchema.safeParse({
    firstName: d.firstName,
    lastName: d.lastName,
    gradeId: d.gradeId === '' ? undefined : d.gradeId,
    ...(d.passCode ? { passCode: d.passCode } : {}),
    ...(d.levelSystem
      ? { readingLevels: [{ readingLevelSystem: d.levelSystem, readingLevelValue: d.levelValue }] }
      : {}),
  });
  if (parsed.success) return { ok: parsed.data };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const [head] = issue.path;
    const field: keyof StudentDraft =
      head === 'readingLevels' ? 'levelValue' : (head as keyof StudentDraft);
    errors[field] ??= issue.message;
  }
  return { errors };
}

export function GradeSelect({
  value,
  onChange,
  error,
  label,
}: {
  value: number | '';
  onChange: (v: number | '') => void;
  error?: string;
  label?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.fieldBlock}>
      <label className={styles.label} htmlFor={id}>
        {label ?? t('classes.grade')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : '')}
      >
        <option value="">{t('classes.gradePlaceholder')}</option>
        {GRADES.map((g) => (
          <option key={g.id} value={g.id}>
            {g.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function LevelFields({
  system,
  value,
  error,
  onChange,
}: {
  system: ReadingLevelSystem | '';
  value: string;
  error?: string;
  onChange: (system: ReadingLevelSystem | '', value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const info = system ? READING_LEVEL_SYSTEM_INFO[system] : null;
  return (
    <>
      <div className={styles.fieldBlock}>
        <label className={styles.label} htmlFor={id}>
          {t('classes.levelSystem')}
        </label>
        <select
          id={id}
          className={styles.select}
          value={system}
          onChange={(e) => onChange(e.target.value as ReadingLevelSystem | '', '')}
        >
          <option value="">{t('classes.levelNone')}</option>
          {READING_LEVEL_SYSTEMS.map((s) => (
            <option key={s} value={s}>
              {READING_LEVEL_SYSTEM_INFO[s].name}
            </option>
          ))}
        </select>
      </div>
      {system ? (
        <TextField
          label={t('classes.levelValue')}
          hint={info?.hint}
          value={value}
          error={error}
          maxLength={12}
          onChange={(e) => onChange(system, e.target.value)}
        />
      ) : null}
    </>
  );
}

/** The editable rows of new students, with "Add another student". */
export function StudentRows({
  drafts,
  errors,
  onChange,
  defaultGrade,
}: {
  drafts: StudentDraft[];
  errors: Record<string, DraftErrors>;
  onChange: (next: StudentDraft[]) => void;
  defaultGrade: number | '';
}) {
  const { t } = useTranslation();
  const set = (key: string, patch: Partial<StudentDraft>) =>
    onChange(drafts.map((d) => (d.key === key ? { ...d, ...patch } : d)));
  return (
    <div className={styles.form}>
      {drafts.map((d, i) => {
        const e = errors[d.key] ?? {};
        return (
          <fieldset key={d.key} className={styles.studentRow} data-student-row={i}>
            <legend>{t('classes.rows.student', { n: i + 1 })}</legend>
            <div className={styles.row}>
              <TextField
                label={t('classes.firstName')}
                value={d.firstName}
                error={e.firstName}
                maxLength={40}
                autoComplete="off"
                onChange={(ev) => set(d.key, { firstName: ev.target.value })}
              />
              <TextField
                label={t('classes.lastName')}
                value={d.lastName}
                error={e.lastName}
                maxLength={40}
                autoComplete="off"
                onChange={(ev) => set(d.key, { lastName: ev.target.value })}
              />
              <GradeSelect
                value={d.gradeId}
                error={e.gradeId}
                onChange={(v) => set(d.key, { gradeId: v })}
              />
              <TextField
                label={t('classes.pin')}
                hint={t('classes.pinHint')}
                value={d.passCode}
                error={e.passCode}
                inputMode="numeric"
                maxLength={4}
                autoComplete="off"
                onChange={(ev) => set(d.key, { passCode: ev.target.value.replace(/\D/g, '') })}
              />
              <LevelFields
                system={d.levelSystem}
                value={d.levelValue}
                error={e.levelValue}
                onChange={(levelSystem, levelValue) => set(d.key, { levelSystem, levelValue })}
              />
            </div>
            {drafts.length > 1 ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange(drafts.filter((x) => x.key !== d.key))}
              >
                {t('classes.rows.remove', { n: i + 1 })}
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      <div>
        <Button variant="secondary" onClick={() => onChange([...drafts, emptyDraft(defaultGrade)])}>
          {t('classes.rows.add')}
        </Button>
      </div>
    </div>
  );
}

/** Check every draft; the bodies when all are fine, else the errors by row key. */
export function checkDrafts(
  drafts: StudentDraft[],
): { ok: NewStudent[] } | { errors: Record<string, DraftErrors> } {
  const ok: NewStudent[] = [];
  const errors: Record<string, DraftErrors> = {};
  for (const d of drafts) {
    const r = checkDraft(d);
    if ('ok' in r) ok.push(r.ok);
    else errors[d.key] = r.errors;
  }
  return Object.keys(errors).length ? { errors } : { ok };
}
