import { CONSTANTS, type CollectionCard, type UserCollection } from '@pagebird/contract';

/** A user collection as the shared collection card shows it (first four covers). */
export function toCollectionCard(collection: UserCollection): CollectionCard {
  return {
    id: collection.id,
    kind: 'USER',
    title: collection.title,
    ownerName: collection.ownerName,
    total: collection.total,
    covers: collection.contentItems
      .slice(0, CONSTANTS.collectionCoverSlots)
      .map((item) => item.extraData.coverUrl),
  };
}
