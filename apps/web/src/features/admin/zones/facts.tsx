import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import {
  ADMIN_ZONES_LIMITS,
  FACT_SOURCE_TYPES,
  adminFactSaveSchema,
  adminZonesApi,
  factSourceTypeSchema,
  type AdminFact,
  type AdminFactRow,
} from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import {
  adminActiveStatus,
  AdminDetails,
  AdminEditor,
  AdminFieldGrid,
  AdminListPage,
  AdminPageFrame,
  AdminSelectField,
  AdminStatusField,
  AdminTextArea,
  AdminTextField,
  loadFrom,
  type AdminColumn,
} from '../kit/index.ts';
import { statusFilter } from './status-filter.ts';
import styles from './zones.module.css';

/** Columns of the facts table. */
function factColumns(t: TFunction): AdminColumn<AdminFactRow>[] {
  return [
    {
      key: 'text',
      header: t('adminZones.facts.text'),
      sortKey: 'text',
      link: true,
      cell: (f) => <span className={styles.clamp}>{f.text}</span>,
    },
    {
      key: 'source',
      header: t('adminZones.facts.source'),
      cell: (f) =>
        f.source ? (
          <>
            {t(`adminZones.facts.entityTypes.${f.source.entityType}`)}{' '}
            <code>{f.source.contentId}</code>
          </>
        ) : (
          t('adminZones.common.none')
        ),
    },
    {
      key: 'created',
      header: t('adminZones.facts.created'),
      sortKey: 'createdAt',
      cell: (f) => f.createdAt.slice(0, 10),
    },
  ];
}

/** The facts list's props (all facts, and a zone's facts with `query={{ zoneId }}`). */
export const factsListProps = (t: TFunction) => ({
  endpoint: adminZonesApi.facts,
  defaultSort: 'createdAt,desc',
  rowKey: (f: AdminFactRow) => f.id,
  rowLabel: (f: AdminFactRow) => f.text,
  editRoute: 'admin-facts-update' as const,
  columns: factColumns(t),
  status: adminActiveStatus<AdminFactRow>((params) =>
    callApi(adminZonesApi.factStatus, { params }),
  ),
});

/** /admin/facts. */
export function AdminFactsList() {
  const { t } = useTranslation();
  return (
    <AdminPageFrame title={t('routes.admin-facts')} createRoute="admin-facts-update">
      <AdminListPage
        {...factsListProps(t)}
        caption={t('adminZones.facts.caption')}
        filters={[statusFilter(t)]}
      />
    </AdminPageFrame>
  );
}

/** The fact form: the source as a type select (or none) and an id. */
const factFormSchema = z
  .object({
    text: adminFactSaveSchema.shape.text,
    sourceType: z.union([factSourceTypeSchema, z.literal('')]),
    sourceId: z.string().trim().max(ADMIN_ZONES_LIMITS.sourceContentId),
    status: z.enum(['ACTIVE', 'INACTIVE']),
  })
  .transform((v) => ({
    text: v.text,
    status: v.status,
    source: v.sourceType && v.sourceId ? { entityType: v.sourceType, contentId: v.sourceId } : null,
  }));
type FactForm = z.input<typeof factFormSchema>;

const emptyFact: FactForm = { text: '', sourceType: '', sourceId: '', status: 'ACTIVE' };

/** /admin/facts-update/{id?}. */
export function AdminFactEditor() {
  const { t } = useTranslation();
  return (
    <AdminEditor<FactForm, z.output<typeof factFormSchema>, AdminFact>
      entity="FACT"
      itemName={t('adminZones.facts.itemName')}
      listRoute="admin-facts"
      schema={factFormSchema}
      empty={emptyFact}
      load={loadFrom(adminZonesApi.fact)}
      toValues={(f) => ({
        text: f.text,
        sourceType: f.source?.entityType ?? '',
        sourceId: f.source?.contentId ?? '',
        status: f.status,
      })}
      save={(values, { id }) => callApi(adminZonesApi.saveFact, { body: { ...values, id } })}
    >
      {({ item }) => (
        <>
          <AdminFieldGrid>
            <AdminTextArea<FactForm>
              name="text"
              label={t('adminZones.facts.text')}
              maxLength={ADMIN_ZONES_LIMITS.factText}
              rows={4}
              required
              wide
            />
            <AdminSelectField<FactForm>
              name="sourceType"
              label={t('adminZones.facts.sourceType')}
              options={[
                { value: '', label: t('adminZones.facts.sourceNone') },
                ...FACT_SOURCE_TYPES.map((s) => ({
                  value: s,
                  label: t(`adminZones.facts.entityTypes.${s}`),
                })),
              ]}
            />
            <AdminTextField<FactForm>
              name="sourceId"
              label={t('adminZones.facts.sourceId')}
              hint={t('adminZones.facts.sourceIdHint')}
              maxLength={ADMIN_ZONES_LIMITS.sourceContentId}
            />
            <AdminStatusField<FactForm> name="status" label={t('adminZones.common.status')} />
          </AdminFieldGrid>
          {item ? (
            <AdminDetails
              items={[
                {
                  label: t('adminZones.facts.sourceTitle'),
                  value: item.sourceTitle ?? t('adminZones.common.none'),
                },
                {
                  label: t('adminZones.facts.zones'),
                  value: item.zones.map((z) => z.title).join(', ') || t('adminZones.common.none'),
                },
                { label: t('adminZones.facts.created'), value: item.createdAt.slice(0, 10) },
              ]}
            />
          ) : null}
        </>
      )}
    </AdminEditor>
  );
}
