import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  capitalizeName,
  href,
  Role,
  shouldPromptInterests,
  type UserDetails,
} from '@pagebird/contract';
import { Art } from '../../../components/art.tsx';
import { ProfileAvatar } from '../../../components/ui/profile-avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { notify } from '../../../components/ui/notifications.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { sessionStore, useSession } from '../../../lib/auth/session-store.ts';
import { useProfileList } from '../../../features/auth/api/profile-list.ts';
import { useSelectProfile } from '../../../features/auth/api/select-profile.ts';
import { usePasswordPrompt } from '../../../features/auth/hooks/use-password-prompt.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import { isParentAreaPath } from '../../guard.ts';
import styles from '../../../features/auth/components/students.module.css';

/** `/profile-select` — "Who is reading?": pick a child profile (parent and child tokens). */
export default function ProfileSelectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const profiles = useProfileList();
  const select = useSelectProfile();
  const prompt = usePasswordPrompt();
  const [choosing, setChoosing] = useState<string | null>(null);
  const [search] = useSearchParams();
  const wanted = search.get('redirect');
  const prompted = useRef<string | null>(null);

  // A parent area opened without a recent parent gate lands here with ?redirect=<page>: ask for
  // the account password at once, then go on to that page (guard.ts, docs/decisions/022).
  useEffect(() => {
    if (!wanted || !isParentAreaPath(wanted) || prompted.current === wanted) return;
    if (session.role !== Role.PARENT && session.role !== Role.CHILD) return;
    prompted.current = wanted;
    prompt(wanted);
  }, [wanted, session.role, prompt]);

  const choose = async (id: string) => {
    setChoosing(id);
    try {
      const next = await select.mutateAsync(id);
      sessionStore.set(next);
      const user: UserDetails = next.user;
      await navigate(
        shouldPromptInterests({
          from: 'profile-select',
          to: 'browse',
          user,
          now: new Date(),
          timeZone: browserTimeZone(),
        })
          ? href('interests-selection')
          : href('browse'),
      );
    } catch (e) {
      notify.error(errorMessage(e));
    } finally {
      setChoosing(null);
    }
  };

  return (
    <div className={styles.page}>
      <h1>{t('profileSelect.title')}</h1>
      <p className={styles.subtitle}>{t('profileSelect.subtitle')}</p>
      {profiles.isPending ? (
        <ul className={styles.grid} aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i}>
              <Skeleton className={styles.skeletonTile} />
            </li>
          ))}
        </ul>
      ) : profiles.isError ? (
        <EmptyState
          className={styles.empty}
          illustration={<Art name="stormCloud" decorative />}
          title={t('profileSelect.loadFailed')}
          action={<Button onClick={() => void profiles.refetch()}>{t('common.tryAgain')}</Button>}
        >
          <p>{errorMessage(profiles.error)}</p>
        </EmptyState>
      ) : profiles.data.length === 0 ? (
        <EmptyState
          className={styles.empty}
          illustration={<Art name="familyReading" decorative />}
          title={t('profileSelect.empty')}
          action={
            session.role === Role.PARENT ? (
              <Button onClick={() => prompt(href('dashboard'))}>
                {t('profileSelect.addProfile')}
              </Button>
            ) : undefined
          }
        >
          <p>{t('profileSelect.emptyText')}</p>
        </EmptyState>
      ) : (
        <ul className={styles.grid}>
          {profiles.data.map((p) => {
            const name = capitalizeName(p.name);
            return (
              <li key={p.id}>
                <button
                  type="button"
                  className={styles.tile}
                  onClick={() => void choose(p.id)}
                  disabled={choosing !== null}
                  aria-busy={choosing === p.id || undefined}
                  aria-label={t('profileSelect.choose', { name })}
                >
                  <ProfileAvatar name={name} settings={p.avatarSettings} size="xl" ring />
                  {name}
                  {p.age !== null ? (
                    <span className={styles.tileAge}>
                      {t('profileSelect.age', { count: p.age })}
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
