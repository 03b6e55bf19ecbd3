import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card.tsx';
import { notify } from '../../../../components/ui/notifications.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useDigest, useSaveDigest } from '../api/digest.ts';
import styles from './digest-opt-in.module.css';

/**
 * The weekly reading digest opt-in (issue 11 item 10): a checkbox that turns the Monday email on
 * or off for the signed-in parent. Shown on the dashboard and on the account settings page.
 */
export function DigestOptIn({ className }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const digest = useDigest();
  const save = useSaveDigest();
  // The box follows the click at once (set in the event itself, so the controlled input never
  // flips back while the save is under way), then the server's answer.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const checked = wanted ?? digest.data?.weeklyDigest ?? false;

  const onChange = async (next: boolean) => {
    setWanted(next);
    try {
      await save.mutateAsync(next);
      notify.success(next ? t('insights.digest.on') : t('insights.digest.off'));
    } catch (e) {
      notify.error(errorMessage(e));
    } finally {
      setWanted(null);
    }
  };

  return (
    <Card
      className={[styles.card, className].filter(Boolean).join(' ')}
      data-testid="digest-opt-in"
    >
      <h2 className={styles.title}>{t('insights.digest.title')}</h2>
      {digest.isError ? (
        <p role="alert">{t('insights.digest.loadFailed')}</p>
      ) : (
        <div className={styles.row}>
          <input
            id={id}
            type="checkbox"
            className={styles.box}
            checked={checked}
            disabled={digest.isPending || save.isPending}
            aria-describedby={`${id}-hint`}
            onChange={(e) => void onChange(e.target.checked)}
          />
          <div>
            <label htmlFor={id} className={styles.label}>
              {t('insights.digest.label')}
            </label>
            <p id={`${id}-hint`} className={styles.hint}>
              {t('insights.digest.hint')}
            </p>
          </div>
        </div>
      )}
    </Card>
  );
}
