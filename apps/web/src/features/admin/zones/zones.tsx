import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Control, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import {
  ADMIN_ZONES_LIMITS,
  SPOTCHECK_STATUSES,
  ZONE_COLOUR_KEYS,
  adminZoneFormSchema,
  adminZonesApi,
  href,
  joinListLines,
  withHexHash,
  type AdminZone,
  type WebRouteName,
} from '@pagebird/contract';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { callApi } from '../../../lib/api-client.ts';
import {
  adminActiveStatus,
  AdminColorField,
  AdminEditor,
  AdminFieldGrid,
  AdminListField,
  AdminListPage,
  AdminNumberField,
  AdminPageFrame,
  AdminSelectField,
  AdminStatusField,
  AdminTextField,
  StatusSwitch,
  adminDetailKey,
  adminHistoryKey,
  loadFrom,
} from '../kit/index.ts';
import { factsListProps } from './facts.tsx';
import { MascotImagesField, ZoneImageField } from './image-fields.tsx';
import { quizzesListProps } from './quizzes.tsx';
import { ZonePreview } from './zone-preview.tsx';
import { statusFilter } from './status-filter.ts';
import styles from './zones.module.css';

export type ZoneForm = z.input<typeof adminZoneFormSchema>;

const day = (iso: string) => iso.slice(0, 10);

/** /admin/discovery-zones: paged, sorted, searched; status switch; filter by status and age. */
export function AdminZonesList() {
  const { t } = useTranslation();
  const ages = Array.from({ length: 13 }, (_, i) => i + 2);
  return (
    <AdminPageFrame
      title={t('routes.admin-discovery-zones')}
      createRoute="admin-discovery-zones-update"
    >
      <AdminListPage
        endpoint={adminZonesApi.zones}
        caption={t('adminZones.zones.caption')}
        defaultSort="position,asc"
        rowKey={(z) => z.id}
        rowLabel={(z) => z.title}
        editRoute="admin-discovery-zones-update"
        filters={[
          statusFilter(t),
          {
            name: 'age',
            label: t('adminZones.zones.ages'),
            allLabel: t('adminZones.zones.allAges'),
            options: ages.map((a) => ({
              value: String(a),
              label: t('adminZones.zones.ageOption', { age: a }),
            })),
          },
        ]}
        columns={[
          {
            key: 'icon',
            header: t('adminZones.zones.icon'),
            cell: (z) => (
              <span className={styles.listIcon} style={{ background: withHexHash(z.colours.icon) }}>
                {z.iconUrl ? <img src={z.iconUrl} alt="" /> : null}
              </span>
            ),
          },
          {
            key: 'title',
            header: t('adminZones.zones.title'),
            sortKey: 'title',
            link: true,
            cell: (z) => z.title,
          },
          {
            key: 'short',
            header: t('adminZones.zones.shortTitle'),
            sortKey: 'shortTitle',
            cell: (z) => z.shortTitle,
          },
          {
            key: 'ages',
            header: t('adminZones.zones.ages'),
            sortKey: 'minAge',
            cell: (z) => (
              <>
                {t('adminZones.zones.agesValue', {
                  min: z.ageSegment.minAge,
                  max: z.ageSegment.maxAge,
                })}
                {z.inactiveAges.length ? (
                  <span className={styles.muted}>
                    {' '}
                    · {t('adminZones.common.inactive')}: {z.inactiveAges.join(', ')}
                  </span>
                ) : null}
              </>
            ),
          },
          {
            key: 'spotcheck',
            header: t('adminZones.zones.spotcheck'),
            sortKey: 'spotcheckStatus',
            cell: (z) => t(`adminZones.zones.spotcheckValues.${z.spotcheckStatus}`),
          },
          {
            key: 'facts',
            header: t('adminZones.zones.facts'),
            numeric: true,
            cell: (z) => (
              <a href={href('admin-discovery-zone-facts', { id: z.id })}>{z.factCount}</a>
            ),
          },
          {
            key: 'quizzes',
            header: t('adminZones.zones.quizzes'),
            numeric: true,
            cell: (z) => (
              <a href={href('admin-discovery-zone-quizzes', { id: z.id })}>{z.quizCount}</a>
            ),
          },
          {
            key: 'position',
            header: t('adminZones.zones.position'),
            sortKey: 'position',
            numeric: true,
            cell: (z) => z.position,
          },
          {
            key: 'updated',
            header: t('adminZones.common.updated'),
            sortKey: 'updatedAt',
            cell: (z) => day(z.updatedAt),
          },
        ]}
        status={adminActiveStatus((params) => callApi(adminZonesApi.zoneStatus, { params }))}
      />
    </AdminPageFrame>
  );
}

const EMPTY_COLOURS = {
  icon: '#3B5BDB',
  funFact: '#FFF9DB',
  background: '#F1F5FF',
  featuredBlock: '#E7F5FF',
  funFactBorder: '#F59F00',
  swimLaneTitle: '#1C2E6E',
  featuredBlockBorder: '#4C6EF5',
};

const emptyZone: ZoneForm = {
  title: '',
  shortTitle: '',
  ageSegment: { minAge: null, maxAge: null },
  status: 'ACTIVE',
  spotcheckStatus: 'AI_GENERATED',
  colours: EMPTY_COLOURS,
  factIds: '',
  quizQuestionIds: '',
  badgeIds: '',
  collectionIds: '',
  recEngineRuleIds: '',
  featuredBookIdNumber: '',
  position: 0,
};

function toValues(z: AdminZone): ZoneForm {
  return {
    id: z.id,
    title: z.title,
    shortTitle: z.shortTitle,
    ageSegment: { minAge: z.ageSegment.minAge, maxAge: z.ageSegment.maxAge },
    status: z.status,
    spotcheckStatus: z.spotcheckStatus,
    colours: Object.fromEntries(
      ZONE_COLOUR_KEYS.map((k) => [k, withHexHash(z.colours[k])]),
    ) as ZoneForm['colours'],
    mascotImages: z.mascotImages,
    factIds: joinListLines(z.factIds),
    quizQuestionIds: joinListLines(z.quizQuestionIds),
    badgeIds: joinListLines(z.badgeIds),
    collectionIds: joinListLines(z.collectionIds),
    recEngineRuleIds: joinListLines(z.recEngineRuleIds),
    featuredBookIdNumber: z.featuredBookIdNumber ?? '',
    position: z.position,
  };
}

/** Status per age (spec §7 PUT …/status/{status}?age=): one switch per age of the segment. */
function AgeStatuses({ zone }: { zone: AdminZone }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminDetailKey('DISCOVERY_ZONE', zone.id) }),
      queryClient.invalidateQueries({ queryKey: adminHistoryKey('DISCOVERY_ZONE', zone.id) }),
      queryClient.invalidateQueries({ queryKey: ['admin-list'] }),
    ]);
  return (
    <section className={styles.panel} aria-labelledby="zone-age-status">
      <h2 id="zone-age-status" className={styles.panelTitle}>
        {t('adminZones.zones.perAge')}
      </h2>
      <p className={styles.muted}>{t('adminZones.zones.perAgeHint')}</p>
      <ul className={styles.ageList}>
        {zone.ageStatuses.map((a) => (
          <li key={a.age}>
            <span className={styles.ageLabel}>
              {t('adminZones.zones.ageOption', { age: a.age })}
            </span>
            <StatusSwitch
              name={t('adminZones.zones.ageOption', { age: a.age })}
              active={a.status === 'ACTIVE'}
              onChange={(on) =>
                callApi(adminZonesApi.zoneStatus, {
                  params: { id: zone.id, status: on ? 'ACTIVE' : 'INACTIVE' },
                  query: { age: a.age },
                })
              }
              onChanged={() => void refresh()}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /admin/discovery-zones-update/{id?}: the zone editor with the kids' page live beside it. */
export function AdminZoneEditor() {
  const { t } = useTranslation();
  return (
    <AdminEditor<ZoneForm, z.output<typeof adminZoneFormSchema>, AdminZone>
      entity="DISCOVERY_ZONE"
      itemName={t('adminZones.zones.itemName')}
      listRoute="admin-discovery-zones"
      schema={adminZoneFormSchema}
      empty={emptyZone}
      load={loadFrom(adminZonesApi.zone)}
      toValues={toValues}
      save={(values, { id }) =>
        callApi(adminZonesApi.saveZone, {
          body: { ...values, id, featuredBookIdNumber: values.featuredBookIdNumber || null },
        })
      }
      aside={({ item, form }) => (
        <ZonePreview item={item} control={form.control as unknown as Control<FieldValues>} />
      )}
    >
      {({ item }) => (
        <>
          <AdminFieldGrid>
            <AdminTextField<ZoneForm>
              name="title"
              label={t('adminZones.zones.title')}
              maxLength={ADMIN_ZONES_LIMITS.title}
              required
            />
            <AdminTextField<ZoneForm>
              name="shortTitle"
              label={t('adminZones.zones.shortTitle')}
              maxLength={ADMIN_ZONES_LIMITS.shortTitle}
              required
            />
            <AdminNumberField<ZoneForm>
              name="ageSegment.minAge"
              label={t('adminZones.zones.minAge')}
              min={2}
              max={14}
              required
            />
            <AdminNumberField<ZoneForm>
              name="ageSegment.maxAge"
              label={t('adminZones.zones.maxAge')}
              min={2}
              max={14}
              required
            />
            <AdminStatusField<ZoneForm> name="status" label={t('adminZones.common.status')} />
            <AdminSelectField<ZoneForm>
              name="spotcheckStatus"
              label={t('adminZones.zones.spotcheck')}
              options={SPOTCHECK_STATUSES.map((s) => ({
                value: s,
                label: t(`adminZones.zones.spotcheckValues.${s}`),
              }))}
            />
            <AdminNumberField<ZoneForm>
              name="position"
              label={t('adminZones.zones.position')}
              min={0}
            />
            <AdminTextField<ZoneForm>
              name="featuredBookIdNumber"
              label={t('adminZones.zones.featuredBook')}
              hint={item?.featuredBookTitle ?? t('adminZones.zones.featuredBookHint')}
            />
          </AdminFieldGrid>

          <fieldset className={styles.group}>
            <legend>{t('adminZones.zones.colours')}</legend>
            <AdminFieldGrid>
              {ZONE_COLOUR_KEYS.map((k) => (
                <AdminColorField<ZoneForm>
                  key={k}
                  name={`colours.${k}`}
                  label={t(`adminZones.zones.colourNames.${k}`)}
                  required
                />
              ))}
            </AdminFieldGrid>
          </fieldset>

          <fieldset className={styles.group}>
            <legend>{t('adminZones.zones.pictures')}</legend>
            <AdminFieldGrid>
              <ZoneImageField
                name="iconImage"
                label={t('adminZones.zones.iconPicture')}
                currentUrl={item?.iconUrl}
              />
              <ZoneImageField
                name="heroWebImage"
                label={t('adminZones.zones.heroWeb')}
                currentUrl={item?.heroImages.web}
              />
              <ZoneImageField
                name="heroMobileImage"
                label={t('adminZones.zones.heroMobile')}
                currentUrl={item?.heroImages.mobile}
              />
              <MascotImagesField />
            </AdminFieldGrid>
          </fieldset>

          <fieldset className={styles.group}>
            <legend>{t('adminZones.zones.content')}</legend>
            <AdminFieldGrid>
              <AdminListField<ZoneForm> name="factIds" label={t('adminZones.zones.factIds')} />
              <AdminListField<ZoneForm>
                name="quizQuestionIds"
                label={t('adminZones.zones.quizIds')}
              />
              <AdminListField<ZoneForm>
                name="badgeIds"
                label={t('adminZones.zones.badgeIds')}
                rows={2}
              />
              <AdminListField<ZoneForm>
                name="collectionIds"
                label={t('adminZones.zones.collectionIds')}
                rows={2}
              />
              <AdminListField<ZoneForm>
                name="recEngineRuleIds"
                label={t('adminZones.zones.ruleIds')}
                rows={2}
              />
            </AdminFieldGrid>
            {item ? (
              <>
                <p className={styles.links}>
                  <ButtonLink
                    to={href('admin-discovery-zone-facts', { id: item.id })}
                    variant="secondary"
                    size="sm"
                  >
                    {t('adminZones.zones.zoneFacts')} ({item.factIds.length})
                  </ButtonLink>
                  <ButtonLink
                    to={href('admin-discovery-zone-quizzes', { id: item.id })}
                    variant="secondary"
                    size="sm"
                  >
                    {t('adminZones.zones.zoneQuizzes')} ({item.quizQuestionIds.length})
                  </ButtonLink>
                </p>
                <h3 className={styles.subTitle}>{t('adminZones.zones.swimlanes')}</h3>
                {item.swimlanes.length ? (
                  <ol className={styles.lanes}>
                    {item.swimlanes.map((l) => (
                      <li key={`${l.type}-${l.id}`}>
                        {l.title}{' '}
                        <span className={styles.muted}>
                          (
                          {l.type === 'COLLECTION'
                            ? t('adminZones.facts.entityTypes.COLLECTION')
                            : t('adminZones.facts.entityTypes.INTEREST_AREA')}
                          )
                        </span>
                      </li>
                    ))}
                  </ol>
                ) : (
                  <p className={styles.muted}>{t('adminZones.zones.noSwimlanes')}</p>
                )}
              </>
            ) : null}
          </fieldset>
          {item ? <AgeStatuses zone={item} /> : null}
        </>
      )}
    </AdminEditor>
  );
}

function useZoneTitle(id: string) {
  return useQuery({
    queryKey: adminDetailKey('DISCOVERY_ZONE', id),
    queryFn: ({ signal }) => callApi(adminZonesApi.zone, { params: { id }, signal }),
  });
}

/** A zone's sub-list page: its title with the zone's, a link back to the zone's editor. */
function ZoneSubPage({
  id,
  title,
  fallbackTitle,
  createRoute,
  children,
}: {
  id: string;
  title: (zoneTitle: string) => string;
  fallbackTitle: string;
  createRoute: WebRouteName;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const zone = useZoneTitle(id);
  return (
    <AdminPageFrame
      title={zone.data ? title(zone.data.title) : fallbackTitle}
      backTo="admin-discovery-zones"
      createRoute={createRoute}
    >
      <p className={styles.links}>
        <ButtonLink to={href('admin-discovery-zones-update', { id })} variant="secondary" size="sm">
          {t('adminZones.zones.editZone')}
        </ButtonLink>
      </p>
      {children}
    </AdminPageFrame>
  );
}

/** /admin/discovery-zones/{id}/facts: the zone's facts (paged list with status switches). */
export function AdminZoneFactsList() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  return (
    <ZoneSubPage
      id={id}
      title={(title) => t('adminZones.zones.subTitleFacts', { title })}
      fallbackTitle={t('routes.admin-discovery-zone-facts')}
      createRoute="admin-facts-update"
    >
      <AdminListPage
        {...factsListProps(t)}
        query={{ zoneId: id }}
        caption={t('adminZones.zones.zoneFacts')}
      />
    </ZoneSubPage>
  );
}

/** /admin/discovery-zones/{id}/quizzes: the zone's quiz pool. */
export function AdminZoneQuizzesList() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  return (
    <ZoneSubPage
      id={id}
      title={(title) => t('adminZones.zones.subTitleQuizzes', { title })}
      fallbackTitle={t('routes.admin-discovery-zone-quizzes')}
      createRoute="admin-quizzes-update"
    >
      <AdminListPage
        {...quizzesListProps(t)}
        query={{ zoneId: id }}
        caption={t('adminZones.zones.zoneQuizzes')}
      />
    </ZoneSubPage>
  );
}
