import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import clsx from 'clsx';
import { MESSAGES, type UserCollection } from '@pagebird/contract';
import { Button } from '../../../components/ui/button.tsx';
import { notify } from '../../../components/ui/notifications.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useContentCollections } from '../api/content-collections.ts';
import { useCreateCollection } from '../api/create-collection.ts';
import { useSetContentCollections } from '../api/set-content-collections.ts';
import { CollectionTitleForm } from './collection-title-form.tsx';
import styles from './collections.module.css';

export interface AddToCollectionProps {
  bookId: string;
  /** The book title (dialog intro and accessible names). */
  title: string;
}

/**
 * The body of the add_to_collection modal: the caller's collections as checkboxes (ticked where
 * the book already is), an inline "New collection" form (the new collection gets the book at
 * once), and Save, which puts the book in exactly the ticked collections.
 */
export function AddToCollectionModal({
  bookId,
  title,
  close,
}: AddToCollectionProps & { close: () => void }) {
  const { t } = useTranslation();
  const membership = useContentCollections(bookId);
  const create = useCreateCollection();
  const save = useSetContentCollections();
  const [picked, setPicked] = useState<Set<string> | null>(null);
  const [creating, setCreating] = useState(false);

  const list = membership.data ?? [];
  const selected = picked ?? new Set(list.filter((c) => c.contains).map((c) => c.id));

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setPicked(next);
  };

  const onCreated = (collection: UserCollection) => {
    setPicked(new Set(selected).add(collection.id));
    setCreating(false);
  };

  const submit = async () => {
    const known = list.filter((c) => selected.has(c.id)).map((c) => c.id);
    const extra = [...selected].filter((id) => !known.includes(id));
    try {
      await save.mutateAsync({ bookId, collectionIds: [...known, ...extra] });
      notify.success(MESSAGES.collectionSaved);
      close();
    } catch (e) {
      notify.error(errorMessage(e));
    }
  };

  return (
    <div className={styles.addTo}>
      <p className={styles.intro}>{t('collections.addTo.intro', { title })}</p>

      {membership.isPending ? (
        <div className={styles.loading}>
          <Spinner />
        </div>
      ) : membership.isError ? (
        <div className={styles.loadFailed} role="alert">
          <p>{t('collections.addTo.loadFailed')}</p>
          <Button variant="secondary" size="sm" onClick={() => void membership.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t('collections.addTo.legend')}</legend>
          {list.length === 0 ? (
            <p className={styles.none}>{t('collections.addTo.empty')}</p>
          ) : (
            <ul className={styles.choiceList}>
              {list.map((c) => (
                <li key={c.id}>
                  <label className={clsx(styles.choice, selected.has(c.id) && styles.choiceOn)}>
                    <input
                      type="checkbox"
                      className={styles.checkbox}
                      checked={selected.has(c.id)}
                      onChange={(e) => toggle(c.id, e.target.checked)}
                    />
                    <span className={styles.choiceTitle}>{c.title}</span>
                    <span className={styles.choiceCount}>
                      {t('collections.card.books', { count: c.total })}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      )}

      {creating ? (
        <div className={styles.inlineCreate}>
          <CollectionTitleForm
            label={t('collections.addTo.newCollection')}
            submitLabel={t('collections.form.create')}
            autoFocus
            compact
            cancelLabel={t('collections.addTo.neverMind')}
            onCancel={() => setCreating(false)}
            onSubmit={async (name) => {
              const created = await create.mutateAsync({ title: name, contentIds: [bookId] });
              notify.success(t('collections.form.created', { title: created.title }));
              onCreated(created);
            }}
          />
        </div>
      ) : (
        <Button
          variant="ghost"
          className={styles.newButton}
          icon={<Plus size={20} aria-hidden="true" />}
          onClick={() => setCreating(true)}
          disabled={membership.isPending}
        >
          {t('collections.addTo.newCollection')}
        </Button>
      )}

      <div className={styles.formActions}>
        <Button variant="ghost" onClick={close}>
          {t('common.cancel')}
        </Button>
        <Button
          onClick={() => void submit()}
          loading={save.isPending}
          disabled={membership.isPending || membership.isError}
        >
          {t('collections.addTo.save')}
        </Button>
      </div>
    </div>
  );
}
