import { useTranslation } from 'react-i18next';
import { Art } from '../../../components/art.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import styles from './rewards.module.css';

/** Tiles waiting for their data. */
export function TileSkeletons({ count = 8 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.grid} aria-busy="true" aria-label={t('rewards.common.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Skeleton className={styles.skeletonTile} />
        </li>
      ))}
    </ul>
  );
}

/** Something did not load: the server's text and a way to try again. */
export function LoadFailed({
  title,
  error,
  onRetry,
}: {
  title?: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState
      compact
      illustration={<Art name="stormCloud" decorative size={160} />}
      title={title ?? t('rewards.common.loadFailed')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      }
    >
      <p>{errorMessage(error)}</p>
    </EmptyState>
  );
}
