import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rewardsApi, type RewardEntityType } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { applyAvatarSettings } from './avatar-settings.ts';

export interface PutAvatarItem {
  entityType: RewardEntityType;
  /** null takes the frame or sticker off. */
  itemId: string | null;
}

/** PUT /api/avatars/items { entityType, itemId } — spec §3 "Reward item". */
export const putAvatarItem = (body: PutAvatarItem) => callApi(rewardsApi.putItem, { body });

/** Put one owned item on (or a frame or sticker off); the session's profile wears it at once. */
export function usePutAvatarItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['rewards', 'avatar-items', 'put'],
    mutationFn: putAvatarItem,
    onSuccess: (answer) => applyAvatarSettings(queryClient, answer),
  });
}
