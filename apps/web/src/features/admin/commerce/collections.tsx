import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  COLLECTION_TEXT_MAX,
  adminCollectionBodySchema,
  adminCommerceApi,
  type AdminCollection,
} from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import {
  adminActiveStatus,
  AdminDetails,
  AdminEditor,
  AdminFieldGrid,
  AdminListPage,
  AdminNumberField,
  AdminPageFrame,
  AdminStatusField,
  AdminTextArea,
  AdminTextField,
  loadFrom,
} from '../kit/index.ts';
import { CollectionBooksField } from './pickers.tsx';
import { statusFilter } from './status-filter.ts';

type CollectionForm = z.input<typeof adminCollectionBodySchema>;

/** /admin/collections: admin collections (paged, sorted, searched, status switch). */
export function AdminCollectionsList() {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <AdminPageFrame title={t('routes.admin-collections')} createRoute="admin-collections-update">
      <AdminListPage
        endpoint={adminCommerceApi.listCollections}
        caption={t('adminCommerce.collections.caption')}
        defaultSort="position,asc"
        rowKey={(c) => c.id}
        rowLabel={(c) => c.title}
        editRoute="admin-collections-update"
        filters={[statusFilter(t)]}
        columns={[
          {
            key: 'title',
            header: t('adminCommerce.common.title'),
            sortKey: 'title',
            link: true,
            cell: (c) => c.title,
          },
          {
            key: 'active',
            header: t('adminCommerce.collections.activeBooks'),
            numeric: true,
            cell: (c) => c.activeBooks,
          },
          {
            key: 'inactive',
            header: t('adminCommerce.collections.inactiveBooks'),
            numeric: true,
            cell: (c) => c.inactiveBooks,
          },
          {
            key: 'position',
            header: t('adminCommerce.common.position'),
            sortKey: 'position',
            numeric: true,
            cell: (c) => c.position,
          },
          {
            key: 'updated',
            header: t('adminCommerce.collections.updated'),
            sortKey: 'updatedAt',
            cell: (c) => date.format(new Date(c.updatedAt)),
          },
        ]}
        status={adminActiveStatus((params) =>
          callApi(adminCommerceApi.collectionStatus, { params }),
        )}
      />
    </AdminPageFrame>
  );
}

const emptyCollection: CollectionForm = {
  title: '',
  description: '',
  internalMemo: '',
  position: 0,
  status: 'ACTIVE',
  bookIds: [],
};

/** /admin/collections-update/{id?}: title, texts, status and the books in order. */
export function AdminCollectionEditor() {
  const { t } = useTranslation();
  return (
    <AdminEditor<CollectionForm, z.output<typeof adminCollectionBodySchema>, AdminCollection>
      entity="COLLECTION"
      itemName={t('adminCommerce.collections.item')}
      listRoute="admin-collections"
      schema={adminCollectionBodySchema}
      empty={emptyCollection}
      load={loadFrom(adminCommerceApi.getCollection)}
      toValues={(c) => ({
        title: c.title,
        description: c.description ?? '',
        internalMemo: c.internalMemo ?? '',
        position: c.position,
        status: c.status,
        bookIds: c.books.map((b) => b.id),
      })}
      save={(values, { id }) =>
        callApi(adminCommerceApi.saveCollection, { body: { ...values, ...(id ? { id } : {}) } })
      }
      aside={({ item }) =>
        item ? (
          <AdminDetails
            items={[
              { label: t('adminCommerce.collections.activeBooks'), value: item.activeBooks },
              { label: t('adminCommerce.collections.inactiveBooks'), value: item.inactiveBooks },
              {
                label: t('adminCommerce.collections.bookIdNumbers'),
                value: item.bookIdNumbers.join(', ') || t('adminCommerce.common.none'),
              },
            ]}
          />
        ) : null
      }
    >
      {({ item }) => (
        <AdminFieldGrid>
          <AdminTextField<CollectionForm>
            name="title"
            label={t('adminCommerce.common.title')}
            maxLength={COLLECTION_TEXT_MAX.title}
            required
            wide
          />
          <AdminTextArea<CollectionForm>
            name="description"
            label={t('adminCommerce.collections.description')}
            maxLength={COLLECTION_TEXT_MAX.description}
            wide
          />
          <AdminTextArea<CollectionForm>
            name="internalMemo"
            label={t('adminCommerce.collections.internalMemo')}
            maxLength={COLLECTION_TEXT_MAX.internalMemo}
            wide
          />
          <AdminNumberField<CollectionForm>
            name="position"
            label={t('adminCommerce.common.position')}
            min={0}
          />
          <AdminStatusField<CollectionForm>
            name="status"
            label={t('adminCommerce.common.status')}
          />
          <CollectionBooksField<CollectionForm> name="bookIds" initial={item?.books ?? []} />
        </AdminFieldGrid>
      )}
    </AdminEditor>
  );
}
