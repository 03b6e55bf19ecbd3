import { useTranslation } from 'react-i18next';
import { Art } from '../../../components/art.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useZones } from '../api/zones.ts';
import { useLeaveOnFailure } from './use-leave-on-failure.ts';
import { ZoneCard } from './zone-card.tsx';
import styles from './discovery.module.css';

/** /discovery-zone: the zones for the reader, as cards in each zone's colours. */
export function DiscoveryZonesPage() {
  const { t } = useTranslation();
  const zones = useZones();
  useLeaveOnFailure(zones.error);
  const list = zones.data?.zones ?? [];

  return (
    <div className={styles.page}>
      <header className={styles.greeting}>
        <div className={styles.greetingArt} aria-hidden="true">
          <Art name="mascot" mood="waving" decorative size={96} />
        </div>
        <div>
          <h1 className={styles.greetingTitle}>{t('discovery.listTitle')}</h1>
          <p className={styles.greetingText}>{t('discovery.listIntro')}</p>
        </div>
      </header>
      {zones.isPending ? (
        <Spinner label={t('discovery.loading')} />
      ) : zones.isError ? null : list.length === 0 ? (
        <EmptyState
          illustration={<Art name="booksStack" decorative size={200} />}
          title={t('discovery.empty')}
        >
          <p>{t('discovery.emptyText')}</p>
        </EmptyState>
      ) : (
        <ul className={styles.zoneGrid} aria-label={t('discovery.listLabel')}>
          {list.map((zone) => (
            <li key={zone.id}>
              <ZoneCard zone={zone} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
