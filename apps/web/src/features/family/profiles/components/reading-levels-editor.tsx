import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import {
  approximateReadingLevel,
  formatApproximateLevel,
  joinFieldMessages,
  normaliseReadingLevel,
  readingLevelInputSchema,
  type OnboardingData,
  type ReadingLevelEntry,
  type ReadingLevelInput,
  type ReadingLevelSystem,
} from '@pagebird/contract';
import { z } from 'zod';
import { Button } from '../../../../components/ui/button.tsx';
import styles from './profiles.module.css';

interface Row {
  key: number;
  id?: string;
  dateTaken: string;
  readingLevelSystem: ReadingLevelSystem;
  readingLevelValue: string;
}

const today = () => new Date().toISOString().slice(0, 10);
let nextKey = 1;

/**
 * The "assessment action" of the edit-child page: the reading level history (date taken,
 * system, level) with the approximate level of each entry. Changing an entry's system clears
 * its level (spec §4: the reading level resets when the system changes).
 */
export function ReadingLevelsEditor({
  data,
  history,
  busy,
  serverErrors,
  onSave,
}: {
  data: OnboardingData;
  history: ReadingLevelEntry[];
  busy?: boolean;
  serverErrors?: Record<string, string>;
  onSave: (entries: ReadingLevelInput[]) => void | Promise<void>;
}) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[]>(() =>
    history.map((h) => ({
      key: nextKey++,
      id: h.id,
      dateTaken: h.dateTaken,
      readingLevelSystem: h.readingLevelSystem,
      readingLevelValue: h.readingLevelValue,
    })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...serverErrors, ...errors };
  const systems = data.readingLevelSystems;

  const update = (key: number, patch: Partial<Row>) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = rows.map(({ key: _key, ...r }) => r);
    const parsed = z.array(readingLevelInputSchema).safeParse(body);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          Object.entries(joinFieldMessages(parsed.error)).map(([k, v]) => [
            `readingLevelHistory.${k}`,
            v,
          ]),
        ),
      );
      return;
    }
    setErrors({});
    void onSave(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={busy || undefined}>
      {rows.length === 0 ? <p className={styles.hint}>{t('profiles.levels.empty')}</p> : null}
      {rows.length ? (
        <table className={styles.levels}>
          <thead>
            <tr>
              <th scope="col">{t('profiles.levels.date')}</th>
              <th scope="col">{t('profiles.levels.system')}</th>
              <th scope="col">{t('profiles.levels.value')}</th>
              <th scope="col">{t('profiles.levels.approximate')}</th>
              <th scope="col">
                <span className="pb-visually-hidden">{t('profiles.common.confirmDelete')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => {
              const info = systems.find((s) => s.id === r.readingLevelSystem);
              const value = normaliseReadingLevel(r.readingLevelSystem, r.readingLevelValue);
              const err = (f: string) => shown[`readingLevelHistory.${i}.${f}`];
              return (
                <tr key={r.key}>
                  <td>
                    <input
                      type="date"
                      aria-label={t('profiles.levels.date')}
                      value={r.dateTaken}
                      max={today()}
                      onChange={(e) => update(r.key, { dateTaken: e.target.value })}
                      aria-invalid={!!err('dateTaken') || undefined}
                    />
                    {err('dateTaken') ? <p className={styles.error}>{err('dateTaken')}</p> : null}
                  </td>
                  <td>
                    <select
                      aria-label={t('profiles.levels.system')}
                      value={r.readingLevelSystem}
                      onChange={(e) =>
                        update(r.key, {
                          readingLevelSystem: e.target.value as ReadingLevelSystem,
                          readingLevelValue: '',
                        })
                      }
                    >
                      {systems.map((s) => (
                        <option key={s.id} value={s.id}>
                          {s.name}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    {info?.values ? (
                      <select
                        aria-label={t('profiles.levels.value')}
                        value={r.readingLevelValue}
                        onChange={(e) => update(r.key, { readingLevelValue: e.target.value })}
                        aria-invalid={!!err('readingLevelValue') || undefined}
                      >
                        <option value="">—</option>
                        {info.values.map((v) => (
                          <option key={v} value={v}>
                            {v}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <input
                        aria-label={t('profiles.levels.value')}
                        placeholder={info?.hint}
                        value={r.readingLevelValue}
                        onChange={(e) => update(r.key, { readingLevelValue: e.target.value })}
                        aria-invalid={!!err('readingLevelValue') || undefined}
                      />
                    )}
                    {err('readingLevelValue') ? (
                      <p className={styles.error}>{err('readingLevelValue')}</p>
                    ) : null}
                  </td>
                  <td>
                    {value
                      ? formatApproximateLevel(approximateReadingLevel(r.readingLevelSystem, value))
                      : '—'}
                  </td>
                  <td>
                    <Button
                      variant="ghost"
                      size="sm"
                      iconOnly
                      icon={<Trash2 size={18} aria-hidden="true" />}
                      aria-label={t('profiles.levels.remove', { date: r.dateTaken || '—' })}
                      onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          icon={<Plus size={18} aria-hidden="true" />}
          onClick={() =>
            setRows((rs) => [
              ...rs,
              {
                key: nextKey++,
                dateTaken: today(),
                readingLevelSystem: systems[0]?.id ?? 'LEXILE',
                readingLevelValue: '',
              },
            ])
          }
        >
          {t('profiles.levels.add')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('profiles.levels.save')}
        </Button>
      </div>
    </form>
  );
}
