import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPrice, MESSAGES } from '@pagebird/contract';
import { Art } from '../../../../components/art.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import type { ModalApi } from '../../../../components/ui/modal.tsx';
import { logout } from '../../../../app/session-actions.ts';
import { useOfferInfo } from '../api/offer-info.ts';
import { currentClassCode, goToHomeOffer } from '../lib/home-offer.ts';
import styles from './offer.module.css';

/**
 * The body of the "Class time is over" modal (spec §4): the text of the page that opened it,
 * the home-subscription offer for the current class code (promoPrice / 100 dollars with the
 * billing interval) and the button that signs the student out and goes to the offer.
 */
export function ClassTimeOverOffer({
  text,
  close,
  onLeaveForOffer,
}: {
  text: string;
  close: () => void;
  /** Called before the modal closes for the offer (so its host does not navigate as well). */
  onLeaveForOffer: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const offer = useOfferInfo(currentClassCode());
  const [busy, setBusy] = useState(false);

  const go = async () => {
    setBusy(true);
    onLeaveForOffer();
    await goToHomeOffer({
      logout: () => logout({ to: null }),
      close,
      navigate: (to) => navigate(to),
    });
  };

  return (
    <div className={styles.modalBody}>
      <Art name="mascot" mood="sleepy" decorative size={120} />
      <p className={styles.modalText}>{text}</p>
      <p className={styles.modalText}>{t('billing.offer.classTimeText')}</p>
      {offer.data ? (
        <p className={styles.modalPrice} data-testid="class-time-offer">
          {t('billing.offer.price', {
            price: formatPrice(offer.data.promoPrice),
            interval: offer.data.subscription.interval,
          })}
        </p>
      ) : null}
      <Button size="lg" onClick={() => void go()} loading={busy} autoFocus>
        {t('billing.offer.classTimeButton')}
      </Button>
    </div>
  );
}

/**
 * Open the `class_time_over` modal. Closing it the usual way calls `onLeave` (the host leaves
 * the page); the offer button signs out and goes to /offer instead.
 */
export function openClassTimeOver(
  modal: ModalApi,
  { text, onLeave }: { text: string; onLeave: () => void },
): void {
  let toOffer = false;
  modal.open({
    name: 'class_time_over',
    title: MESSAGES.classTimeOver,
    size: 'sm',
    onClose: () => {
      if (!toOffer) onLeave();
    },
    content: ({ close }) => (
      <ClassTimeOverOffer
        text={text}
        close={close}
        onLeaveForOffer={() => {
          toOffer = true;
        }}
      />
    ),
  });
}
