import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { narrationEn } from '../../../lib/i18n/narration.en.ts';

/** Texts of the narration bar (lib/i18n/narration.en.ts, listed in en.ts as `narration`). */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type NarrationTextKey = Leaves<typeof narrationEn>;

export function useNarrationText(): (
  key: NarrationTextKey,
  values?: Record<string, unknown>,
) => string {
  const { t } = useTranslation();
  const translate = t as unknown as (key: string, values?: Record<string, unknown>) => string;
  return useCallback(
    (key: NarrationTextKey, values?: Record<string, unknown>) =>
      translate(`narration.${key}`, values),
    [translate],
  );
}
