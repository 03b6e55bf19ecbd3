import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import {
  BANNER_TEXT_MAX,
  adminCommerceApi,
  bannerBodySchema,
  parseDateInput,
  type AdminBanner,
} from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import {
  adminActiveStatus,
  AdminEditor,
  AdminFieldGrid,
  AdminFieldShell,
  AdminListPage,
  AdminNumberField,
  AdminPageFrame,
  AdminSelectField,
  AdminStatusField,
  AdminTextField,
  loadFrom,
} from '../kit/index.ts';
import { postMultipart } from './multipart.ts';
import { BannerContentField } from './pickers.tsx';
import { statusFilter } from './status-filter.ts';
import styles from './commerce.module.css';

type BannerForm = z.input<typeof bannerBodySchema>;

export type BannerWindowState = 'running' | 'scheduled' | 'ended' | 'always';

/** Where a banner's window stands now (browse shows it only while running). */
export function bannerWindowState(
  start: string | null | undefined,
  end: string | null | undefined,
  now = new Date(),
): BannerWindowState {
  const s = start ? parseDateInput(start) : null;
  const e = end ? parseDateInput(end) : null;
  if (!s && !e) return 'always';
  if (s && s > now) return 'scheduled';
  if (e && e < now) return 'ended';
  return 'running';
}

const shortDate = (v: string | null) => (v ? v.slice(0, 16).replace('T', ' ') : '…');

function BannerWindow({ banner }: { banner: Pick<AdminBanner, 'startDate' | 'endDate'> }) {
  const { t } = useTranslation();
  const state = bannerWindowState(banner.startDate, banner.endDate);
  const label = {
    running: t('adminCommerce.banners.running'),
    scheduled: t('adminCommerce.banners.scheduled'),
    ended: t('adminCommerce.banners.ended'),
    always: t('adminCommerce.banners.always'),
  }[state];
  return (
    <span className={styles.window}>
      <span className={styles.dot} data-state={state} aria-hidden="true" />
      <span>
        {label}
        {state === 'always' ? null : (
          <span className={styles.muted}>
            {' '}
            · {shortDate(banner.startDate)} – {shortDate(banner.endDate)}
          </span>
        )}
      </span>
    </span>
  );
}

/** /admin/banners: the banners list (paged, sorted, searched, status switch). */
export function AdminBannersList() {
  const { t } = useTranslation();
  return (
    <AdminPageFrame title={t('routes.admin-banners')} createRoute="admin-banners-update">
      <AdminListPage
        endpoint={adminCommerceApi.listBanners}
        caption={t('adminCommerce.banners.caption')}
        defaultSort="position,asc"
        rowKey={(b) => b.id}
        rowLabel={(b) => b.name}
        editRoute="admin-banners-update"
        filters={[statusFilter(t)]}
        columns={[
          {
            key: 'image',
            header: t('adminCommerce.banners.preview'),
            cell: (b) => (
              <img
                src={b.webImageUrl}
                alt=""
                width={96}
                height={40}
                style={{ objectFit: 'cover', borderRadius: 6 }}
              />
            ),
          },
          {
            key: 'name',
            header: t('adminCommerce.common.name'),
            sortKey: 'name',
            link: true,
            cell: (b) => b.name,
          },
          {
            key: 'type',
            header: t('adminCommerce.banners.type'),
            sortKey: 'bannerType',
            cell: (b) =>
              b.bannerType === 'BOOK'
                ? t('adminCommerce.banners.typeBook')
                : t('adminCommerce.banners.typeCollection'),
          },
          {
            key: 'content',
            header: t('adminCommerce.banners.content'),
            cell: (b) => b.content.title ?? <code>{b.content.contentId}</code>,
          },
          {
            key: 'window',
            header: t('adminCommerce.banners.window'),
            sortKey: 'startDate',
            cell: (b) => <BannerWindow banner={b} />,
          },
          {
            key: 'position',
            header: t('adminCommerce.common.position'),
            sortKey: 'position',
            numeric: true,
            cell: (b) => b.position,
          },
        ]}
        status={adminActiveStatus((params) => callApi(adminCommerceApi.bannerStatus, { params }))}
      />
    </AdminPageFrame>
  );
}

/** A file input for one banner image, with the chosen (or current) image shown. */
function ImageField({
  label,
  file,
  onFile,
  currentUrl,
  required,
}: {
  label: string;
  file: File | null;
  onFile: (f: File | null) => void;
  currentUrl: string | undefined;
  required: boolean;
}) {
  const { t } = useTranslation();
  const objectUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  const shown = objectUrl ?? currentUrl;
  return (
    <AdminFieldShell
      label={label}
      required={required}
      hint={
        currentUrl ? t('adminCommerce.banners.keepImage') : t('adminCommerce.banners.imageHint')
      }
    >
      {({ id, describedBy }) => (
        <div className={styles.imageInput}>
          <input
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            aria-describedby={describedBy}
            onChange={(e) => onFile(e.target.files?.[0] ?? null)}
          />
          {shown ? <img className={styles.imagePreview} src={shown} alt="" /> : null}
        </div>
      )}
    </AdminFieldShell>
  );
}

function BannerPreview({
  webUrl,
  name,
  start,
  end,
}: {
  webUrl: string | undefined;
  name: string;
  start: string | null | undefined;
  end: string | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.preview} aria-label={t('adminCommerce.banners.preview')}>
      <h2>{t('adminCommerce.banners.preview')}</h2>
      <div className={styles.bannerPreview}>
        {webUrl ? <img src={webUrl} alt="" /> : null}
        <span>{name || '…'}</span>
      </div>
      <p style={{ marginTop: 8 }}>
        <BannerWindow banner={{ startDate: start ?? null, endDate: end ?? null }} />
      </p>
    </section>
  );
}

/** The live preview beside the form (outside its provider, so it watches through `control`). */
function PreviewFromForm({
  control,
  file,
  currentUrl,
}: {
  control: Control<BannerForm, unknown, FieldValues>;
  file: File | null;
  currentUrl: string | undefined;
}) {
  const [name, start, end] = useWatch({ control, name: ['name', 'startDate', 'endDate'] });
  const objectUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  return <BannerPreview webUrl={objectUrl ?? currentUrl} name={name} start={start} end={end} />;
}

function TypeAwareContent({ initialTitle }: { initialTitle: string | null }) {
  const type = useWatch<BannerForm>({ name: 'bannerType' }) as BannerForm['bannerType'];
  return (
    <BannerContentField<BannerForm>
      key={type}
      name="contentId"
      type={type}
      initialTitle={initialTitle}
    />
  );
}

const emptyBanner: BannerForm = {
  name: '',
  bannerType: 'BOOK',
  contentId: '',
  position: 0,
  startDate: '',
  endDate: '',
  status: 'ACTIVE',
};

/** /admin/banners-update/{id?}: create or edit a banner (multipart body + images). */
export function AdminBannerEditor() {
  const { t } = useTranslation();
  const [webImage, setWebImage] = useState<File | null>(null);
  const [mobileImage, setMobileImage] = useState<File | null>(null);
  return (
    <AdminEditor<BannerForm, z.output<typeof bannerBodySchema>, AdminBanner>
      entity="BANNER"
      itemName={t('adminCommerce.banners.item')}
      listRoute="admin-banners"
      schema={bannerBodySchema}
      empty={emptyBanner}
      load={loadFrom(adminCommerceApi.getBanner)}
      toValues={(b) => ({
        name: b.name,
        bannerType: b.bannerType,
        contentId: b.content.contentId,
        position: b.position,
        startDate: b.startDate?.slice(0, 16) ?? '',
        endDate: b.endDate?.slice(0, 16) ?? '',
        status: b.status,
      })}
      save={(values, { id }) =>
        postMultipart<AdminBanner>(
          adminCommerceApi.saveBanner,
          'body',
          { ...values, ...(id ? { id } : {}) },
          { webImage, mobileImage },
        )
      }
      aside={({ item, form }) => (
        <PreviewFromForm control={form.control} file={webImage} currentUrl={item?.webImageUrl} />
      )}
    >
      {({ item }) => (
        <AdminFieldGrid>
          <AdminTextField<BannerForm>
            name="name"
            label={t('adminCommerce.common.name')}
            maxLength={BANNER_TEXT_MAX.name}
            required
            wide
          />
          <AdminSelectField<BannerForm>
            name="bannerType"
            label={t('adminCommerce.banners.type')}
            options={[
              { value: 'BOOK', label: t('adminCommerce.banners.typeBook') },
              { value: 'COLLECTION', label: t('adminCommerce.banners.typeCollection') },
            ]}
            required
          />
          <AdminNumberField<BannerForm>
            name="position"
            label={t('adminCommerce.common.position')}
            min={0}
          />
          <TypeAwareContent initialTitle={item?.content.title ?? null} />
          <AdminTextField<BannerForm>
            name="startDate"
            type="datetime-local"
            label={t('adminCommerce.banners.startDate')}
            hint={t('adminCommerce.banners.datesHint')}
          />
          <AdminTextField<BannerForm>
            name="endDate"
            type="datetime-local"
            label={t('adminCommerce.banners.endDate')}
          />
          <ImageField
            label={t('adminCommerce.banners.webImage')}
            file={webImage}
            onFile={setWebImage}
            currentUrl={item?.webImageUrl}
            required={!item}
          />
          <ImageField
            label={t('adminCommerce.banners.mobileImage')}
            file={mobileImage}
            onFile={setMobileImage}
            currentUrl={item?.mobileImageUrl}
            required={!item}
          />
          <AdminStatusField<BannerForm> name="status" label={t('adminCommerce.common.status')} />
        </AdminFieldGrid>
      )}
    </AdminEditor>
  );
}
