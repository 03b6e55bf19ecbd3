import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext, useWatch } from 'react-hook-form';
import { ImagePlus, X } from 'lucide-react';
import { ADMIN_ZONES_LIMITS, ADMIN_ZONES_MESSAGES } from '@pagebird/contract';
import { Button } from '../../../components/ui/button.tsx';
import { AdminFieldShell } from '../kit/index.ts';
import styles from './zones.module.css';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/** A chosen file as a base64 data URL (spec §7: zone pictures are sent as base64). */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

function checkFile(file: File): string | null {
  if (!ACCEPT.split(',').includes(file.type)) return ADMIN_ZONES_MESSAGES.badImage;
  if (file.size > ADMIN_ZONES_LIMITS.imageBytes) return ADMIN_ZONES_MESSAGES.imageTooLarge;
  return null;
}

/**
 * One zone picture. The form value is undefined (keep the current one), null (remove it) or a
 * data URL (the new picture); the current one is shown from `currentUrl`.
 */
export function ZoneImageField({
  name,
  label,
  currentUrl,
}: {
  name: 'heroWebImage' | 'heroMobileImage' | 'iconImage';
  label: string;
  currentUrl: string | null | undefined;
}) {
  const { t } = useTranslation();
  const { setValue, getFieldState, formState } = useFormContext();
  const value = useWatch({ name }) as string | null | undefined;
  const [error, setError] = useState<string | null>(null);
  const shown = value === undefined ? currentUrl : value;
  const serverError = getFieldState(name, formState).error?.message;

  return (
    <AdminFieldShell
      label={label}
      hint={currentUrl ? t('adminZones.common.imageKept') : t('adminZones.common.imageHint')}
      error={error ?? serverError}
    >
      {({ id, describedBy, invalid }) => (
        <div className={styles.imageRow}>
          {shown ? (
            <img className={styles.thumb} src={shown} alt="" />
          ) : (
            <span className={styles.noThumb}>{t('adminZones.common.imageNone')}</span>
          )}
          <input
            id={id}
            type="file"
            accept={ACCEPT}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              const problem = checkFile(file);
              setError(problem);
              if (!problem) setValue(name, await readAsDataUrl(file), { shouldDirty: true });
            }}
          />
          {shown ? (
            <Button
              variant="secondary"
              size="sm"
              icon={<X size={16} aria-hidden="true" />}
              onClick={() => setValue(name, null, { shouldDirty: true })}
            >
              {t('adminZones.common.remove')}
            </Button>
          ) : null}
        </div>
      )}
    </AdminFieldShell>
  );
}

/** The zone's mascot pictures: kept URLs and new data URLs, in order. */
export function MascotImagesField() {
  const { t } = useTranslation();
  const { setValue } = useFormContext();
  const images = (useWatch({ name: 'mascotImages' }) ?? []) as string[];
  const [error, setError] = useState<string | null>(null);
  const full = images.length >= ADMIN_ZONES_LIMITS.maxMascots;
  return (
    <AdminFieldShell
      label={t('adminZones.zones.mascots')}
      hint={t('adminZones.common.imageHint')}
      error={error ?? undefined}
      wide
    >
      {({ id, describedBy }) => (
        <div className={styles.mascots}>
          {images.map((src, n) => (
            <figure key={`${n}-${src.slice(-24)}`} className={styles.mascot}>
              <img
                className={styles.thumb}
                src={src}
                alt={t('adminZones.zones.mascotAlt', { n: n + 1 })}
              />
              <Button
                variant="secondary"
                size="sm"
                iconOnly
                icon={<X size={16} aria-hidden="true" />}
                aria-label={`${t('adminZones.common.remove')}: ${t('adminZones.zones.mascotAlt', { n: n + 1 })}`}
                onClick={() =>
                  setValue(
                    'mascotImages',
                    images.filter((_, i) => i !== n),
                    { shouldDirty: true },
                  )
                }
              />
            </figure>
          ))}
          <label className={styles.addMascot} aria-disabled={full || undefined}>
            <ImagePlus size={20} aria-hidden="true" />
            <span>{t('adminZones.zones.addMascot')}</span>
            <input
              id={id}
              type="file"
              accept={ACCEPT}
              disabled={full}
              className="pb-visually-hidden"
              aria-describedby={describedBy}
              onChange={async (e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (!file) return;
                const problem = checkFile(file);
                setError(problem);
                if (!problem) {
                  setValue('mascotImages', [...images, await readAsDataUrl(file)], {
                    shouldDirty: true,
                  });
                }
              }}
            />
          </label>
        </div>
      )}
    </AdminFieldShell>
  );
}
