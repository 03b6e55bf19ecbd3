import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import { CARD_MESSAGES, type CardBrand } from '@pagebird/contract';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { cvcValid, digitsOnly, formatExpiry, readCardNumber, readExpiry } from '../lib/card.ts';
import { CardBrandBadge } from './card-brand-badge.tsx';
import styles from './billing.module.css';

/** A card the form accepted: Luhn-valid number, a month not yet passed, a CVC of the right length. */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  brand: CardBrand;
}

interface Errors {
  number?: string;
  expiry?: string;
  cvc?: string;
}

export interface CardFormProps {
  onSubmit: (card: CardDetails) => void | Promise<void>;
  submitLabel: ReactNode;
  busy?: boolean;
  /** The processor's answer to the last try (e.g. a decline), shown above the fields. */
  failure?: ReactNode;
  /** Shown under the fields (test-card hint in sandbox mode). */
  footnote?: ReactNode;
}

/**
 * The sandbox processor's card form: the brand shows while the number is typed (spec §3 names),
 * the number is grouped the way the brand prints it, and the form checks the number (Luhn and
 * length), the expiry (a real month, not passed) and the CVC (the brand's length) before sending.
 */
export function CardForm({ onSubmit, submitLabel, busy, failure, footnote }: CardFormProps) {
  const { t } = useTranslation();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const card = readCardNumber(number);

  const numberError = (): string | undefined => {
    if (!card.digits) return CARD_MESSAGES.numberRequired;
    return card.valid ? undefined : CARD_MESSAGES.numberInvalid;
  };
  const expiryError = (): string | undefined => {
    if (readExpiry(expiry)) return undefined;
    const digits = digitsOnly(expiry);
    if (digits.length === 4 && Number(digits.slice(0, 2)) >= 1 && Number(digits.slice(0, 2)) <= 12)
      return CARD_MESSAGES.expiryPast;
    return CARD_MESSAGES.expiryInvalid;
  };
  const cvcError = (): string | undefined =>
    cvcValid(cvc, card.cvcLength) ? undefined : CARD_MESSAGES.cvcInvalid;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = { number: numberError(), expiry: expiryError(), cvc: cvcError() };
    setErrors(next);
    const exp = readExpiry(expiry);
    if (next.number || next.expiry || next.cvc || !exp) return;
    await onSubmit({
      number: card.digits,
      expMonth: exp.month,
      expYear: exp.year,
      cvc: digitsOnly(cvc),
      brand: card.brand,
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('billing.card.legend')}
      className={styles.cardForm}
    >
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
      <TextField
        label={t('billing.card.number')}
        name="cardnumber"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder={t('billing.card.numberPlaceholder')}
        value={card.formatted}
        className={styles.numberField}
        error={errors.number}
        onChange={(e) => {
          setNumber(e.target.value);
          if (errors.number) setErrors((x) => ({ ...x, number: undefined }));
        }}
        onBlur={() => card.digits && setErrors((x) => ({ ...x, number: numberError() }))}
        trailing={<CardBrandBadge brand={card.brand} className={styles.brand} />}
      />
      <div className={styles.cardRow}>
        <TextField
          label={t('billing.card.expiry')}
          name="cc-exp"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t('billing.card.expiryPlaceholder')}
          value={expiry}
          error={errors.expiry}
          onChange={(e) => {
            const deleting = e.target.value.length < expiry.length;
            setExpiry(formatExpiry(e.target.value, deleting));
            if (errors.expiry) setErrors((x) => ({ ...x, expiry: undefined }));
          }}
          onBlur={() => expiry && setErrors((x) => ({ ...x, expiry: expiryError() }))}
        />
        <TextField
          label={t('billing.card.cvc')}
          name="cvc"
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder={t('billing.card.cvcPlaceholder')}
          value={cvc}
          error={errors.cvc}
          onChange={(e) => {
            setCvc(digitsOnly(e.target.value).slice(0, 4));
            if (errors.cvc) setErrors((x) => ({ ...x, cvc: undefined }));
          }}
          onBlur={() => cvc && setErrors((x) => ({ ...x, cvc: cvcError() }))}
        />
      </div>
      <p className={styles.secure}>
        <Lock size={16} aria-hidden="true" />
        <span>{t('billing.card.secure')}</span>
      </p>
      {footnote ? <p className={styles.footnote}>{footnote}</p> : null}
      <Button type="submit" size="lg" block loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
