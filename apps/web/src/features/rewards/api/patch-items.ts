import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rewardsApi, type patchAvatarItemsBodySchema } from '@pagebird/contract';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';
import { applyAvatarSettings } from './avatar-settings.ts';

export type PatchAvatarItems = z.input<typeof patchAvatarItemsBodySchema>;

/** PATCH /api/avatars/items { avatarId?, frameId?, stickerId? } (null takes a frame or sticker off). */
export const patchAvatarItems = (body: PatchAvatarItems) =>
  callApi(rewardsApi.patchItems, { body });

/** Change some of avatar, frame and sticker; the session's profile wears them at once. */
export function usePatchAvatarItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['rewards', 'avatar-items', 'patch'],
    mutationFn: patchAvatarItems,
    onSuccess: (answer) => applyAvatarSettings(queryClient, answer),
  });
}
