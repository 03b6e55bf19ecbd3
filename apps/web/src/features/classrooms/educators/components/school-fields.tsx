import { useTranslation } from 'react-i18next';
import {
  SCHOOL_HOUR_OPTIONS,
  findLocation,
  type School,
  type SchoolBody,
} from '@pagebird/contract';
import { TextField } from '../../../../components/ui/text-field.tsx';
import type { EducatorLookups } from '../api/educators.ts';
import { SelectField } from './select-field.tsx';
import styles from './educators.module.css';

export interface SchoolValues {
  name: string;
  address: string;
  locationId: string;
  timeZone: string;
  hoursFrom: string;
  hoursTo: string;
}

export const emptySchool = (): SchoolValues => ({
  name: '',
  address: '',
  locationId: '',
  timeZone: '',
  hoursFrom: '8AM',
  hoursTo: '3PM',
});

export const schoolValuesOf = (s: School): SchoolValues => ({
  name: s.name,
  address: s.address ?? '',
  locationId: s.locationId ?? '',
  timeZone: s.timeZone,
  hoursFrom: s.hours.hoursFrom ?? '',
  hoursTo: s.hours.hoursTo ?? '',
});

/** Form values → the school body (the contract schema validates it). */
export const toSchoolBody = (v: SchoolValues): SchoolBody => ({
  name: v.name,
  address: v.address.trim() ? v.address : undefined,
  locationId: v.locationId,
  timeZone: v.timeZone || undefined,
  hours: { hoursFrom: v.hoursFrom, hoursTo: v.hoursTo },
});

const hourOptions = SCHOOL_HOUR_OPTIONS.map((h) => ({ id: h, name: h }));

/** The browser's IANA time zones (the school's zone may differ from its location's). */
function timeZoneOptions(current: string): Array<{ id: string; name: string }> {
  const all =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set(all);
  if (current) zones.add(current);
  zones.add('UTC');
  return [...zones].sort().map((z) => ({ id: z, name: z.replaceAll('_', ' ') }));
}

/**
 * Spec §3 "School": name, address, location (with its time zone), hours "8AM"–"3PM". Errors are
 * keyed as the contract's paths under `prefix` (e.g. `school.hours.hoursTo`).
 */
export function SchoolFields({
  values,
  lookups,
  errors,
  prefix = '',
  onChange,
}: {
  values: SchoolValues;
  lookups: EducatorLookups;
  errors: Record<string, string>;
  prefix?: string;
  onChange: (values: SchoolValues) => void;
}) {
  const { t } = useTranslation();
  const err = (k: string) => errors[`${prefix}${k}`];
  const set = <K extends keyof SchoolValues>(k: K, v: SchoolValues[K]) =>
    onChange({ ...values, [k]: v });
  return (
    <>
      <TextField
        label={t('educators.form.schoolName')}
        name="schoolName"
        autoComplete="organization"
        maxLength={120}
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        error={err('name')}
      />
      <TextField
        label={t('educators.form.address')}
        name="address"
        autoComplete="street-address"
        maxLength={200}
        hint={t('educators.form.addressHint')}
        value={values.address}
        onChange={(e) => set('address', e.target.value)}
        error={err('address')}
      />
      <div className={styles.row}>
        <SelectField
          label={t('educators.form.location')}
          name="locationId"
          value={values.locationId}
          placeholder={t('educators.form.locationPlaceholder')}
          options={lookups.locations}
          error={err('locationId')}
          onChange={(locationId) =>
            onChange({
              ...values,
              locationId,
              // A new location brings its own time zone; the educator may still pick another.
              timeZone: findLocation(locationId)?.timeZone ?? values.timeZone,
            })
          }
        />
        <SelectField
          label={t('educators.form.timeZone')}
          name="timeZone"
          value={values.timeZone}
          placeholder={t('educators.form.locationPlaceholder')}
          options={timeZoneOptions(values.timeZone)}
          error={err('timeZone')}
          onChange={(v) => set('timeZone', v)}
        />
      </div>
      <div className={styles.row}>
        <SelectField
          label={t('educators.form.hoursFrom')}
          name="hoursFrom"
          value={values.hoursFrom}
          options={hourOptions}
          placeholder={values.hoursFrom ? undefined : '–'}
          error={err('hours.hoursFrom')}
          hint={t('educators.form.hoursHint')}
          onChange={(v) => set('hoursFrom', v)}
        />
        <SelectField
          label={t('educators.form.hoursTo')}
          name="hoursTo"
          value={values.hoursTo}
          options={hourOptions}
          placeholder={values.hoursTo ? undefined : '–'}
          error={err('hours.hoursTo')}
          onChange={(v) => set('hoursTo', v)}
        />
      </div>
    </>
  );
}
