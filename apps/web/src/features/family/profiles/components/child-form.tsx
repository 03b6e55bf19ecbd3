import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import {
  createChildBodySchema,
  joinFieldMessages,
  type CreateChildBody,
  type OnboardingData,
} from '@pagebird/contract';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import avatarChoice from '../../../../components/ui/avatar-choice.module.css';
import styles from './profiles.module.css';

export interface ChildFormValues {
  name: string;
  surname: string;
  ageId: number | null;
  gradeId: number | null;
  avatarId: string | null;
  interests: string[];
}

export const emptyChild = (data?: OnboardingData): ChildFormValues => ({
  name: '',
  surname: '',
  ageId: null,
  gradeId: null,
  avatarId: data?.avatars[0]?.id ?? null,
  interests: [],
});

/** Form values → the request body (validated with the contract's schema). */
export function toChildBody(v: ChildFormValues): Record<string, unknown> {
  return {
    name: v.name,
    surname: v.surname.trim() ? v.surname : undefined,
    ageId: v.ageId ?? undefined,
    gradeId: v.gradeId,
    avatarId: v.avatarId,
    interests: v.interests,
  };
}

/**
 * The child profile fields of spec §3 "Child": first and last name, age (2–14), grade, avatar,
 * interests. Validates with the contract schema and shows its texts next to the fields; server
 * field errors (`serverErrors`) show the same way.
 */
export function ChildForm({
  data,
  initial,
  submitLabel,
  busy,
  serverErrors,
  onSubmit,
  extraActions,
}: {
  data: OnboardingData;
  initial: ChildFormValues;
  submitLabel: string;
  busy?: boolean;
  serverErrors?: Record<string, string>;
  onSubmit: (body: CreateChildBody, values: ChildFormValues) => void | Promise<void>;
  extraActions?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...serverErrors, ...errors };
  const set = <K extends keyof ChildFormValues>(k: K, v: ChildFormValues[K]) =>
    setValues((prev) => ({ ...prev, [k]: v }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = createChildBodySchema.safeParse(toChildBody(values));
    if (!parsed.success) {
      setErrors(joinFieldMessages(parsed.error));
      return;
    }
    setErrors({});
    void onSubmit(parsed.data, values);
  };

  const errorOf = (k: string) =>
    shown[k] ? (
      <p className={styles.error} id={`${id}-${k}-error`}>
        {shown[k]}
      </p>
    ) : null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <div className={styles.row}>
        <TextField
          label={t('profiles.form.firstName')}
          name="name"
          autoComplete="off"
          maxLength={40}
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          error={shown.name}
        />
        <TextField
          label={t('profiles.form.lastName')}
          name="surname"
          autoComplete="off"
          maxLength={40}
          value={values.surname}
          onChange={(e) => set('surname', e.target.value)}
          error={shown.surname}
        />
      </div>
      <div className={styles.row}>
        <div className={styles.fieldBlock}>
          <label className={styles.label} htmlFor={`${id}-age`}>
            {t('profiles.form.age')}
          </label>
          <select
            id={`${id}-age`}
            className={styles.select}
            value={values.ageId ?? ''}
            aria-invalid={!!shown.ageId || undefined}
            aria-describedby={shown.ageId ? `${id}-ageId-error` : undefined}
            onChange={(e) => set('ageId', e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{t('profiles.form.agePlaceholder')}</option>
            {data.ages.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
          {errorOf('ageId')}
        </div>
        <div className={styles.fieldBlock}>
          <label className={styles.label} htmlFor={`${id}-grade`}>
            {t('profiles.form.grade')}
          </label>
          <select
            id={`${id}-grade`}
            className={styles.select}
            value={values.gradeId ?? ''}
            onChange={(e) => set('gradeId', e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{t('profiles.form.gradeNone')}</option>
            {data.grades.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
          {errorOf('gradeId')}
        </div>
      </div>
      {data.avatars.length ? (
        <fieldset className={styles.fieldBlock}>
          <legend className={styles.label}>{t('profiles.form.avatar')}</legend>
          <div className={styles.avatars}>
            {data.avatars.map((a) => (
              <label key={a.id} className={clsx(avatarChoice.option, styles.avatarOption)}>
                <input
                  type="radio"
                  name={`${id}-avatar`}
                  value={a.id}
                  checked={values.avatarId === a.id}
                  onChange={() => set('avatarId', a.id)}
                  aria-label={a.name}
                />
                <img src={a.imageUrl} alt="" loading="lazy" />
                <span aria-hidden="true">{a.name}</span>
              </label>
            ))}
          </div>
          {errorOf('avatarId')}
        </fieldset>
      ) : null}
      {data.interests.length ? (
        <fieldset className={styles.fieldBlock}>
          <legend className={styles.label}>{t('profiles.form.interests')}</legend>
          <p className={styles.hint}>{t('profiles.form.interestsHint')}</p>
          <div className={styles.chips}>
            {data.interests.map((i) => (
              <label key={i.id} className={styles.chip}>
                <input
                  type="checkbox"
                  checked={values.interests.includes(i.id)}
                  onChange={(e) =>
                    set(
                      'interests',
                      e.target.checked
                        ? [...values.interests, i.id]
                        : values.interests.filter((x) => x !== i.id),
                    )
                  }
                />
                {i.name}
              </label>
            ))}
          </div>
          {errorOf('interests')}
        </fieldset>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {extraActions}
      </div>
    </form>
  );
}
