import { useTranslation } from 'react-i18next';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { capitalizeName, type AvatarItemsResponse } from '@pagebird/contract';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { useSession } from '../../../lib/auth/session-store.ts';
import { avatarsQueryOptions } from '../api/avatars.ts';
import { badgesQueryOptions } from '../api/badges.ts';
import { framesQueryOptions } from '../api/frames.ts';
import { stickersQueryOptions } from '../api/stickers.ts';
import { ArtImage } from './art-image.tsx';
import { LoadFailed, TileSkeletons } from './load-state.tsx';
import styles from './rewards.module.css';

interface Art {
  id: string;
  name: string;
  imageUrl: string;
}

function ArtSection({
  id,
  title,
  query,
  pick,
  round,
}: {
  id: string;
  title: string;
  query: UseQueryResult<{ items?: Art[]; badges?: Art[] }>;
  pick: (data: { items?: Art[]; badges?: Art[] }) => Art[];
  round?: boolean;
}) {
  const { t } = useTranslation();
  const headingId = `pb-preview-${id}`;
  let body;
  if (query.isPending) body = <TileSkeletons count={6} />;
  else if (query.isError)
    body = <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  else {
    const list = pick(query.data);
    body = (
      <>
        <p className={styles.ownedCount}>{t('rewards.preview.count', { count: list.length })}</p>
        <ul className={styles.previewGrid} aria-labelledby={headingId}>
          {list.map((a) => (
            <li key={a.id} className={styles.previewTile}>
              <ArtImage
                src={a.imageUrl}
                className={round ? styles.previewRound : styles.previewArt}
              />
              <span className={styles.previewName}>{a.name}</span>
              <code className={styles.previewId}>{a.id}</code>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {body}
    </section>
  );
}

/** Every frame with a sticker around one avatar: checks that the layers line up. */
function Together({
  avatars,
  frames,
  stickers,
}: {
  avatars: AvatarItemsResponse | undefined;
  frames: AvatarItemsResponse | undefined;
  stickers: AvatarItemsResponse | undefined;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!avatars || !frames || !stickers) return null;
  const name = capitalizeName(user?.name ?? '');
  const face = user?.avatarSettings.avatar?.imageUrl ?? avatars.items[0]?.imageUrl;
  return (
    <section className={styles.section} aria-labelledby="pb-preview-together">
      <h2 id="pb-preview-together">{t('rewards.preview.together')}</h2>
      <ul className={styles.previewGrid} aria-labelledby="pb-preview-together">
        {frames.items.map((frame, i) => {
          const sticker = stickers.items.length
            ? stickers.items[i % stickers.items.length]
            : undefined;
          return (
            <li key={frame.id} className={styles.previewTile}>
              <Avatar
                name={name}
                imageUrl={face}
                frameUrl={frame.imageUrl}
                stickerUrl={sticker?.imageUrl}
                size="xl"
              />
              <span className={styles.previewName}>
                {frame.name}
                {sticker ? ` + ${sticker.name}` : ''}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The assets preview: every avatar, frame, sticker and badge picture, to check the artwork. */
export function AssetsPreview() {
  const { t } = useTranslation();
  const avatars = useQuery(avatarsQueryOptions());
  const frames = useQuery(framesQueryOptions());
  const stickers = useQuery(stickersQueryOptions());
  const badges = useQuery(badgesQueryOptions());
  const items = (d: { items?: Art[] }) => d.items ?? [];
  return (
    <>
      <ArtSection
        id="avatars"
        title={t('rewards.preview.avatars')}
        query={avatars}
        pick={items}
        round
      />
      <ArtSection id="frames" title={t('rewards.preview.frames')} query={frames} pick={items} />
      <ArtSection
        id="stickers"
        title={t('rewards.preview.stickers')}
        query={stickers}
        pick={items}
      />
      <ArtSection
        id="badges"
        title={t('rewards.preview.badges')}
        query={badges}
        pick={(d) => d.badges ?? []}
      />
      <Together avatars={avatars.data} frames={frames.data} stickers={stickers.data} />
    </>
  );
}
