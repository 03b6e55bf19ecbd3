import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  href,
  joinFieldMessages,
  teacherOnboardingBodySchema,
  type TeacherProfile,
} from '@pagebird/contract';
import { Button } from '../../../../components/ui/button.tsx';
import { FormAlert } from '../../../auth/components/form-alert.tsx';
import { errorMessage, isApiError } from '../../../../lib/api-client.ts';
import { useTeacherOnboarding, type EducatorLookups } from '../api/educators.ts';
import { educatorPageLoad } from '../lib/page-load.ts';
import { refreshSessionUser } from '../lib/session.ts';
import { EducatorNameFields } from './educator-name-fields.tsx';
import { SchoolFields, emptySchool, schoolValuesOf, toSchoolBody } from './school-fields.tsx';
import styles from './educators.module.css';

/**
 * Step 2 of the educator sign-up (spec §4 "educator details"): title, role, name and the school
 * (POST /api/users/teacher/onboarding), then a full page load of /educator/welcome.
 */
export function EducatorDetailsStep({
  lookups,
  profile,
}: {
  lookups: EducatorLookups;
  profile: TeacherProfile | undefined;
}) {
  const { t } = useTranslation();
  const onboarding = useTeacherOnboarding();
  const [values, setValues] = useState(() => ({
    title: profile?.title ?? '',
    educatorRole: profile?.educatorRole ?? '',
    // The account step names the account after the email; ask for the real name.
    firstName: profile?.title ? profile.firstName : '',
    lastName: profile?.lastName ?? '',
  }));
  const [school, setSchool] = useState(() =>
    profile?.schools[0] ? schoolValuesOf(profile.schools[0]) : emptySchool(),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (k: keyof typeof values, v: string) => {
    setValues((x) => ({ ...x, [k]: v }));
    setErrors(({ [k]: _, ...rest }) => rest);
  };
  const changeSchool = (next: typeof school) => {
    setSchool(next);
    // A changed school field loses its error (keys like `school.hours.hoursTo`).
    const changed = (Object.keys(next) as Array<keyof typeof next>).filter(
      (k) => next[k] !== school[k],
    );
    setErrors((all) =>
      Object.fromEntries(
        Object.entries(all).filter(
          ([key]) =>
            !changed.some(
              (k) =>
                key === `school.${k}` || (k.startsWith('hours') && key.startsWith('school.hours')),
            ),
        ),
      ),
    );
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const parsed = teacherOnboardingBodySchema.safeParse({
      ...values,
      school: toSchoolBody(school),
    });
    if (!parsed.success) {
      setErrors(joinFieldMessages(parsed.error));
      return;
    }
    setErrors({});
    try {
      await onboarding.mutateAsync(parsed.data);
      await refreshSessionUser().catch(() => undefined);
      educatorPageLoad.go(href('educator-welcome'));
    } catch (err) {
      if (isApiError(err) && Object.keys(err.fields).length) setErrors(err.fields);
      setFailure(errorMessage(err));
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('educators.signup.detailsTitle')}
    >
      <FormAlert message={failure} />
      <fieldset className={styles.group}>
        <legend>{t('educators.form.you')}</legend>
        <EducatorNameFields values={values} lookups={lookups} errors={errors} onChange={set} />
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('educators.form.school')}</legend>
        <SchoolFields
          values={school}
          lookups={lookups}
          errors={errors}
          prefix="school."
          onChange={changeSchool}
        />
      </fieldset>
      <Button type="submit" size="lg" block loading={onboarding.isPending}>
        {t('educators.signup.finish')}
      </Button>
    </form>
  );
}
