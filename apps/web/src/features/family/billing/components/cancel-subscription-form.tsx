import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CANCELLATION_REASON_MAX, patchSubscriptionBodySchema } from '@pagebird/contract';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { FormAlert } from '../../../auth/components/form-alert.tsx';
import { useCancelSubscription } from '../api/cancel-subscription.ts';
import { notifyResult } from '../lib/notify-result.ts';
import styles from './manage.module.css';

const REASONS = ['price', 'usage', 'content', 'technical', 'other'] as const;

/** The body of the `subscription_cancel` modal: a reason (and more words), then cancel. */
export function CancelSubscriptionForm({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelSubscription();
  const detailsId = useId();
  const [reason, setReason] = useState<(typeof REASONS)[number] | null>(null);
  const [details, setDetails] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const label = reason ? t(`billing.manage.cancelReasons.${reason}`) : '';
    const value = [label, details.trim()].filter(Boolean).join(': ');
    const parsed = patchSubscriptionBodySchema.safeParse({
      fieldName: 'cancellationReason',
      value,
    });
    if (!parsed.success) {
      setFailure(parsed.error.issues[0]?.message ?? null);
      return;
    }
    try {
      const result = await cancel.mutateAsync(parsed.data.value);
      notifyResult(result);
      close();
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };

  return (
    <form onSubmit={submit} noValidate className={styles.cancelForm}>
      <FormAlert message={failure} />
      <fieldset className={styles.reasons}>
        <legend>{t('billing.manage.cancelReason')}</legend>
        {REASONS.map((r) => (
          <label key={r} className={styles.reason}>
            <input
              type="radio"
              name="cancel-reason"
              value={r}
              checked={reason === r}
              onChange={() => setReason(r)}
            />
            <span>{t(`billing.manage.cancelReasons.${r}`)}</span>
          </label>
        ))}
      </fieldset>
      <label htmlFor={detailsId} className={styles.detailsLabel}>
        {t('billing.manage.cancelDetails')}
      </label>
      <textarea
        id={detailsId}
        className={styles.details}
        rows={3}
        maxLength={CANCELLATION_REASON_MAX - 40}
        value={details}
        onChange={(e) => setDetails(e.target.value)}
      />
      <div className={styles.modalActions}>
        <Button variant="secondary" onClick={close}>
          {t('billing.manage.keep')}
        </Button>
        <Button type="submit" variant="danger" loading={cancel.isPending}>
          {t('billing.manage.cancelConfirm')}
        </Button>
      </div>
    </form>
  );
}
