import { useEffect, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { ArrowDown, ArrowUp, GripVertical, Plus, X } from 'lucide-react';
import { adminCommerceApi, type AdminCollectionBook, type BannerType } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { AdminFieldShell } from '../kit/index.ts';
import styles from './commerce.module.css';

/** The value after `ms` without changes (search as you type, one request per pause). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const h = setTimeout(() => setV(value), ms);
    return () => clearTimeout(h);
  }, [value, ms]);
  return v;
}

export interface PickOption {
  id: string;
  title: string;
  detail?: string;
  coverUrl?: string | null;
}

/** Books by title or catalogue number. */
export function useBookOptions(search: string) {
  const q = useDebounced(search.trim());
  return useQuery({
    queryKey: ['admin-commerce', 'book-options', q],
    queryFn: ({ signal }) =>
      callApi(adminCommerceApi.collectionBookOptions, {
        query: { search: q || undefined, size: 10 },
        signal,
      }),
  });
}

/** Admin collections by title. */
function useCollectionOptions(search: string, enabled: boolean) {
  const q = useDebounced(search.trim());
  return useQuery({
    queryKey: ['admin-commerce', 'collection-options', q],
    queryFn: ({ signal }) =>
      callApi(adminCommerceApi.listCollections, {
        query: { search: q || undefined, size: 10, sort: 'title,asc' },
        signal,
      }),
    enabled,
  });
}

function OptionList({
  options,
  loading,
  onPick,
  label,
}: {
  options: PickOption[];
  loading: boolean;
  onPick: (o: PickOption) => void;
  label: string;
}) {
  const { t } = useTranslation();
  if (loading) return <p className={styles.muted}>{t('adminCommerce.common.searching')}</p>;
  if (!options.length) return <p className={styles.muted}>{t('adminCommerce.common.noResults')}</p>;
  return (
    <ul className={styles.results} aria-label={label}>
      {options.map((o) => (
        <li key={o.id}>
          <button type="button" className={styles.result} onClick={() => onPick(o)}>
            {o.coverUrl !== undefined ? (
              o.coverUrl ? (
                <img className={styles.thumb} src={o.coverUrl} alt="" />
              ) : (
                <span className={styles.thumb} aria-hidden="true" />
              )
            ) : null}
            <span>
              {o.title}
              {o.detail ? <span className={styles.muted}> · {o.detail}</span> : null}
            </span>
            <Plus size={16} aria-hidden="true" style={{ marginLeft: 'auto' }} />
          </button>
        </li>
      ))}
    </ul>
  );
}

const bookOption = (b: AdminCollectionBook): PickOption => ({
  id: b.id,
  title: b.title,
  detail: b.idNumber,
  coverUrl: b.coverUrl,
});

/**
 * The book or collection a banner opens: search by the banner type, pick one; the form's
 * `contentId` holds the id (link-like, spec §5).
 */
export function BannerContentField<V extends FieldValues>({
  name,
  type,
  initialTitle,
}: {
  name: FieldPath<V>;
  type: BannerType;
  initialTitle: string | null;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<V>();
  const { field, fieldState } = useController({ name, control });
  const [search, setSearch] = useState('');
  const [title, setTitle] = useState<string | null>(initialTitle);
  const books = useBookOptions(type === 'BOOK' ? search : '');
  const collections = useCollectionOptions(search, type === 'COLLECTION');
  const options: PickOption[] =
    type === 'BOOK'
      ? (books.data ?? []).map(bookOption)
      : (collections.data?.content ?? []).map((c) => ({
          id: c.id,
          title: c.title,
          detail: t('adminCommerce.collections.bookCount', {
            count: c.activeBooks + c.inactiveBooks,
          }),
        }));
  const typeLabel =
    type === 'BOOK'
      ? t('adminCommerce.banners.typeBook')
      : t('adminCommerce.banners.typeCollection');
  const value = (field.value ?? '') as string;
  return (
    <AdminFieldShell
      label={t('adminCommerce.banners.content')}
      hint={t('adminCommerce.banners.contentHint')}
      error={fieldState.error?.message}
      required
      wide
    >
      {({ id, describedBy, invalid }) => (
        <div className={styles.picker}>
          {value ? (
            <div className={styles.selected} data-testid="banner-content">
              <strong>{title ?? typeLabel}</strong>
              <code>{value}</code>
            </div>
          ) : null}
          <input
            id={id}
            className={styles.searchInput}
            type="search"
            value={search}
            placeholder={t('adminCommerce.banners.pickContent', { type: typeLabel.toLowerCase() })}
            onChange={(e) => setSearch(e.target.value)}
            onBlur={field.onBlur}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          />
          {/* Once a content is chosen, options show again only while searching. */}
          {value && !search.trim() ? null : (
            <OptionList
              label={t('adminCommerce.banners.pickContent', { type: typeLabel.toLowerCase() })}
              options={options}
              loading={type === 'BOOK' ? books.isPending : collections.isPending}
              onPick={(o) => {
                field.onChange(o.id);
                setTitle(o.title);
                setSearch('');
              }}
            />
          )}
        </div>
      )}
    </AdminFieldShell>
  );
}

/**
 * The books of a collection in order: search and add, drag or arrow to reorder, remove. The
 * form's `bookIds` holds the ordered ids.
 */
export function CollectionBooksField<V extends FieldValues>({
  name,
  initial,
}: {
  name: FieldPath<V>;
  initial: AdminCollectionBook[];
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<V>();
  const { field, fieldState } = useController({ name, control });
  const ids = (field.value ?? []) as string[];
  const [known, setKnown] = useState<Map<string, AdminCollectionBook>>(
    () => new Map(initial.map((b) => [b.id, b])),
  );
  const [search, setSearch] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const options = useBookOptions(search);

  const set = (next: string[]) => field.onChange(next);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    const next = [...ids];
    const [m] = next.splice(from, 1);
    next.splice(to, 0, m!);
    set(next);
  };
  const onDrop = (e: DragEvent, to: number) => {
    e.preventDefault();
    if (dragging !== null) move(dragging, to);
    setDragging(null);
    setOver(null);
  };

  return (
    <AdminFieldShell
      label={t('adminCommerce.collections.books')}
      hint={t('adminCommerce.common.dragHint')}
      error={fieldState.error?.message}
      wide
    >
      {({ id, describedBy, invalid }) => (
        <div className={styles.picker}>
          {ids.length ? (
            <ol className={styles.order} aria-label={t('adminCommerce.collections.books')}>
              {ids.map((bookId, i) => {
                const b = known.get(bookId);
                const title = b?.title ?? bookId;
                return (
                  <li
                    key={bookId}
                    className={styles.orderItem}
                    draggable
                    data-dragging={dragging === i}
                    data-over={over === i && dragging !== i}
                    onDragStart={(e) => {
                      setDragging(i);
                      e.dataTransfer.effectAllowed = 'move';
                      e.dataTransfer.setData('text/plain', bookId);
                    }}
                    onDragOver={(e) => {
                      e.preventDefault();
                      setOver(i);
                    }}
                    onDragEnd={() => {
                      setDragging(null);
                      setOver(null);
                    }}
                    onDrop={(e) => onDrop(e, i)}
                  >
                    <GripVertical size={16} className={styles.grip} aria-hidden="true" />
                    <span className={styles.muted}>{i + 1}.</span>
                    {b?.coverUrl ? (
                      <img className={styles.thumb} src={b.coverUrl} alt="" />
                    ) : (
                      <span className={styles.thumb} aria-hidden="true" />
                    )}
                    <span className={styles.orderTitle}>
                      {title}
                      {b ? <span className={styles.muted}> · {b.idNumber}</span> : null}{' '}
                      {b?.status === 'INACTIVE' ? (
                        <span className={styles.badge}>
                          {t('adminCommerce.collections.bookInactive')}
                        </span>
                      ) : null}
                    </span>
                    <button
                      type="button"
                      className={styles.iconButton}
                      onClick={() => move(i, i - 1)}
                      disabled={i === 0}
                      aria-label={t('adminCommerce.common.moveUp', { title })}
                    >
                      <ArrowUp size={16} aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      className={styles.iconButton}
                      onClick={() => move(i, i + 1)}
                      disabled={i === ids.length - 1}
                      aria-label={t('adminCommerce.common.moveDown', { title })}
                    >
                      <ArrowDown size={16} aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      className={styles.iconButton}
                      onClick={() => set(ids.filter((x) => x !== bookId))}
                      aria-label={t('adminCommerce.common.remove', { title })}
                    >
                      <X size={16} aria-hidden="true" />
                    </button>
                  </li>
                );
              })}
            </ol>
          ) : (
            <p className={styles.muted}>{t('adminCommerce.collections.noBooks')}</p>
          )}
          <input
            id={id}
            className={styles.searchInput}
            type="search"
            value={search}
            placeholder={t('adminCommerce.common.searchBooks')}
            onChange={(e) => setSearch(e.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          />
          <OptionList
            label={t('adminCommerce.common.searchBooks')}
            options={(options.data ?? []).filter((b) => !ids.includes(b.id)).map(bookOption)}
            loading={options.isPending}
            onPick={(o) => {
              const b = options.data?.find((x) => x.id === o.id);
              if (b) setKnown((m) => new Map(m).set(b.id, b));
              set([...ids, o.id]);
            }}
          />
        </div>
      )}
    </AdminFieldShell>
  );
}
