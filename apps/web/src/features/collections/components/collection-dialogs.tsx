import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { MESSAGES, type UserCollection } from '@pagebird/contract';
import { Button } from '../../../components/ui/button.tsx';
import { useModal } from '../../../components/ui/modal.tsx';
import { notify } from '../../../components/ui/notifications.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateCollection } from '../api/create-collection.ts';
import { useDeleteCollection } from '../api/delete-collection.ts';
import { useRenameCollection } from '../api/rename-collection.ts';
import { CollectionTitleForm } from './collection-title-form.tsx';
import styles from './collections.module.css';

export interface CollectionRef {
  id: string;
  title: string;
}

function CreateCollectionDialog({
  close,
  onCreated,
}: {
  close: () => void;
  onCreated?: (collection: UserCollection) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateCollection();
  return (
    <CollectionTitleForm
      label={t('collections.form.createTitle')}
      submitLabel={t('collections.form.create')}
      autoFocus
      onCancel={close}
      onSubmit={async (title) => {
        const created = await create.mutateAsync({ title });
        notify.success(t('collections.form.created', { title: created.title }));
        close();
        onCreated?.(created);
      }}
    />
  );
}

function RenameCollectionDialog({
  collection,
  close,
}: {
  collection: CollectionRef;
  close: () => void;
}) {
  const { t } = useTranslation();
  const rename = useRenameCollection();
  return (
    <CollectionTitleForm
      label={t('collections.form.renameTitle')}
      submitLabel={t('collections.form.rename')}
      initialTitle={collection.title}
      autoFocus
      onCancel={close}
      onSubmit={async (title) => {
        await rename.mutateAsync({ id: collection.id, title });
        notify.success(MESSAGES.collectionSaved);
        close();
      }}
    />
  );
}

function DeleteCollectionDialog({
  collection,
  close,
  onDeleted,
}: {
  collection: CollectionRef;
  close: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteCollection();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await remove.mutateAsync(collection.id);
      notify.success(MESSAGES.collectionDeleted);
      close();
      onDeleted?.();
    } catch (e) {
      setBusy(false);
      notify.error(errorMessage(e));
    }
  };
  return (
    <div className={styles.confirm}>
      <p>{t('collections.remove.text', { title: collection.title })}</p>
      <div className={styles.formActions}>
        <Button variant="ghost" onClick={close} autoFocus>
          {t('common.cancel')}
        </Button>
        <Button
          variant="danger"
          icon={<Trash2 size={20} aria-hidden="true" />}
          loading={busy}
          onClick={() => void confirm()}
        >
          {t('collections.remove.confirm')}
        </Button>
      </div>
    </div>
  );
}

/** Create, rename and delete dialogs, opened through the app's modal manager. */
export function useCollectionDialogs() {
  const modal = useModal();
  const { t } = useTranslation();
  return useMemo(
    () => ({
      create(options: { onCreated?: (collection: UserCollection) => void } = {}) {
        modal.open({
          name: 'collection_create',
          title: t('collections.form.createTitle'),
          size: 'sm',
          content: ({ close }) => (
            <CreateCollectionDialog close={close} onCreated={options.onCreated} />
          ),
        });
      },
      rename(collection: CollectionRef) {
        modal.open({
          name: 'collection_rename',
          title: t('collections.form.renameTitle'),
          size: 'sm',
          content: ({ close }) => <RenameCollectionDialog collection={collection} close={close} />,
        });
      },
      remove(collection: CollectionRef, options: { onDeleted?: () => void } = {}) {
        modal.open({
          name: 'collection_delete',
          title: t('collections.remove.title'),
          size: 'sm',
          content: ({ close }) => (
            <DeleteCollectionDialog
              collection={collection}
              close={close}
              onDeleted={options.onDeleted}
            />
          ),
        });
      },
    }),
    [modal, t],
  );
}
