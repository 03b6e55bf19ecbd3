import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Gem, PartyPopper, ShoppingBag, Shirt } from 'lucide-react';
import clsx from 'clsx';
import {
  REWARD_ENTITY_TYPES,
  REWARDS_MESSAGES,
  canUseRewardVault,
  href,
  type StoreItem,
} from '@pagebird/contract';
import { Art } from '../../../components/art.tsx';
import { Confetti, formatPoints } from '../../../components/celebration/index.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useModal } from '../../../components/ui/modal.tsx';
import { notify } from '../../../components/ui/notifications.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth/session-store.ts';
import { usePurchase } from '../api/purchase.ts';
import { usePutAvatarItem } from '../api/put-item.ts';
import { useStoreItems } from '../api/store-items.ts';
import { ArtImage } from './art-image.tsx';
import { LoadFailed, TileSkeletons } from './load-state.tsx';
import styles from './rewards.module.css';

/** Tracking name of the purchase modal. */
export const PURCHASE_MODAL = 'reward_vault_purchase';

type Step = 'confirm' | 'bought';

/** Buy (after a confirm step), then offer to wear it at once. */
function PurchaseDialog({
  item,
  gems,
  close,
}: {
  item: StoreItem;
  gems: number;
  close: () => void;
}) {
  const { t } = useTranslation();
  const purchase = usePurchase();
  const put = usePutAvatarItem();
  const [step, setStep] = useState<Step>('confirm');

  const buy = async () => {
    try {
      await purchase.mutateAsync({ storeEntityType: item.storeEntityType, id: item.id });
      setStep('bought');
    } catch (e) {
      close();
      notify.error(errorMessage(e));
    }
  };

  const wear = async () => {
    try {
      await put.mutateAsync({ entityType: item.storeEntityType, itemId: item.id });
      close();
      notify.success(t('rewards.vault.worn', { name: item.name }));
    } catch (e) {
      close();
      notify.error(errorMessage(e));
    }
  };

  if (step === 'bought') {
    return (
      <div className={styles.dialog} data-testid="purchase-bought">
        <Confetti />
        <ArtImage src={item.imageUrl} className={styles.dialogArt} />
        <p className={styles.dialogTitle} role="status">
          <PartyPopper size={28} aria-hidden="true" /> {t('rewards.vault.boughtTitle')}
        </p>
        <p className={styles.dialogText}>{t('rewards.vault.boughtText', { name: item.name })}</p>
        <div className={styles.dialogActions}>
          <Button
            size="lg"
            variant="sunny"
            icon={<Shirt size={22} aria-hidden="true" />}
            onClick={() => void wear()}
            loading={put.isPending}
            autoFocus
          >
            {t('rewards.vault.wearNow')}
          </Button>
          <Button variant="ghost" onClick={close} disabled={put.isPending}>
            {t('rewards.vault.keepShopping')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.dialog} data-testid="purchase-confirm">
      <ArtImage src={item.imageUrl} className={styles.dialogArt} />
      <p className={styles.dialogText}>
        {t('rewards.vault.confirmText', { name: item.name, price: formatPoints(item.price) })}
      </p>
      <p className={styles.dialogHint}>
        {t('rewards.vault.leftAfter', { left: formatPoints(Math.max(0, gems - item.price)) })}
      </p>
      <div className={styles.dialogActions}>
        <Button
          size="lg"
          variant="sunny"
          icon={<ShoppingBag size={22} aria-hidden="true" />}
          onClick={() => void buy()}
          loading={purchase.isPending}
          autoFocus
        >
          {t('rewards.vault.confirm')}
        </Button>
        <Button variant="ghost" onClick={close} disabled={purchase.isPending}>
          {t('rewards.vault.notNow')}
        </Button>
      </div>
    </div>
  );
}

function StoreTile({
  item,
  gems,
  onBuy,
  onWear,
  wearing,
}: {
  item: StoreItem;
  gems: number;
  onBuy: (item: StoreItem) => void;
  onWear: (item: StoreItem) => void;
  wearing: boolean;
}) {
  const { t } = useTranslation();
  const missing = item.price - gems;
  return (
    <li
      className={clsx(styles.storeTile, item.owned && styles.storeOwned)}
      data-testid="store-item"
      data-item-id={item.id}
    >
      <span className={styles.storePicture}>
        <ArtImage src={item.imageUrl} className={styles.storeArt} />
        {item.owned ? (
          <span className={styles.ownedRibbon}>
            <Check size={16} aria-hidden="true" />
            {t('rewards.vault.owned')}
          </span>
        ) : null}
      </span>
      <h3 className={styles.storeName}>{item.name}</h3>
      <p className={styles.price}>
        <Gem size={18} aria-hidden="true" />
        {t('rewards.vault.price', { formatted: formatPoints(item.price) })}
      </p>
      {item.owned ? (
        <Button
          variant="secondary"
          block
          onClick={() => onWear(item)}
          loading={wearing}
          aria-label={t('rewards.vault.wearItem', { name: item.name })}
        >
          {t('rewards.vault.wear')}
        </Button>
      ) : missing > 0 ? (
        <Button variant="sunny" block disabled>
          {t('rewards.vault.needMore', { count: missing })}
        </Button>
      ) : (
        <Button
          variant="sunny"
          block
          onClick={() => onBuy(item)}
          aria-label={t('rewards.vault.buyItem', {
            name: item.name,
            price: formatPoints(item.price),
          })}
        >
          {t('rewards.vault.buy')}
        </Button>
      )}
    </li>
  );
}

function Store() {
  const { t } = useTranslation();
  const modal = useModal();
  const store = useStoreItems(true);
  const put = usePutAvatarItem();

  if (store.isPending) return <TileSkeletons />;
  if (store.isError) return <LoadFailed error={store.error} onRetry={() => void store.refetch()} />;

  const { gems, items } = store.data;

  const openBuy = (item: StoreItem) =>
    modal.open({
      name: PURCHASE_MODAL,
      title: item.name,
      size: 'sm',
      content: ({ close }) => <PurchaseDialog item={item} gems={gems} close={close} />,
    });

  const wear = async (item: StoreItem) => {
    try {
      await put.mutateAsync({ entityType: item.storeEntityType, itemId: item.id });
      notify.success(t('rewards.vault.worn', { name: item.name }));
    } catch (e) {
      notify.error(errorMessage(e));
    }
  };

  return (
    <>
      <p className={styles.balance} data-testid="vault-gems">
        <span className={styles.balanceIcon} aria-hidden="true">
          <Gem size={36} />
        </span>
        <span className={styles.balanceText}>
          <span className={styles.balanceLabel}>{t('rewards.vault.balance')}</span>
          <span className={styles.balanceValue}>{formatPoints(gems)}</span>
        </span>
      </p>
      {items.length === 0 ? (
        <EmptyState compact title={t('rewards.vault.empty')} />
      ) : (
        REWARD_ENTITY_TYPES.map((type) => {
          const ofType = items
            .filter((i) => i.storeEntityType === type)
            .sort((a, b) => a.price - b.price);
          if (ofType.length === 0) return null;
          const headingId = `pb-vault-${type}`;
          return (
            <section key={type} className={styles.section} aria-labelledby={headingId}>
              <h2 id={headingId}>{t(`rewards.vault.sections.${type}`)}</h2>
              <ul className={styles.storeGrid} aria-labelledby={headingId}>
                {ofType.map((item) => (
                  <StoreTile
                    key={item.id}
                    item={item}
                    gems={gems}
                    onBuy={openBuy}
                    onWear={(i) => void wear(i)}
                    wearing={put.isPending && put.variables.itemId === item.id}
                  />
                ))}
              </ul>
            </section>
          );
        })
      )}
    </>
  );
}

/**
 * The Reward Vault (spec §9: children over 6 only): the gems balance and the avatars, frames
 * and stickers for sale. A younger child sees a friendly "opens when you are 7" instead, and
 * the store is never asked.
 */
export function RewardVault() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!canUseRewardVault(user?.age)) {
    return (
      <EmptyState
        illustration={<Art name="mascot" mood="waving" decorative size={220} />}
        title={REWARDS_MESSAGES.vaultTooYoung}
        action={
          <ButtonLink to={href('my-stuff')} variant="primary" size="lg">
            {t('rewards.common.backToMyStuff')}
          </ButtonLink>
        }
      >
        <p>{t('rewards.vault.tooYoungText')}</p>
      </EmptyState>
    );
  }
  return <Store />;
}
