import { useTranslation } from 'react-i18next';
import { adminBooksApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import {
  AdminListPage,
  AdminPageFrame,
  adminActiveStatus,
  adminStatusFilter,
} from '../kit/index.ts';
import { BookUploadArea } from './upload-area.tsx';
import styles from './books.module.css';

/** /admin/books: the upload area, then the catalogue's books (paged, sorted, searched, status). */
export function AdminBooksList() {
  const { t } = useTranslation();
  return (
    <AdminPageFrame title={t('routes.admin-books')}>
      <BookUploadArea />
      <AdminListPage
        endpoint={adminBooksApi.search}
        caption={t('adminBooks.list.caption')}
        defaultSort="updatedAt,desc"
        rowKey={(b) => b.id}
        rowLabel={(b) => b.title}
        editRoute="admin-book"
        searchLabel={t('adminBooks.list.searchLabel')}
        filters={[
          adminStatusFilter({
            label: t('adminCore.kit.status'),
            allLabel: t('adminBooks.list.allStatuses'),
            active: t('adminCore.kit.active'),
            inactive: t('adminCore.kit.inactive'),
          }),
          {
            name: 'fileType',
            label: t('adminBooks.list.type'),
            allLabel: t('adminBooks.list.allTypes'),
            options: [
              { value: 'epub', label: 'EPUB' },
              { value: 'pdf', label: 'PDF' },
            ],
          },
        ]}
        columns={[
          {
            key: 'cover',
            header: t('adminBooks.list.cover'),
            cell: (b) =>
              b.coverUrl ? (
                <img src={b.coverUrl} alt="" className={styles.thumb} loading="lazy" />
              ) : (
                <span className={styles.noThumb} aria-hidden="true" />
              ),
          },
          {
            key: 'title',
            header: t('adminBooks.list.title'),
            sortKey: 'title',
            link: true,
            cell: (b) => b.title,
          },
          {
            key: 'idNumber',
            header: t('adminBooks.list.number'),
            sortKey: 'idNumber',
            cell: (b) => b.idNumber,
          },
          {
            key: 'authors',
            header: t('adminBooks.list.authors'),
            cell: (b) => b.authors.join(', '),
          },
          {
            key: 'type',
            header: t('adminBooks.list.type'),
            cell: (b) =>
              `${b.fileType.toUpperCase()}${b.isAudioIncluded ? ` · ${t('adminBooks.list.readAlong')}` : ''}`,
          },
          {
            key: 'ages',
            header: t('adminBooks.list.ages'),
            sortKey: 'ageMin',
            numeric: true,
            cell: (b) => t('adminBooks.list.agesValue', { min: b.ageMin, max: b.ageMax }),
          },
          {
            key: 'updated',
            header: t('adminBooks.list.updated'),
            sortKey: 'updatedAt',
            cell: (b) => new Date(b.updatedAt).toLocaleString(),
          },
        ]}
        status={adminActiveStatus((params) => callApi(adminBooksApi.status, { params }))}
      />
    </AdminPageFrame>
  );
}
