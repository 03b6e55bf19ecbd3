import { useTranslation } from 'react-i18next';
import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { DropdownMenu } from '../../../components/ui/menu.tsx';
import { useCollectionDialogs, type CollectionRef } from './collection-dialogs.tsx';
import styles from './collections.module.css';

/** The owner's menu of a collection card: Rename, Delete (which asks first). */
export function CollectionMenu({
  collection,
  onDeleted,
}: {
  collection: CollectionRef;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const dialogs = useCollectionDialogs();
  return (
    <DropdownMenu
      label={t('collections.card.menu', { title: collection.title })}
      trigger={<MoreHorizontal size={22} aria-hidden="true" />}
      triggerClassName={styles.menuTrigger}
      items={[
        {
          id: 'rename',
          label: t('collections.card.rename'),
          textValue: t('collections.card.rename'),
          icon: <Pencil size={18} aria-hidden="true" />,
          onAction: () => dialogs.rename(collection),
        },
        {
          id: 'delete',
          label: t('collections.card.delete'),
          textValue: t('collections.card.delete'),
          icon: <Trash2 size={18} aria-hidden="true" />,
          tone: 'danger',
          onAction: () => dialogs.remove(collection, { onDeleted }),
        },
      ]}
    />
  );
}
