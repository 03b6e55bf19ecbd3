import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { promoCodeSchema } from '@pagebird/contract';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useCheckPromoCode } from '../api/promo.ts';
import styles from './plans.module.css';

/**
 * The promo code box: the code is checked with GET /api/subscription/promo/{code}; a usable one
 * is handed up (the plans are then fetched with it, showing the new prices), a refused one shows
 * the server's text (expired, used up, …).
 */
export function PromoCodeField({
  applied,
  onApply,
  token,
}: {
  applied: string | null;
  onApply: (code: string | null) => void;
  token: string | null;
}) {
  const { t } = useTranslation();
  const check = useCheckPromoCode();
  const [code, setCode] = useState(applied ?? '');
  const [refusal, setRefusal] = useState<string | null>(null);

  const apply = async (e: FormEvent) => {
    e.preventDefault();
    setRefusal(null);
    const parsed = promoCodeSchema.safeParse(code);
    if (!parsed.success) {
      setRefusal(parsed.error.issues[0]?.message ?? null);
      return;
    }
    try {
      const result = await check.mutateAsync({ code: parsed.data, token });
      onApply(result.discount.promoCode);
    } catch (err) {
      setRefusal(errorMessage(err));
    }
  };

  if (applied) {
    return (
      <div className={styles.promo}>
        <p className={`${styles.promoStatus} ${styles.promoOk}`} role="status">
          {t('billing.plans.promoApplied', { code: applied })}
        </p>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setCode('');
            onApply(null);
          }}
        >
          {t('billing.plans.promoRemove')}
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={apply} noValidate>
      <div className={styles.promo}>
        <TextField
          label={t('billing.plans.promo')}
          placeholder={t('billing.plans.promoPlaceholder')}
          value={code}
          autoComplete="off"
          error={refusal ?? undefined}
          onChange={(e) => {
            setCode(e.target.value);
            setRefusal(null);
          }}
        />
        <Button type="submit" variant="secondary" loading={check.isPending}>
          {t('billing.plans.promoApply')}
        </Button>
      </div>
    </form>
  );
}
