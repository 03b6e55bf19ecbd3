import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rewardsApi, type PurchaseBody, type Stats, type StoreResponse } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { rewardsKeys } from './keys.ts';

/** POST /api/exchange-store/purchase { storeEntityType, id } */
export const purchaseItem = (body: PurchaseBody) => callApi(rewardsApi.purchase, { body });

/**
 * Buy an item with gems. The vault shows the new balance and the item as owned at once; the
 * vault, the stats (gems), the item lists (owned) and the recent activity are fetched again.
 */
export function usePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['rewards', 'purchase'],
    mutationFn: purchaseItem,
    onSuccess: async (answer) => {
      queryClient.setQueryData<StoreResponse>(rewardsKeys.store(), (old) =>
        old
          ? {
              gems: answer.gems,
              items: old.items.map((i) =>
                i.id === answer.item.id && i.storeEntityType === answer.item.storeEntityType
                  ? answer.item
                  : i,
              ),
            }
          : old,
      );
      queryClient.setQueryData<Stats>(rewardsKeys.stats(), (old) =>
        old ? { ...old, gems: answer.gems } : old,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rewardsKeys.store() }),
        queryClient.invalidateQueries({ queryKey: rewardsKeys.stats() }),
        queryClient.invalidateQueries({ queryKey: rewardsKeys.items() }),
        queryClient.invalidateQueries({ queryKey: rewardsKeys.activity() }),
      ]);
    },
  });
}
