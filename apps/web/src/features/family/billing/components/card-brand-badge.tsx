import { useTranslation } from 'react-i18next';
import { CreditCard } from 'lucide-react';
import type { CardBrand } from '@pagebird/contract';
import { brandLabel } from '../lib/card.ts';

/** The card brand shown while the number is typed (spec §3 names), read out when it changes. */
export function CardBrandBadge({ brand, className }: { brand: CardBrand; className?: string }) {
  const { t } = useTranslation();
  const label = brandLabel(brand);
  return (
    <span
      className={className}
      data-brand={brand}
      data-testid="card-brand"
      aria-live="polite"
      aria-label={t('billing.card.brand', { brand: label })}
    >
      <CreditCard size={18} aria-hidden="true" />
      <span aria-hidden="true">{label}</span>
    </span>
  );
}
