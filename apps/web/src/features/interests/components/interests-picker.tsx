import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Sparkles } from 'lucide-react';
import { href } from '@pagebird/contract';
import { Art } from '../../../components/art.tsx';
import { InterestTile } from '../../../components/books/interest-tile.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { notify } from '../../../components/ui/notifications.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useInterests } from '../api/interests.ts';
import { useSaveInterests } from '../api/save-interests.ts';
import styles from './interests-picker.module.css';

/**
 * The interests page body: big picture tiles of the active interest areas, each a toggle
 * (aria-pressed); "Let's go!" saves the choice and opens browse.
 */
export function InterestsPicker() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const interests = useInterests();
  const save = useSaveInterests();
  /** The child's choice once they touched a tile; until then the saved interests. */
  const [picked, setPicked] = useState<string[] | null>(null);

  if (interests.isPending) {
    return (
      <ul className={styles.grid} aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i}>
            <Skeleton className={styles.skeleton} />
          </li>
        ))}
      </ul>
    );
  }

  if (interests.isError) {
    return (
      <EmptyState
        illustration={<Art name="stormCloud" decorative />}
        title={t('interests.loadFailed')}
        action={<Button onClick={() => void interests.refetch()}>{t('common.tryAgain')}</Button>}
      >
        <p>{errorMessage(interests.error)}</p>
      </EmptyState>
    );
  }

  const { areas } = interests.data;
  const chosen = picked ?? interests.data.interestIds;
  const toggle = (id: string) =>
    setPicked(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);

  const onSave = async () => {
    try {
      await save.mutateAsync(chosen);
      await navigate(href('browse'));
    } catch (e) {
      notify.error(errorMessage(e));
    }
  };

  if (areas.length === 0) {
    return (
      <EmptyState
        illustration={<Art name="emptyShelf" decorative />}
        title={t('interests.empty')}
        action={<ButtonLink to={href('browse')}>{t('interests.save')}</ButtonLink>}
      />
    );
  }

  return (
    <>
      <ul className={styles.grid} aria-label={t('interests.listLabel')}>
        {areas.map((area) => (
          <li key={area.id}>
            <InterestTile
              interest={area}
              size="lg"
              pressed={chosen.includes(area.id)}
              onClick={() => toggle(area.id)}
            />
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        <p className={styles.count} role="status">
          {chosen.length === 0
            ? t('interests.chosenNone')
            : t('interests.chosen', { count: chosen.length })}
        </p>
        <div className={styles.actions}>
          <ButtonLink to={href('browse')} variant="ghost" size="lg">
            {t('interests.skip')}
          </ButtonLink>
          <Button
            size="lg"
            variant="sunny"
            icon={<Sparkles aria-hidden="true" />}
            loading={save.isPending}
            onClick={() => void onSave()}
          >
            {t('interests.save')}
          </Button>
        </div>
      </div>
    </>
  );
}
