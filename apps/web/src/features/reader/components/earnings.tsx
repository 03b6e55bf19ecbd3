import { useTranslation } from 'react-i18next';
import { Award, Gem, Sparkles, Star, UserRound } from 'lucide-react';
import type { Earning, FinishedBookResponse } from '@pagebird/contract';
import { Button } from '../../../components/ui/button.tsx';
import styles from './reader.module.css';

const ICONS = {
  NEW_BADGE: Award,
  LEVEL_UP: Star,
  NEW_AVATAR: UserRound,
  GEM_EARNED: Gem,
} as const;

const KEYS = {
  NEW_BADGE: 'reader.earnings.badge',
  LEVEL_UP: 'reader.earnings.levelUp',
  NEW_AVATAR: 'reader.earnings.avatar',
  GEM_EARNED: 'reader.earnings.gems',
} as const;

function EarningItem({ earning }: { earning: Earning }) {
  const { t } = useTranslation();
  const Icon = ICONS[earning.type];
  const name = earning.title ?? earning.label;
  return (
    <li className={styles.earning}>
      {earning.imageUrl ? (
        <img src={earning.imageUrl} alt="" />
      ) : (
        <Icon size={40} aria-hidden="true" />
      )}
      <span>{t(KEYS[earning.type], { name })}</span>
    </li>
  );
}

/** Points and earnings of a finish (the rewards engine fills them; spec §3 "Earnings"). */
export function EarningsModalBody({
  result,
  onDone,
}: {
  result: FinishedBookResponse;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.earnings} data-testid="reader-earnings">
      <Sparkles size={56} aria-hidden="true" />
      {result.points > 0 ? (
        <p className={styles.modalText}>{t('reader.earnings.points', { count: result.points })}</p>
      ) : null}
      {result.earnings.length > 0 ? (
        <ul className={styles.earningList}>
          {result.earnings.map((e, i) => (
            <EarningItem key={`${e.type}-${i}`} earning={e} />
          ))}
        </ul>
      ) : null}
      <Button size="lg" variant="sunny" onClick={onDone} autoFocus>
        {t('reader.earnings.done')}
      </Button>
    </div>
  );
}
