import { useParams } from 'react-router';
import { DiscoveryZonePage, DiscoveryZonesPage } from '../../../features/discovery/index.ts';
import { DailyQuizCard } from '../../../features/quizzes/index.ts';

/**
 * /discovery-zone/:zoneId? — without an id the reader's zones; with one, the themed zone page
 * with its daily quiz (features/quizzes).
 */
export default function DiscoveryZoneRoute() {
  const { zoneId } = useParams();
  if (!zoneId) return <DiscoveryZonesPage />;
  return (
    <DiscoveryZonePage
      key={zoneId}
      zoneId={zoneId}
      dailyQuiz={(zone) => <DailyQuizCard zoneId={zone.id} zoneTitle={zone.title} />}
    />
  );
}
