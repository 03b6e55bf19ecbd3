import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  DISCOUNT_TEXT_MAX,
  adminCommerceApi,
  centsToUnits,
  discountBodySchema,
  type AdminDiscount,
} from '@pagebird/contract';
import { Button } from '../../../components/ui/button.tsx';
import { notify } from '../../../components/ui/notifications.tsx';
import { callApi, errorMessage } from '../../../lib/api-client.ts';
import {
  AdminCheckboxField,
  AdminEditor,
  AdminFieldGrid,
  AdminListPage,
  AdminNumberField,
  AdminPageFrame,
  AdminSelectField,
  AdminTextField,
  loadFrom,
} from '../kit/index.ts';
import styles from './commerce.module.css';

type DiscountForm = z.input<typeof discountBodySchema>;

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Cents as dollars (spec §9 "Prices": cents divided by 100). */
export const formatCents = (cents: number | null | undefined) =>
  typeof cents === 'number' && Number.isFinite(cents) ? money.format(centsToUnits(cents)) : '—';

const SOURCES_KEY = ['admin-commerce', 'discount-sources'] as const;

function useSources() {
  return useQuery({
    queryKey: SOURCES_KEY,
    queryFn: ({ signal }) => callApi(adminCommerceApi.listDiscountSources, { signal }),
  });
}

/** The discount sources with their counts, and a form to add one (POST ?sourceName=). */
function DiscountSources() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sources = useSources();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (sourceName: string) =>
      callApi(adminCommerceApi.createDiscountSource, { query: { sourceName } }),
    onSuccess: async (s) => {
      setName('');
      setError(null);
      notify.success(t('adminCommerce.discounts.sourceAdded', { name: s.sourceName }));
      await queryClient.invalidateQueries({ queryKey: SOURCES_KEY });
    },
    onError: (e) => setError(errorMessage(e)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(name);
  };
  return (
    <section className={styles.sources} aria-labelledby="discount-sources-title">
      <h2 id="discount-sources-title">{t('adminCommerce.discounts.sources')}</h2>
      <p className={styles.muted}>{t('adminCommerce.discounts.sourcesHint')}</p>
      <ul className={styles.chips}>
        {(sources.data ?? []).map((s) => (
          <li key={s.sourceName}>
            <strong>{s.sourceName}</strong> ·{' '}
            {t('adminCommerce.discounts.sourceCount', { count: s.discounts })}
          </li>
        ))}
      </ul>
      <form className={styles.sourceForm} onSubmit={submit} noValidate>
        <label>
          {t('adminCommerce.discounts.newSource')}
          <input
            value={name}
            maxLength={DISCOUNT_TEXT_MAX.source}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'discount-source-error' : undefined}
          />
        </label>
        <Button type="submit" size="sm" variant="secondary" loading={add.isPending}>
          {t('adminCommerce.discounts.addSource')}
        </Button>
      </form>
      {error ? (
        <p id="discount-source-error" className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** /admin/discounts: discounts (paged, sorted, searched by code, on/off switch) and sources. */
export function AdminDiscountsList() {
  const { t } = useTranslation();
  const sources = useSources();
  return (
    <AdminPageFrame title={t('routes.admin-discounts')} createRoute="admin-discounts-update">
      <AdminListPage
        endpoint={adminCommerceApi.listDiscounts}
        caption={t('adminCommerce.discounts.caption')}
        defaultSort="createdAt,desc"
        rowKey={(d) => d.id}
        rowLabel={(d) => d.promoCode}
        editRoute="admin-discounts-update"
        filters={[
          {
            name: 'discountSource',
            label: t('adminCommerce.discounts.source'),
            allLabel: t('adminCommerce.discounts.allSources'),
            options: (sources.data ?? []).map((s) => ({
              value: s.sourceName,
              label: s.sourceName,
            })),
          },
          {
            name: 'active',
            label: t('adminCommerce.discounts.activeColumn'),
            allLabel: t('adminCommerce.discounts.allActive'),
            options: [
              { value: 'true', label: t('adminCommerce.discounts.on') },
              { value: 'false', label: t('adminCommerce.discounts.off') },
            ],
          },
        ]}
        columns={[
          {
            key: 'promoCode',
            header: t('adminCommerce.discounts.promoCode'),
            sortKey: 'promoCode',
            link: true,
            cell: (d) => <code>{d.promoCode}</code>,
          },
          {
            key: 'source',
            header: t('adminCommerce.discounts.source'),
            sortKey: 'discountSource',
            cell: (d) => d.discountSource,
          },
          {
            key: 'price',
            header: t('adminCommerce.discounts.prices'),
            sortKey: 'discountPrice',
            numeric: true,
            cell: (d) => (
              <>
                {formatCents(d.discountPrice)}{' '}
                <s className={styles.muted}>{formatCents(d.normalPrice)}</s>
              </>
            ),
          },
          {
            key: 'uses',
            header: t('adminCommerce.discounts.uses'),
            sortKey: 'uses',
            numeric: true,
            cell: (d) =>
              t('adminCommerce.discounts.usesOf', {
                uses: d.uses,
                max: d.maxUses ?? '∞',
              }),
          },
          {
            key: 'validity',
            header: t('adminCommerce.discounts.validity'),
            sortKey: 'validUntil',
            cell: (d) =>
              d.validFrom || d.validUntil
                ? `${d.validFrom?.slice(0, 10) ?? '…'} – ${d.validUntil?.slice(0, 10) ?? '…'}`
                : t('adminCommerce.common.noLimit'),
          },
          {
            key: 'duration',
            header: t('adminCommerce.discounts.duration'),
            cell: (d) =>
              d.duration === 'REPEATING'
                ? `${t('adminCommerce.discounts.durationRepeating')} × ${d.durationInPeriods ?? ''}`
                : d.duration === 'ONCE'
                  ? t('adminCommerce.discounts.durationOnce')
                  : t('adminCommerce.discounts.durationForever'),
          },
        ]}
        status={{
          header: t('adminCommerce.discounts.activeColumn'),
          isActive: (d) => d.active,
          setActive: (d, on) =>
            callApi(adminCommerceApi.discountStatus, {
              params: { id: d.id, active: on ? 'true' : 'false' },
            }),
        }}
      />
      <DiscountSources />
    </AdminPageFrame>
  );
}

/** What sign-up will show for the code being edited. */
function DiscountSummary({ control }: { control: Control<DiscountForm, unknown, FieldValues> }) {
  const { t } = useTranslation();
  const [code, discount, normal] = useWatch({
    control,
    name: ['promoCode', 'discountPrice', 'normalPrice'],
  }) as [string, number | null, number | null];
  return (
    <section className={styles.preview} aria-label={t('adminCommerce.discounts.summary')}>
      <h2>{t('adminCommerce.discounts.summary')}</h2>
      <p className={styles.summary}>
        {t('adminCommerce.discounts.summaryText', {
          code: (code || '…').toUpperCase(),
          discount: formatCents(discount),
          normal: formatCents(normal),
        })}
      </p>
    </section>
  );
}

function CentsHint({ name }: { name: 'discountPrice' | 'normalPrice' }) {
  const value = useWatch<DiscountForm>({ name }) as number | null;
  return <>{formatCents(value)}</>;
}

const emptyDiscount: DiscountForm = {
  discountSource: 'PROMO',
  promoCode: '',
  priceId: 'price_monthly',
  maxUses: null,
  validFrom: '',
  validUntil: '',
  distributorIdentifier: '',
  active: true,
  discountPrice: null as unknown as number,
  normalPrice: null as unknown as number,
  duration: 'ONCE',
  durationInPeriods: null,
};

/** /admin/discounts-update/{id?}: create or edit a discount; delete when never used. */
export function AdminDiscountEditor() {
  const { t } = useTranslation();
  const sources = useSources();
  const plans = useQuery({
    queryKey: ['admin-commerce', 'plans'],
    queryFn: ({ signal }) => callApi(adminCommerceApi.discountPlans, { signal }),
  });
  return (
    <AdminEditor<DiscountForm, z.output<typeof discountBodySchema>, AdminDiscount>
      entity="DISCOUNT"
      itemName={t('adminCommerce.discounts.item')}
      title={(d) =>
        d?.promoCode ?? t('adminCore.kit.createTitle', { item: t('adminCommerce.discounts.item') })
      }
      listRoute="admin-discounts"
      schema={discountBodySchema}
      empty={emptyDiscount}
      load={loadFrom(adminCommerceApi.getDiscount)}
      toValues={(d) => ({
        discountSource: d.discountSource,
        promoCode: d.promoCode,
        priceId: d.priceId,
        maxUses: d.maxUses,
        validFrom: d.validFrom?.slice(0, 16) ?? '',
        validUntil: d.validUntil?.slice(0, 16) ?? '',
        distributorIdentifier: d.distributorIdentifier ?? '',
        active: d.active,
        discountPrice: d.discountPrice,
        normalPrice: d.normalPrice,
        duration: d.duration,
        durationInPeriods: d.durationInPeriods,
      })}
      save={(values, { id }) =>
        id
          ? callApi(adminCommerceApi.updateDiscount, { params: { id }, body: values })
          : callApi(adminCommerceApi.createDiscount, { body: values })
      }
      remove={(id) => callApi(adminCommerceApi.deleteDiscount, { params: { id } })}
      aside={({ form }) => <DiscountSummary control={form.control} />}
    >
      <AdminFieldGrid>
        <AdminTextField<DiscountForm>
          name="promoCode"
          label={t('adminCommerce.discounts.promoCode')}
          maxLength={DISCOUNT_TEXT_MAX.promoCode}
          required
        />
        <AdminSelectField<DiscountForm>
          name="discountSource"
          label={t('adminCommerce.discounts.source')}
          options={(sources.data ?? [{ sourceName: 'PROMO', discounts: 0 }]).map((s) => ({
            value: s.sourceName,
            label: s.sourceName,
          }))}
          required
        />
        <AdminSelectField<DiscountForm>
          name="priceId"
          label={t('adminCommerce.discounts.plan')}
          options={(
            plans.data ?? [{ priceId: 'price_monthly', interval: 'month', priceCents: 0 }]
          ).map((p) => ({
            value: p.priceId,
            label: t('adminCommerce.discounts.planOption', {
              priceId: p.priceId,
              interval: p.interval,
              price: formatCents(p.priceCents),
            }),
          }))}
          required
        />
        <AdminNumberField<DiscountForm>
          name="discountPrice"
          label={t('adminCommerce.discounts.discountPrice')}
          hint={<CentsHint name="discountPrice" />}
          min={0}
          required
        />
        <AdminNumberField<DiscountForm>
          name="normalPrice"
          label={t('adminCommerce.discounts.normalPrice')}
          hint={<CentsHint name="normalPrice" />}
          min={0}
          required
        />
        <AdminNumberField<DiscountForm>
          name="maxUses"
          label={t('adminCommerce.discounts.maxUses')}
          hint={t('adminCommerce.discounts.maxUsesHint')}
          min={1}
        />
        <AdminTextField<DiscountForm>
          name="validFrom"
          type="datetime-local"
          label={t('adminCommerce.discounts.validFrom')}
        />
        <AdminTextField<DiscountForm>
          name="validUntil"
          type="datetime-local"
          label={t('adminCommerce.discounts.validUntil')}
        />
        <AdminSelectField<DiscountForm>
          name="duration"
          label={t('adminCommerce.discounts.duration')}
          options={[
            { value: 'ONCE', label: t('adminCommerce.discounts.durationOnce') },
            { value: 'REPEATING', label: t('adminCommerce.discounts.durationRepeating') },
            { value: 'FOREVER', label: t('adminCommerce.discounts.durationForever') },
          ]}
        />
        <AdminNumberField<DiscountForm>
          name="durationInPeriods"
          label={t('adminCommerce.discounts.periods')}
          min={1}
        />
        <AdminTextField<DiscountForm>
          name="distributorIdentifier"
          label={t('adminCommerce.discounts.distributor')}
          hint={t('adminCommerce.discounts.distributorHint')}
          maxLength={DISCOUNT_TEXT_MAX.distributorIdentifier}
          wide
        />
        <AdminCheckboxField<DiscountForm>
          name="active"
          label={t('adminCommerce.discounts.active')}
          wide
        />
      </AdminFieldGrid>
    </AdminEditor>
  );
}
