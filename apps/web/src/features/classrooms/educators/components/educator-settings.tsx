import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import {
  joinFieldMessages,
  schoolBodySchema,
  teacherPasswordFormSchema,
  teacherProfileUpdateSchema,
  type School,
  type TeacherProfile,
} from '@pagebird/contract';
import { Page } from '../../../../app/layouts/page.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { notify } from '../../../../components/ui/notifications.tsx';
import { Skeleton } from '../../../../components/ui/spinner.tsx';
import { PasswordField } from '../../../../components/ui/text-field.tsx';
import { FormAlert } from '../../../auth/components/form-alert.tsx';
import { errorMessage, isApiError } from '../../../../lib/api-client.ts';
import {
  useEducatorLookups,
  useSaveSchool,
  useTeacherProfile,
  useUpdateTeacherProfile,
  type EducatorLookups,
} from '../api/educators.ts';
import { refreshSessionUser } from '../lib/session.ts';
import { ProfilePrompts } from './profile-prompts.tsx';
import { EducatorNameFields } from './educator-name-fields.tsx';
import { SchoolFields, emptySchool, schoolValuesOf, toSchoolBody } from './school-fields.tsx';
import avatarChoice from '../../../../components/ui/avatar-choice.module.css';
import styles from './educators.module.css';

const fieldsOf = (e: unknown) => (isApiError(e) ? e.fields : {});

function ProfileForm({ profile, lookups }: { profile: TeacherProfile; lookups: EducatorLookups }) {
  const { t } = useTranslation();
  const save = useUpdateTeacherProfile();
  const [values, setValues] = useState({
    title: profile.title ?? '',
    educatorRole: profile.educatorRole ?? '',
    firstName: profile.firstName,
    lastName: profile.lastName ?? '',
    avatarId: profile.avatarId,
    aiCompanionActive: profile.aiCompanionActive,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof typeof values>(k: K, v: (typeof values)[K]) =>
    setValues((x) => ({ ...x, [k]: v }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const parsed = teacherProfileUpdateSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(joinFieldMessages(parsed.error));
      return;
    }
    setErrors({});
    try {
      const res = await save.mutateAsync(parsed.data);
      notify.success(res.message);
      await refreshSessionUser().catch(() => undefined);
    } catch (err) {
      setErrors(fieldsOf(err));
      setFailure(errorMessage(err));
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="settings-profile">
      <FormAlert message={failure} />
      <EducatorNameFields values={values} lookups={lookups} errors={errors} onChange={set} />
      {profile.avatars.length ? (
        <fieldset className={styles.group}>
          <legend className={styles.label}>{t('educators.form.avatar')}</legend>
          <div className={styles.avatars}>
            {profile.avatars.map((a) => (
              <label key={a.id} className={clsx(avatarChoice.option, styles.avatarOption)}>
                <input
                  type="radio"
                  name="avatarId"
                  value={a.id}
                  checked={values.avatarId === a.id}
                  onChange={() => set('avatarId', a.id)}
                />
                <img src={a.imageUrl} alt="" width={48} height={48} />
                <span>{a.name}</span>
              </label>
            ))}
          </div>
          {errors.avatarId ? <p className={styles.error}>{errors.avatarId}</p> : null}
        </fieldset>
      ) : null}
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          name="aiCompanionActive"
          checked={values.aiCompanionActive}
          onChange={(e) => set('aiCompanionActive', e.target.checked)}
        />
        <span>
          <strong>{t('educators.form.aiCompanion')}</strong>
          <br />
          <span className={styles.hint}>{t('educators.form.aiCompanionHint')}</span>
        </span>
      </label>
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          {t('educators.form.save')}
        </Button>
      </div>
    </form>
  );
}

function SchoolForm({ school, lookups }: { school: School | null; lookups: EducatorLookups }) {
  const { t } = useTranslation();
  const save = useSaveSchool();
  const [values, setValues] = useState(() => (school ? schoolValuesOf(school) : emptySchool()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const parsed = schoolBodySchema.safeParse(toSchoolBody(values));
    if (!parsed.success) {
      setErrors(joinFieldMessages(parsed.error));
      return;
    }
    setErrors({});
    try {
      const res = await save.mutateAsync({ id: school?.id ?? null, body: parsed.data });
      notify.success(res.message);
    } catch (err) {
      setErrors(fieldsOf(err));
      setFailure(errorMessage(err));
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="settings-school">
      <FormAlert message={failure} />
      <SchoolFields values={values} lookups={lookups} errors={errors} onChange={setValues} />
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          {school ? t('educators.form.saveSchool') : t('educators.form.addSchool')}
        </Button>
      </div>
    </form>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const save = useUpdateTeacherProfile();
  const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (k: keyof typeof empty, v: string) => setValues((x) => ({ ...x, [k]: v }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const parsed = teacherPasswordFormSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(joinFieldMessages(parsed.error));
      return;
    }
    setErrors({});
    try {
      const res = await save.mutateAsync({
        currentPassword: parsed.data.currentPassword,
        newPassword: parsed.data.newPassword,
      });
      setValues(empty);
      notify.success(res.message);
    } catch (err) {
      const fields = fieldsOf(err);
      setErrors(fields);
      if (!Object.keys(fields).length) setFailure(errorMessage(err));
    }
  };

  const field = (k: keyof typeof empty, autoComplete: string) => (
    <PasswordField
      label={t(`educators.settings.${k}`)}
      name={k}
      autoComplete={autoComplete}
      showLabel={t('login.showPassword')}
      hideLabelText={t('login.hidePassword')}
      value={values[k]}
      error={errors[k]}
      onChange={(e) => set(k, e.target.value)}
    />
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="settings-password">
      <FormAlert message={failure} />
      {field('currentPassword', 'current-password')}
      {field('newPassword', 'new-password')}
      {field('confirmPassword', 'new-password')}
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          {t('educators.settings.changePassword')}
        </Button>
      </div>
    </form>
  );
}

/** /educator/settings: title, role, name, avatar, AI companion; the school; the password. */
export function EducatorSettings() {
  const { t } = useTranslation();
  const profile = useTeacherProfile();
  const lookups = useEducatorLookups();
  const p = profile.data;
  const l = lookups.data;
  return (
    <Page
      title={t('educators.settings.title')}
      intro={t('educators.settings.intro')}
      width="narrow"
    >
      {!p || !l ? (
        <Skeleton height={320} />
      ) : (
        <>
          <ProfilePrompts profile={p} />
          <p className={styles.signedInAs}>{t('educators.settings.email', { email: p.email })}</p>
          <section id="profile" aria-labelledby="settings-profile" className={styles.section}>
            <h2 id="settings-profile">{t('educators.settings.profile')}</h2>
            <Card>
              <ProfileForm profile={p} lookups={l} />
            </Card>
          </section>
          <section id="school" aria-labelledby="settings-school" className={styles.section}>
            <h2 id="settings-school">{t('educators.settings.schools')}</h2>
            {(p.schools.length ? p.schools : [null]).map((s) => (
              <Card key={s?.id ?? 'new'}>
                <SchoolForm school={s} lookups={l} />
              </Card>
            ))}
          </section>
          <section id="password" aria-labelledby="settings-password" className={styles.section}>
            <h2 id="settings-password">{t('educators.settings.password')}</h2>
            <Card>
              <PasswordForm />
            </Card>
          </section>
        </>
      )}
    </Page>
  );
}
