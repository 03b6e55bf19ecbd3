import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/ui/text-field.tsx';
import type { EducatorLookups } from '../api/educators.ts';
import { SelectField } from './select-field.tsx';
import styles from './educators.module.css';

export interface EducatorNameValues {
  title: string;
  educatorRole: string;
  firstName: string;
  lastName: string;
}

/** The educator's title, role, first and last name (sign-up details step and settings). */
export function EducatorNameFields({
  values,
  lookups,
  errors,
  onChange,
}: {
  values: EducatorNameValues;
  lookups: EducatorLookups;
  errors: Record<string, string>;
  onChange: (key: keyof EducatorNameValues, value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.row}>
        <SelectField
          label={t('educators.form.title')}
          name="title"
          value={values.title}
          placeholder={t('educators.form.titlePlaceholder')}
          options={lookups.titles}
          error={errors.title}
          onChange={(v) => onChange('title', v)}
        />
        <SelectField
          label={t('educators.form.role')}
          name="educatorRole"
          value={values.educatorRole}
          placeholder={t('educators.form.rolePlaceholder')}
          options={lookups.educatorRoles}
          error={errors.educatorRole}
          onChange={(v) => onChange('educatorRole', v)}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label={t('educators.form.firstName')}
          name="firstName"
          autoComplete="given-name"
          maxLength={40}
          value={values.firstName}
          error={errors.firstName}
          onChange={(e) => onChange('firstName', e.target.value)}
        />
        <TextField
          label={t('educators.form.lastName')}
          name="lastName"
          autoComplete="family-name"
          maxLength={40}
          value={values.lastName}
          error={errors.lastName}
          onChange={(e) => onChange('lastName', e.target.value)}
        />
      </div>
    </>
  );
}
