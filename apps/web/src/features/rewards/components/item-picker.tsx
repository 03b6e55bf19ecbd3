import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Check, Lock, X } from 'lucide-react';
import clsx from 'clsx';
import {
  canUseRewardVault,
  capitalizeName,
  type AvatarItem,
  type RewardEntityType,
} from '@pagebird/contract';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { notify } from '../../../components/ui/notifications.tsx';
import { ProfileAvatar } from '../../../components/ui/profile-avatar.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth/session-store.ts';
import { avatarsQueryOptions } from '../api/avatars.ts';
import { framesQueryOptions } from '../api/frames.ts';
import { usePatchAvatarItems } from '../api/patch-items.ts';
import { usePutAvatarItem } from '../api/put-item.ts';
import { stickersQueryOptions } from '../api/stickers.ts';
import { ArtImage } from './art-image.tsx';
import { LoadFailed, TileSkeletons } from './load-state.tsx';
import styles from './rewards.module.css';

const QUERIES = {
  AVATAR: avatarsQueryOptions,
  AVATAR_FRAME: framesQueryOptions,
  STICKER: stickersQueryOptions,
} as const;

/** Why a locked item is locked, in the child's words. */
function useLockedHint() {
  const { t } = useTranslation();
  const { user } = useSession();
  const vault = canUseRewardVault(user?.age);
  return (item: AvatarItem): string => {
    if (item.unlockLevel !== null)
      return t('rewards.items.unlockLevel', { level: item.unlockLevel });
    if (item.price !== null && vault) return t('rewards.items.unlockPrice', { price: item.price });
    return t('rewards.items.unlockLater');
  };
}

/** The picture of one item as it would look on the child. */
function ItemPicture({ item, name }: { item: AvatarItem; name: string }) {
  const { user } = useSession();
  switch (item.entityType) {
    case 'AVATAR':
      return <Avatar name={item.name} imageUrl={item.imageUrl} size="xl" />;
    case 'AVATAR_FRAME':
      return (
        <Avatar
          name={name}
          imageUrl={user?.avatarSettings.avatar?.imageUrl}
          frameUrl={item.imageUrl}
          size="xl"
        />
      );
    case 'STICKER':
      return <ArtImage src={item.imageUrl} className={styles.stickerArt} />;
  }
}

/**
 * The avatars, frames or stickers to choose from: owned ones are big buttons that put the item
 * on (`PATCH` for the avatar, `PUT /api/avatars/items` for a frame or sticker), the one worn is
 * marked, locked ones say how to get them; a frame or sticker can be taken off.
 */
export function ItemPicker({ type }: { type: RewardEntityType }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const name = capitalizeName(user?.name ?? '');
  const items = useQuery(QUERIES[type]());
  const patch = usePatchAvatarItems();
  const put = usePutAvatarItem();
  const lockedHint = useLockedHint();
  const busy = patch.isPending || put.isPending;
  const pendingId = patch.isPending
    ? (patch.variables.avatarId ?? null)
    : put.isPending
      ? put.variables.itemId
      : undefined;

  const wear = async (item: AvatarItem) => {
    try {
      if (type === 'AVATAR') await patch.mutateAsync({ avatarId: item.id });
      else await put.mutateAsync({ entityType: type, itemId: item.id });
      notify.success(t('rewards.items.nowWearing', { name: item.name }));
    } catch (e) {
      notify.error(errorMessage(e));
    }
  };

  const takeOff = async () => {
    if (type === 'AVATAR') return;
    try {
      await put.mutateAsync({ entityType: type, itemId: null });
      notify.success(t(`rewards.items.tookOff.${type}`));
    } catch (e) {
      notify.error(errorMessage(e));
    }
  };

  const worn =
    type === 'AVATAR'
      ? user?.avatarSettings.avatar
      : type === 'AVATAR_FRAME'
        ? user?.avatarSettings.frame
        : user?.avatarSettings.sticker;

  let body;
  if (items.isPending) body = <TileSkeletons />;
  else if (items.isError)
    body = <LoadFailed error={items.error} onRetry={() => void items.refetch()} />;
  else if (items.data.items.length === 0)
    body = <EmptyState compact title={t('rewards.items.empty')} />;
  else {
    const list = items.data.items;
    const owned = list.filter((i) => i.owned).length;
    body = (
      <>
        <p className={styles.ownedCount}>
          {t('rewards.items.owned', { owned, total: list.length })}
        </p>
        <ul className={styles.grid} aria-label={t(`rewards.items.listLabel.${type}`)}>
          {list.map((item) => (
            <li key={item.id}>
              {item.owned ? (
                <button
                  type="button"
                  className={clsx(styles.itemTile, item.selected && styles.itemSelected)}
                  aria-pressed={item.selected}
                  aria-label={t('rewards.items.choose', { name: item.name })}
                  aria-busy={pendingId === item.id || undefined}
                  disabled={busy}
                  onClick={() => (item.selected ? undefined : void wear(item))}
                >
                  <span className={styles.itemPicture}>
                    <ItemPicture item={item} name={name} />
                  </span>
                  <span className={styles.itemName}>{item.name}</span>
                  {item.selected ? (
                    <span className={styles.itemStatus}>
                      <Check size={18} aria-hidden="true" />
                      {t('rewards.items.selected')}
                    </span>
                  ) : null}
                </button>
              ) : (
                <div className={clsx(styles.itemTile, styles.itemLocked)}>
                  <span className={styles.itemPicture}>
                    <ItemPicture item={item} name={name} />
                    <span className={styles.lockBadge} aria-hidden="true">
                      <Lock size={22} />
                    </span>
                  </span>
                  <span className={styles.itemName}>
                    {item.name}
                    <span className="pb-visually-hidden">, {t('rewards.items.locked')}</span>
                  </span>
                  <span className={styles.itemHint}>{lockedHint(item)}</span>
                </div>
              )}
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <>
      <section className={styles.wearing} aria-labelledby="pb-wearing">
        <ProfileAvatar name={name} settings={user?.avatarSettings} size="xl" />
        <div className={styles.wearingText}>
          <h2 id="pb-wearing" className={styles.wearingTitle}>
            {t('rewards.items.wearing')}
          </h2>
          {worn && nameOf(items.data?.items, worn.id) ? (
            <p className={styles.wearingName}>{nameOf(items.data?.items, worn.id)}</p>
          ) : null}
          {type !== 'AVATAR' && worn ? (
            <Button
              variant="secondary"
              icon={<X size={20} aria-hidden="true" />}
              onClick={() => void takeOff()}
              disabled={busy}
              loading={put.isPending && put.variables.itemId === null}
            >
              {t(`rewards.items.takeOff.${type}`)}
            </Button>
          ) : null}
        </div>
      </section>
      {body}
    </>
  );
}

function nameOf(items: AvatarItem[] | undefined, id: string): string | null {
  return items?.find((i) => i.id === id)?.name ?? null;
}
