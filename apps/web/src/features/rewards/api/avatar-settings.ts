import type { QueryClient } from '@tanstack/react-query';
import type { AvatarItemsResponse, AvatarSettingsResponse } from '@pagebird/contract';
import { sessionStore } from '../../../lib/auth/session-store.ts';
import { rewardsKeys } from './keys.ts';

/**
 * After the avatar, frame or sticker changed (PATCH or PUT /api/avatars/items): the session's
 * profile wears the new settings at once (header, account menu), the item lists mark the new
 * selection, and the lists, the profile list and the user details are fetched again.
 */
export async function applyAvatarSettings(
  queryClient: QueryClient,
  { avatarSettings }: AvatarSettingsResponse,
): Promise<void> {
  const { user } = sessionStore.get();
  if (user) {
    sessionStore.updateUser({
      ...user,
      avatarSettings,
      avatarId: avatarSettings.avatar?.id ?? null,
      frameId: avatarSettings.frame?.id ?? null,
      stickerId: avatarSettings.sticker?.id ?? null,
    });
  }
  const selected = {
    AVATAR: avatarSettings.avatar?.id ?? null,
    AVATAR_FRAME: avatarSettings.frame?.id ?? null,
    STICKER: avatarSettings.sticker?.id ?? null,
  } as const;
  for (const type of ['AVATAR', 'AVATAR_FRAME', 'STICKER'] as const) {
    queryClient.setQueryData<AvatarItemsResponse>(rewardsKeys.itemsOf(type), (old) =>
      old ? { items: old.items.map((i) => ({ ...i, selected: i.id === selected[type] })) } : old,
    );
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: rewardsKeys.items() }),
    queryClient.invalidateQueries({ queryKey: ['auth', 'profiles'] }),
    queryClient.invalidateQueries({ queryKey: ['auth', 'details'] }),
  ]);
}
