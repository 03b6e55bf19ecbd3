import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Compass } from 'lucide-react';
import { href, type DiscoveryZoneCard } from '@pagebird/contract';
import { zoneTheme } from './zone-theme.ts';
import styles from './discovery.module.css';

/** A zone on the zones page: its colours, icon, title and age segment; opens the zone page. */
export function ZoneCard({ zone }: { zone: DiscoveryZoneCard }) {
  const { t } = useTranslation();
  return (
    <Link
      to={href('discovery-zone', { zoneId: zone.id })}
      className={styles.zoneCard}
      style={zoneTheme(zone.colours)}
      aria-label={t('discovery.openZone', { title: zone.title })}
      data-zone-id={zone.id}
    >
      <span className={styles.zoneIcon} aria-hidden="true">
        {zone.iconUrl ? <img src={zone.iconUrl} alt="" /> : <Compass size={44} />}
      </span>
      <span className={styles.zoneCardTitle}>{zone.title}</span>
      <span className={styles.zoneAges}>
        {t('discovery.ages', { min: zone.ageSegment.min, max: zone.ageSegment.max })}
      </span>
    </Link>
  );
}
