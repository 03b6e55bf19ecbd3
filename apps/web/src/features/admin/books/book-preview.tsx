import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, CircleAlert } from 'lucide-react';
import { adminBooksApi, href } from '@pagebird/contract';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { callApi, errorMessage } from '../../../lib/api-client.ts';
import { BookDetailsView } from '../../catalogue/components/book-details-view.tsx';
import { AdminPageFrame } from '../kit/index.ts';
import styles from './books.module.css';

/**
 * "Preview as a child of age N": the kids' book details page as a CONSUMER child of that age
 * gets it from the server (the catalogue's own query), with whether that child finds the book.
 */
export function AdminBookPreview({ id, age }: { id: string; age: number }) {
  const { t } = useTranslation();
  const preview = useQuery({
    queryKey: ['admin-book-preview', id, age],
    queryFn: ({ signal }) =>
      callApi(adminBooksApi.preview, { params: { id }, query: { age }, signal }),
    retry: false,
  });
  return (
    <AdminPageFrame title={t('adminBooks.preview.title', { age })} backTo="admin-books">
      <Link to={href('admin-book', { id })} className={styles.editLink}>
        {t('adminBooks.preview.back')}
      </Link>
      {preview.isPending ? <PageSpinner /> : null}
      {preview.isError ? <EmptyState title={errorMessage(preview.error)} /> : null}
      {preview.data ? (
        <>
          <div
            className={preview.data.visible ? styles.visible : styles.hidden}
            role="status"
            data-testid="preview-verdict"
          >
            {preview.data.visible ? (
              <CheckCircle2 size={18} aria-hidden="true" />
            ) : (
              <CircleAlert size={18} aria-hidden="true" />
            )}
            <div>
              <p>
                {preview.data.visible
                  ? t('adminBooks.preview.visible', { age })
                  : t('adminBooks.preview.hidden', { age })}
              </p>
              {preview.data.reasons.length > 0 ? (
                <ul>
                  {preview.data.reasons.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          </div>
          <div className={styles.kidFrame}>
            <BookDetailsView book={preview.data.book} />
          </div>
        </>
      ) : null}
    </AdminPageFrame>
  );
}
