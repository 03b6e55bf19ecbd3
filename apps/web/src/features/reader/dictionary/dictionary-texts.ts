import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictionaryTexts } from '../../../lib/i18n/dictionary.en.ts';

type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

/** A key of the dictionary catalogue, e.g. "hear" or "category.noun". */
export type DictionaryKey = Paths<DictionaryTexts>;

/** `t` for the dictionary's own texts (`dictionary.*`), typed by the catalogue's keys. */
export function useDictionaryTexts(): (
  key: DictionaryKey,
  values?: Record<string, string>,
) => string {
  const { t } = useTranslation();
  return useCallback(
    (key: DictionaryKey, values?: Record<string, string>) =>
      String(t(`dictionary.${key}` as never, values as never)),
    [t],
  );
}
